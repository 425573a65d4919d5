// Domain names as registrars take them (one label before the TLD: letters, digits and hyphens, 1–63, no hyphen
// first or last, no "--" in places 3–4), the TLDs we sell with their yearly price, registration years (1–10, never
// past 10 years from today) and transfer auth codes. Checked by the client before sending and by the mock.
import { isHostName } from './dns.ts';
import { problem, type RuleProblem } from './problem.ts';

export const DOMAIN_CODES = [
  'domain.labelEmpty',
  'domain.labelTooLong',
  'domain.labelChars',
  'domain.labelHyphen',
  'domain.labelReserved',
  'domain.tldNotSold',
  'domain.tldMissing',
  'domain.authCode',
  'domain.renewTooFar',
  'domain.renewNone',
  'domain.nameserverHost',
  'domain.nameserverCount',
  'domain.nameserverDuplicate',
] as const;
export type DomainCode = (typeof DOMAIN_CODES)[number];
export type DomainProblem = RuleProblem<DomainCode>;

/** Yearly price in OSBT (no decimals; 1 OSBT = 1 USD) of each TLD we sell, in the order search shows them. */
export const TLD_PRICES = { com: 12, net: 14, org: 11, io: 39, ng: 8, dev: 15, app: 16, co: 25 } as const;
export type Tld = keyof typeof TLD_PRICES;
export const TLDS = Object.keys(TLD_PRICES) as Tld[];

/** A label has at most 63 characters (RFC 1035). */
export const LABEL_MAX = 63;
/** Registrations and renewals run 1–10 years, and never past 10 years from today (ICANN's rule; openapi CloudYears). */
export const MIN_YEARS = 1;
export const MAX_YEARS = 10;
/** A day, for expiry warnings. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Days before expiry at which the owner is warned (the list, the manage page, the overview, a notification). */
export const EXPIRY_WARNINGS = [30, 7, 1] as const;
/** Custom nameservers: registries take 2 to 13 (the root zone's own limit). */
export const NAMESERVERS_MIN = 2;
export const NAMESERVERS_MAX = 13;
/** An auth (EPP) code as registrars issue them: 6–32 printable characters, no spaces. */
export const AUTH_CODE = /^[\x21-\x7e]{6,32}$/;

export const isTld = (text: string): text is Tld => Object.hasOwn(TLD_PRICES, text);

/** Why a name (the one label before the TLD) is not one a registrar takes, or null. */
export function labelProblem(label: string): DomainProblem | null {
  if (label.length === 0) return problem('domain.labelEmpty');
  if (label.length > LABEL_MAX) return problem('domain.labelTooLong', { max: LABEL_MAX });
  if (!/^[a-z0-9-]+$/.test(label)) return problem('domain.labelChars');
  if (label.startsWith('-') || label.endsWith('-')) return problem('domain.labelHyphen');
  if (label.slice(2, 4) === '--') return problem('domain.labelReserved');
  return null;
}

/** What a person typed, as a name and an optional TLD (lowercase, trimmed, no trailing dot); nothing is checked. */
export function splitDomain(text: string): { name: string; tld: string | null } {
  const lower = text.trim().toLowerCase().replace(/\.$/, '');
  const dot = lower.indexOf('.');
  return dot < 0 ? { name: lower, tld: null } : { name: lower.slice(0, dot), tld: lower.slice(dot + 1) };
}

/** A search query or a full domain as a valid name and a TLD we sell (null when only a name was given), or why not. */
export function parseDomain(text: string): { name: string; tld: Tld | null } | { problem: DomainProblem } {
  const { name, tld } = splitDomain(text);
  const label = labelProblem(name);
  if (label) return { problem: label };
  if (tld === null) return { name, tld: null };
  if (!isTld(tld)) return { problem: problem('domain.tldNotSold', { tld, tlds: TLDS.map((t) => `.${t}`).join(', ') }) };
  return { name, tld };
}

/** A full domain of a TLD we sell (to register or transfer in), or why not. */
export function parseFullDomain(text: string): { name: string; tld: Tld; domain: string } | { problem: DomainProblem } {
  const parsed = parseDomain(text);
  if ('problem' in parsed) return parsed;
  if (parsed.tld === null) return { problem: problem('domain.tldMissing') };
  return { name: parsed.name, tld: parsed.tld, domain: `${parsed.name}.${parsed.tld}` };
}

export function authCodeProblem(code: string): DomainProblem | null {
  return AUTH_CODE.test(code) ? null : problem('domain.authCode');
}

/**
 * `at` plus whole calendar years, in UTC (registries count years on the calendar: 26 Nov 2026 + 3 years =
 * 26 Nov 2029). From 29 February into a year without one it lands on 28 February, never in March.
 */
export function addYears(at: number, years: number): number {
  const date = new Date(at);
  const month = date.getUTCMonth();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(new Date(at).getUTCDate(), lastDay));
  return date.getTime();
}

/** Years a renewal may add to a domain expiring at `expiresAt` (0 when it is already 10 years ahead). */
export function maxRenewYears(expiresAt: number, now: number): number {
  const from = Math.max(expiresAt, now);
  const limit = addYears(now, MAX_YEARS);
  let years = 0;
  while (years < MAX_YEARS && addYears(from, years + 1) <= limit) years += 1;
  return years;
}

/** Why renewing for `years` would reach past 10 years from now, or null. */
export function renewProblem(expiresAt: number, now: number, years: number): DomainProblem | null {
  if (addYears(Math.max(expiresAt, now), years) <= addYears(now, MAX_YEARS)) return null;
  const most = maxRenewYears(expiresAt, now);
  return most > 0 ? problem('domain.renewTooFar', { max: MAX_YEARS, most }) : problem('domain.renewNone', { max: MAX_YEARS });
}

/** Whole days left before `expiresAt` (rounded up: 1 while less than a day is left; 0 or less once expired). */
export function daysLeft(expiresAt: number, now: number): number {
  return Math.ceil((expiresAt - now) / DAY_MS);
}

/** The nearest warning threshold reached (30, 7 or 1 days before expiry), or null when none is or it has expired. */
export function expiryWarning(expiresAt: number, now: number): (typeof EXPIRY_WARNINGS)[number] | null {
  const left = daysLeft(expiresAt, now);
  if (left <= 0) return null;
  let reached: (typeof EXPIRY_WARNINGS)[number] | null = null;
  for (const threshold of EXPIRY_WARNINGS) if (left <= threshold) reached = threshold;
  return reached;
}

/** Custom nameservers: 2–13 host names, each once ([] means ours). Names are compared without case or trailing dot. */
export function nameserversProblem(hosts: readonly string[]): DomainProblem | null {
  if (hosts.length === 0) return null;
  for (const host of hosts) if (!isHostName(host)) return problem('domain.nameserverHost', { host });
  if (hosts.length < NAMESERVERS_MIN || hosts.length > NAMESERVERS_MAX)
    return problem('domain.nameserverCount', { min: NAMESERVERS_MIN, max: NAMESERVERS_MAX });
  const names = hosts.map((h) => h.toLowerCase().replace(/\.$/, ''));
  return new Set(names).size === names.length ? null : problem('domain.nameserverDuplicate');
}
