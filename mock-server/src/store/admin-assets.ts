// Staff uploads to the content-delivery location (ours; spec section 2 "/admin/upload"): images, PDFs and videos
// with a display name, served at /cdn/a/{id}.{ext} until deleted (then 404). Renaming keeps the URL.
import type { components } from '../../../contracts/api/schema.d.ts';
import { notFound, unprocessable } from '../lib/errors.ts';

type S = components['schemas'];
export type AssetKind = S['AdminAssetKind'];

export const NAME_MAX = 120;

export interface AssetRecord {
  id: string;
  name: string;
  kind: AssetKind;
  contentType: string;
  extension: string;
  bytes: Buffer;
  uploaderUid: string;
  createdAt: number;
}

/** A display name, trimmed; null when empty, too long, or holding a slash or a control character. */
export function cleanName(name: string): string | null {
  const trimmed = name.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!trimmed || trimmed.length > NAME_MAX || /[/\\\u0000-\u001f]/.test(trimmed)) return null;
  return trimmed;
}

/** The file's path under the CDN prefix. */
export const assetPath = (asset: Pick<AssetRecord, 'id' | 'extension'>): string => `a/${asset.id}.${asset.extension}`;

export interface AssetsRepo {
  put(input: Omit<AssetRecord, 'id' | 'name'> & { name?: string }): AssetRecord;
  get(id: string): AssetRecord;
  /** By its CDN file name (`as00000001.png`), or undefined. */
  byFile(file: string): AssetRecord | undefined;
  list(query: S['AdminAssetQuery']): AssetRecord[];
  rename(id: string, name: string): AssetRecord;
  remove(id: string): AssetRecord;
}

export function createAssetsRepo(): AssetsRepo {
  const assets = new Map<string, AssetRecord>();
  let counter = 0;
  const get = (id: string): AssetRecord => {
    const asset = assets.get(id);
    if (!asset) throw notFound('admin.fileNotFound');
    return asset;
  };
  return {
    put({ name, ...input }) {
      counter += 1;
      const id = `as${String(counter).padStart(8, '0')}`;
      const given = name === undefined ? null : cleanName(name);
      if (name !== undefined && given === null) throw unprocessable('admin.fileName', { max: NAME_MAX });
      const record: AssetRecord = { ...input, id, name: given ?? `${id}.${input.extension}` };
      assets.set(id, record);
      return record;
    },
    get,
    byFile(file) {
      const dot = file.lastIndexOf('.');
      const asset = assets.get(file.slice(0, dot));
      return asset && asset.extension === file.slice(dot + 1) ? asset : undefined;
    },
    list(query) {
      const needle = query.query?.trim().toLowerCase() ?? '';
      return [...assets.values()]
        .filter((a) => (query.kind === undefined || a.kind === query.kind) && a.name.toLowerCase().includes(needle))
        .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
    },
    rename(id, name) {
      const asset = get(id);
      const clean = cleanName(name);
      if (clean === null) throw unprocessable('admin.fileName', { max: NAME_MAX });
      asset.name = clean;
      return asset;
    },
    remove(id) {
      const asset = get(id);
      assets.delete(id);
      return asset;
    },
  };
}
