// POST /app/feed/list (listFeed): a page of the For you or Following feed.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function listFeed(body: components['schemas']['FeedQuery']) {
  return unwrap(api.POST('/app/feed/list', { body }));
}
