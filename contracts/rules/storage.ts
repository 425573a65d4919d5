// Storage rules: bucket names as S3 takes them, object names (keys) and folder prefixes, a bucket's CORS origins,
// lifecycle days and largest object size, and the upload limit. Checked by the client before sending and by the mock.
import { isIPv4 } from './dns.ts';
import { problem, type RuleProblem } from './problem.ts';

export const STORAGE_CODES = [
  'storage.bucketLength',
  'storage.bucketChars',
  'storage.bucketEnds',
  'storage.bucketDots',
  'storage.bucketIp',
  'storage.bucketXn',
  'storage.bucketReserved',
  'storage.keyEmpty',
  'storage.keyTooLong',
  'storage.keyLeadingSlash',
  'storage.keyTrailingSlash',
  'storage.keyEmptyFolder',
  'storage.keyControl',
  'storage.keyDotFolder',
  'storage.prefixSlash',
  'storage.originInvalid',
  'storage.originScheme',
  'storage.originPath',
  'storage.originsTooMany',
  'storage.originsDuplicate',
  'storage.lifecycleDays',
  'storage.maxSize',
] as const;
export type StorageCode = (typeof STORAGE_CODES)[number];
export type StorageProblem = RuleProblem<StorageCode>;

export const MB = 1024 * 1024;
/** The largest file one upload takes (openapi cloudObjectUpload: 413 beyond; CloudBucketRules.maxObjectBytes). */
export const MAX_UPLOAD_BYTES = 5 * MB;
/** S3's bucket name length (openapi CloudBucketName.maxLength). */
export const BUCKET_NAME_MIN = 3;
export const BUCKET_NAME_MAX = 63;
/** openapi CloudObjectKey.maxLength. */
export const MAX_KEY_LENGTH = 1024;
/** openapi CloudBucketRules.corsOrigins.maxItems. */
export const MAX_CORS_ORIGINS = 20;
/** openapi CloudBucketRules.lifecycleDays maximum. */
export const MAX_LIFECYCLE_DAYS = 3650;
/** openapi CloudRegion: Lagos, London, N. Virginia, Mumbai. */
export const REGIONS = ['af-west-1', 'eu-west-1', 'us-east-1', 'ap-south-1'] as const;

/** Prefixes S3 keeps for itself (xn-- has its own code); a bucket name may not start with them. */
export const RESERVED_PREFIXES = ['sthree-', 'amzn-s3-demo-'] as const;
/** Suffixes S3 keeps for access point aliases, Object Lambda, directory and table buckets. */
export const RESERVED_SUFFIXES = ['-s3alias', '--ol-s3', '--x-s3', '--table-s3'] as const;

/** Why a bucket name is not one S3 takes, or null. */
export function bucketNameProblem(name: string): StorageProblem | null {
  if (name.length < BUCKET_NAME_MIN || name.length > BUCKET_NAME_MAX)
    return problem('storage.bucketLength', { min: BUCKET_NAME_MIN, max: BUCKET_NAME_MAX });
  if (!/^[a-z0-9.-]+$/.test(name)) return problem('storage.bucketChars');
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return problem('storage.bucketEnds');
  if (name.includes('..')) return problem('storage.bucketDots');
  if (isIPv4(name)) return problem('storage.bucketIp');
  if (name.startsWith('xn--')) return problem('storage.bucketXn');
  const prefix = RESERVED_PREFIXES.find((p) => name.startsWith(p));
  if (prefix) return problem('storage.bucketReserved', { part: prefix });
  const suffix = RESERVED_SUFFIXES.find((s) => name.endsWith(s));
  if (suffix) return problem('storage.bucketReserved', { part: suffix });
  return null;
}

/** Why an object key is not usable, or null. */
export function keyProblem(key: string): StorageProblem | null {
  if (key.length === 0) return problem('storage.keyEmpty');
  if (key.length > MAX_KEY_LENGTH) return problem('storage.keyTooLong', { max: MAX_KEY_LENGTH });
  if (key.startsWith('/')) return problem('storage.keyLeadingSlash');
  if (key.endsWith('/')) return problem('storage.keyTrailingSlash');
  if (key.includes('//')) return problem('storage.keyEmptyFolder');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return problem('storage.keyControl');
  if (key.split('/').some((part) => part === '.' || part === '..')) return problem('storage.keyDotFolder');
  return null;
}

/** Why a folder prefix is not usable ('' or ending in '/'), or null. */
export function prefixProblem(prefix: string): StorageProblem | null {
  if (prefix === '') return null;
  if (!prefix.endsWith('/')) return problem('storage.prefixSlash');
  return keyProblem(prefix.slice(0, -1));
}

/** An origin as browsers send it: http(s)://host[:port], no path; or * for any. */
export function originProblem(origin: string): StorageProblem | null {
  if (origin === '*') return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return problem('storage.originInvalid', { origin });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return problem('storage.originScheme', { origin });
  if (url.origin !== origin) return problem('storage.originPath', { origin, expected: url.origin });
  return null;
}

/** A bucket's allowed origins: at most 20, each an origin, each once. */
export function originsProblem(origins: readonly string[]): StorageProblem | null {
  if (origins.length > MAX_CORS_ORIGINS) return problem('storage.originsTooMany', { max: MAX_CORS_ORIGINS });
  for (const origin of origins) {
    const found = originProblem(origin);
    if (found) return found;
  }
  return new Set(origins).size === origins.length ? null : problem('storage.originsDuplicate');
}

/** Objects are deleted after 1 to 3650 days; null keeps them. */
export function lifecycleProblem(days: number | null): StorageProblem | null {
  if (days === null) return null;
  return Number.isInteger(days) && days >= 1 && days <= MAX_LIFECYCLE_DAYS
    ? null
    : problem('storage.lifecycleDays', { max: MAX_LIFECYCLE_DAYS });
}

/** A bucket's largest object: 1 byte to the upload limit; null allows the upload limit. */
export function maxSizeProblem(bytes: number | null): StorageProblem | null {
  if (bytes === null) return null;
  return Number.isInteger(bytes) && bytes >= 1 && bytes <= MAX_UPLOAD_BYTES
    ? null
    : problem('storage.maxSize', { max: MAX_UPLOAD_BYTES / MB });
}
