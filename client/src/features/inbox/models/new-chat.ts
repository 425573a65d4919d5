// The new-chat flow of spec section 4: find the user; if a chat or a contact exists go to it; otherwise find the
// profile, add the contact and open /inbox/{uid} (the direct chat is derived from the pair of uids).
import { getProfile } from '../../../lib/api/calls/get-profile';
import { ApiError } from '../../../lib/api/errors';
import { addContact } from './contacts';
import type { ChatSummary, Contacts } from './types';
import { checkUserName } from './validation';

export interface NewChatDeps {
  chats: Record<string, ChatSummary>;
  contacts: Contacts;
  me: string | undefined;
  /** The person's own username: asking for a chat with it says why that cannot be, without a call. */
  myName?: string | undefined;
  findProfile?: typeof getProfile;
  add?: typeof addContact;
}

/** The API's own refusal of a chat with oneself (inbox.chatSelf), so the person reads its text in their language. */
export const chatSelfError = (): ApiError => new ApiError('You cannot chat with yourself', 422, 'inbox.chatSelf');

/** Where the chat with `input` is: a path segment for /inbox/{segment}. Throws on an invalid name or a failed call. */
export async function startChat(input: string, deps: NewChatDeps): Promise<string> {
  const { value: userName, error } = checkUserName(input);
  if (error) throw new Error(error);
  if (deps.myName && userName === deps.myName) throw chatSelfError();
  const chat = Object.values(deps.chats).find((c) => c.type === 'chat' && c.name === userName);
  if (chat) return chat.id;
  const contact = Object.entries(deps.contacts).find(([, name]) => name === userName)?.[0];
  if (contact) return contact;
  const profile = await (deps.findProfile ?? getProfile)(userName);
  if (profile.uid === deps.me) throw chatSelfError();
  await (deps.add ?? addContact)(profile.uid, profile.nid);
  return profile.uid;
}
