// POST /account/sessions/revoke-others: signs out every other session of mine.
import { api, unwrap } from '../../../lib/api/client';

export async function revokeOtherSessions(): Promise<{ data: { sessionsEnded: number }; message: string }> {
  return unwrap(api.POST('/account/sessions/revoke-others', { body: {} }));
}
