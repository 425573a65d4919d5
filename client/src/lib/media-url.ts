// Where uploaded media are served (a post's media, a support message's screenshots): the content-delivery
// location, under m/{key} (openapi Post.media, SupportMessage.attachments).
import { CDN_BASE } from './cdn';

export function mediaUrl(key: string): string {
  return `${CDN_BASE}/m/${key.split('/').map(encodeURIComponent).join('/')}`;
}
