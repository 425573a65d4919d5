// POST /map/live/list: my live location share and the contacts who share theirs with me.
import { api, unwrap } from '../../../lib/api/client';
import type { Live } from '../models/types';

export async function getLive(): Promise<Live> {
  const { data } = await unwrap(api.POST('/map/live/list', { body: {} }));
  return data;
}
