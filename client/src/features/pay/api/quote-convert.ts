// POST /pay/convert/quote: a time-limited quote to convert between two assets.
import { api, unwrap } from '../../../lib/api/client';
import type { Quote, QuoteInput } from '../models/types';

export async function quoteConvert(body: QuoteInput): Promise<Quote> {
  const { data } = await unwrap(api.POST('/pay/convert/quote', { body }));
  return data;
}
