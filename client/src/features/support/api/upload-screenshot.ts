// POST /app/media/upload (uploadMedia): a screenshot for a support message, as the raw request body; answers its key.
import { api, rawUpload, unwrap } from '../../../lib/api/client';

export async function uploadScreenshot(file: Blob): Promise<string> {
  const { data } = await unwrap(api.POST('/app/media/upload', rawUpload(file)));
  return data.key;
}
