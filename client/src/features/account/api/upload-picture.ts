// POST /app/media/upload (uploadMedia): the chosen picture as the raw request body, before it becomes my avatar.
import { api, rawUpload, unwrap } from '../../../lib/api/client';

export async function uploadPicture(file: Blob): Promise<string> {
  const { data } = await unwrap(api.POST('/app/media/upload', rawUpload(file)));
  return data.key;
}
