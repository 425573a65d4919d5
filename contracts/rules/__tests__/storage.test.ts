// Storage rules: S3's bucket-name rule, object names and folder prefixes, CORS origins as browsers send them,
// lifecycle days and a bucket's largest object.
import { describe, expect, it } from 'vitest';
import {
  bucketNameProblem,
  keyProblem,
  lifecycleProblem,
  MAX_UPLOAD_BYTES,
  maxSizeProblem,
  originProblem,
  originsProblem,
  prefixProblem,
} from '../storage.ts';

const code = (found: { code: string } | null): string | null => found?.code ?? null;

describe('bucket names (S3: 3–63 lowercase letters, digits, hyphens, dots; letter or digit at both ends)', () => {
  it.each([
    ['ab', 'storage.bucketLength'],
    ['a'.repeat(64), 'storage.bucketLength'],
    ['Ada-files', 'storage.bucketChars'],
    ['ada_files', 'storage.bucketChars'],
    ['-ada', 'storage.bucketEnds'],
    ['ada-', 'storage.bucketEnds'],
    ['ada..files', 'storage.bucketDots'],
    ['10.0.0.1', 'storage.bucketIp'],
    ['xn--ada', 'storage.bucketXn'],
    // The issue's example and S3's other reserved prefixes and suffixes.
    ['ada-files-s3alias', 'storage.bucketReserved'],
    ['ada-files--ol-s3', 'storage.bucketReserved'],
    ['ada--x-s3', 'storage.bucketReserved'],
    ['ada--table-s3', 'storage.bucketReserved'],
    ['sthree-ada', 'storage.bucketReserved'],
    ['amzn-s3-demo-ada', 'storage.bucketReserved'],
  ])('%s → %s', (name, expected) => {
    expect(code(bucketNameProblem(name))).toBe(expected);
  });

  it.each(['ada', 'ada.media-2026', 'a'.repeat(63), '999.1.1.1'])('%s is fine', (name) => {
    expect(bucketNameProblem(name)).toBeNull();
  });

  it('names the limits in the problem', () => {
    expect(bucketNameProblem('ab')).toEqual({ code: 'storage.bucketLength', params: { min: 3, max: 63 } });
    expect(bucketNameProblem('photos-s3alias')).toEqual({ code: 'storage.bucketReserved', params: { part: '-s3alias' } });
    // Only as a suffix or prefix: the same letters inside a name are fine.
    expect(bucketNameProblem('my-s3alias-notes')).toBeNull();
  });
});

describe('object names and folders', () => {
  it.each([
    ['', 'storage.keyEmpty'],
    ['x'.repeat(1025), 'storage.keyTooLong'],
    ['/a', 'storage.keyLeadingSlash'],
    ['a/', 'storage.keyTrailingSlash'],
    ['a//b', 'storage.keyEmptyFolder'],
    ['a\u0007b', 'storage.keyControl'],
    ['a/../b', 'storage.keyDotFolder'],
  ])('%j → %s', (key, expected) => {
    expect(code(keyProblem(key))).toBe(expected);
  });

  it('takes a folder prefix ending in /, or none', () => {
    expect(prefixProblem('')).toBeNull();
    expect(prefixProblem('img/icons/')).toBeNull();
    expect(code(prefixProblem('img'))).toBe('storage.prefixSlash');
    expect(code(prefixProblem('img//'))).toBe('storage.keyTrailingSlash');
  });
});

describe('CORS origins (scheme://host[:port], or *; at most 20, each once)', () => {
  it.each([
    ['https://ada.dev', null],
    ['http://localhost:5173', null],
    ['*', null],
    ['ada.dev', 'storage.originInvalid'],
    ['ftp://ada.dev', 'storage.originScheme'],
    ['https://ada.dev/', 'storage.originPath'],
    ['https://ada.dev/app', 'storage.originPath'],
  ])('%s → %s', (origin, expected) => {
    expect(code(originProblem(origin))).toBe(expected);
  });

  it('names the origin and what to write instead', () => {
    expect(originProblem('https://ada.dev/app')).toEqual({
      code: 'storage.originPath',
      params: { origin: 'https://ada.dev/app', expected: 'https://ada.dev' },
    });
  });

  it('checks the list: its length, each origin, then duplicates', () => {
    expect(originsProblem(['https://a.dev', 'https://b.dev'])).toBeNull();
    expect(code(originsProblem(Array.from({ length: 21 }, (_, i) => `https://a${i}.dev`)))).toBe('storage.originsTooMany');
    expect(code(originsProblem(['https://a.dev', 'a.dev']))).toBe('storage.originInvalid');
    expect(code(originsProblem(['https://a.dev', 'https://a.dev']))).toBe('storage.originsDuplicate');
  });
});

describe('lifecycle and largest object', () => {
  it('deletes objects after 1 to 3650 days, or never', () => {
    expect(lifecycleProblem(null)).toBeNull();
    expect(lifecycleProblem(1)).toBeNull();
    expect(lifecycleProblem(3650)).toBeNull();
    for (const bad of [0, 3651, 1.5, Number.NaN]) expect(code(lifecycleProblem(bad)), String(bad)).toBe('storage.lifecycleDays');
  });

  it('takes a largest object of 1 byte to the 5 MB upload limit, or the limit itself', () => {
    expect(maxSizeProblem(null)).toBeNull();
    expect(maxSizeProblem(MAX_UPLOAD_BYTES)).toBeNull();
    expect(maxSizeProblem(MAX_UPLOAD_BYTES + 1)).toEqual({ code: 'storage.maxSize', params: { max: 5 } });
    expect(code(maxSizeProblem(0))).toBe('storage.maxSize');
  });
});
