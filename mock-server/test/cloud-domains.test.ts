// Tag cloud: domains — search (name rules, availability, prices), register (ledger debit, idempotent, low
// balance), list and get, DNS records checked by type, auto-renew and renew (10-year cap), transfer in (pending →
// completed over the mock clock), expiry.
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addYears, authCodeProblem } from '../../contracts/rules/domain.ts';
import { TRANSFER_MS } from '../src/store/cloud-domains.ts';
import { elsewhereExpiry } from '../src/store/cloud-rules.ts';
import { call, signIn, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const advance = (ms: number): number => app.clock.advance(ms);
const DAY = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY;

async function register(domain = 'ada-shop.com', years = 2, token = ada) {
  return call(app, 'cloudDomainRegister', { token, body: { requestId: `dom-${domain.replace(/\./g, '_')}-${years}`, domain, years } });
}

async function addRecord(id: string, record: Record<string, unknown>) {
  return call(app, 'cloudDomainRecordAdd', { token: ada, body: { id, ...record } });
}

describe('cloud/domain search', () => {
  it('answers availability and the yearly price of every TLD, the typed TLD first', async () => {
    const { status, body } = await call(app, 'cloudDomainSearch', { token: ada, body: { query: 'Ada-Shop.io' } });
    expect(status).toBe(200);
    expect(body.data.name).toBe('ada-shop');
    expect(body.data.results[0]).toEqual({ domain: 'ada-shop.io', tld: 'io', available: true, price: 39 });
    expect(body.data.results.map((r: { tld: string }) => r.tld)).toEqual(['io', 'com', 'net', 'org', 'ng', 'dev', 'app', 'co']);
  });

  it('shows well-known and already registered names as taken', async () => {
    expect(
      (await call(app, 'cloudDomainSearch', { token: ada, body: { query: 'google' } })).body.data.results.every(
        (r: { available: boolean }) => !r.available,
      ),
    ).toBe(true);
    const seeded = await call(app, 'cloudDomainSearch', { token: ben, body: { query: 'ada-lovelace.dev' } });
    expect(seeded.body.data.results[0]).toMatchObject({ domain: 'ada-lovelace.dev', available: false });
  });

  it.each([
    ['-shop', 'A domain name cannot start or end with a hyphen'],
    ['shop-', 'A domain name cannot start or end with a hyphen'],
    ['my shop', 'Use only letters, digits and hyphens'],
    ['a'.repeat(64), 'A domain name has at most 63 characters before the TLD'],
    ['ab--cd', 'Hyphens in the third and fourth places are reserved'],
    ['shop.xyz', 'We sell .com, .net, .org, .io, .ng, .dev, .app, .co domains; .xyz is not one of them'],
  ])('refuses %s with a clear 422', async (query, message) => {
    const { status, body } = await call(app, 'cloudDomainSearch', { token: ada, body: { query } });
    expect(status).toBe(422);
    expect(body.message).toBe(message);
  });

  it('accepts a 63-character name and a one-letter-and-digit name', async () => {
    expect((await call(app, 'cloudDomainSearch', { token: ada, body: { query: 'a'.repeat(63) } })).status).toBe(200);
    expect((await call(app, 'cloudDomainSearch', { token: ada, body: { query: 'x9-y' } })).status).toBe(200);
  });
});

describe('cloud/domain register', () => {
  it('debits price × years in OSBT through the ledger and lists the domain', async () => {
    const { status, body } = await register('ada-shop.com', 3);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      domain: 'ada-shop.com',
      tld: 'com',
      status: 'active',
      transfer: null,
      autoRenew: true,
      renewPrice: 12,
      records: [],
    });
    expect(body.data.expiresAt).toBe(addYears(body.data.createdAt, 3));
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 36);
    expect(app.ledger.balance('system:cloud', 'OSBT')).toBe(36);
    const list = await call(app, 'cloudDomains', { token: ada });
    expect(list.body.data.map((d: { domain: string }) => d.domain)).toContain('ada-shop.com');
    expect((await call(app, 'cloudDomains', { token: ben })).body.data.map((d: { domain: string }) => d.domain)).toEqual(['ben-builds.io']);
    app.ledger.verify();
  });

  it('counts a year on the calendar: registered on 26 Nov 2026 for 3 years, it expires on 26 Nov 2029 (issue #31)', async () => {
    advance(Date.UTC(2026, 10, 26, 12) - TEST_NOW);
    const { body } = await register('ada-shop.com', 3);
    expect(new Date(body.data.createdAt).toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(new Date(body.data.expiresAt).toISOString()).toBe('2029-11-26T12:00:00.000Z');
    // New domains are locked, private and on our nameservers, with no warning three years out.
    expect(body.data).toMatchObject({ locked: true, whoisPrivacy: true, nameservers: [], expiryWarning: null });
  });

  it('is idempotent by requestId: the same request registers and charges once; another body with it is 409', async () => {
    await register('ada-shop.com', 2);
    const again = await register('ada-shop.com', 2);
    expect(again.status).toBe(201);
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 24);
    const reused = await call(app, 'cloudDomainRegister', {
      token: ada,
      body: { requestId: 'dom-ada-shop_com-2', domain: 'ada-shop.net', years: 2 },
    });
    expect(reused.status).toBe(409);
  });

  it('refuses a taken domain (409), a TLD-less name (422), and years outside 1–10 (400)', async () => {
    await register('ada-shop.com');
    expect(
      (await call(app, 'cloudDomainRegister', { token: ben, body: { requestId: 'dom-ben-0001', domain: 'ada-shop.com', years: 1 } }))
        .status,
    ).toBe(409);
    const bare = await call(app, 'cloudDomainRegister', { token: ben, body: { requestId: 'dom-ben-0002', domain: 'ben-shop', years: 1 } });
    expect(bare.status).toBe(422);
    expect(bare.body.message).toBe('Enter the full domain, with its TLD (for example ada-shop.com)');
    expect(
      (await call(app, 'cloudDomainRegister', { token: ben, body: { requestId: 'dom-ben-0003', domain: 'ben-shop.com', years: 11 } }))
        .status,
    ).toBe(400);
  });

  it('refuses with a clear 422 when the balance is too low, and moves nothing', async () => {
    app.ledger.transfer({
      requestId: 'drain-ben',
      from: `user:${USERS.ben.uid}`,
      to: 'system:burn',
      asset: 'OSBT',
      amount: 49_990,
      memo: 'test',
    });
    const { status, body } = await call(app, 'cloudDomainRegister', {
      token: ben,
      body: { requestId: 'dom-ben-0004', domain: 'ben-shop.io', years: 1 },
    });
    expect(status).toBe(422);
    expect(body.message).toBe('Your OSBT balance is too low: this costs 39 OSBT and you have 10 OSBT');
    expect(osbt(USERS.ben.uid)).toBe(10);
    expect((await call(app, 'cloudDomainSearch', { token: ben, body: { query: 'ben-shop.io' } })).body.data.results[0].available).toBe(
      true,
    );
  });

  it('another user cannot see or change my domain (404)', async () => {
    const { body } = await register();
    expect((await call(app, 'cloudDomain', { token: ben, body: { id: body.data.id } })).status).toBe(404);
    expect((await call(app, 'cloudDomainAutoRenew', { token: ben, body: { id: body.data.id, autoRenew: false } })).status).toBe(404);
  });
});

describe('cloud/domain DNS records', () => {
  let id: string;
  beforeEach(async () => {
    id = (await register()).body.data.id;
  });

  it('adds valid records of each type and deletes one', async () => {
    for (const record of [
      { type: 'A', name: '@', value: '203.0.113.10' },
      { type: 'AAAA', name: '@', value: '2001:db8::1' },
      { type: 'CNAME', name: 'www', value: 'ada-shop.com.' },
      { type: 'MX', name: '@', value: 'mail.example.net', priority: 10 },
      { type: 'TXT', name: '@', value: 'v=spf1 -all', ttl: 300 },
    ]) {
      expect((await addRecord(id, record)).status).toBe(201);
    }
    const { body } = await call(app, 'cloudDomain', { token: ada, body: { id } });
    expect(body.data.records).toHaveLength(5);
    expect(body.data.records[3]).toMatchObject({ type: 'MX', priority: 10, ttl: 3600 });
    expect(body.data.records[0].priority).toBeNull();
    const deleted = await call(app, 'cloudDomainRecordDelete', { token: ada, body: { id, recordId: body.data.records[0].id } });
    expect(deleted.body.data.records).toHaveLength(4);
    expect((await call(app, 'cloudDomainRecordDelete', { token: ada, body: { id, recordId: body.data.records[0].id } })).status).toBe(404);
  });

  it.each([
    [{ type: 'A', name: '@', value: '256.1.1.1' }, 'An A record needs an IPv4 address such as 203.0.113.10'],
    [{ type: 'A', name: '@', value: '2001:db8::1' }, 'An A record needs an IPv4 address such as 203.0.113.10'],
    [{ type: 'AAAA', name: '@', value: '2001:db8:::1' }, 'An AAAA record needs an IPv6 address such as 2001:db8::1'],
    [{ type: 'CNAME', name: 'www', value: 'not a host' }, 'A CNAME record needs a host name such as app.example.net'],
    [{ type: 'CNAME', name: '@', value: 'app.example.net' }, 'The domain itself (@) cannot be a CNAME: use an A or AAAA record'],
    [{ type: 'MX', name: '@', value: 'mail.example.net' }, 'An MX record needs a priority (0–65535; lower is tried first)'],
    [{ type: 'MX', name: '@', value: '203.0.113.10', priority: 5 }, 'An MX record needs a mail server host name such as mail.example.net'],
    [{ type: 'TXT', name: '@', value: 'olá' }, 'A TXT record takes printable ASCII characters only'],
    [
      { type: 'A', name: 'bad name!', value: '203.0.113.10' },
      'The name must be @ or a host such as www or mail (letters, digits, hyphens; a leading *. for a wildcard)',
    ],
    [{ type: 'A', name: '@', value: '203.0.113.10', priority: 1 }, 'Only MX records take a priority'],
  ])('refuses %o with a clear 422', async (record, message) => {
    const { status, body } = await addRecord(id, record);
    expect(status).toBe(422);
    expect(body.message).toBe(message);
  });

  it('edits a record in place with the same checks as adding, and refuses a duplicate of another record', async () => {
    const a = (await addRecord(id, { type: 'A', name: '@', value: '203.0.113.10' })).body.data.records[0];
    await addRecord(id, { type: 'A', name: '@', value: '203.0.113.11' });
    const edited = await call(app, 'cloudDomainRecordUpdate', {
      token: ada,
      body: { id, recordId: a.id, type: 'A', name: '@', value: '203.0.113.20', ttl: 300 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.code).toBe('cloud.recordUpdated');
    expect(edited.body.data.records[0]).toEqual({ id: a.id, type: 'A', name: '@', value: '203.0.113.20', ttl: 300, priority: null });
    // Saving a record unchanged is not a duplicate of itself.
    const same = { id, recordId: a.id, type: 'A', name: '@', value: '203.0.113.20', ttl: 300 };
    expect((await call(app, 'cloudDomainRecordUpdate', { token: ada, body: same })).status).toBe(200);
    const duplicate = await call(app, 'cloudDomainRecordUpdate', { token: ada, body: { ...same, value: '203.0.113.11' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('cloud.recordExists');
    const invalid = await call(app, 'cloudDomainRecordUpdate', { token: ada, body: { ...same, value: '256.1.1.1' } });
    expect(invalid.body).toMatchObject({ code: 'dns.a' });
    const gone = await call(app, 'cloudDomainRecordUpdate', { token: ada, body: { ...same, recordId: 'rr99999999' } });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('cloud.recordNotFound');
    expect((await call(app, 'cloudDomain', { token: ada, body: { id } })).body.data.records.map((r: { value: string }) => r.value)).toEqual(
      ['203.0.113.20', '203.0.113.11'],
    );
  });

  it('keeps a 414-character DKIM TXT whole, and refuses one over 2048 characters with a code instead of cutting it', async () => {
    const dkim = `v=DKIM1; k=rsa; p=${'M'.repeat(414 - 'v=DKIM1; k=rsa; p='.length)}`;
    expect(dkim).toHaveLength(414);
    const added = await addRecord(id, { type: 'TXT', name: 'mail._domainkey', value: dkim });
    expect(added.body.data.records[0].value).toBe(dkim);
    const long = await addRecord(id, { type: 'TXT', name: '@', value: 'x'.repeat(2049) });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 'dns.txtLength', params: { max: 2048 } });
    expect((await call(app, 'cloudDomain', { token: ada, body: { id } })).body.data.records).toHaveLength(1);
  });

  it('keeps a CNAME alone at its name, and refuses a duplicate', async () => {
    await addRecord(id, { type: 'A', name: 'app', value: '203.0.113.10' });
    expect((await addRecord(id, { type: 'CNAME', name: 'app', value: 'x.example.net' })).status).toBe(409);
    expect((await addRecord(id, { type: 'A', name: 'app', value: '203.0.113.10' })).status).toBe(409);
    await addRecord(id, { type: 'CNAME', name: 'www', value: 'x.example.net' });
    expect((await addRecord(id, { type: 'TXT', name: 'www', value: 'hello' })).status).toBe(409);
  });
});

describe('cloud/domain renewal and expiry', () => {
  it('renews for more years with a debit, never past 10 years from now', async () => {
    const { body } = await register('ada-shop.com', 2);
    const renewed = await call(app, 'cloudDomainRenew', { token: ada, body: { requestId: 'renew-00000001', id: body.data.id, years: 3 } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.expiresAt).toBe(addYears(body.data.expiresAt, 3));
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 24 - 36);
    const tooFar = await call(app, 'cloudDomainRenew', { token: ada, body: { requestId: 'renew-00000002', id: body.data.id, years: 6 } });
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.message).toBe('A domain can be registered at most 10 years ahead: renew for 5 year(s) or fewer');
  });

  it('auto-renews at expiry with a charge; without auto-renew the domain expires', async () => {
    const on = (await register('ada-shop.com', 1)).body.data;
    const off = (await register('ada-shop.net', 1)).body.data;
    await call(app, 'cloudDomainAutoRenew', { token: ada, body: { id: off.id, autoRenew: false } });
    const before = osbt(USERS.ada.uid);
    advance(YEAR_MS);
    // A year on, ada's session has ended (tokens last 90 days at most): she signs in again.
    const list = (await call(app, 'cloudDomains', { token: await signIn(app, 'ada') })).body.data as {
      id: string;
      status: string;
      expiresAt: number;
    }[];
    expect(list.find((d) => d.id === on.id)).toMatchObject({ status: 'active', expiresAt: addYears(on.expiresAt, 1) });
    expect(list.find((d) => d.id === off.id)?.status).toBe('expired');
    expect(osbt(USERS.ada.uid)).toBe(before - 12);
  });
});

describe('cloud/domain expiry warnings', () => {
  it('warns 30, 7 and 1 days before expiry on the domain, the list and the overview, a notice per threshold once', async () => {
    const { body } = await register('ada-shop.com', 1);
    const warning = async (): Promise<unknown> =>
      (await call(app, 'cloudDomain', { token: await signIn(app, 'ada'), body: { id: body.data.id } })).body.data.expiryWarning;
    const notices: number[] = [];
    const settle = (): void => {
      for (const n of app.cloud.repo.tick()) if (n.id === body.data.id) notices.push(n.days);
    };
    expect(await warning()).toBeNull();
    advance(body.data.expiresAt - 31 * DAY - app.clock.now());
    settle();
    expect(await warning()).toBeNull();
    advance(DAY);
    settle();
    settle();
    expect(await warning()).toBe(30);
    const token = await signIn(app, 'ada');
    const listed = (await call(app, 'cloudDomains', { token })).body.data.find((d: { id: string }) => d.id === body.data.id);
    expect(listed.expiryWarning).toBe(30);
    advance(23 * DAY);
    settle();
    expect(await warning()).toBe(7);
    advance(6 * DAY + 1);
    settle();
    expect(await warning()).toBe(1);
    const overview = (await call(app, 'cloudOverview', { token: await signIn(app, 'ada') })).body.data.domains.next;
    expect(overview).toMatchObject({ domain: 'ada-shop.com', expiryWarning: 1 });
    expect(notices).toEqual([30, 7, 1]);
  });

  it('tells the owner in their notifications, read where they are, once per threshold, without visiting cloud', async () => {
    const { body } = await register('ada-news.com', 1);
    // Signed in afresh each time: a year on the clock outlives any session.
    const domainNotices = async () =>
      (await call(app, 'listNotifications', { token: await signIn(app, 'ada'), body: {} })).body.data.items.filter(
        (n: { type: string; domain?: string }) => n.type === 'domain' && n.domain === 'ada-news.com',
      );
    expect(await domainNotices()).toEqual([]);
    const nudge = vi.spyOn(app.realtime, 'send');
    advance(body.data.expiresAt - 30 * DAY - app.clock.now());
    const first = await domainNotices();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ days: 30, autoRenew: true, link: `/cloud/domain/manage/${body.data.id}`, read: false });
    expect(nudge).toHaveBeenCalledWith(USERS.ada.uid, 'i');
    expect(await domainNotices()).toHaveLength(1);
    advance(29 * DAY);
    expect((await domainNotices()).map((n: { days: number }) => n.days)).toEqual([1, 30]);
  });

  it('refuses record changes on an expired domain with a code, and lets it be renewed', async () => {
    const { body } = await register('ada-shop.com', 1);
    const record = (await addRecord(body.data.id, { type: 'A', name: '@', value: '203.0.113.10' })).body.data.records[0];
    await call(app, 'cloudDomainAutoRenew', { token: ada, body: { id: body.data.id, autoRenew: false } });
    advance(YEAR_MS + DAY);
    const token = await signIn(app, 'ada');
    const add = await call(app, 'cloudDomainRecordAdd', {
      token,
      body: { id: body.data.id, type: 'A', name: 'www', value: '203.0.113.10' },
    });
    expect(add.status).toBe(409);
    expect(add.body).toMatchObject({ code: 'cloud.recordsExpired', params: { domain: 'ada-shop.com' } });
    const edit = await call(app, 'cloudDomainRecordUpdate', {
      token,
      body: { id: body.data.id, recordId: record.id, type: 'A', name: '@', value: '203.0.113.11' },
    });
    expect(edit.body.code).toBe('cloud.recordsExpired');
    expect((await call(app, 'cloudDomainRecordDelete', { token, body: { id: body.data.id, recordId: record.id } })).body.code).toBe(
      'cloud.recordsExpired',
    );
    const renewed = await call(app, 'cloudDomainRenew', { token, body: { requestId: 'renew-expired1', id: body.data.id, years: 1 } });
    expect(renewed.body.data.status).toBe('active');
    expect(
      (await call(app, 'cloudDomainRecordAdd', { token, body: { id: body.data.id, type: 'A', name: 'www', value: '203.0.113.10' } }))
        .status,
    ).toBe(201);
  });
});

describe('cloud/domain settings: lock, WHOIS privacy, nameservers', () => {
  it('changes only what is given, and checks custom nameservers (2–13 host names, each once)', async () => {
    const { body } = await register('ada-shop.com', 1);
    const set = (fields: Record<string, unknown>) =>
      call(app, 'cloudDomainSettings', { token: ada, body: { id: body.data.id, ...fields } });
    const unlocked = await set({ locked: false });
    expect(unlocked.body).toMatchObject({
      code: 'cloud.domainSettingsSaved',
      data: { locked: false, whoisPrivacy: true, nameservers: [] },
    });
    expect((await set({ whoisPrivacy: false })).body.data).toMatchObject({ locked: false, whoisPrivacy: false });
    const ns = await set({ nameservers: ['NS1.Example.net.', 'ns2.example.net'] });
    expect(ns.body.data.nameservers).toEqual(['ns1.example.net', 'ns2.example.net']);
    expect((await set({ nameservers: ['ns1.example.net'] })).body).toMatchObject({
      code: 'domain.nameserverCount',
      params: { min: 2, max: 13 },
    });
    expect((await set({ nameservers: ['ns1.example.net', '203.0.113.5'] })).body).toMatchObject({
      code: 'domain.nameserverHost',
      params: { host: '203.0.113.5' },
    });
    expect((await set({ nameservers: ['ns1.example.net', 'ns1.example.net'] })).body.code).toBe('domain.nameserverDuplicate');
    expect((await set({ nameservers: [] })).body.data.nameservers).toEqual([]);
    expect((await call(app, 'cloudDomainSettings', { token: ben, body: { id: body.data.id, locked: false } })).status).toBe(404);
  });
});

describe('cloud/domain auth-code: moving a domain away', () => {
  it('refuses the code while the registrar lock is on (new domains start locked); unlocked, each call issues a new one', async () => {
    const { body } = await register('ada-away.com', 1);
    const id = body.data.id;
    expect(body.data.locked).toBe(true);
    const refused = await call(app, 'cloudDomainAuthCode', { token: ada, body: { id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cloud.domainLocked', params: { domain: 'ada-away.com' } });
    await call(app, 'cloudDomainSettings', { token: ada, body: { id, locked: false } });
    const first = await call(app, 'cloudDomainAuthCode', { token: ada, body: { id } });
    expect(first.body).toMatchObject({ code: 'cloud.authCodeIssued', data: { id, domain: 'ada-away.com' } });
    // A code any registrar's auth-code rule accepts (the same rule this server applies to transfers in).
    expect(authCodeProblem(first.body.data.authCode)).toBeNull();
    const second = await call(app, 'cloudDomainAuthCode', { token: ada, body: { id } });
    expect(second.body.data.authCode).not.toBe(first.body.data.authCode);
    // Locked again: no code.
    await call(app, 'cloudDomainSettings', { token: ada, body: { id, locked: true } });
    expect((await call(app, 'cloudDomainAuthCode', { token: ada, body: { id } })).body.code).toBe('cloud.domainLocked');
    // Someone else's domain is not found; a domain still arriving has no code yet.
    expect((await call(app, 'cloudDomainAuthCode', { token: ben, body: { id } })).status).toBe(404);
    const arriving = await call(app, 'cloudDomainTransfer', {
      token: ada,
      body: { requestId: 'xfer-away-0001', domain: 'example.com', authCode: 'Xy7#pQ2!rT9' },
    });
    expect((await call(app, 'cloudDomainAuthCode', { token: ada, body: { id: arriving.body.data.id } })).body.code).toBe(
      'cloud.domainSettingsPending',
    );
  });
});

describe('cloud/domain transfer', () => {
  it('keeps the expiry the domain had at its old registrar, plus one year', async () => {
    const before = elsewhereExpiry('example.com', app.clock.now());
    expect(before).toBeGreaterThan(app.clock.now());
    const started = await call(app, 'cloudDomainTransfer', {
      token: ada,
      body: { requestId: 'xfer-00000009', domain: 'example.com', authCode: 'Xy7#pQ2!rT9' },
    });
    expect(started.body.data.expiresAt).toBe(addYears(before, 1));
    const settings = await call(app, 'cloudDomainSettings', { token: ada, body: { id: started.body.data.id, locked: false } });
    expect(settings.body.code).toBe('cloud.domainSettingsPending');
    advance(TRANSFER_MS);
    const done = (await call(app, 'cloudDomain', { token: ada, body: { id: started.body.data.id } })).body.data;
    expect(done).toMatchObject({ transfer: 'completed', expiresAt: addYears(before, 1) });
  });

  it('starts pending with one year charged and completes 5 days later', async () => {
    const started = await call(app, 'cloudDomainTransfer', {
      token: ada,
      body: { requestId: 'xfer-00000001', domain: 'example.com', authCode: 'Xy7#pQ2!rT9' },
    });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ domain: 'example.com', status: 'pending', transfer: 'pending' });
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 12);
    expect((await addRecord(started.body.data.id, { type: 'A', name: '@', value: '203.0.113.10' })).status).toBe(409);
    advance(TRANSFER_MS - 1);
    expect((await call(app, 'cloudDomain', { token: ada, body: { id: started.body.data.id } })).body.data.transfer).toBe('pending');
    advance(1);
    expect((await call(app, 'cloudDomain', { token: ada, body: { id: started.body.data.id } })).body.data).toMatchObject({
      status: 'active',
      transfer: 'completed',
    });
  });

  it('refuses a domain nobody registered, a bad auth code, and a domain already here', async () => {
    const free = await call(app, 'cloudDomainTransfer', {
      token: ada,
      body: { requestId: 'xfer-00000002', domain: 'ada-shop.com', authCode: 'Xy7pQ2rT9' },
    });
    expect(free.status).toBe(422);
    expect(free.body.message).toBe('ada-shop.com is not registered anywhere: register it instead');
    const code = await call(app, 'cloudDomainTransfer', {
      token: ada,
      body: { requestId: 'xfer-00000003', domain: 'example.com', authCode: 'ab c' },
    });
    expect(code.body.message).toBe('The auth code is 6–32 characters with no spaces: ask your current registrar for it');
    const here = await call(app, 'cloudDomainTransfer', {
      token: ben,
      body: { requestId: 'xfer-00000004', domain: 'ada-lovelace.dev', authCode: 'Xy7pQ2rT9' },
    });
    expect(here.status).toBe(409);
    expect(osbt(USERS.ada.uid)).toBe(50_000);
  });
});
