// POST /cloud/domain/auth-code: a new code to move my domain to another registrar (refused while it is locked).
import { api, unwrap } from '../../../lib/api/client';

export async function getAuthCode(id: string): Promise<string> {
  const { data } = await unwrap(api.POST('/cloud/domain/auth-code', { body: { id } }));
  return data.authCode;
}
