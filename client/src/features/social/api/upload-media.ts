// POST /app/media/upload (uploadMedia): one file as the raw request body with its own content type (spec section 7).
import { api, rawUpload, unwrap } from '../../../lib/api/client';

export function uploadMedia(file: Blob) {
  return unwrap(api.POST('/app/media/upload', rawUpload(file)));
}
