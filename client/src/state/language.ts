// The interface language (spec section 4): 'pt' unless the person chose otherwise; changing it reloads the page.
import { signal, effect } from '@preact/signals-react';
import { readJson, writeJson, STORAGE_KEYS } from '../lib/storage';

export type Language = 'pt' | 'en';

/** Spec sections 4 and 9: "Default language pt" (not 'en'). */
export const DEFAULT_LANGUAGE: Language = 'pt';

/** Shown in the language picker in each language's own name. */
export const LANGUAGES: readonly { code: Language; name: string }[] = [
  { code: 'pt', name: 'Português' },
  { code: 'en', name: 'English' },
];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

function storedLanguage(): Language {
  const stored = readJson<unknown>(STORAGE_KEYS.language, null);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * A public page's English URL (/en, /en/…: lib/locale-path.ts) is in English whatever was stored, so a link
 * or a search result opens the language it names; the stored choice is left as it is.
 */
function initialLanguage(): Language {
  return typeof location !== 'undefined' && /^\/en(\/|$)/.test(location.pathname) ? 'en' : storedLanguage();
}

export const language = signal<Language>(initialLanguage(), { name: 'language' });

effect(() => {
  if (typeof document !== 'undefined') document.documentElement.lang = language.value;
});

/** Indirection so tests can observe the reload (jsdom's location.reload cannot be replaced). */
export const page = {
  reload(): void {
    globalThis.location.reload();
  },
  assign(href: string): void {
    globalThis.location.assign(href);
  },
};

/**
 * Stores the choice and reloads, so every lazily loaded chunk and cached string starts in the new language;
 * `href` (a public page's URL in that language) is loaded instead of the current one.
 */
export function setLanguage(lang: Language, href?: string): void {
  if (!isLanguage(lang) || lang === language.peek()) return;
  writeJson(STORAGE_KEYS.language, lang);
  // Leaving for the other URL: the page keeps its language until it goes (a public page whose URL and language
  // disagree would send the reader back to the URL of its language).
  if (href !== undefined) return page.assign(href);
  language.value = lang;
  page.reload();
}
