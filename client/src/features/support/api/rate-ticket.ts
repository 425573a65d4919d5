// POST /account/support/rate: rates the answer of a solved ticket, once.
import { api, unwrap } from '../../../lib/api/client';
import type { Thread, RatingInput } from '../models/types';

export async function rateTicket(body: RatingInput): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/account/support/rate', { body }));
}
