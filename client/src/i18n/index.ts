// Translation: t('<namespace>.<key>', {param}) and the useT() hook for components.
import { useSyncExternalStore } from 'react';
import { language, type Language } from '../state/language';
import { lookupEntry, registerMessages, type Entry } from './catalogue';
import type { PluralKey, TextKey } from './keys';
import { common } from './messages/common';

registerMessages('common', common);

export type Params = Readonly<Record<string, string | number>>;
/** A plural message's params: `count` picks the form and is shown in the language's number format. */
export type CountParams = Params & { readonly count: number };

/** The plural rules of each language, built on first use (a page speaks one language). */
const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * '{name}' placeholders are replaced by params; a missing key shows the key so the gap is visible, not blank. A plural
 * entry picks its form for params.count with the language's plural rules and shows count in its number format.
 */
export function t(key: PluralKey, params: CountParams): string;
export function t(key: TextKey, params?: Params): string;
export function t(key: string, params?: Params): string {
  const lang = language.value;
  return fill(lookupEntry(lang, key) ?? key, params, lang);
}

/** An entry's text in `lang`: a plural's form picked by params.count, '{name}' placeholders filled from params. */
export function fill(entry: Entry, params: Params | undefined, lang: Language): string {
  let text = entry as string;
  let values = params;
  if (typeof entry === 'object') {
    const count = Number(params?.count);
    text = (count === 0 && entry.zero) || entry[(pluralRules[lang] ??= new Intl.PluralRules(lang)).select(count)] || entry.other;
    values = { ...params, count: count.toLocaleString(lang) };
  }
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}

function subscribe(onChange: () => void): () => void {
  return language.subscribe(() => onChange());
}

function snapshot(): string {
  return language.peek();
}

/** Returns t and re-renders the component when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return t;
}
