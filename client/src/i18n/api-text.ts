// The reader's text for an API code (the envelope's `code`, documented in openapi.yaml): one table per code prefix
// under i18n/api/, each loaded the first time a code of its prefix arrives, so no page pays for another area's
// texts. A code no table knows has no text here: the caller falls back to the server's message.
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

const loaders = import.meta.glob<{ texts: CodeTexts }>('./api/*.ts');

/** Prefixes whose texts live in another prefix's table. */
const TABLE_OF: Readonly<Record<string, string>> = { body: 'field', server: 'request', ledger: 'request', common: 'request' };
/** Prefixes of the shared rules (contracts/rules): their texts are the rules catalogue's (i18n/api/rules.ts). */
const RULE_PREFIXES = new Set(['address', 'community', 'dns', 'domain', 'keys', 'messaging', 'settings', 'storage']);

const tables: CodeTexts[] = [];
const loading = new Map<string, Promise<void>>();

function tableFiles(code: string): string[] {
  const prefix = code.slice(0, Math.max(0, code.indexOf('.')));
  const own = `./api/${TABLE_OF[prefix] ?? prefix}.ts`;
  return [own, ...(RULE_PREFIXES.has(prefix) ? ['./api/rules.ts'] : [])].filter((file) => file in loaders);
}

/** Registers a table (the loaded modules do it; tests may too). */
export function registerCodeTexts(texts: CodeTexts): void {
  if (!tables.includes(texts)) tables.push(texts);
}

/** Loads the tables a code's text may be in; resolves when they are registered (or failed to load). */
export function loadCodeTexts(code: string): Promise<void> {
  const files = tableFiles(code);
  return Promise.all(
    files.map((file) => {
      let pending = loading.get(file);
      if (!pending) {
        pending = loaders[file]!().then(
          (module) => registerCodeTexts(module.texts),
          // A chunk that failed to load (offline, a new deploy): the server's message is shown, and the next code
          // of this prefix tries again.
          () => void loading.delete(file),
        );
        loading.set(file, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
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
