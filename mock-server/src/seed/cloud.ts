// Seeded cloud records (already paid for, so the personas' opening balances stay as DESIGN.md says): domains
// with DNS records for ada and ben, one of ada's close to its expiry without auto-renew; ada's message history.
import type { CloudRepo } from '../store/cloud.ts';
import { YEAR_MS } from '../store/cloud-domains.ts';
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
    expiresAt: SEED_TIME - 300 * DAY + 2 * YEAR_MS,
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
    expiresAt: SEED_TIME - 340 * DAY + YEAR_MS + 90 * DAY,
    autoRenew: false,
    records: [{ type: 'A', name: '@', value: '198.51.100.24', ttl: 600, priority: null }],
  });
  domains.insert(ben, 'ben-builds.io', {
    createdAt: SEED_TIME - 120 * DAY,
    expiresAt: SEED_TIME - 120 * DAY + YEAR_MS,
    autoRenew: true,
    records: [{ type: 'AAAA', name: '@', value: '2001:db8::42', ttl: 3600, priority: null }],
  });

  // A few weeks of messages (they settle to delivered, or failed for the unreachable test number, on the first tick).
  const { messaging } = repo;
  const at = (days: number): number => SEED_TIME - days * DAY;
  messaging.insert(ada, { channel: 'sms', to: '+2348012345678', from: 'OSB', summary: 'Your OSB login code is 482913', segments: 1, price: 1, createdAt: at(12) });
  messaging.insert(ada, { channel: 'sms', to: '+15005550001', from: 'OSB', summary: 'Reminder: your invoice is due tomorrow', segments: 1, price: 1, createdAt: at(6) });
  messaging.insert(ada, { channel: 'email', to: 'ben@example.com', from: 'hello@ada-lovelace.dev', summary: 'Welcome to the Analytical Engine beta', segments: 1, price: 1, createdAt: at(4) });
  messaging.insert(ada, { channel: 'whatsapp', to: '+2348098765432', from: 'OSB', summary: 'Hi Chidi, your order A-1042 is on its way.', segments: 1, price: 1, createdAt: at(2) });
}
