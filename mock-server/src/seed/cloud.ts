// Seeded cloud records (already paid for, so the personas' opening balances stay as DESIGN.md says): domains
// with DNS records for ada and ben, one of ada's close to its expiry without auto-renew; ada's message history;
// storage buckets with files (ada: a public site bucket with CORS, a private backups bucket with a lifecycle rule;
// ben: a public releases bucket), this month's requests so far and past bills; settings and API keys.
import { createHash } from 'node:crypto';
import type { CloudRepo } from '../store/cloud.ts';
import { addYears } from '../../../contracts/rules/domain.ts';
import type { UsersRepo } from '../store/users.ts';
import { SEED_TIME } from './users.ts';

const DAY = 24 * 60 * 60 * 1000;

export function seedCloud(repo: CloudRepo, deps: { users: UsersRepo }): void {
  const uid = (name: string): string => {
    const user = deps.users.byUserName(name);
    if (!user) throw new Error(`cloud seed: no user ${name}`);
    return user.uid;
  };
  const ada = uid('ada');
  const ben = uid('ben');
  const { domains } = repo;
  domains.insert(ada, 'ada-lovelace.dev', {
    createdAt: SEED_TIME - 300 * DAY,
    expiresAt: addYears(SEED_TIME - 300 * DAY, 2),
    autoRenew: true,
    records: [
      { type: 'A', name: '@', value: '203.0.113.10', ttl: 3600, priority: null },
      { type: 'CNAME', name: 'www', value: 'ada-lovelace.dev', ttl: 3600, priority: null },
      { type: 'MX', name: '@', value: 'mail.ada-lovelace.dev', ttl: 3600, priority: 10 },
      { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.osb.example ~all', ttl: 3600, priority: null },
    ],
  });
  domains.insert(ada, 'analytical-engine.ng', {
    createdAt: SEED_TIME - 340 * DAY,
    expiresAt: addYears(SEED_TIME - 340 * DAY, 1) + 90 * DAY,
    autoRenew: false,
    records: [{ type: 'A', name: '@', value: '198.51.100.24', ttl: 600, priority: null }],
  });
  domains.insert(ben, 'ben-builds.io', {
    createdAt: SEED_TIME - 120 * DAY,
    expiresAt: addYears(SEED_TIME - 120 * DAY, 1),
    autoRenew: true,
    records: [{ type: 'AAAA', name: '@', value: '2001:db8::42', ttl: 3600, priority: null }],
  });

  // A few weeks of messages (they settle to delivered, or failed for the unreachable test number, on the first tick).
  const { messaging } = repo;
  const at = (days: number): number => SEED_TIME - days * DAY;
  messaging.insert(ada, {
    channel: 'sms',
    to: '+2348012345678',
    from: 'OSB',
    summary: 'Your OSB login code is 482913',
    segments: 1,
    price: 1,
    createdAt: at(12),
  });
  messaging.insert(ada, {
    channel: 'sms',
    to: '+15005550001',
    from: 'OSB',
    summary: 'Reminder: your invoice is due tomorrow',
    segments: 1,
    price: 1,
    createdAt: at(6),
  });
  messaging.insert(ada, {
    channel: 'email',
    to: 'ben@example.com',
    from: 'hello@ada-lovelace.dev',
    summary: 'Welcome to the Analytical Engine beta',
    segments: 1,
    price: 1,
    createdAt: at(4),
  });
  messaging.insert(ada, {
    channel: 'whatsapp',
    to: '+2348098765432',
    from: 'OSB',
    summary: 'Hi Chidi, your order A-1042 is on its way.',
    segments: 1,
    price: 1,
    createdAt: at(2),
  });
  seedCloudStorage(repo, deps);
}

/** Deterministic bytes that look like a compressed file (no two runs differ). */
function pseudoFile(seed: string, size: number): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash('sha256').update(seed).digest();
  for (let at = 0; at < size; at += block.length) {
    block.copy(out, at);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

const text = (body: string): Buffer => Buffer.from(body, 'utf8');

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#2563eb"/><text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">AL</text></svg>\n';
const INDEX_HTML =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Ada Lovelace</title></head>\n<body><img src="img/logo.svg" alt="Ada Lovelace"><h1>Notes on the Analytical Engine</h1></body></html>\n';

export function seedCloudStorage(repo: CloudRepo, deps: { users: UsersRepo }): void {
  const uid = (name: string): string => deps.users.byUserName(name)?.uid ?? '';
  const ada = uid('ada');
  const ben = uid('ben');
  const { storage, account, ctx } = repo;
  const at = (days: number): number => SEED_TIME - days * DAY;

  storage.insertBucket(ada, { name: 'ada-lovelace-site', region: 'af-west-1', public: true }, at(200), {
    corsOrigins: ['https://ada-lovelace.dev'],
  });
  storage.insertObject('ada-lovelace-site', 'index.html', text(INDEX_HTML), 'text/html', at(200));
  storage.insertObject('ada-lovelace-site', 'img/logo.svg', text(LOGO_SVG), 'image/svg+xml', at(199));
  storage.insertObject(
    'ada-lovelace-site',
    'notes/note-g.txt',
    text('Note G: an algorithm for the Analytical Engine to compute Bernoulli numbers.\n'.repeat(40)),
    'text/plain',
    at(150),
  );
  storage.insertBucket(ada, { name: 'ada-backups', region: 'eu-west-1', public: false }, at(120), {
    lifecycleDays: 90,
    maxObjectBytes: 2 * 1024 * 1024,
  });
  storage.insertObject('ada-backups', 'db/2026-09-24.sql.gz', pseudoFile('ada-db-0924', 412_000), 'application/gzip', at(7));
  storage.insertObject('ada-backups', 'db/2026-09-30.sql.gz', pseudoFile('ada-db-0930', 431_500), 'application/gzip', at(1));
  storage.insertObject(
    'ada-backups',
    'invoices/2026-09.csv',
    text('date,client,amount\n2026-09-03,Babbage & Co,120\n2026-09-17,Royal Society,80\n'),
    'text/csv',
    at(1),
  );
  storage.insertHistory(ada, 'ada-lovelace-site', { egressBytes: 2_400_000_000, classA: 1_840, classB: 96_300 }, [
    { period: '2026-10', amount: 0, carriedOver: 412_006, status: 'paid', at: Date.UTC(2026, 10, 1) },
    { period: '2026-09', amount: 1, carriedOver: 187_442, status: 'paid', at: Date.UTC(2026, 9, 1) },
  ]);

  storage.insertBucket(ben, { name: 'ben-builds-releases', region: 'us-east-1', public: true }, at(60));
  storage.insertObject(
    'ben-builds-releases',
    'v1.2.0/notes.md',
    text('# v1.2.0\n\n- Faster builds\n- Dark mode\n'),
    'text/markdown',
    at(20),
  );

  account.update(ada, { monthlyLimit: null, lowBalanceAlert: 100, emailSender: 'hello@ada-lovelace.dev', smsSender: 'OSB' });
  account.update(ben, { monthlyLimit: 50, lowBalanceAlert: null, emailSender: null, smsSender: 'BENBUILDS' });
  account.insertKey(ada, 'CI deploys', at(40), at(1), ['storage', 'domains']);
  account.insertKey(ada, 'Analytics export', at(10), null, ['messaging']);

  ctx.log(ada, 'storage', { kind: 'bucket_created', params: { bucket: 'ada-backups', public: false, region: 'eu-west-1' } }, at(120));
  ctx.log(
    ada,
    'storage',
    { kind: 'object_uploaded', params: { bucket: 'ada-backups', key: 'db/2026-09-30.sql.gz', bytes: 431_500 } },
    at(1),
  );
}
