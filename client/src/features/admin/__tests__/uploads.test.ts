// The upload library's rules: images, PDFs and videos only; "wrong type or too large → clear messages" before any
// upload (10 MB images, 20 MB PDFs, 50 MB videos); a name of 1–120 characters without a slash; rename and delete
// keep the library in step.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { fileProblem, formatSize, LIMITS, nameProblem, UploadsModel } from '../models/uploads';
import type { Asset } from '../models/types';

const asset = (id: string, name = `${id}.png`): Asset => ({
  id,
  name,
  kind: 'image',
  contentType: 'image/png',
  size: 10,
  url: `http://localhost:4000/cdn/a/${id}.png`,
  uploader: { uid: 'u0000000001', userName: 'ada' },
  createdAt: 1,
});
const file = (name: string, type: string, size = 10): File => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('fileProblem', () => {
  it('takes images, PDFs and videos within their limits', () => {
    expect(fileProblem({ type: 'image/png', size: LIMITS.image })).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: 1 })).toBeNull();
    expect(fileProblem({ type: 'video/webm', size: LIMITS.video })).toBeNull();
  });
  it('refuses other types and larger files, saying the limit', () => {
    expect(fileProblem({ type: 'text/plain', size: 1 })).toEqual({ key: 'upload.problem.type' });
    expect(fileProblem({ type: 'image/jpeg', size: LIMITS.image + 1 })).toEqual({ key: 'upload.problem.size.image', params: { mb: 10 } });
    expect(fileProblem({ type: 'application/pdf', size: LIMITS.pdf + 1 })).toEqual({ key: 'upload.problem.size.pdf', params: { mb: 20 } });
  });
});

describe('nameProblem and formatSize', () => {
  it('wants 1–120 characters without a slash', () => {
    expect(nameProblem('  ')).toBe('upload.problem.name');
    expect(nameProblem('a/b.png')).toBe('upload.problem.name');
    expect(nameProblem('x'.repeat(121))).toBe('upload.problem.name');
    expect(nameProblem('banner.png')).toBeNull();
  });
  it('shows sizes in B, KB and MB', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(48213, 'en')).toBe('47.1 KB');
    expect(formatSize(10 * 1024 * 1024, 'pt')).toBe('10 MB');
  });
});

describe('UploadsModel', () => {
  const deps = () => ({
    list: vi.fn(async () => [asset('as00000002'), asset('as00000001')]),
    upload: vi.fn(async (f: File) => asset('as00000003', f.name)),
    rename: vi.fn(async (id: string, name: string) => asset(id, name)),
    remove: vi.fn(async (id: string) => asset(id)),
  });

  it('uploads the good files, reports the wrong ones without sending them, and reloads', async () => {
    const d = deps();
    d.upload.mockRejectedValueOnce(new ApiError('The file is not a valid image/png file', 415));
    const model = new UploadsModel(d);
    const results = await model.upload([
      file('bad.png', 'image/png'),
      file('notes.txt', 'text/plain'),
      file('big.mp4', 'video/mp4', LIMITS.video + 1),
      file('ok.pdf', 'application/pdf'),
    ]);
    expect(results).toEqual([
      { name: 'bad.png', ok: false, text: 'The file is not a valid image/png file' },
      { name: 'notes.txt', ok: false, key: 'upload.problem.type' },
      { name: 'big.mp4', ok: false, key: 'upload.problem.size.video', params: { mb: 50 } },
      { name: 'ok.pdf', ok: true },
    ]);
    expect(d.upload).toHaveBeenCalledTimes(2);
    expect(d.list).toHaveBeenCalledTimes(1);
    expect(model.uploading.value).toBe(0);
  });

  it('filters by kind and name, renames and deletes in place', async () => {
    const d = deps();
    const model = new UploadsModel(d);
    model.kind.value = 'pdf';
    model.query.value = ' fees ';
    await model.load();
    expect(d.list).toHaveBeenCalledWith({ kind: 'pdf', query: 'fees' });
    expect(await model.rename('as00000001', 'a/b')).toBe('upload.problem.name');
    expect(await model.rename('as00000001', ' promo.png ')).toBeNull();
    expect(d.rename).toHaveBeenCalledWith('as00000001', 'promo.png');
    expect(model.assets.value!.find((a) => a.id === 'as00000001')!.name).toBe('promo.png');
    expect(await model.remove('as00000002')).toBeNull();
    expect(model.assets.value!.map((a) => a.id)).toEqual(['as00000001']);
  });
});
