// POST /support/contact (supportContact): a message from the contact page, signed in or not.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export type ContactInput = components['schemas']['ContactInput'];
export type ContactReceipt = components['schemas']['ContactReceipt'];
export type ContactTopic = components['schemas']['ContactTopic'];

export async function sendContact(body: ContactInput): Promise<ContactReceipt> {
  const { data } = await unwrap(api.POST('/support/contact', { body }));
  return data;
}
