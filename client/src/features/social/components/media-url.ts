// Where a post's media are served: the content-delivery location, under m/{key} (openapi Post.media).
import { CDN_BASE } from '../../../lib/cdn';

export function mediaUrl(key: string): string {
  return `${CDN_BASE}/m/${key.split('/').map(encodeURIComponent).join('/')}`;
}
