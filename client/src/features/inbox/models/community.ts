// Communities (spec section 5 rules): create one (answering data.uid, which the caller opens) and add members.
import { createCommunity as createCall } from '../api/create-community';
import { inviteToCommunity } from '../api/invite-to-community';
import type { CommunityMembers } from './types';
import { checkCommunity, type CommunityErrors } from './validation';

export type CreateResult = { ok: true; uid: string; message: string } | { ok: false; errors: CommunityErrors };

export async function createCommunity(input: { name: string; description: string }, create = createCall): Promise<CreateResult> {
  const errors = checkCommunity(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { uid, message } = await create({ name: input.name.trim(), description: input.description.trim() });
  return { ok: true, uid, message };
}

export function addMembers(community: string, uids: readonly string[]): Promise<CommunityMembers> {
  return inviteToCommunity(community, [...uids]);
}
