// Production builds leave English out of the i18n catalogues' chunks, so a Portuguese reader (the default) never
// downloads it. A catalogue module (src/i18n/messages/<name>.ts) is written
// `const en = {…}; const pt: … = {…}; export const x = { pt, en }`; in a build its `en` becomes a getter reading
// the table from the English tables that src/i18n/english.ts gathers (each catalogue's `?lang=en` variant: the same
// file exporting only `en`) and src/i18n/language-load.ts loads, as one chunk, before an English reader's first
// render or a switch to English. Development and tests read the files as written.
import type { Plugin } from 'vite';

/** The catalogue modules: i18n/messages/*.ts. */
const CATALOGUE = /\/client\/src\/i18n\/messages\/([a-z0-9-]+)\.ts$/;
/** The one export every catalogue ends with. */
const EXPORT = /export\s+const\s+(\w+)\s*=\s*\{\s*pt\s*,\s*en\s*,?\s*\}\s*;?/;
const ENGLISH = 'lang=en';
/** The name the English-only variant exports its table under (src/i18n/english.ts imports it). */
export const ENGLISH_TABLE = '__enTable';
/** Where language-load.ts puts the English tables, by catalogue file name (a registered symbol: no import needed). */
export const ENGLISH_KEY = 'osb.i18n.english';

/** The catalogue file name (`social-compose`) of `id`, and whether it is the English-only variant; null if no catalogue. */
export function catalogueOf(id: string): { name: string; english: boolean } | null {
  const [file = '', query] = id.split('?', 2);
  const name = CATALOGUE.exec(file)?.[1];
  if (!name || (query !== undefined && query !== ENGLISH)) return null;
  return { name, english: query === ENGLISH };
}

function exportOf(code: string, id: string): RegExpExecArray {
  const found = EXPORT.exec(code);
  // A catalogue written another way must fail the build, not silently ship both languages.
  if (!found) throw new Error(`catalogue-split: ${id} does not end with \`export const <name> = { pt, en }\``);
  return found;
}

/** The Portuguese-only module: `en` reads the catalogue's table from the loaded English tables (empty before). */
export function portugueseSource(code: string, id: string, name: string): string {
  const found = exportOf(code, id);
  const english = `globalThis[Symbol.for(${JSON.stringify(ENGLISH_KEY)})]?.[${JSON.stringify(name)}] ?? {}`;
  return code.replace(found[0], `export const ${found[1]} = { pt, get en() { return ${english}; } };`);
}

/** The English-only variant: exports the `en` table (the Portuguese one, unused, is left out of its chunk). */
export function englishSource(code: string, id: string): string {
  return code.replace(exportOf(code, id)[0], `export const ${ENGLISH_TABLE} = en;`);
}

export function catalogueSplit(): Plugin {
  return {
    name: 'osb:catalogue-split',
    apply: 'build',
    transform: {
      // After the TypeScript transform, on the module's JavaScript.
      order: 'post',
      handler(code, id) {
        const catalogue = catalogueOf(id);
        if (!catalogue) return null;
        return { code: catalogue.english ? englishSource(code, id) : portugueseSource(code, id, catalogue.name), map: null };
      },
    },
  };
}
