// Cloud rules the mock enforces, each answered with a message a person understands: domain names as registrars
// take them (letters, digits and hyphens, 1–63 per label, no hyphen first or last), the TLDs we sell and their
// yearly prices, and DNS record values checked as their type requires.
import { isIPv4, isIPv6 } from 'node:net';
import { unprocessable } from '../lib/errors.ts';

/** Yearly price in OSBT (no decimals; 1 OSBT = 1 USD) of each TLD we sell, in the order search shows them. */
export const TLD_PRICES = { com: 12, net: 14, org: 11, io: 39, ng: 8, dev: 15, app: 16, co: 25 } as const;
export type Tld = keyof typeof TLD_PRICES;
export const TLDS = Object.keys(TLD_PRICES) as Tld[];

/** Registrations and renewals run 1–10 years, and never past 10 years from today (ICANN's rule). */
export const MAX_YEARS = 10;

const isTld = (text: string): text is Tld => Object.hasOwn(TLD_PRICES, text);

/** Why a name (one label, without TLD) is not one a registrar takes, or null. */
export function labelProblem(label: string): string | null {
  if (label.length === 0) return 'Enter a name to search';
  if (label.length > 63) return 'A domain name has at most 63 characters before the TLD';
  if (!/^[a-z0-9-]+$/.test(label)) return 'Use only letters, digits and hyphens';
  if (label.startsWith('-') || label.endsWith('-')) return 'A domain name cannot start or end with a hyphen';
  if (label.slice(2, 4) === '--') return 'Hyphens in the third and fourth places are reserved';
  return null;
}

/** A search query or a full domain, split into its name and TLD (null when only a name was given). */
export function parseDomain(text: string): { name: string; tld: Tld | null } {
  const lower = text.trim().toLowerCase().replace(/\.$/, '');
  const dot = lower.indexOf('.');
  const name = dot < 0 ? lower : lower.slice(0, dot);
  const problem = labelProblem(name);
  if (problem) throw unprocessable(problem);
  if (dot < 0) return { name, tld: null };
  const tld = lower.slice(dot + 1);
  if (!isTld(tld)) throw unprocessable(`We sell ${TLDS.map((t) => `.${t}`).join(', ')} domains; .${tld} is not one of them`);
  return { name, tld };
}

/** A full domain of a TLD we sell (for register and transfer). */
export function parseFullDomain(text: string): { name: string; tld: Tld; domain: string } {
  const { name, tld } = parseDomain(text);
  if (!tld) throw unprocessable('Enter the full domain, with its TLD (for example ada-shop.com)');
  return { name, tld, domain: `${name}.${tld}` };
}

/** Names registered elsewhere (the mock's view of the world's registry): taken here, transferable in. */
const REGISTERED_ELSEWHERE = new Set([
  'google',
  'facebook',
  'example',
  'amazon',
  'apple',
  'github',
  'wikipedia',
  'openai',
  'shop',
  'mail',
  'cloud',
  'bank',
]);

/** Whether the world's registry holds the domain (deterministic: well-known names, and one in seven others by hash). */
export function registeredElsewhere(domain: string): boolean {
  const [name = ''] = domain.split('.');
  if (REGISTERED_ELSEWHERE.has(name) || name.length <= 2) return true;
  let hash = 0;
  for (const char of domain) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash % 7 === 0;
}

/** An auth (EPP) code as registrars issue them: 6–32 printable characters, no spaces. */
export const AUTH_CODE = /^[\x21-\x7e]{6,32}$/;

export type DnsType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT';
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?$/i;

/**
 * A host name (CNAME and MX targets): dot-separated labels, 253 characters at most, a trailing dot is fine; the
 * last label is never all digits, so an IP address is not a host name.
 */
export function isHostName(text: string): boolean {
  const host = text.endsWith('.') ? text.slice(0, -1) : text;
  const labels = host.split('.');
  return host.length <= 253 && labels.length > 1 && labels.every((label) => HOST_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** A record's name: @ for the domain itself, or a host under it (a leading *. for a wildcard). */
export function recordNameProblem(name: string): string | null {
  if (name === '@') return null;
  const host = name.startsWith('*.') ? name.slice(2) : name === '*' ? '' : name;
  if (host === '') return null;
  if (host.length > 200 || !host.split('.').every((label) => HOST_LABEL.test(label))) {
    return 'The name must be @ or a host such as www or mail (letters, digits, hyphens; a leading *. for a wildcard)';
  }
  return null;
}

/** TXT: each string at most 255 characters (longer values are split by DNS servers); 2,048 in all. */
const TXT_MAX = 2048;

/** Why a value is wrong for its type, or null. */
export function recordValueProblem(type: DnsType, value: string, priority: number | undefined): string | null {
  switch (type) {
    case 'A':
      return isIPv4(value) ? null : 'An A record needs an IPv4 address such as 203.0.113.10';
    case 'AAAA':
      return isIPv6(value) ? null : 'An AAAA record needs an IPv6 address such as 2001:db8::1';
    case 'CNAME':
      return isHostName(value) ? null : 'A CNAME record needs a host name such as app.example.net';
    case 'MX':
      if (priority === undefined) return 'An MX record needs a priority (0–65535; lower is tried first)';
      return isHostName(value) ? null : 'An MX record needs a mail server host name such as mail.example.net';
    case 'TXT':
      if (value.length > TXT_MAX) return `A TXT record has at most ${TXT_MAX} characters`;
      return /^[\x20-\x7e]+$/.test(value) ? null : 'A TXT record takes printable ASCII characters only';
  }
}
