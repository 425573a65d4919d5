// Storage rules the mock enforces, each answered with a message a person understands: bucket names as S3 takes
// them, object keys, CORS origins, lifecycle days and object sizes; and the prices storage is metered at.
import { isIP } from 'node:net';

export const MB = 1024 * 1024;
/** Largest file one upload takes (the mock keeps files in memory): 413 beyond. */
export const MAX_UPLOAD_BYTES = 5 * MB;
/** As S3 allows an account by default. */
export const MAX_BUCKETS = 100;
export const MAX_KEY_LENGTH = 1024;
export const MAX_CORS_ORIGINS = 20;
export const MAX_LIFECYCLE_DAYS = 3650;
/** An upload waits this long to be put into a bucket. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
/** A signed link to a private object works this long. */
export const LINK_TTL_MS = 15 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Metering, in micro-OSBT (1 OSBT = 1,000,000): per GB-month stored, per GB downloaded, per class A / class B request. */
export const MICRO = 1_000_000;
export const PRICING = { storageGbMonth: 20_000, egressGb: 50_000, classA: 5, classB: 1 } as const;
export const GB = 1024 ** 3;
/** A billing month of storage, as GB-months count it. */
export const MONTH_MS = 30 * DAY_MS;

export const REGIONS = ['af-west-1', 'eu-west-1', 'us-east-1', 'ap-south-1'] as const;

/** Why a bucket name is not one S3 takes, or null. */
export function bucketNameProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return 'A bucket name has 3 to 63 characters';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'Use only lowercase letters, digits, hyphens and dots';
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return 'A bucket name starts and ends with a letter or digit';
  if (name.includes('..')) return 'A bucket name cannot have two dots in a row';
  if (isIP(name) === 4) return 'A bucket name cannot look like an IP address';
  if (name.startsWith('xn--')) return 'A bucket name cannot start with xn--';
  return null;
}

/** Why an object key is not usable, or null. */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'Give the object a name';
  if (key.length > MAX_KEY_LENGTH) return `An object name has at most ${MAX_KEY_LENGTH} characters`;
  if (key.startsWith('/')) return 'An object name cannot start with /';
  if (key.endsWith('/')) return 'An object name cannot end with / (that is a folder)';
  if (key.includes('//')) return 'An object name cannot have an empty folder (//)';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'An object name cannot hold control characters';
  if (key.split('/').some((part) => part === '.' || part === '..')) return 'A folder cannot be named . or ..';
  return null;
}

/** Why a folder prefix is not usable ('' or ending in '/'), or null. */
export function prefixProblem(prefix: string): string | null {
  if (prefix === '') return null;
  if (!prefix.endsWith('/')) return 'A folder ends with /';
  return keyProblem(prefix.slice(0, -1));
}

/** An origin as browsers send it: http(s)://host[:port], no path; or * for any. */
export function originProblem(origin: string): string | null {
  if (origin === '*') return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `${origin} is not an origin: write it as https://example.com (scheme and host, optional port)`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${origin}: an origin starts with https:// or http://`;
  if (url.origin !== origin) return `${origin}: write only the scheme, host and port, e.g. ${url.origin}`;
  return null;
}

export function lifecycleProblem(days: number | null): string | null {
  if (days === null) return null;
  return Number.isInteger(days) && days >= 1 && days <= MAX_LIFECYCLE_DAYS ? null : `Delete objects after 1 to ${MAX_LIFECYCLE_DAYS} days`;
}

export function maxSizeProblem(bytes: number | null): string | null {
  if (bytes === null) return null;
  return Number.isInteger(bytes) && bytes >= 1 && bytes <= MAX_UPLOAD_BYTES
    ? null
    : `The largest object size is 1 byte to ${MAX_UPLOAD_BYTES / MB} MB`;
}

/** A size for messages: "2.3 MB", "512 KB", "40 bytes". */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/** Media types by file extension, as storage consoles guess them when the uploader gives none. */
const TYPES: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};

/** The media type a key's extension suggests (application/octet-stream when unknown). */
export function contentTypeFor(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && TYPES[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}
