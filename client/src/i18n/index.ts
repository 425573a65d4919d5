// Translation: t('<namespace>.<key>', {param}) and the useT() hook for components.
import { useSyncExternalStore } from 'react';
import { language } from '../state/language';
import { lookup, registerMessages } from './catalogue';
import { common } from './messages/common';

registerMessages('common', common);

export type Params = Readonly<Record<string, string | number>>;

/** '{name}' placeholders are replaced by params; a missing key shows the key so the gap is visible, not blank. */
export function t(key: string, params?: Params): string {
  const text = lookup(language.value, key) ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
