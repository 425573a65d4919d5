// Storage models: the shared rules (contracts/rules/storage.ts, tested there) checked before anything is sent,
// folder names and origins as typed, sizes and micro-OSBT amounts as people read them; uploads refused client-side
// over the 5 MB limit or the bucket's own max size, put under the current folder with the file's type; the rules form.
import { describe, expect, it, vi } from 'vitest';
import { loadCodeTexts } from '../../../i18n/api-text-load';
import { ApiError } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { BrowserModel, NewBucketModel, RulesModel, type BrowserDeps } from '../models/storage';
import { MAX_UPLOAD_BYTES, MB } from '../../../../../contracts/rules/storage';
import { folderPrefix, formatBytes, formatMicro, originsOf } from '../models/storage-rules';
import type { Bucket } from '../models/types';
import { itemsOfDrop, itemsOfEntry, itemsOfFiles } from '../models/dropped-files';

const bucket: Bucket = {
  name: 'ada-site',
  region: 'af-west-1',
  public: true,
  createdAt: Date.UTC(2026, 10, 1),
  objects: 1,
  bytes: 5,
  publicUrl: 'http://x/cdn/s/ada-site/',
  rules: { corsOrigins: [], lifecycleDays: null, maxObjectBytes: null },
};

describe('folders and origins as typed', () => {
  it('makes a folder prefix under the current one, or null', () => {
    expect(folderPrefix('img/', ' icons/ ')).toBe('img/icons/');
    expect(folderPrefix('', '..')).toBeNull();
    expect(folderPrefix('', '  ')).toBeNull();
  });

  it('reads one origin per line, blank lines ignored', () => {
    expect(originsOf(' https://a.dev \n\nhttp://localhost:5173\n')).toEqual(['https://a.dev', 'http://localhost:5173']);
  });
});

describe('formats', () => {
  it('sizes are 1024-based with one decimal', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(2.4 * 1024 ** 3, 'pt')).toBe('2,4 GB');
  });

  it('micro-OSBT read as OSBT; a trace is "< 0.0001", nothing is 0', () => {
    expect(formatMicro(0, 'en')).toBe('0');
    expect(formatMicro(42, 'en')).toBe('< 0.0001');
    expect(formatMicro(217_300, 'pt')).toBe('0,2173');
    expect(formatMicro(20_000, 'en')).toBe('0.02');
  });
});

describe('NewBucketModel', () => {
  it('does not call the server for a name S3 refuses, and shows the rule while typing', async () => {
    const create = vi.fn(async () => bucket);
    const model = new NewBucketModel({ create });
    model.name.value = 'Ada';
    expect(model.hint.value).toEqual({ code: 'storage.bucketChars' });
    expect(await model.submit()).toBeNull();
    expect(model.errors.value).toEqual({ name: { code: 'storage.bucketChars' } });
    expect(create).not.toHaveBeenCalled();
  });

  it('creates with the region and visibility chosen; a 409 shows its code’s text in Portuguese', async () => {
    await loadCodeTexts('cloud.bucketTaken');
    const taken = new ApiError('The bucket name ada-site is taken', 409, 'cloud.bucketTaken', { bucket: 'ada-site' });
    const create = vi.fn().mockRejectedValueOnce(taken).mockResolvedValueOnce(bucket);
    const model = new NewBucketModel({ create });
    model.name.value = 'ada-site';
    model.region.value = 'eu-west-1';
    model.isPublic.value = true;
    expect(await model.submit()).toBeNull();
    expect(model.errors.value.form).toEqual({
      text: 'O nome de bucket ada-site já está em uso: nomes de bucket são únicos em toda a plataforma',
    });
    expect(await model.submit()).toBe(bucket);
    expect(create).toHaveBeenLastCalledWith({ name: 'ada-site', region: 'eu-west-1', public: true });
  });
});

function browser(over: Partial<BrowserDeps> = {}, b: Bucket = bucket) {
  const deps: BrowserDeps = {
    list: vi.fn(async (name: string, prefix: string) => ({ bucket: name, prefix, folders: [], objects: [] })),
    upload: vi.fn(async () => ({ uploadId: 'up00000001', size: 5, expiresAt: 0 })),
    put: vi.fn(async (body) => ({
      key: body.key,
      size: 5,
      contentType: body.contentType ?? 'application/octet-stream',
      etag: 'e',
      createdAt: 0,
      url: null,
    })),
    remove: vi.fn(async () => ({})),
    link: vi.fn(async () => ({ url: 'http://x/signed', expiresAt: 1 })),
    notify: vi.fn(),
    words: (key, params) => `${key}:${params?.file ?? ''}:${params?.max ?? ''}`,
    ...over,
  };
  return { deps, model: new BrowserModel(deps, b) };
}

describe('BrowserModel', () => {
  it('puts each file under the current folder with its type', async () => {
    const { deps, model } = browser();
    await model.open('img/');
    const stored = await model.upload(itemsOfFiles([new File(['hello'], 'logo.png', { type: 'image/png' }), new File(['x'], 'raw')]));
    expect(stored).toBe(2);
    expect(deps.put).toHaveBeenNthCalledWith(1, {
      bucket: 'ada-site',
      key: 'img/logo.png',
      uploadId: 'up00000001',
      contentType: 'image/png',
    });
    expect(deps.put).toHaveBeenNthCalledWith(2, { bucket: 'ada-site', key: 'img/raw', uploadId: 'up00000001' });
    expect(deps.list).toHaveBeenLastCalledWith('ada-site', 'img/');
  });

  it('keeps the relative paths of a chosen folder in the keys, under the current folder', async () => {
    const { deps, model } = browser();
    await model.open('site/');
    const page = new File(['<p>hi</p>'], 'index.html', { type: 'text/html' });
    Object.defineProperty(page, 'webkitRelativePath', { value: 'www/index.html' });
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(logo, 'webkitRelativePath', { value: 'www/img/logo.png' });
    expect(await model.upload(itemsOfFiles([page, logo]))).toBe(2);
    expect(deps.put).toHaveBeenNthCalledWith(1, expect.objectContaining({ key: 'site/www/index.html' }));
    expect(deps.put).toHaveBeenNthCalledWith(2, expect.objectContaining({ key: 'site/www/img/logo.png' }));
  });

  it('walks a dropped folder through its entries (in batches), and takes plain files when there are no entries', async () => {
    const file = (name: string) => ({
      isFile: true,
      isDirectory: false,
      name,
      file: (ok: (f: File) => void) => ok(new File([name], name)),
    });
    const dir = (name: string, batches: unknown[][]) => ({
      isFile: false,
      isDirectory: true,
      name,
      createReader: () => {
        const left = [...batches, []];
        return { readEntries: (ok: (entries: unknown[]) => void) => ok(left.shift() ?? []) };
      },
    });
    const tree = dir('photos', [[file('a.jpg'), dir('2026', [[file('b.jpg')]])], [file('c.jpg')]]);
    expect((await itemsOfEntry(tree)).map((i) => i.path)).toEqual(['photos/a.jpg', 'photos/2026/b.jpg', 'photos/c.jpg']);
    const dropped = { items: [{ kind: 'file', webkitGetAsEntry: () => tree }], files: [] } as unknown as DataTransfer;
    expect(await itemsOfDrop(dropped)).toHaveLength(3);
    const plain = new File(['x'], 'notes.txt');
    const noEntries = { items: [{ kind: 'file', webkitGetAsEntry: () => null }], files: [plain] } as unknown as DataTransfer;
    expect(await itemsOfDrop(noEntries)).toEqual([{ file: plain, path: 'notes.txt' }]);
  });

  it('refuses a file over the 5 MB upload limit before sending it', async () => {
    const { deps, model } = browser();
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.bin');
    expect(await model.upload(itemsOfFiles([big]))).toBe(0);
    expect(deps.upload).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledWith('error', 'tooLarge:big.bin:5');
  });

  it("refuses a file over the bucket's own max object size (its rule)", async () => {
    const { deps, model } = browser({}, { ...bucket, rules: { ...bucket.rules, maxObjectBytes: MB } });
    expect(await model.upload(itemsOfFiles([new File([new Uint8Array(MB + 1)], 'photo.jpg')]))).toBe(0);
    expect(deps.notify).toHaveBeenCalledWith('error', 'bucketMax:photo.jpg:1');
  });

  it('keeps the breadcrumb of the folders', async () => {
    const { model } = browser();
    await model.open('a/b/');
    expect(model.crumbs.value).toEqual([
      { name: 'a', prefix: 'a/' },
      { name: 'b', prefix: 'a/b/' },
    ]);
  });
});

describe('RulesModel', () => {
  const saved: Bucket = { ...bucket, rules: { corsOrigins: ['https://a.dev'], lifecycleDays: 30, maxObjectBytes: MB } };

  it('fills the form from the chosen bucket and saves what it checked', async () => {
    const save = vi.fn(async () => saved);
    const model = new RulesModel({ list: async () => [bucket], save });
    await model.load('ada-site');
    expect(model.selected.value).toBe('ada-site');
    model.origins.value = 'https://a.dev\n';
    model.lifecycleOn.value = true;
    model.lifecycleDays.value = '30';
    model.maxSizeOn.value = true;
    model.maxSizeMb.value = '1';
    expect(await model.save()).toBe(saved);
    expect(save).toHaveBeenCalledWith({ name: 'ada-site', corsOrigins: ['https://a.dev'], lifecycleDays: 30, maxObjectBytes: MB });
  });

  it('refuses bad origins, days outside 1–3650 and sizes over 5 MB without calling the server', async () => {
    const save = vi.fn(async () => saved);
    const model = new RulesModel({ list: async () => [bucket], save });
    await model.load();
    model.origins.value = 'https://a.dev/path';
    model.lifecycleOn.value = true;
    model.lifecycleDays.value = '0';
    model.maxSizeOn.value = true;
    model.maxSizeMb.value = '6';
    expect(await model.save()).toBeNull();
    expect(model.errors.value).toEqual({
      origins: { code: 'storage.originPath', params: { origin: 'https://a.dev/path', expected: 'https://a.dev' } },
      lifecycle: { code: 'storage.lifecycleDays', params: { max: 3650 } },
      maxSize: { code: 'storage.maxSize', params: { max: 5 } },
    });
    model.origins.value = 'https://a.dev\nhttps://a.dev';
    model.check();
    expect(model.errors.value.origins).toEqual({ code: 'storage.originsDuplicate' });
    expect(save).not.toHaveBeenCalled();
  });

  it("reads the max size in megabytes the person's language's way, and refuses what it cannot read", async () => {
    const save = vi.fn(async () => saved);
    const model = new RulesModel({ list: async () => [bucket], save });
    await model.load('ada-site');
    model.maxSizeOn.value = true;
    // pt (the default): "1,5" is one and a half megabytes, never 15; "1.5" is refused with how to write it.
    model.maxSizeMb.value = '1.5';
    expect(model.check()).toBeNull();
    expect(model.errors.value.maxSize).toEqual({ amount: 'format', code: 'MB', precision: 2 });
    model.maxSizeMb.value = '1,5';
    expect(model.check()?.maxObjectBytes).toBe(1.5 * MB);
    language.value = 'en';
    model.maxSizeMb.value = '1.5';
    expect(model.check()?.maxObjectBytes).toBe(1.5 * MB);
    language.value = 'pt';
  });
});
