// POST /admin/supports/replies/{list,create,update,delete}: (staff) the saved replies every staff member shares.
import { api, unwrap } from '../../../lib/api/client';
import type { SavedReply, SavedReplyInput, SavedReplyRef, SavedReplyUpdateInput } from '../models/types';

type Answer<T> = Promise<{ data: T; message: string }>;

export async function listSavedReplies(): Answer<SavedReply[]> {
  return unwrap(api.POST('/admin/supports/replies/list', { body: {} }));
}

export async function createSavedReply(body: SavedReplyInput): Answer<SavedReply> {
  return unwrap(api.POST('/admin/supports/replies/create', { body }));
}

export async function updateSavedReply(body: SavedReplyUpdateInput): Answer<SavedReply> {
  return unwrap(api.POST('/admin/supports/replies/update', { body }));
}

export async function deleteSavedReply(body: SavedReplyRef): Answer<SavedReply> {
  return unwrap(api.POST('/admin/supports/replies/delete', { body }));
}
