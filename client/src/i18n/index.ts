// Translation: t('<namespace>.<key>', {param}) and the useT() hook for components.
import { useSyncExternalStore } from 'react';
import { language, type Language } from '../state/language';
import { lookupEntry, registerMessages } from './catalogue';
import type { PluralKey, TextKey } from './keys';
import { common } from './messages/common';

registerMessages('common', common);

export type Params = Readonly<Record<string, string | number>>;
/** A plural message's params: `count` picks the form and is shown in the language's number format. */
export type CountParams = Params & { readonly count: number };

/** One plural-rules and number-format pair per language, built on first use (a page speaks one language). */
const counting: Partial<Record<Language, readonly [Intl.PluralRules, Intl.NumberFormat]>> = {};

/** '{name}' placeholders are replaced by params; a missing key shows the key so the gap is visible, not blank. */
export function t(key: PluralKey, params: CountParams): string;
export function t(key: TextKey, params?: Params): string;
export function t(key: string, params?: Params): string {
  const lang = language.value;
  const entry = lookupEntry(lang, key) ?? key;
  let text: string;
  let values = params;
  if (typeof entry === 'string') text = entry;
  else {
    const count = Number(params?.count);
    const [rules, numbers] = (counting[lang] ??= [new Intl.PluralRules(lang), new Intl.NumberFormat(lang)]);
    text = (count === 0 ? entry.zero : undefined) ?? entry[rules.select(count)] ?? entry.other;
    values = { ...params, count: numbers.format(count) };
  }
  if (!values) return text;
  const filled = values;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in filled ? String(filled[name]) : whole));
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
