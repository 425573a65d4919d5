// The contact form's rules (openapi ContactInput): a name, an e-mail to answer at, a topic and a message of 10–5000
// characters (spaces at either end aside). Pasted text past the limit stays as it is, with the count shown, and
// the form says so instead of cutting it. The request id is one per intended message, kept through retries.
import { randomId } from '../../../lib/random-id';
import type { ContactInput, ContactTopic } from '../api/send-contact';

export const CONTACT_TOPICS: readonly ContactTopic[] = ['general', 'support', 'sales', 'partnerships', 'press', 'feedback'];
/** ContactInput's limits. */
export const CONTACT_NAME_MAX = 80;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_EMAIL_MAX = 254;

export interface ContactDraft {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

export type ContactProblem = 'name' | 'nameLong' | 'email' | 'messageShort' | 'messageLong';

/** Looks like an address someone can be answered at (the server checks it properly). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newContactRequestId = (): string => `ct-${randomId(20)}`;

/** What is wrong with each field, or the body to send. */
export function checkContact(
  draft: ContactDraft,
  requestId: string,
): { problems: Partial<Record<keyof ContactDraft, ContactProblem>> } | { body: ContactInput } {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  const problems: Partial<Record<keyof ContactDraft, ContactProblem>> = {};
  if (name === '') problems.name = 'name';
  else if ([...name].length > CONTACT_NAME_MAX) problems.name = 'nameLong';
  if (!EMAIL.test(email) || email.length > CONTACT_EMAIL_MAX) problems.email = 'email';
  const length = [...message].length;
  if (length < CONTACT_MESSAGE_MIN) problems.message = 'messageShort';
  else if (length > CONTACT_MESSAGE_MAX) problems.message = 'messageLong';
  if (Object.keys(problems).length > 0) return { problems };
  return { body: { requestId, name, email, topic: draft.topic, message } };
}
