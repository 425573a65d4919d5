// Fixture calls of the cloud operations (spread into fixtures.ts): each gets a 2xx with real data. Domain names
// and request ids are unique per run, since registrations and charges are idempotent by request id.
import { dataOf, type World } from '../lib/world.ts';
import type { Fixture } from './fixtures.ts';

const runTag = Date.now().toString(36);
let sequence = 0;
const rid = (what: string): string => `${what}-${runTag}-${++sequence}`.slice(0, 64);

/** main registers, for one year, the first available domain of a fresh name of this run; answers its id. */
async function domain(w: World): Promise<string | undefined> {
  const found = dataOf(await w.call('cloudDomainSearch', { body: { query: `contract-${runTag}-${++sequence}` }, label: 'a fresh name' }));
  const results = Array.isArray(found?.results) ? (found.results as { domain: string; available: boolean }[]) : [];
  const name = results.find((r) => r.available)?.domain;
  if (!name) return undefined;
  const registered = await w.call('cloudDomainRegister', { body: { requestId: rid('dom'), domain: name, years: 1 }, label: `main registers ${name}` });
  const id = dataOf(registered)?.id;
  return typeof id === 'string' ? id : undefined;
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
      await w.call('cloudDomainRecordAdd', { body: { id, type: 'MX', name: '@', value: 'mail.example.net', priority: 10, ttl: 600 }, label: 'an MX record' });
    }
  },
  async cloudDomainRecordDelete(w) {
    const id = await domain(w);
    if (!id) return;
    const added = dataOf(await w.call('cloudDomainRecordAdd', { body: { id, type: 'TXT', name: '@', value: 'v=spf1 -all' }, label: 'a TXT record' }));
    const records = added?.records;
    const recordId = Array.isArray(records) ? (records[0] as { id?: unknown } | undefined)?.id : undefined;
    if (typeof recordId === 'string') await w.call('cloudDomainRecordDelete', { body: { id, recordId }, label: 'delete it' });
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
      const found = dataOf(await w.call('cloudDomainSearch', { body: { query: `xfer-${runTag}-${tries}` }, label: 'look for a domain registered elsewhere' }));
      const results = Array.isArray(found?.results) ? (found.results as { domain: string; available: boolean }[]) : [];
      const taken = results.find((r) => !r.available);
      if (taken) {
        await w.call('cloudDomainTransfer', { body: { requestId: rid('xfer'), domain: taken.domain, authCode: `Xy7#${runTag}` }, label: `transfer ${taken.domain} in` });
        return;
      }
    }
  },
  async cloudMessages(w) {
    for (const channel of ['sms', 'email', 'whatsapp']) await w.call('cloudMessages', { body: { channel }, label: `${channel} log` });
  },
  async cloudSmsSend(w) {
    await w.call('cloudSmsSend', { body: { requestId: rid('sms'), to: '+2348012345678', text: 'Contract suite' }, label: 'one segment' });
    await w.call('cloudSmsSend', { body: { requestId: rid('sms'), to: '+2348012345678', text: 'Olá, contrato! '.repeat(6) }, label: 'UCS-2, two segments' });
  },
  async cloudEmailSenders(w) {
    await w.call('cloudEmailSenders', { body: {}, label: 'my verified senders' });
  },
  async cloudEmailSend(w) {
    await domain(w);
    const senders = (await w.call('cloudEmailSenders', { body: {}, label: 'my verified senders' })).json as { data?: { address?: unknown }[] } | undefined;
    const from = senders?.data?.[0]?.address;
    if (typeof from === 'string') await w.call('cloudEmailSend', { body: { requestId: rid('mail'), from, to: 'someone@example.com', subject: 'Contract suite', body: 'Hello' }, label: `from ${from}` });
  },
  async cloudWhatsappTemplates(w) {
    await w.call('cloudWhatsappTemplates', { body: {}, label: 'approved templates' });
  },
  async cloudWhatsappSend(w) {
    await w.call('cloudWhatsappSend', { body: { requestId: rid('wa'), to: '+2348012345678', template: 'order_update', params: ['Ada', 'C-1'] }, label: 'order_update with two parameters' });
  },
};
