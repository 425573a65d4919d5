// POST /app/media/upload (uploadMedia): one file as the raw request body with its own content type (spec section 7);
// answers the stored key a post, an avatar or a support message then refers to.
import { api, rawUpload, unwrap } from '../client';

export async function uploadMedia(file: Blob): Promise<string> {
  const { data } = await unwrap(api.POST('/app/media/upload', rawUpload(file)));
  return data.key;
}
