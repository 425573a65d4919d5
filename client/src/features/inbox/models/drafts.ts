// Per-conversation drafts: what was typed and not sent survives switching chats (kept for the tab's life).
import { signal } from '@preact/signals-react';

export const drafts = signal<Readonly<Record<string, string>>>({}, { name: 'inboxDrafts' });

export function draftOf(conversation: string): string {
  return drafts.value[conversation] ?? '';
}

export function setDraft(conversation: string, text: string): void {
  const next = { ...drafts.peek() };
  if (text) next[conversation] = text;
  else delete next[conversation];
  drafts.value = next;
}
