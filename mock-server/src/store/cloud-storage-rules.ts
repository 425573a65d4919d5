// The mock's own storage terms: how many buckets an account has, how long uploads and signed links last, the prices
// storage is metered at, sizes in messages and media types by extension. The naming and bucket rules the client
// checks too are shared: contracts/rules/storage.ts.
import { MB } from '../../../contracts/rules/storage.ts';

/** As S3 allows an account by default. */
export const MAX_BUCKETS = 100;
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
