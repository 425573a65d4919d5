// Seeded support tickets (DESIGN.md: "tickets", so every support page has real content): ben has one waiting on
// him with an answer he has not read, one solved and rated, one solved he can still rate or reopen; chidi has two
// waiting on staff (one with an internal note); eve has one closed too long ago to reopen; a few other people
// fill the staff queue. Times are relative to the mock's clock at seed time, so the reopen window always holds.
import type { SupportRepo } from '../store/support.ts';
import { seedUid } from './users.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function seedSupport(repo: SupportRepo, now: number): void {
  const ada = seedUid(1);
  const ben = seedUid(2);
  const chidi = seedUid(3);
  const eve = seedUid(5);
  const ago = (ms: number): number => now - ms;

  repo.insert({
    uid: ben,
    subject: 'My top-up has not arrived',
    priority: 'high',
    category: 'pay',
    status: 'pending',
    assignee: ada,
    userSeenAll: false,
    messages: [
      {
        uid: ben,
        body: 'I topped up 50 USD by card yesterday evening and my wallet still shows the old balance. The card was charged.',
        t: ago(26 * HOUR),
      },
      {
        uid: ada,
        staff: true,
        internal: true,
        body: 'Card processor shows the charge as captured; the ledger has no matching credit. Asked for the reference.',
        t: ago(21 * HOUR),
      },
      {
        uid: ada,
        staff: true,
        body: 'Sorry about that, ben. Could you send the payment reference from your card statement (it starts with OSB-)? We will match it by hand.',
        t: ago(20 * HOUR),
      },
    ],
  });
  repo.insert({
    uid: ben,
    subject: 'How do I change my username?',
    category: 'account',
    status: 'solved',
    assignee: ada,
    endedAt: ago(3 * DAY),
    rating: { score: 5, comment: 'Quick and clear, thank you!', t: ago(3 * DAY - HOUR) },
    messages: [
      { uid: ben, body: 'I would like a shorter username. Is that possible without losing my followers?', t: ago(3 * DAY + 2 * HOUR) },
      {
        uid: ada,
        staff: true,
        body: 'Yes: open Account › Edit profile and change it there. Followers, posts and chats stay with your account.',
        t: ago(3 * DAY),
      },
    ],
  });
  repo.insert({
    uid: ben,
    subject: "Can I export my domain's DNS records?",
    category: 'cloud',
    status: 'solved',
    assignee: ada,
    endedAt: ago(DAY),
    messages: [
      {
        uid: ben,
        body: 'I am moving a site and need all the DNS records of ben-shop.com as a file. Is there an export?',
        t: ago(DAY + 5 * HOUR),
      },
      {
        uid: ada,
        staff: true,
        body: 'Not as a file yet, but every record is listed on Cloud › Domains › Manage, ready to copy. Tell us if something is missing.',
        t: ago(DAY),
      },
    ],
  });
  repo.insert({
    uid: chidi,
    subject: 'Verification document rejected',
    category: 'account',
    status: 'opened',
    staffSeenAll: false,
    messages: [{ uid: chidi, body: 'My passport was rejected but the number is right. What should I send instead?', t: ago(3 * HOUR) }],
  });
  repo.insert({
    uid: chidi,
    subject: 'Game ended but my stake did not come back',
    priority: 'urgent',
    category: 'play',
    status: 'opened',
    assignee: ada,
    messages: [
      {
        uid: chidi,
        body: 'My opponent left the game and the timer ran out, but the 50 OSBT stake is still missing from my wallet.',
        t: ago(90 * MINUTE),
      },
      {
        uid: ada,
        staff: true,
        internal: true,
        body: 'Ledger: escrow of that game was released to chidi at the timeout. Check whether the wallet page was stale.',
        t: ago(50 * MINUTE),
      },
    ],
  });
  repo.insert({
    uid: eve,
    subject: 'My country shows as IA',
    priority: 'low',
    category: 'account',
    status: 'closed',
    assignee: ada,
    endedAt: ago(12 * DAY),
    messages: [
      { uid: eve, body: 'My profile says my country is IA. Where does that come from?', t: ago(14 * DAY) },
      {
        uid: ada,
        staff: true,
        body: 'IA is the code you chose at sign-up. You can change it on Account › Edit profile.',
        t: ago(13 * DAY),
      },
      { uid: eve, body: 'Found it, thanks. You can close this.', t: ago(12 * DAY) },
    ],
  });
  repo.insert({
    uid: seedUid(7),
    subject: 'Order arrived damaged',
    category: 'market',
    status: 'opened',
    staffSeenAll: false,
    messages: [
      {
        uid: seedUid(7),
        body: 'The speaker I bought arrived with a cracked case. I would like a refund or a replacement.',
        t: ago(5 * HOUR),
      },
    ],
  });
  repo.insert({
    uid: seedUid(8),
    subject: 'SMS not delivered to my customers',
    category: 'cloud',
    status: 'pending',
    assignee: ada,
    messages: [
      { uid: seedUid(8), body: 'Three SMS to Nigerian numbers show as sent but the customers never got them.', t: ago(2 * DAY) },
      {
        uid: ada,
        staff: true,
        body: 'Could you tell us the numbers (the last 4 digits are enough) and the time you sent them?',
        t: ago(2 * DAY - 3 * HOUR),
      },
    ],
  });
  repo.insert({
    uid: seedUid(6),
    subject: 'Seller does not answer my messages',
    category: 'market',
    status: 'opened',
    assignee: ada,
    staffSeenAll: false,
    messages: [
      { uid: seedUid(6), body: 'I paid for an order four days ago and the seller has not answered any message since.', t: ago(30 * HOUR) },
      { uid: ada, staff: true, body: 'We have written to the seller and will come back to you within a day.', t: ago(28 * HOUR) },
      { uid: seedUid(6), body: 'Still nothing from them. Can I cancel and get my OSBT back?', t: ago(4 * HOUR) },
    ],
  });
  repo.insert({
    uid: seedUid(11),
    subject: 'Wallet shows two pending payments',
    priority: 'high',
    category: 'pay',
    status: 'solved',
    assignee: ada,
    endedAt: ago(2 * DAY),
    rating: { score: 4, comment: '', t: ago(2 * DAY - HOUR) },
    messages: [
      {
        uid: seedUid(11),
        body: 'I sent money once but the activity shows two pending payments. Will I be charged twice?',
        t: ago(2 * DAY + 6 * HOUR),
      },
      {
        uid: ada,
        staff: true,
        body: 'No: one of them was a retry of the same request and was never charged. It disappears on its own.',
        t: ago(2 * DAY),
      },
    ],
  });
}
