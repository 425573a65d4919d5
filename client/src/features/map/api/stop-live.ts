// POST /map/live/stop: stops sharing my live location.
import { api, unwrap } from '../../../lib/api/client';
import type { Live } from '../models/types';

export async function stopLive(): Promise<{ data: Live; message: string }> {
  return unwrap(api.POST('/map/live/stop', { body: {} }));
}
