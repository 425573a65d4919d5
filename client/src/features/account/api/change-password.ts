// POST /account/password/change: a new password; the other sessions are signed out.
import { api, unwrap } from '../../../lib/api/client';

export async function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<{ data: { sessionsEnded: number }; message: string }> {
  return unwrap(api.POST('/account/password/change', { body }));
}
