// Domain and DNS rules as registrars apply them: name labels, IPv4/IPv6, host names, record names, TXT, MX
// priority, auth codes and the 10-year renewal cap.
import { describe, expect, it } from 'vitest';
import {
  authCodeProblem,
  isHostName,
  isIPv4,
  isIPv6,
  labelProblem,
  maxRenewYears,
  priorityProblem,
  recordNameProblem,
  recordValueProblem,
  splitDomain,
  YEAR_MS,
} from '../models/domain-rules';

describe('domain names', () => {
  it('takes letters, digits and hyphens, 1–63, no hyphen first or last, no -- in places 3–4', () => {
    expect(labelProblem('a')).toBeNull();
    expect(labelProblem('my-shop-2')).toBeNull();
    expect(labelProblem('a'.repeat(63))).toBeNull();
    expect(labelProblem('')).toBe('domain.error.empty');
    expect(labelProblem('a'.repeat(64))).toBe('domain.error.long');
    expect(labelProblem('my_shop')).toBe('domain.error.chars');
    expect(labelProblem('-shop')).toBe('domain.error.hyphen');
    expect(labelProblem('shop-')).toBe('domain.error.hyphen');
    expect(labelProblem('xn--abc')).toBe('domain.error.reserved');
  });

  it('splits what a person typed into a lowercase name and TLD', () => {
    expect(splitDomain('  My-Shop.IO. ')).toEqual({ name: 'my-shop', tld: 'io' });
    expect(splitDomain('shop')).toEqual({ name: 'shop', tld: null });
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
    expect(recordValueProblem('A', '2001:db8::1')).toBe('dns.error.a');
    expect(recordValueProblem('AAAA', '203.0.113.10')).toBe('dns.error.aaaa');
    expect(recordValueProblem('CNAME', 'app.example.net')).toBeNull();
    expect(recordValueProblem('MX', '203.0.113.10')).toBe('dns.error.mx');
    expect(recordValueProblem('TXT', 'v=spf1 -all')).toBeNull();
    expect(recordValueProblem('TXT', 'olá')).toBe('dns.error.txt');
    expect(recordValueProblem('TXT', 'x'.repeat(2049))).toBe('dns.error.txtLength');
  });

  it('takes @, hosts and wildcards as record names', () => {
    for (const ok of ['@', 'www', 'a.b', '*', '*.dev', '_dmarc']) expect(recordNameProblem(ok), ok).toBeNull();
    for (const bad of ['', 'bad name', 'a..b', '-x']) expect(recordNameProblem(bad), bad).toBe('dns.error.name');
  });

  it('takes an MX priority of 0–65535', () => {
    expect(priorityProblem('0')).toBeNull();
    expect(priorityProblem('65535')).toBeNull();
    expect(priorityProblem('65536')).toBe('dns.error.priority');
    expect(priorityProblem('-1')).toBe('dns.error.priority');
    expect(priorityProblem('1.5')).toBe('dns.error.priority');
  });
});

describe('transfer and renewal', () => {
  it('takes an auth code of 6–32 printable characters with no spaces', () => {
    expect(authCodeProblem('Xy7#pQ2!')).toBeNull();
    expect(authCodeProblem('abc12')).toBe('transfer.error.code');
    expect(authCodeProblem('abc 123')).toBe('transfer.error.code');
    expect(authCodeProblem('a'.repeat(33))).toBe('transfer.error.code');
  });

  it('never renews past 10 years from now', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(maxRenewYears(now + 2 * YEAR_MS, now)).toBe(8);
    expect(maxRenewYears(now + 10 * YEAR_MS, now)).toBe(0);
    // An expired domain renews from today.
    expect(maxRenewYears(now - YEAR_MS, now)).toBe(10);
  });
});
