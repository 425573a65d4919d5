// Saved replies (macros) of the staff desk: the shared list and its create / edit / delete (calls injected), the
// rules a draft must meet before it is sent (openapi SavedReplyInput), and inserting one into an answer being
// written: {name} becomes the requester's username, the text goes where the cursor is (or at the end).
import { createModel, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import type { TextKey } from '../../../i18n/keys';
import { errorMessage } from '../../../lib/api/errors';
import type { Notify } from './thread-state';
import type { SavedReply, SavedReplyInput, SavedReplyRef, SavedReplyUpdateInput } from './types';

/** openapi SavedReplyInput: a title of 3–80 characters and a body of up to 5000, spaces at either end aside. */
export const SAVED_TITLE_MIN = 3;
export const SAVED_TITLE_MAX = 80;
export const SAVED_BODY_MAX = 5000;

/** The placeholder a body may hold for the requester's username. */
const NAME = '{name}';

/** The body as it goes into an answer: every {name} is the requester's username. */
export function fillSavedReply(body: string, userName: string): string {
  return body.split(NAME).join(userName);
}

export interface Selection {
  start: number;
  end: number;
}

/**
 * Puts `piece` into `text`: in place of the selection (or at the caret) when the person placed one, else at the end
 * on its own line. Answers the new text and where the caret goes (just after the piece).
 */
export function insertAt(text: string, piece: string, selection: Selection | null): { text: string; caret: number } {
  if (selection) {
    const start = Math.max(0, Math.min(selection.start, text.length));
    const end = Math.max(start, Math.min(selection.end, text.length));
    const next = text.slice(0, start) + piece + text.slice(end);
    return { text: next, caret: start + piece.length };
  }
  if (!text.trim()) return { text: piece, caret: piece.length };
  const joined = /\s$/.test(text) ? text + piece : `${text}\n${piece}`;
  return { text: joined, caret: joined.length };
}

/** Why a draft cannot be saved yet (a key of the support catalogue), or null; `self` is the reply being edited. */
export function savedReplyProblem(draft: SavedReplyInput, others: readonly SavedReply[], self: string | null): TextKey | null {
  const title = draft.title.trim();
  if (title.length < SAVED_TITLE_MIN || title.length > SAVED_TITLE_MAX) return 'support.saved.titleLength';
  if (!draft.body.trim()) return 'support.saved.bodyBlank';
  const key = title.toLowerCase();
  if (others.some((r) => r.id !== self && r.title.toLowerCase() === key)) return 'support.saved.titleTaken';
  return null;
}

type Answer<T> = Promise<{ data: T; message: string }>;

export interface SavedRepliesDeps {
  list(): Promise<SavedReply[]>;
  create(body: SavedReplyInput): Answer<SavedReply>;
  update(body: SavedReplyUpdateInput): Answer<SavedReply>;
  remove(body: SavedReplyRef): Answer<SavedReply>;
  notify: Notify;
}

export const SavedRepliesModel = createModel((deps: SavedRepliesDeps) => {
  const replies = signal<SavedReply[] | null>(null, { name: 'savedReplies' });
  const loadError = signal<string | null>(null, { name: 'savedRepliesLoadError' });
  const busy = signal(false, { name: 'savedRepliesBusy' });
  /** Why the draft in the form was not sent (shown under it), cleared by the next try. */
  const problem = signal<TextKey | null>(null, { name: 'savedRepliesProblem' });

  async function load(): Promise<void> {
    try {
      replies.value = await deps.list();
      loadError.value = null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }

  /** One write, then the list again (another staff member may have changed it); answers whether it worked. */
  async function write(run: () => Answer<SavedReply>, done: TextKey): Promise<boolean> {
    if (busy.peek()) return false;
    busy.value = true;
    try {
      await run();
      deps.notify('success', t(done));
      await load();
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    } finally {
      busy.value = false;
    }
  }

  /** Creates (id null) or edits a reply; a draft that breaks a rule is not sent and `problem` says why. */
  async function save(draft: SavedReplyInput, id: string | null): Promise<boolean> {
    const found = savedReplyProblem(draft, replies.peek() ?? [], id);
    problem.value = found;
    if (found) return false;
    const body = { title: draft.title.trim(), body: draft.body.trim() };
    return id
      ? write(() => deps.update({ id, ...body }), 'support.saved.updated')
      : write(() => deps.create(body), 'support.saved.created');
  }

  const remove = (id: string): Promise<boolean> => write(() => deps.remove({ id }), 'support.saved.deleted');

  return { replies, loadError, busy, problem, load, save, remove };
});
