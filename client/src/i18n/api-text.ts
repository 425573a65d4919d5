// The reader's text for an API code (the envelope's `code`, documented in openapi.yaml), from the tables registered
// so far: one per code prefix under i18n/api/, loaded by api-text-load.ts the first time a code of its prefix
// arrives. A code no table knows has no text here: the caller falls back to the server's message.
import type { components } from '../../../contracts/api/schema';
import { language } from '../state/language';
import type { Entry } from './catalogue';
import { fill } from './index';

export type ApiCode = components['schemas']['ApiCode'];
export type CodeParams = Readonly<Record<string, string | number>>;
/** Each table's own module types its pt side as Record<its codes, string>, so a missing text fails the typecheck. */
export interface CodeTexts {
  readonly pt: Readonly<Partial<Record<string, Entry>>>;
  readonly en: Readonly<Partial<Record<string, Entry>>>;
}

const tables: CodeTexts[] = [];

/** Registers a table (the loaded modules do it; tests may too). */
export function registerCodeTexts(texts: CodeTexts): void {
  if (!tables.includes(texts)) tables.push(texts);
}

/** The code's text in the reader's language (English when the table lacks it), params filled; undefined if unknown. */
export function codeText(code: string, params?: CodeParams): string | undefined {
  const lang = language.peek();
  for (const table of tables) {
    const entry = table[lang][code] ?? table.en[code];
    if (entry !== undefined) return fill(entry, params, lang);
  }
  return undefined;
}
