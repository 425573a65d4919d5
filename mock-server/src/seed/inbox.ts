// Seeded conversations: direct chats (12-character ids derived from the pair) and communities (14), with dated
// messages, plus notifications. Ada has more than one inbox batch (spec section 9: 20) so paging has something
// to page through, and her chat with ben holds 10,000 messages (the virtualised conversation).
import { createPrng } from '../lib/prng.ts';
import { directChatId } from '../store/inbox.ts';
import type { NotificationInput } from '../store/notifications.ts';
import { SEED_TIME, SEED_USERS, seedUid } from './users.ts';

export interface SeedMessage {
  /** Sender uid. */
  u: string;
  m: string;
  t: number;
}

export interface SeedConversation {
  id: string;
  type: 'chat' | 'community';
  /** Community name; empty for a chat. */
  name: string;
  description: string;
  members: readonly string[];
  messages: readonly SeedMessage[];
}

/** How many messages the long seeded conversation (ada and ben) holds. */
export const LONG_CHAT_MESSAGES = 10_000;

export const LINES = [
  'Hello!',
  'How far?',
  'Are you free for a game later?',
  'Sent you the notes.',
  'Thanks, got it.',
  'See you at 5',
  'That was a close one 😅',
  'Rematch?',
  'Check the new post',
  'On my way',
  'Good morning',
  'Nice one!',
  'Where are we meeting?',
  'Let me know when you land',
  'Haha true',
];

// Longer lines so the long conversation has rows of different heights, as a real one does.
export const LONG_LINES = [
  'I finally finished the slides for Saturday. Can you look at the part about the league rules before I send them round?',
  'The market was packed today, took me an hour to get out. Anyway, are we still on for the game tonight or should we move it?',
  'Just read your post about the new wallet flow — the conversion screen is much clearer now. Nice work 👏',
];

export const COMMUNITY_LINES = [
  'Welcome everyone 👋',
  'Meetup on Saturday?',
  'New members, say hi!',
  'Slides are up',
  'Who is in for a tournament?',
];

const ADA = seedUid(1);
const BEN = seedUid(2);
const CHIDI = seedUid(3);
const EVE = seedUid(5);

/** The ada–ben conversation: LONG_CHAT_MESSAGES messages over the weeks before the seed time. */
function longChat(endMinute: number): SeedMessage[] {
  const rng = createPrng(777);
  const messages: SeedMessage[] = [];
  let at = SEED_TIME + endMinute * 60_000;
  let sender = BEN;
  for (let k = 0; k < LONG_CHAT_MESSAGES; k++) {
    // A sender writes a few messages in a row before the other answers.
    if (rng.next() < 0.45) sender = sender === ADA ? BEN : ADA;
    const text = rng.next() < 0.12 ? rng.pick(LONG_LINES) : rng.pick(LINES);
    messages.push({ u: sender, m: text, t: at });
    at -= rng.int(1, 12) * 60_000;
  }
  // Built newest first so it ends exactly at endMinute; stored oldest first. The newest is ben's, so ada has one unread.
  messages.reverse();
  const newest = messages[messages.length - 1];
  if (newest) newest.u = BEN;
  return messages;
}

let cached: SeedConversation[] | undefined;

/** The seeded conversations (deterministic; built once per process and shared by every reset). */
export function seedConversations(): SeedConversation[] {
  if (cached) return cached;
  const rng = createPrng(20260101);
  const out: SeedConversation[] = [];
  let minute = 0;
  const chat = (a: string, b: string): void => {
    const count = rng.int(1, 4);
    const messages: SeedMessage[] = [];
    for (let k = 0; k < count; k++) {
      minute += rng.int(3, 90);
      messages.push({ u: k % 2 === 0 ? b : a, m: rng.pick(LINES), t: SEED_TIME + minute * 60_000 });
    }
    out.push({ id: directChatId(a, b), type: 'chat', name: '', description: '', members: [a, b], messages });
  };
  const community = (name: string, description: string, members: readonly string[]): void => {
    const messages: SeedMessage[] = [];
    for (let k = 0; k < 3; k++) {
      minute += rng.int(3, 90);
      messages.push({ u: members[k % members.length] ?? ADA, m: rng.pick(COMMUNITY_LINES), t: SEED_TIME + minute * 60_000 });
    }
    out.push({ id: rng.id(14), type: 'community', name, description, members, messages });
  };

  minute += 5;
  out.push({ id: directChatId(ADA, BEN), type: 'chat', name: '', description: '', members: [ADA, BEN], messages: longChat(minute) });
  chat(ADA, CHIDI);
  chat(BEN, CHIDI);
  chat(ADA, EVE);
  community('lagos_devs', 'Builders in Lagos', [ADA, BEN, CHIDI, seedUid(6)]);
  community('rps_league', 'Rock, paper, scissors: weekly league', [BEN, ADA, CHIDI, EVE, seedUid(7)]);
  community('book_club', 'One book a month', [CHIDI, BEN, seedUid(8)]);
  // Ada talks with every extra user: with the above she has 25 conversations (two batches).
  for (const user of SEED_USERS.slice(5, 25)) chat(ADA, user.uid);
  cached = out;
  return out;
}

/** Seeded notifications: [recipient, notification, read]. Oldest first (ids increase in this order). */
export function seedNotifications(): Array<[string, NotificationInput, boolean]> {
  const lagos = seedConversations().find((c) => c.name === 'lagos_devs')?.id ?? '';
  const league = seedConversations().find((c) => c.name === 'rps_league')?.id ?? '';
  const at = (minutes: number): number => SEED_TIME + minutes * 60_000;
  return [
    [ADA, { type: 'follow', text: 'chidi started following you', u: CHIDI, n: 'chidi', link: '/@chidi', t: at(30) }, true],
    [
      ADA,
      { type: 'challenge', text: 'eve challenged you to a game (20 OSBT)', u: EVE, n: 'eve', amount: 20, link: '/play', t: at(200) },
      true,
    ],
    [
      ADA,
      {
        type: 'mention',
        text: 'ben mentioned you in lagos_devs: @ada can you share the slides?',
        u: BEN,
        n: 'ben',
        where: 'lagos_devs',
        excerpt: '@ada can you share the slides?',
        link: `/inbox/${lagos}`,
        t: at(400),
      },
      false,
    ],
    [
      ADA,
      {
        type: 'message',
        text: 'ben sent you a message',
        u: BEN,
        n: 'ben',
        link: `/inbox/${directChatId(ADA, BEN)}`,
        t: at(500),
        key: `message:${directChatId(ADA, BEN)}`,
      },
      false,
    ],
    [BEN, { type: 'follow', text: 'ada started following you', u: ADA, n: 'ada', link: '/@ada', t: at(60) }, false],
    [
      BEN,
      { type: 'challenge', text: 'chidi challenged you to a game (10 OSBT)', u: CHIDI, n: 'chidi', amount: 10, link: '/play', t: at(300) },
      true,
    ],
    [CHIDI, { type: 'follow', text: 'ada started following you', u: ADA, n: 'ada', link: '/@ada', t: at(90) }, false],
    [
      CHIDI,
      { type: 'message', text: 'ben added you to rps_league', u: BEN, n: 'ben', where: 'rps_league', link: `/inbox/${league}`, t: at(120) },
      true,
    ],
  ];
}
