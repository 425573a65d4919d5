// POST /{product}/inbox/community/invite: adds users to a community the caller is in.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { CommunityMembers } from '../models/types';

export async function inviteToCommunity(c: string, uids: string[]): Promise<CommunityMembers> {
  const { data } = await unwrap(api.POST('/{product}/inbox/community/invite', { ...APP, body: { c, uids } }));
  return data;
}
