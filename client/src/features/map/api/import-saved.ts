// POST /map/saved/import: reads a GeoJSON file's text into my lists (a file with any problem adds nothing).
import { api, unwrap } from '../../../lib/api/client';
import type { ImportResult } from '../models/types';

export async function importSaved(text: string): Promise<ImportResult> {
  const { data } = await unwrap(api.POST('/map/saved/import', { body: { text } }));
  return data;
}
