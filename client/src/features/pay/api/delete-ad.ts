// POST /pay/p2p/ads/delete: deletes my P2P ad; what a sell ad still held goes back to the balance, so it announces it
// (answers the message; failures are raised by the client middleware).
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { announce } from '../../../lib/live/announce';

export async function deleteAd(body: { id: string }): Promise<{ message: string }> {
  const { data } = await api.POST('/pay/p2p/ads/delete', { body });
  if (!data) throw new ApiError(undefined);
  announce('balance');
  return { message: data.message };
}
