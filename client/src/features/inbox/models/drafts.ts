// Per-conversation drafts: what was typed and not sent survives switching chats and reloading the page (kept per
// signed-in person in local storage, lib/storage), and is cleared when it is sent.
import { signal } from '@preact/signals-react';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';

type Drafts = Readonly<Record<string, string>>;

export const drafts = signal<Drafts>({}, { name: 'inboxDrafts' });

/** Whose drafts are loaded: null until someone's inbox starts. */
let owner: string | null = null;

function stored(): Record<string, Drafts> {
  return readJson<Record<string, Drafts>>(STORAGE_KEYS.drafts, {});
}

/** Loads the person's drafts (when their inbox starts); another person's stay stored under them. */
export function loadDrafts(uid: string | null): void {
  owner = uid;
  drafts.value = uid ? (stored()[uid] ?? {}) : {};
}

export function draftOf(conversation: string): string {
  return drafts.value[conversation] ?? '';
}

export function setDraft(conversation: string, text: string): void {
  const next = { ...drafts.peek() };
  if (text) next[conversation] = text;
  else delete next[conversation];
  drafts.value = next;
  if (!owner) return;
  const all = stored();
  if (Object.keys(next).length > 0) all[owner] = next;
  else delete all[owner];
  writeJson(STORAGE_KEYS.drafts, Object.keys(all).length > 0 ? all : null);
}
