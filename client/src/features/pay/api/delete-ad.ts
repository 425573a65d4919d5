// POST /pay/p2p/ads/delete: deletes my P2P ad (answers the message; failures are raised by the client middleware).
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export async function deleteAd(body: { id: string }): Promise<{ message: string }> {
  const { data } = await api.POST('/pay/p2p/ads/delete', { body });
  if (!data) throw new ApiError(undefined);
  return { message: data.message };
}
