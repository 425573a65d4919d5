// Storage rules checked before anything is sent (the mock checks them again, mock-server/src/store/
// cloud-storage-rules.ts): bucket names as S3 takes them, object names, CORS origins, lifecycle days, sizes;
// and how sizes and micro-OSBT amounts read.

export const MB = 1024 * 1024;
/** The largest file one upload takes (openapi cloudObjectUpload: 413 beyond). */
export const MAX_UPLOAD_BYTES = 5 * MB;
export const MAX_CORS_ORIGINS = 20;
export const MAX_LIFECYCLE_DAYS = 3650;
/** 1 OSBT = 1,000,000 micro-OSBT (openapi CloudMicro). */
export const MICRO = 1_000_000;
export const REGIONS = ['af-west-1', 'eu-west-1', 'us-east-1', 'ap-south-1'] as const;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The i18n key (cloud catalogue) of what is wrong with a bucket name, or null. */
export function bucketNameProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return 'bucket.error.length';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'bucket.error.chars';
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return 'bucket.error.ends';
  if (name.includes('..')) return 'bucket.error.dots';
  if (IPV4.test(name) && name.split('.').every((n) => Number(n) <= 255)) return 'bucket.error.ip';
  if (name.startsWith('xn--')) return 'bucket.error.xn';
  return null;
}

/** The i18n key of what is wrong with an object name, or null. */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'object.error.empty';
  if (key.length > 1024) return 'object.error.long';
  if (key.startsWith('/') || key.endsWith('/') || key.includes('//')) return 'object.error.slash';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(key) || key.split('/').some((p) => p === '.' || p === '..')) return 'object.error.chars';
  return null;
}

/** A folder name typed by a person as a prefix ("reports/2026/"), or null when it cannot be one. */
export function folderPrefix(current: string, name: string): string | null {
  const clean = name.trim().replace(/^\/+|\/+$/g, '');
  if (!clean) return null;
  const prefix = `${current}${clean}/`;
  return keyProblem(prefix.slice(0, -1)) ? null : prefix;
}

/** The i18n key of what is wrong with an origin (scheme://host[:port], or *), or null. */
export function originProblem(origin: string): string | null {
  if (origin === '*') return null;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'rules.error.scheme';
    return url.origin === origin ? null : 'rules.error.path';
  } catch {
    return 'rules.error.origin';
  }
}

/** The origins of a textarea, one per line (blank lines ignored). */
export function originsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A whole number typed in a field, or null when the text is not one. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "412 KB", "2.4 GB" (1024-based, as storage consoles show them). */
export function formatBytes(bytes: number, lang: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(lang, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
}

/** A micro-OSBT amount in OSBT: "0.2357", "< 0.0001" for a trace, "0" for nothing. */
export function formatMicro(micro: number, lang: string): string {
  if (micro === 0) return '0';
  if (micro < 100) return `< ${(0.0001).toLocaleString(lang, { maximumFractionDigits: 4 })}`;
  return (micro / MICRO).toLocaleString(lang, { maximumFractionDigits: 4 });
}

/** A whole count with the language's grouping ("96.300" in pt). */
export function formatCount(n: number, lang: string): string {
  return n.toLocaleString(lang);
}
