// /admin/upload state: the library (by kind, by name), uploading files checked first against the server's types
// and limits (images 10 MB, PDFs 20 MB, videos 50 MB: a clear message rather than a wasted upload), renaming
// and deleting.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { loadedList } from './loaded-list';
import type { Asset, AssetKind, AssetQuery } from './types';
import type { KeySuffix } from '../../../i18n/keys';

const MB = 1024 * 1024;
/** The mock's limits (routes/admin/upload.ts, openapi.yaml adminUpload). */
export const LIMITS: Record<AssetKind, number> = { image: 10 * MB, pdf: 20 * MB, video: 50 * MB };
export const KIND_OF_TYPE: Readonly<Record<string, AssetKind>> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'application/pdf': 'pdf',
  'video/mp4': 'video',
  'video/webm': 'video',
};
export const ACCEPT = Object.keys(KIND_OF_TYPE).join(',');
export const KINDS: readonly AssetKind[] = ['image', 'pdf', 'video'];
export const NAME_MAX = 120;

/** What is wrong with a file before it is sent: an i18n key (admin catalogue) and its params, or null. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): { key: KeySuffix<'admin.'>; params?: Record<string, number> } | null {
  const kind = KIND_OF_TYPE[file.type];
  if (!kind) return { key: 'upload.problem.type' };
  if (file.size > LIMITS[kind]) return { key: `upload.problem.size.${kind}`, params: { mb: LIMITS[kind] / MB } };
  return null;
}

/** A display name the server takes: 1–120 characters after trimming, no slash. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  return !trimmed || trimmed.length > NAME_MAX || /[/\\]/.test(trimmed) ? 'upload.problem.name' : null;
}

/** 48213 → "47.1 KB". */
export function formatSize(bytes: number, lang: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export interface UploadsDeps {
  list(query: AssetQuery): Promise<Asset[]>;
  upload(file: File): Promise<Asset>;
  rename(id: string, name: string): Promise<Asset>;
  remove(id: string): Promise<Asset>;
}

export interface UploadOutcome {
  name: string;
  ok: boolean;
  /** An i18n key with params, or the server's words. */
  key?: KeySuffix<'admin.'>;
  params?: Record<string, number>;
  text?: string;
}

export const UploadsModel = createModel((deps: UploadsDeps) => {
  const kind = signal<AssetKind | ''>('', { name: 'adminAssetKind' });
  const query = signal('', { name: 'adminAssetQuery' });
  const assets = loadedList('adminAssets', () => {
    const q = query.peek().trim();
    return deps.list({ ...(kind.peek() ? { kind: kind.peek() as AssetKind } : {}), ...(q ? { query: q } : {}) });
  });
  const uploading = signal(0, { name: 'adminUploading' });
  const outcomes = signal<UploadOutcome[]>([], { name: 'adminUploadOutcomes' });

  /** Uploads each file in turn (a wrong one is refused here, with why); the library reloads after. */
  async function upload(files: readonly File[]): Promise<UploadOutcome[]> {
    const results: UploadOutcome[] = [];
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem) {
        results.push({ name: file.name, ok: false, ...problem });
        continue;
      }
      uploading.value += 1;
      try {
        await deps.upload(file);
        results.push({ name: file.name, ok: true });
      } catch (e) {
        results.push({ name: file.name, ok: false, text: errorMessage(e) });
      } finally {
        uploading.value -= 1;
      }
    }
    outcomes.value = results;
    if (results.some((r) => r.ok)) await assets.load();
    return results;
  }

  async function rename(id: string, name: string): Promise<string | null> {
    const problem = nameProblem(name);
    if (problem) return problem;
    try {
      const renamed = await deps.rename(id, name.trim());
      assets.items.value = (assets.items.peek() ?? []).map((a) => (a.id === id ? renamed : a));
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  }

  async function remove(id: string): Promise<string | null> {
    try {
      await deps.remove(id);
      assets.items.value = (assets.items.peek() ?? []).filter((a) => a.id !== id);
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  }

  return { kind, query, assets: assets.items, error: assets.error, uploading, outcomes, load: assets.load, upload, rename, remove };
});
