// The message registry. Each namespace's catalogue module (i18n/messages/<ns>.ts, shape { pt, en })
// is registered with registerMessages(namespace, messages) by the code that needs it — usually the
// lazy chunk that shows it, so marketing or shell text never weighs on another route's first load.
// Keys are then looked up as '<namespace>.<key>'.
import type { Language } from '../state/language';

export type MessageTable = Readonly<Record<string, string>>;
export interface Messages<T extends MessageTable = MessageTable> {
  pt: T;
  en: T;
}

const registry = new Map<string, Messages>();

export function registerMessages<T extends MessageTable>(namespace: string, messages: Messages<T>): void {
  registry.set(namespace, messages);
}

/** The raw text for '<namespace>.<key>' in `lang`, falling back to English, or undefined. */
export function lookup(lang: Language, key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0) return undefined;
  const messages = registry.get(key.slice(0, dot));
  const name = key.slice(dot + 1);
  return messages?.[lang][name] ?? messages?.en[name];
}
