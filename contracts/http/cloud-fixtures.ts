// Fixture calls of the cloud operations (spread into fixtures.ts): each gets a 2xx with real data. Domain names
// and request ids are unique per run, since registrations and charges are idempotent by request id.
import { dataOf, type World } from '../lib/world.ts';
import type { Fixture } from './fixtures.ts';

const runTag = Date.now().toString(36);
let sequence = 0;
const rid = (what: string): string => `${what}-${runTag}-${++sequence}`.slice(0, 64);

/** main registers, for one year, the first available domain of a fresh name of this run; answers its id. */
/** A call's check for one expected status (a refusal the fixture means to provoke). */
const status = (want: number) => (got: number) => (got === want ? undefined : `expected ${want}`);

async function domain(w: World): Promise<string | undefined> {
  const found = dataOf(await w.call('cloudDomainSearch', { body: { query: `contract-${runTag}-${++sequence}` }, label: 'a fresh name' }));
  const results = Array.isArray(found?.results) ? (found.results as { domain: string; available: boolean }[]) : [];
  const name = results.find((r) => r.available)?.domain;
  if (!name) return undefined;
  const registered = await w.call('cloudDomainRegister', {
    body: { requestId: rid('dom'), domain: name, years: 1 },
    label: `main registers ${name}`,
  });
  const id = dataOf(registered)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** main creates a fresh bucket of this run (private unless asked); answers its name. */
async function bucket(w: World, isPublic = false): Promise<string | undefined> {
  const name = `contract-${runTag}-${++sequence}`;
  const made = dataOf(
    await w.call('cloudBucketCreate', { body: { name, region: 'eu-west-1', public: isPublic }, label: `main creates bucket ${name}` }),
  );
  return typeof made?.name === 'string' ? made.name : undefined;
}

/** main uploads a small text file and puts it in the bucket; answers its key. */
async function object(w: World, name: string): Promise<string | undefined> {
  const up = dataOf(
    await w.call('cloudObjectUpload', {
      raw: { body: 'Contract suite\n', contentType: 'application/octet-stream', describe: 'a 15-byte text file' },
      label: 'upload a text file as the raw body',
    }),
  );
  if (typeof up?.uploadId !== 'string') return undefined;
  const put = dataOf(
    await w.call('cloudObjectPut', {
      body: { bucket: name, key: 'docs/contract.txt', uploadId: up.uploadId, contentType: 'text/plain' },
      label: 'put it under docs/',
    }),
  );
  return typeof put?.key === 'string' ? put.key : undefined;
}

export const cloudFixtures: Record<string, Fixture> = {
  async cloudDomainSearch(w) {
    await w.call('cloudDomainSearch', { body: { query: `contract-${runTag}` }, label: 'a name, every TLD' });
    await w.call('cloudDomainSearch', { body: { query: `contract-${runTag}.io` }, label: 'a full domain' });
  },
  async cloudDomainRegister(w) {
    await domain(w);
  },
  async cloudDomains(w) {
    await w.call('cloudDomains', { body: {}, label: 'my domains' });
  },
  async cloudDomain(w) {
    const id = await domain(w);
    if (id) await w.call('cloudDomain', { body: { id }, label: `domain ${id}` });
  },
  async cloudDomainRecordAdd(w) {
    const id = await domain(w);
    if (id) {
      await w.call('cloudDomainRecordAdd', { body: { id, type: 'A', name: '@', value: '203.0.113.10' }, label: 'an A record' });
      await w.call('cloudDomainRecordAdd', {
        body: { id, type: 'MX', name: '@', value: 'mail.example.net', priority: 10, ttl: 600 },
        label: 'an MX record',
      });
    }
  },
  async cloudDomainRecordDelete(w) {
    const id = await domain(w);
    if (!id) return;
    const added = dataOf(
      await w.call('cloudDomainRecordAdd', { body: { id, type: 'TXT', name: '@', value: 'v=spf1 -all' }, label: 'a TXT record' }),
    );
    const records = added?.records;
    const recordId = Array.isArray(records) ? (records[0] as { id?: unknown } | undefined)?.id : undefined;
    if (typeof recordId === 'string') await w.call('cloudDomainRecordDelete', { body: { id, recordId }, label: 'delete it' });
  },
  async cloudDomainRecordUpdate(w) {
    const id = await domain(w);
    if (!id) return;
    const added = dataOf(
      await w.call('cloudDomainRecordAdd', { body: { id, type: 'A', name: 'www', value: '203.0.113.10' }, label: 'an A record' }),
    );
    const records = added?.records;
    const recordId = Array.isArray(records) ? (records[0] as { id?: unknown } | undefined)?.id : undefined;
    if (typeof recordId === 'string')
      await w.call('cloudDomainRecordUpdate', {
        body: { id, recordId, type: 'A', name: 'www', value: '203.0.113.20', ttl: 300 },
        label: 'edit it in place',
      });
  },
  async cloudDomainSettings(w) {
    const id = await domain(w);
    if (!id) return;
    await w.call('cloudDomainSettings', { body: { id, locked: false, whoisPrivacy: false }, label: 'unlock, privacy off' });
    await w.call('cloudDomainSettings', { body: { id, nameservers: ['ns1.example.net', 'ns2.example.net'] }, label: 'custom nameservers' });
  },
  async cloudDomainAuthCode(w) {
    const id = await domain(w);
    if (!id) return;
    await w.call('cloudDomainSettings', { body: { id, locked: true }, label: 'lock on' });
    await w.call('cloudDomainAuthCode', { body: { id }, label: 'refused while locked', expect: status(409) });
    await w.call('cloudDomainSettings', { body: { id, locked: false }, label: 'lock off' });
    await w.call('cloudDomainAuthCode', { body: { id }, label: 'a code once unlocked' });
  },
  async cloudDomainAutoRenew(w) {
    const id = await domain(w);
    if (id) await w.call('cloudDomainAutoRenew', { body: { id, autoRenew: false }, label: 'auto-renew off' });
  },
  async cloudDomainRenew(w) {
    const id = await domain(w);
    if (id) await w.call('cloudDomainRenew', { body: { requestId: rid('renew'), id, years: 1 }, label: 'one more year' });
  },
  async cloudDomainTransfer(w) {
    // A domain registered elsewhere (search shows it taken) that nobody here holds: a fresh name of this run.
    for (let tries = 0; tries < 6; tries += 1) {
      const found = dataOf(
        await w.call('cloudDomainSearch', { body: { query: `xfer-${runTag}-${tries}` }, label: 'look for a domain registered elsewhere' }),
      );
      const results = Array.isArray(found?.results) ? (found.results as { domain: string; available: boolean }[]) : [];
      const taken = results.find((r) => !r.available);
      if (taken) {
        await w.call('cloudDomainTransfer', {
          body: { requestId: rid('xfer'), domain: taken.domain, authCode: `Xy7#${runTag}` },
          label: `transfer ${taken.domain} in`,
        });
        return;
      }
    }
  },
  async cloudMessages(w) {
    for (const channel of ['sms', 'email', 'whatsapp']) await w.call('cloudMessages', { body: { channel }, label: `${channel} log` });
  },
  async cloudSmsSend(w) {
    await w.call('cloudSmsSend', { body: { requestId: rid('sms'), to: '+2348012345678', text: 'Contract suite' }, label: 'one segment' });
    await w.call('cloudSmsSend', {
      body: { requestId: rid('sms'), to: '+2348012345678', text: 'Olá, contrato! '.repeat(6) },
      label: 'UCS-2, two segments',
    });
  },
  async cloudSmsOptOuts(w) {
    await w.call('cloudSmsOptOuts', { body: {}, label: 'my opt-out list' });
  },
  async cloudSmsOptOutSet(w) {
    await w.call('cloudSmsOptOutSet', { body: { number: '+2348099990001', optedOut: true }, label: 'add a number' });
    await w.call('cloudSmsOptOutSet', { body: { number: '+2348099990001', optedOut: false }, label: 'take it off' });
  },
  async cloudEmailSenders(w) {
    await w.call('cloudEmailSenders', { body: {}, label: 'my verified senders' });
  },
  async cloudEmailSend(w) {
    await domain(w);
    const senders = (await w.call('cloudEmailSenders', { body: {}, label: 'my verified senders' })).json as
      { data?: { address?: unknown }[] } | undefined;
    const from = senders?.data?.[0]?.address;
    if (typeof from === 'string')
      await w.call('cloudEmailSend', {
        body: { requestId: rid('mail'), from, to: 'someone@example.com', subject: 'Contract suite', body: 'Hello' },
        label: `from ${from}`,
      });
  },
  async cloudWhatsappTemplates(w) {
    await w.call('cloudWhatsappTemplates', { body: {}, label: 'approved templates' });
  },
  async cloudWhatsappSend(w) {
    await w.call('cloudWhatsappSend', {
      body: { requestId: rid('wa'), to: '+2348012345678', template: 'order_update', params: ['Ada', 'C-1'] },
      label: 'order_update with two parameters',
    });
  },
  async cloudBuckets(w) {
    await w.call('cloudBuckets', { body: {}, label: 'my buckets' });
  },
  async cloudBucketCreate(w) {
    await bucket(w, true);
  },
  async cloudBucketDelete(w) {
    const name = await bucket(w);
    if (name) await w.call('cloudBucketDelete', { body: { name }, label: `delete the empty ${name}` });
  },
  async cloudBucketRules(w) {
    const name = await bucket(w);
    if (name)
      await w.call('cloudBucketRules', {
        body: { name, corsOrigins: ['https://example.com'], lifecycleDays: 30, maxObjectBytes: 1048576 },
        label: 'CORS, lifecycle, max size',
      });
  },
  async cloudObjects(w) {
    const name = await bucket(w);
    if (!name) return;
    await object(w, name);
    await w.call('cloudObjects', { body: { bucket: name }, label: 'the top of the bucket' });
    await w.call('cloudObjects', { body: { bucket: name, prefix: 'docs/' }, label: 'the docs/ folder' });
  },
  async cloudObjectUpload(w) {
    await w.call('cloudObjectUpload', {
      raw: { body: 'Contract suite\n', contentType: 'application/octet-stream', describe: 'a 15-byte text file' },
      label: 'upload a text file as the raw body',
    });
  },
  async cloudObjectPut(w) {
    const name = await bucket(w);
    if (name) await object(w, name);
  },
  async cloudObjectDelete(w) {
    const name = await bucket(w);
    const key = name ? await object(w, name) : undefined;
    if (name && key) await w.call('cloudObjectDelete', { body: { bucket: name, key }, label: `delete ${key}` });
  },
  async cloudObjectLink(w) {
    const name = await bucket(w);
    const key = name ? await object(w, name) : undefined;
    if (name && key) await w.call('cloudObjectLink', { body: { bucket: name, key }, label: 'a signed link to a private object' });
  },
  async cloudStorageUsage(w) {
    await w.call('cloudStorageUsage', { body: {}, label: 'this month so far' });
  },
  async cloudOverview(w) {
    await w.call('cloudOverview', { body: {}, label: 'my cloud at a glance' });
  },
  async cloudSettings(w) {
    await w.call('cloudSettings', { body: {}, label: 'my cloud settings' });
  },
  async cloudSettingsUpdate(w) {
    const current = dataOf(await w.call('cloudSettings', { body: {}, label: 'my cloud settings' }));
    const emailSender = typeof current?.emailSender === 'string' ? current.emailSender : null;
    // No limit: the rest of the suite keeps charging main.
    await w.call('cloudSettingsUpdate', {
      body: { monthlyLimit: null, lowBalanceAlert: 25, emailSender, smsSender: 'CONTRACT' },
      label: 'alert, senders, no limit',
    });
  },
  async cloudApiKeys(w) {
    await w.call('cloudApiKeys', { body: {}, label: 'my API keys' });
  },
  async cloudApiKeyCreate(w) {
    await w.call('cloudApiKeyCreate', { body: { label: `contract ${runTag} ${++sequence}` }, label: 'a new key (every scope)' });
    await w.call('cloudApiKeyCreate', {
      body: { label: `contract ${runTag} ${++sequence}`, scopes: ['storage', 'domains'] },
      label: 'a new key for storage and domains',
    });
  },
  async cloudApiKeyRevoke(w) {
    // A messaging key authenticates a messaging call as main; refused (403) on key management and outside its
    // scope; after revocation refused with 401.
    const made = dataOf(
      await w.call('cloudApiKeyCreate', {
        body: { label: `contract ${runTag} ${++sequence}`, scopes: ['messaging'] },
        label: 'a messaging key to use, then revoke',
      }),
    );
    if (typeof made?.id !== 'string' || typeof made.secret !== 'string') return;
    const key = { auth: { kind: 'bearer' as const, token: made.secret, who: 'main’s messaging key' } };
    await w.call('cloudMessages', { as: key, body: { channel: 'sms' }, label: 'the key lists main’s SMS' });
    await w.call('cloudApiKeyCreate', {
      as: key,
      body: { label: `minted ${runTag} ${++sequence}` },
      label: 'the key tries to mint a key',
      expect: status(403),
    });
    await w.call('cloudBuckets', { as: key, body: {}, label: 'the key outside its scope', expect: status(403) });
    await w.call('cloudApiKeyRevoke', { body: { id: made.id }, label: 'revoke it' });
    await w.call('cloudMessages', { as: key, body: { channel: 'sms' }, label: 'the revoked key', expect: status(401) });
  },
};
