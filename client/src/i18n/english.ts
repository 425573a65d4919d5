// Every catalogue's English table, as one chunk: a production build leaves English out of the catalogues
// (build/catalogue-split.ts, which gives each `?lang=en` variant its `__enTable` export); language-load.ts loads
// this for an English reader. (In development the variants are the catalogues as written and this is unused.)
import type { MessageTable } from './catalogue';

const variants = import.meta.glob<MessageTable | undefined>('./messages/*.ts', { query: '?lang=en', import: '__enTable', eager: true });

/** catalogue file name ("social-compose") → its English table. */
export const ENGLISH_TABLES: Readonly<Record<string, MessageTable | undefined>> = Object.fromEntries(
  Object.entries(variants).map(([path, table]) => [path.slice('./messages/'.length, -'.ts'.length), table]),
);
