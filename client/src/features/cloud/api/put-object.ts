// POST /cloud/storage/object/put: places an upload in a bucket under a key.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { ObjectPutInput, StoredObject } from '../models/types';

export async function putObject(body: ObjectPutInput): Promise<StoredObject> {
  const { data } = await unwrap(api.POST('/cloud/storage/object/put', { body }));
  announce('balance');
  return data;
}
