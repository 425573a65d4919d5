// Form checks of spec section 5 for the new chat (username) and create community (name, description) dialogs,
// and how an /inbox/{uid} segment is read (a user uid, a 12-character chat id or a 14-character community id).
import { communityDescriptionProblem, communityNameProblem, type CommunityProblem } from '../../../../../contracts/rules/community';
import { USERNAME_MESSAGE, isValidUserName, normalizeUserName } from '../../../lib/username';
import { CHAT_ID_LENGTH, COMMUNITY_ID_LENGTH } from './constants';

export { USERNAME_MESSAGE };

/** The new-chat username: lowercased as typed (spec section 5), valid or with the spec's message. */
export function checkUserName(input: string): { value: string; error: string | null } {
  const value = normalizeUserName(input);
  return { value, error: isValidUserName(value) ? null : USERNAME_MESSAGE };
}

export interface CommunityErrors {
  name?: CommunityProblem;
  description?: CommunityProblem;
}

/** Spec section 5's community rules (shared with the mock's schema: contracts/rules/community.ts). */
export function checkCommunity(input: { name: string; description: string }): CommunityErrors {
  const errors: CommunityErrors = {};
  const name = communityNameProblem(input.name);
  if (name) errors.name = name;
  const description = communityDescriptionProblem(input.description);
  if (description) errors.description = description;
  return errors;
}

const UID = /^u[0-9a-z]{10}$/;
const CONVERSATION = /^[a-z][0-9a-z]+$/;

/** What an /inbox/{uid} segment names (spec section 3: 12 is a direct chat, 14 a community). */
export function conversationKind(segment: string): 'user' | 'chat' | 'community' | null {
  if (UID.test(segment)) return 'user';
  if (!CONVERSATION.test(segment)) return null;
  if (segment.length === CHAT_ID_LENGTH) return 'chat';
  if (segment.length === COMMUNITY_ID_LENGTH) return 'community';
  return null;
}

/** The uid at the end of a composite identifier (userName-isVerified-country-uid). */
export function uidOfNid(nid: string): string | undefined {
  const uid = nid.split('-').at(-1);
  return uid && UID.test(uid) ? uid : undefined;
}
