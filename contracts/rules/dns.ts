// DNS records as their type requires: A an IPv4 address, AAAA an IPv6 address, CNAME and MX a host name (MX with
// a priority 0–65535), TXT 1–2048 printable ASCII characters; a record's name is @, a host, or *. for a wildcard.
import { problem, type RuleProblem } from './problem.ts';

export const DNS_CODES = [
  'dns.name',
  'dns.a',
  'dns.aaaa',
  'dns.cname',
  'dns.cnameApex',
  'dns.mx',
  'dns.mxPriority',
  'dns.priority',
  'dns.priorityNotMx',
  'dns.txtLength',
  'dns.txtChars',
] as const;
export type DnsCode = (typeof DNS_CODES)[number];
export type DnsProblem = RuleProblem<DnsCode>;

export type DnsType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT';
export const DEFAULT_TTL = 3600;
export const TTL_CHOICES = [300, 600, 1800, 3600, 14_400, 86_400] as const;
/** TXT: each string at most 255 characters (longer values are split by DNS servers); 2,048 in all (openapi CloudDnsRecordInput.value). */
export const TXT_MAX = 2048;
/**
 * The longest value a request may carry (openapi's maxLength): above TXT_MAX, so a value a little too long reaches
 * this rule and is refused with dns.txtLength and its limit rather than as a malformed request.
 */
export const VALUE_REQUEST_MAX = 2 * TXT_MAX;
export const PRIORITY_MAX = 65_535;
/** A host name has at most 253 characters; a record's name (before the domain) at most 200. */
const HOST_MAX = 253;
const RECORD_NAME_MAX = 200;

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?$/i;

/** Dotted-quad IPv4, no leading zeros (as Node's net.isIPv4 reads it). */
export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part));
}

/** IPv6 in any of its written forms: eight groups, one :: for a run of zeros, an IPv4 tail. */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (half: string): string[] => (half === '' ? [] : half.split(':'));
  const all = [...groups(halves[0] ?? ''), ...(halves.length === 2 ? groups(halves[1] ?? '') : [])];
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

/**
 * A host name (CNAME and MX targets): dot-separated labels, 253 characters at most, a trailing dot is fine; the
 * last label is never all digits, so an IP address is not a host name.
 */
export function isHostName(text: string): boolean {
  const host = text.endsWith('.') ? text.slice(0, -1) : text;
  const labels = host.split('.');
  return (
    host.length <= HOST_MAX && labels.length > 1 && labels.every((label) => HOST_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '')
  );
}

/** A record's name: @ for the domain itself, or a host under it (a leading *. for a wildcard). */
export function recordNameProblem(name: string): DnsProblem | null {
  const host = name === '@' || name === '*' ? '' : name.startsWith('*.') ? name.slice(2) : name;
  if (host === '') return name === '' ? problem('dns.name') : null;
  return host.length <= RECORD_NAME_MAX && host.split('.').every((label) => HOST_LABEL.test(label)) ? null : problem('dns.name');
}

/** Why a value is wrong for its record type, or null. */
export function recordValueProblem(type: DnsType, value: string): DnsProblem | null {
  switch (type) {
    case 'A':
      return isIPv4(value) ? null : problem('dns.a');
    case 'AAAA':
      return isIPv6(value) ? null : problem('dns.aaaa');
    case 'CNAME':
      return isHostName(value) ? null : problem('dns.cname');
    case 'MX':
      return isHostName(value) ? null : problem('dns.mx');
    case 'TXT':
      if (value.length === 0 || value.length > TXT_MAX) return problem('dns.txtLength', { max: TXT_MAX });
      return /^[\x20-\x7e]+$/.test(value) ? null : problem('dns.txtChars');
  }
}

/** The domain itself (@) cannot be a CNAME: other records live there. */
export function cnameApexProblem(type: DnsType, name: string): DnsProblem | null {
  return type === 'CNAME' && name === '@' ? problem('dns.cnameApex') : null;
}

/** An MX priority as typed: a whole number 0–65535 (lower is tried first). */
export function priorityProblem(text: string): DnsProblem | null {
  return /^\d{1,5}$/.test(text.trim()) && Number(text) <= PRIORITY_MAX ? null : problem('dns.priority', { max: PRIORITY_MAX });
}

/** Only MX records take a priority, and an MX record needs one. */
export function priorityPresenceProblem(type: DnsType, priority: number | undefined): DnsProblem | null {
  if (type === 'MX') return priority === undefined ? problem('dns.mxPriority', { max: PRIORITY_MAX }) : null;
  return priority === undefined ? null : problem('dns.priorityNotMx');
}
