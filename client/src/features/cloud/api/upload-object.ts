// POST /cloud/storage/object/upload: a file's own bytes as the raw body (spec section 7), sent as
// application/octet-stream whatever the file is (its type goes with putObject); answers an upload id.
import { api, rawUpload, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Upload } from '../models/types';

export async function uploadObject(file: Blob): Promise<Upload> {
  const bytes = new Blob([file], { type: 'application/octet-stream' });
  const { data } = await unwrap(api.POST('/cloud/storage/object/upload', rawUpload(bytes)));
  announce('balance');
  return data;
}
