// The message registry. Each namespace's catalogue module (i18n/messages/<ns>.ts, shape { pt, en })
// is registered with registerMessages(namespace, messages) by the code that needs it — usually the
// lazy chunk that shows it, so marketing or shell text never weighs on another route's first load.
// Keys are then looked up as '<namespace>.<key>'.
import type { Language } from '../state/language';

/**
 * A count-bearing message: one text per CLDR plural category of the language (Intl.PluralRules picks it), `other`
 * being the fallback for a category the entry leaves out. `zero` is also used for a count of exactly 0 in any
 * language (pt's CLDR rules put 0 with `one`, yet "0 curtidas" is what a Brazilian reader expects).
 */
export interface Plural {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Entry = string | Plural;
export type MessageTable = Readonly<Record<string, Entry>>;
export interface Messages<T extends MessageTable = MessageTable> {
  pt: T;
  en: T;
}

/** The shape a second language's table must have: every key of `T`, a text where `T` has one, a plural where it has one. */
export type Translation<T extends MessageTable> = { readonly [K in keyof T]: T[K] extends string ? string : Plural };

const registry = new Map<string, Messages>();

/** Registers a namespace's table; a second table for the same namespace adds its keys (a catalogue split by chunk). */
export function registerMessages<T extends MessageTable>(namespace: string, messages: Messages<T>): void {
  const known = registry.get(namespace);
  registry.set(
    namespace,
    known && known !== messages ? { pt: { ...known.pt, ...messages.pt }, en: { ...known.en, ...messages.en } } : messages,
  );
}

/** The entry (text or plural forms) for '<namespace>.<key>' in `lang`, falling back to English, or undefined. */
export function lookupEntry(lang: Language, key: string): Entry | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0) return undefined;
  const messages = registry.get(key.slice(0, dot));
  const name = key.slice(dot + 1);
  return messages?.[lang][name] ?? messages?.en[name];
}

/** The raw text for '<namespace>.<key>' in `lang`, falling back to English, or undefined (a plural gives its `other` form). */
export function lookup(lang: Language, key: string): string | undefined {
  const entry = lookupEntry(lang, key);
  return typeof entry === 'object' ? entry.other : entry;
}
