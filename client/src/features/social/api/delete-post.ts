// POST /app/post/delete (deletePost): delete one of the signed-in user's own posts (answers the message; failures
// are raised by the client middleware).
import { api } from '../../../lib/api/client';
import { ApiError, GENERIC_ERROR } from '../../../lib/api/errors';
import type { components } from '../../../../../contracts/api/schema';

export async function deletePost(body: components['schemas']['PostRef']): Promise<{ message: string }> {
  const { data } = await api.POST('/app/post/delete', { body });
  if (!data) throw new ApiError(GENERIC_ERROR);
  return { message: data.message };
}
