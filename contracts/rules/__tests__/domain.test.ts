// Domain names and DNS records as registrars apply them: name labels, the TLDs we sell, IPv4/IPv6, host names,
// record names, TXT, MX priority, auth codes and the 10-year renewal cap.
import { describe, expect, it } from 'vitest';
import {
  cnameApexProblem,
  isHostName,
  isIPv4,
  isIPv6,
  priorityPresenceProblem,
  priorityProblem,
  recordNameProblem,
  recordValueProblem,
} from '../dns.ts';
import {
  authCodeProblem,
  labelProblem,
  maxRenewYears,
  parseDomain,
  parseFullDomain,
  addYears,
  daysLeft,
  expiryWarning,
  nameserversProblem,
  renewProblem,
  splitDomain,
} from '../domain.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const code = (found: { code: string } | null): string | null => found?.code ?? null;

describe('domain names', () => {
  it('takes letters, digits and hyphens, 1–63, no hyphen first or last, no -- in places 3–4', () => {
    expect(labelProblem('a')).toBeNull();
    expect(labelProblem('my-shop-2')).toBeNull();
    expect(labelProblem('a'.repeat(63))).toBeNull();
    expect(labelProblem('')).toEqual({ code: 'domain.labelEmpty' });
    expect(labelProblem('a'.repeat(64))).toEqual({ code: 'domain.labelTooLong', params: { max: 63 } });
    expect(code(labelProblem('my_shop'))).toBe('domain.labelChars');
    expect(code(labelProblem('-shop'))).toBe('domain.labelHyphen');
    expect(code(labelProblem('shop-'))).toBe('domain.labelHyphen');
    expect(code(labelProblem('xn--abc'))).toBe('domain.labelReserved');
  });

  it('splits what a person typed into a lowercase name and TLD', () => {
    expect(splitDomain('  My-Shop.IO. ')).toEqual({ name: 'my-shop', tld: 'io' });
    expect(splitDomain('shop')).toEqual({ name: 'shop', tld: null });
  });

  it('takes only the TLDs we sell, and a full domain only with its TLD', () => {
    expect(parseDomain('Shop.COM')).toEqual({ name: 'shop', tld: 'com' });
    expect(parseDomain('shop')).toEqual({ name: 'shop', tld: null });
    expect(parseDomain('shop.xyz')).toEqual({
      problem: { code: 'domain.tldNotSold', params: { tld: 'xyz', tlds: '.com, .net, .org, .io, .ng, .dev, .app, .co' } },
    });
    expect(parseFullDomain('shop')).toEqual({ problem: { code: 'domain.tldMissing' } });
    expect(parseFullDomain('ada-shop.dev')).toEqual({ name: 'ada-shop', tld: 'dev', domain: 'ada-shop.dev' });
  });
});

describe('DNS values', () => {
  it('reads IPv4 as four octets 0–255 without leading zeros', () => {
    expect(isIPv4('203.0.113.10')).toBe(true);
    expect(isIPv4('255.255.255.255')).toBe(true);
    expect(isIPv4('256.1.1.1')).toBe(false);
    expect(isIPv4('01.1.1.1')).toBe(false);
    expect(isIPv4('1.1.1')).toBe(false);
  });

  it('reads IPv6 in its full, compressed and IPv4-tailed forms', () => {
    for (const ok of ['2001:db8::1', '::1', '::', '2001:0db8:0000:0000:0000:ff00:0042:8329', 'fe80::1:2:3:4:5:6', '::ffff:192.0.2.1'])
      expect(isIPv6(ok), ok).toBe(true);
    for (const bad of ['2001:db8:::1', '1::2::3', '2001:db8::g', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '12345::1'])
      expect(isIPv6(bad), bad).toBe(false);
  });

  it('reads host names as dotted labels, never an IP address', () => {
    expect(isHostName('mail.example.net')).toBe(true);
    expect(isHostName('example.net.')).toBe(true);
    expect(isHostName('localhost')).toBe(false);
    expect(isHostName('203.0.113.10')).toBe(false);
    expect(isHostName('bad_host-.net')).toBe(false);
  });

  it('checks each record type as it requires', () => {
    expect(code(recordValueProblem('A', '2001:db8::1'))).toBe('dns.a');
    expect(code(recordValueProblem('AAAA', '203.0.113.10'))).toBe('dns.aaaa');
    expect(recordValueProblem('CNAME', 'app.example.net')).toBeNull();
    expect(code(recordValueProblem('CNAME', 'not a host'))).toBe('dns.cname');
    expect(code(recordValueProblem('MX', '203.0.113.10'))).toBe('dns.mx');
    expect(recordValueProblem('TXT', 'v=spf1 -all')).toBeNull();
    expect(code(recordValueProblem('TXT', 'olá'))).toBe('dns.txtChars');
    expect(recordValueProblem('TXT', 'x'.repeat(2049))).toEqual({ code: 'dns.txtLength', params: { max: 2048 } });
    expect(code(recordValueProblem('TXT', ''))).toBe('dns.txtLength');
  });

  it('takes @, hosts and wildcards as record names; the domain itself is never a CNAME', () => {
    for (const ok of ['@', 'www', 'a.b', '*', '*.dev', '_dmarc']) expect(recordNameProblem(ok), ok).toBeNull();
    for (const bad of ['', 'bad name', 'a..b', '-x']) expect(code(recordNameProblem(bad)), bad).toBe('dns.name');
    expect(code(cnameApexProblem('CNAME', '@'))).toBe('dns.cnameApex');
    expect(cnameApexProblem('CNAME', 'www')).toBeNull();
  });

  it('takes an MX priority of 0–65535, on MX records only', () => {
    expect(priorityProblem('0')).toBeNull();
    expect(priorityProblem('65535')).toBeNull();
    expect(code(priorityProblem('65536'))).toBe('dns.priority');
    expect(code(priorityProblem('-1'))).toBe('dns.priority');
    expect(code(priorityProblem('1.5'))).toBe('dns.priority');
    expect(code(priorityPresenceProblem('MX', undefined))).toBe('dns.mxPriority');
    expect(priorityPresenceProblem('MX', 5)).toBeNull();
    expect(code(priorityPresenceProblem('A', 1))).toBe('dns.priorityNotMx');
  });
});

describe('transfer and renewal', () => {
  it('takes an auth code of 6–32 printable characters with no spaces', () => {
    expect(authCodeProblem('Xy7#pQ2!')).toBeNull();
    for (const bad of ['abc12', 'abc 123', 'a'.repeat(33)]) expect(code(authCodeProblem(bad)), bad).toBe('domain.authCode');
  });

  it('never renews past 10 years from now', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(maxRenewYears(addYears(now, 2), now)).toBe(8);
    expect(maxRenewYears(addYears(now, 10), now)).toBe(0);
    // An expired domain renews from today.
    expect(maxRenewYears(now - YEAR_MS, now)).toBe(10);
    expect(renewProblem(addYears(now, 5), now, 5)).toBeNull();
    expect(renewProblem(addYears(now, 5), now, 6)).toEqual({ code: 'domain.renewTooFar', params: { max: 10, most: 5 } });
    expect(renewProblem(addYears(now, 10), now, 1)).toEqual({ code: 'domain.renewNone', params: { max: 10 } });
  });
});

describe('a registration year is a calendar year', () => {
  it("26 Nov 2026 + 3 years = 26 Nov 2029 (the issue's example), at the same time of day", () => {
    const at = Date.UTC(2026, 10, 26, 20, 15);
    expect(new Date(addYears(at, 3)).toISOString()).toBe('2029-11-26T20:15:00.000Z');
    // 365-day years would have landed a day early (2028 has 29 February).
    expect(at + 3 * YEAR_MS).toBeLessThan(addYears(at, 3));
  });

  it('keeps leap days sensible: 29 Feb + 1 year is 28 Feb, + 4 years is 29 Feb again', () => {
    const leap = Date.UTC(2028, 1, 29);
    expect(new Date(addYears(leap, 1)).toISOString().slice(0, 10)).toBe('2029-02-28');
    expect(new Date(addYears(leap, 4)).toISOString().slice(0, 10)).toBe('2032-02-29');
    expect(new Date(addYears(Date.UTC(2027, 1, 28), 1)).toISOString().slice(0, 10)).toBe('2028-02-28');
  });
});

describe('expiry warnings at 30, 7 and 1 days', () => {
  const now = Date.UTC(2026, 10, 26);
  const DAY = 24 * 60 * 60 * 1000;
  it.each([
    [31, null],
    [30, 30],
    [8, 30],
    [7, 7],
    [2, 7],
    [1, 1],
  ])('%i days left → %s', (days, expected) => {
    expect(expiryWarning(now + days * DAY, now)).toBe(expected);
  });

  it('counts a part of a day as a day, and warns no more once expired', () => {
    expect(daysLeft(now + 1, now)).toBe(1);
    expect(expiryWarning(now + 1, now)).toBe(1);
    expect(expiryWarning(now, now)).toBeNull();
    expect(expiryWarning(now - DAY, now)).toBeNull();
  });
});

describe('custom nameservers', () => {
  it('takes none (ours) or 2–13 host names, each once', () => {
    expect(nameserversProblem([])).toBeNull();
    expect(nameserversProblem(['ns1.example.net', 'ns2.example.net.'])).toBeNull();
    expect(nameserversProblem(['ns1.example.net'])).toEqual({ code: 'domain.nameserverCount', params: { min: 2, max: 13 } });
    const fourteen = Array.from({ length: 14 }, (_, i) => `ns${i}.example.net`);
    expect(code(nameserversProblem(fourteen))).toBe('domain.nameserverCount');
    expect(nameserversProblem(['ns1.example.net', '203.0.113.5'])).toEqual({
      code: 'domain.nameserverHost',
      params: { host: '203.0.113.5' },
    });
    expect(code(nameserversProblem(['ns1', 'ns2.example.net']))).toBe('domain.nameserverHost');
    expect(code(nameserversProblem(['NS1.example.net', 'ns1.example.net.']))).toBe('domain.nameserverDuplicate');
  });
});
