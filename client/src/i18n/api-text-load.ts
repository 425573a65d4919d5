// Loads the text tables of API codes (i18n/api/<prefix>.ts), one per prefix, the first time a code of that prefix
// arrives. Imported by the API client only when an answer carries a code, so no page pays for the loader map before.
import { registerCodeTexts, type CodeTexts } from './api-text';

const loaders = import.meta.glob<{ texts: CodeTexts }>('./api/*.ts');

/** Prefixes whose texts live in another prefix's table. */
const TABLE_OF: Readonly<Record<string, string>> = { body: 'field', server: 'request', ledger: 'request', common: 'request' };
/** Prefixes of the shared rules (contracts/rules): their texts are the rules catalogue's (i18n/api/rules.ts). */
const RULE_PREFIXES = new Set(['address', 'community', 'dns', 'domain', 'keys', 'messaging', 'settings', 'storage']);

const loading = new Map<string, Promise<void>>();

function tableFiles(code: string): string[] {
  const prefix = code.slice(0, Math.max(0, code.indexOf('.')));
  const own = `./api/${TABLE_OF[prefix] ?? prefix}.ts`;
  return [own, ...(RULE_PREFIXES.has(prefix) ? ['./api/rules.ts'] : [])].filter((file) => file in loaders);
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
