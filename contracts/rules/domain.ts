// Domain names as registrars take them (one label before the TLD: letters, digits and hyphens, 1–63, no hyphen
// first or last, no "--" in places 3–4), the TLDs we sell with their yearly price, registration years (1–10, never
// past 10 years from today) and transfer auth codes. Checked by the client before sending and by the mock.
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
/** A year of registration, as the API counts it. */
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
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

/** Years a renewal may add to a domain expiring at `expiresAt` (0 when it is already 10 years ahead). */
export function maxRenewYears(expiresAt: number, now: number): number {
  const from = Math.max(expiresAt, now);
  return Math.max(0, Math.min(MAX_YEARS, Math.floor((now + MAX_YEARS * YEAR_MS - from) / YEAR_MS)));
}

/** Why renewing for `years` would reach past 10 years from now, or null. */
export function renewProblem(expiresAt: number, now: number, years: number): DomainProblem | null {
  if (Math.max(expiresAt, now) + years * YEAR_MS <= now + MAX_YEARS * YEAR_MS) return null;
  const most = maxRenewYears(expiresAt, now);
  return most > 0 ? problem('domain.renewTooFar', { max: MAX_YEARS, most }) : problem('domain.renewNone', { max: MAX_YEARS });
}
