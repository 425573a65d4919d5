// POST /cloud/storage/object/link: the public URL, or a signed link valid 15 minutes for a private object.
import { api, unwrap } from '../../../lib/api/client';
import type { ObjectLink } from '../models/types';

export async function objectLink(bucket: string, key: string): Promise<ObjectLink> {
  const { data } = await unwrap(api.POST('/cloud/storage/object/link', { body: { bucket, key } }));
  return data;
}
