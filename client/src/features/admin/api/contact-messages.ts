// POST /admin/contact/list, /reply, /status (staff): the contact page's messages, a reply by e-mail, handled or reopened.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export type ContactMessage = components['schemas']['AdminContactMessage'];
export type ContactFilter = NonNullable<components['schemas']['AdminContactQuery']['filter']>;

export async function listContactMessages(filter: ContactFilter): Promise<{ new: number; items: ContactMessage[] }> {
  return (await unwrap(api.POST('/admin/contact/list', { body: { filter } }))).data;
}

export async function replyToContact(id: string, text: string): Promise<ContactMessage> {
  return (await unwrap(api.POST('/admin/contact/reply', { body: { id, text } }))).data;
}

export async function setContactStatus(id: string, status: ContactMessage['status']): Promise<ContactMessage> {
  return (await unwrap(api.POST('/admin/contact/status', { body: { id, status } }))).data;
}
