// POST /{product}/play/queue/leave: stops waiting for an online opponent (failures are raised by the client middleware).
import { api, APP } from '../../../lib/api/client';

export async function playQueueLeave(): Promise<void> {
  await api.POST('/{product}/play/queue/leave', { ...APP, body: {} });
}
