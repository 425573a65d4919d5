// POST /admin/supports/presence: (staff) says this page has the ticket open or is writing an answer, or left it;
// answers the other staff on the ticket now.
import { api, unwrap } from '../../../lib/api/client';
import type { Presence, PresenceInput } from '../models/types';

export async function deskPresence(body: PresenceInput): Promise<Presence[]> {
  // Leaving is often the page going away: keepalive lets that last call finish after the tab closed.
  return (await unwrap(api.POST('/admin/supports/presence', { body, ...(body.state === 'left' ? { keepalive: true } : {}) }))).data;
}
