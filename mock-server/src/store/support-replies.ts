// Saved replies (macros) of the staff help desk (openapi adminSupportSavedReply*): one list every staff member shares,
// titles unique without case; the routes stay thin and each broken rule throws the 4xx staff read.
import type { components } from '../../../contracts/api/schema.d.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import type { UsersRepo } from './users.ts';

type S = components['schemas'];
export type SavedReply = S['SavedReply'];

/** Title and body lengths, spaces at either end aside (openapi SavedReplyInput). */
export const TITLE_MIN = 3;
export const TITLE_MAX = 80;

interface StoredReply {
  id: string;
  title: string;
  body: string;
  createdBy: string;
  updatedAt: number;
}

export interface SavedRepliesRepo {
  list(): SavedReply[];
  create(staffUid: string, input: S['SavedReplyInput']): SavedReply;
  update(input: S['SavedReplyUpdateInput']): SavedReply;
  remove(id: string): SavedReply;
}

export function createSavedRepliesRepo(deps: { users: UsersRepo; now: () => number }): SavedRepliesRepo {
  const { users, now } = deps;
  const replies = new Map<string, StoredReply>();
  let counter = 0;

  const view = (r: StoredReply): SavedReply => ({
    id: r.id,
    title: r.title,
    body: r.body,
    createdBy: { uid: r.createdBy, userName: users.get(r.createdBy)?.userName ?? '', staff: true },
    updatedAt: r.updatedAt,
  });

  /** The trimmed title and body, or the 422 / 409 that refuses them; `self` is the reply being edited. */
  const checked = (input: { title: string; body: string }, self?: string): { title: string; body: string } => {
    const title = input.title.trim();
    const body = input.body.trim();
    if (title.length < TITLE_MIN || title.length > TITLE_MAX)
      throw unprocessable('support.savedReplyTitleLength', { min: TITLE_MIN, max: TITLE_MAX });
    if (!body) throw unprocessable('support.savedReplyBodyBlank');
    const key = title.toLowerCase();
    const taken = [...replies.values()].find((r) => r.id !== self && r.title.toLowerCase() === key);
    if (taken) throw conflict('support.savedReplyTitleTaken', { title: taken.title });
    return { title, body };
  };

  const find = (id: string): StoredReply => {
    const found = replies.get(id);
    if (!found) throw notFound('support.savedReplyNotFound');
    return found;
  };

  return {
    list: () =>
      [...replies.values()]
        .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id))
        .map(view),
    create(staffUid, input) {
      const { title, body } = checked(input);
      counter += 1;
      const stored: StoredReply = { id: `sr${String(counter).padStart(8, '0')}`, title, body, createdBy: staffUid, updatedAt: now() };
      replies.set(stored.id, stored);
      return view(stored);
    },
    update(input) {
      const stored = find(input.id);
      Object.assign(stored, checked(input, stored.id), { updatedAt: now() });
      return view(stored);
    },
    remove(id) {
      const stored = find(id);
      replies.delete(id);
      return view(stored);
    },
  };
}
