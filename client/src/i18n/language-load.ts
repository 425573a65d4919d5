// A production build leaves English out of the catalogues' chunks (build/catalogue-split.ts): an English reader's
// page loads every catalogue's English table, as one chunk, before its first render, and a switch to English loads
// it before the page changes language, so no key is ever shown raw. Portuguese, the default, needs nothing.
import { setLanguage, type Language } from '../state/language';

/** build/catalogue-split.ts's ENGLISH_KEY: the rewritten catalogues read their English table from here. */
const ENGLISH = Symbol.for('osb.i18n.english');

/** Loads what `lang` needs beyond the catalogues' chunks (English's tables); resolves at once for Portuguese. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (lang !== 'en' || !import.meta.env.PROD) return;
  const { ENGLISH_TABLES } = await import('./english');
  (globalThis as Record<symbol, unknown>)[ENGLISH] = ENGLISH_TABLES;
}

/** setLanguage, once the new language's tables are in (a failed load still switches: the reload tries again). */
export function chooseLanguage(lang: Language): void {
  void loadLanguage(lang).then(
    () => setLanguage(lang),
    () => setLanguage(lang),
  );
}
