// What the open conversation's page does with single messages: where the unread divider goes, and editing or
// deleting the person's own message. Apart from conversation.ts (which every page of the area loads for the
// realtime wiring) so this code and its calls arrive with the conversation page, not with /discover.
import { deleteMessage } from '../api/delete-message';
import { editMessage } from '../api/edit-message';
import { applyChanged, type ConversationModel } from './conversation';
import { isLocal } from './thread';
import type { ThreadMessage } from './types';

/**
 * Where the unread divider goes when the conversation opens: the oldest of the others' messages among the last
 * `unread` of theirs (the server's count, read before this visit marks anything read); null when nothing is unread.
 */
export function firstUnread(messages: readonly ThreadMessage[], unread: number, me: string | undefined): string | null {
  if (unread <= 0) return null;
  const theirs = messages.filter((m) => m.u !== me && !isLocal(m));
  return theirs[Math.max(0, theirs.length - unread)]?.i ?? null;
}

/** Changes the text of the person's own message; the answer (and everyone's frame) shows it edited. */
export async function editText(model: ConversationModel, message: ThreadMessage, text: string): Promise<void> {
  const info = model.info.peek();
  const m = text.trim();
  if (!info || isLocal(message) || m.length === 0 || m === message.m) return;
  const saved = await editMessage(info.c, message.i, m);
  applyChanged({ c: info.c, messages: [saved] });
}

/** Deletes the person's own message for everyone. */
export async function deleteOwn(model: ConversationModel, message: ThreadMessage): Promise<void> {
  const info = model.info.peek();
  if (!info || isLocal(message)) return;
  const gone = await deleteMessage(info.c, message.i);
  applyChanged({ c: info.c, messages: [gone] });
}
