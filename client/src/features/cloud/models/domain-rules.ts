// Domain and DNS rules as the registrar (the mock, store/cloud-rules.ts) applies them, checked here first so a
// person sees what is wrong before anything is sent. Each check answers an i18n key (cloud.*) or null.
import type { DnsType } from './types';

/** Registrations and renewals run 1–10 years, never past 10 years from today. */
export const MAX_YEARS = 10;
export const MIN_YEARS = 1;
/** A year of registration, as the API counts it. */
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const DEFAULT_TTL = 3600;
export const TTL_CHOICES = [300, 600, 1800, 3600, 14_400, 86_400] as const;

/** Why a name (the part before the TLD) is not one a registrar takes, or null. */
export function labelProblem(label: string): string | null {
  if (label.length === 0) return 'domain.error.empty';
  if (label.length > 63) return 'domain.error.long';
  if (!/^[a-z0-9-]+$/.test(label)) return 'domain.error.chars';
  if (label.startsWith('-') || label.endsWith('-')) return 'domain.error.hyphen';
  if (label.slice(2, 4) === '--') return 'domain.error.reserved';
  return null;
}

/** What a person typed, as a name and an optional TLD (lowercase, trimmed, no trailing dot). */
export function splitDomain(text: string): { name: string; tld: string | null } {
  const lower = text.trim().toLowerCase().replace(/\.$/, '');
  const dot = lower.indexOf('.');
  return dot < 0 ? { name: lower, tld: null } : { name: lower.slice(0, dot), tld: lower.slice(dot + 1) };
}

/** Years a renewal may add to a domain expiring at `expiresAt` (0 when it is already 10 years ahead). */
export function maxRenewYears(expiresAt: number, now: number): number {
  const from = Math.max(expiresAt, now);
  return Math.max(0, Math.min(MAX_YEARS, Math.floor((now + MAX_YEARS * YEAR_MS - from) / YEAR_MS)));
}

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part));
}

/** IPv6 in any of its written forms: eight groups, one :: for a run of zeros, an IPv4 tail. */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string): string[] | null => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  let count = all.length;
  const last = all.at(-1);
  if (last !== undefined && last.includes('.')) {
    if (!isIPv4(last)) return false;
    all.pop();
    count += 1;
  }
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  return halves.length === 2 ? count < 8 : count === 8;
}

const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?$/i;

/** A host name (CNAME and MX targets); the last label is never all digits, so an IP address is not one. */
export function isHostName(text: string): boolean {
  const host = text.endsWith('.') ? text.slice(0, -1) : text;
  const labels = host.split('.');
  return host.length <= 253 && labels.length > 1 && labels.every((label) => HOST_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** A record's name: @ for the domain itself, or a host under it (a leading *. for a wildcard). */
export function recordNameProblem(name: string): string | null {
  const host = name === '@' || name === '*' ? '' : name.startsWith('*.') ? name.slice(2) : name;
  if (host === '') return name === '' ? 'dns.error.name' : null;
  return host.length <= 200 && host.split('.').every((label) => HOST_LABEL.test(label)) ? null : 'dns.error.name';
}

export const TXT_MAX = 2048;

/** Why a value is wrong for its record type, or null. */
export function recordValueProblem(type: DnsType, value: string): string | null {
  switch (type) {
    case 'A':
      return isIPv4(value) ? null : 'dns.error.a';
    case 'AAAA':
      return isIPv6(value) ? null : 'dns.error.aaaa';
    case 'CNAME':
      return isHostName(value) ? null : 'dns.error.cname';
    case 'MX':
      return isHostName(value) ? null : 'dns.error.mx';
    case 'TXT':
      if (value.length === 0 || value.length > TXT_MAX) return 'dns.error.txtLength';
      return /^[\x20-\x7e]+$/.test(value) ? null : 'dns.error.txt';
  }
}

/** An MX priority: a whole number 0–65535 (lower is tried first). */
export function priorityProblem(text: string): string | null {
  return /^\d{1,5}$/.test(text.trim()) && Number(text) <= 65_535 ? null : 'dns.error.priority';
}

/** An auth (EPP) code: 6–32 printable characters, no spaces. */
export function authCodeProblem(code: string): string | null {
  return /^[\x21-\x7e]{6,32}$/.test(code) ? null : 'transfer.error.code';
}
