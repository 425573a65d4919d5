// POST /map/live/share: starts (with durationMin) or moves my live location share.
import { api, unwrap } from '../../../lib/api/client';
import type { Live, LiveShareInput } from '../models/types';

export async function shareLive(body: LiveShareInput): Promise<{ data: Live; message: string }> {
  return unwrap(api.POST('/map/live/share', { body }));
}
