// How the storage screens read what a person types (folder names, one origin a line, whole numbers) and show sizes
// and micro-OSBT amounts. The rules themselves (bucket names, object names, origins, limits) are shared with the
// mock: contracts/rules/storage.ts.
import { keyProblem } from '../../../../../contracts/rules/storage';

/** 1 OSBT = 1,000,000 micro-OSBT (openapi CloudMicro). */
export const MICRO = 1_000_000;

/** A folder name typed by a person as a prefix ("reports/2026/"), or null when it cannot be one. */
export function folderPrefix(current: string, name: string): string | null {
  const clean = name.trim().replace(/^\/+|\/+$/g, '');
  if (!clean) return null;
  const prefix = `${current}${clean}/`;
  return keyProblem(prefix.slice(0, -1)) ? null : prefix;
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
