// Seeded conversations: direct chats (12-character ids) and communities (14), with dated messages.
// Ada has more than one inbox batch (spec section 9: 20) so paging has something to page through.
import { createPrng } from '../lib/prng.ts';
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

const LINES = [
  'Hello!', 'How far?', 'Are you free for a game later?', 'Sent you the notes.', 'Thanks, got it.',
  'See you at 5', 'That was a close one 😅', 'Rematch?', 'Check the new post', 'On my way',
  'Good morning', 'Nice one!', 'Where are we meeting?', 'Let me know when you land', 'Haha true',
];

const COMMUNITY_LINES = ['Welcome everyone 👋', 'Meetup on Saturday?', 'New members, say hi!', 'Slides are up', 'Who is in for a tournament?'];

const ADA = seedUid(1);
const BEN = seedUid(2);
const CHIDI = seedUid(3);
const EVE = seedUid(5);

export function seedConversations(): SeedConversation[] {
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
    out.push({ id: rng.id(12), type: 'chat', name: '', description: '', members: [a, b], messages });
  };
  const community = (name: string, description: string, members: readonly string[]): void => {
    const messages: SeedMessage[] = [];
    for (let k = 0; k < 3; k++) {
      minute += rng.int(3, 90);
      messages.push({ u: members[k % members.length] ?? ADA, m: rng.pick(COMMUNITY_LINES), t: SEED_TIME + minute * 60_000 });
    }
    out.push({ id: rng.id(14), type: 'community', name, description, members, messages });
  };

  chat(ADA, BEN);
  chat(ADA, CHIDI);
  chat(BEN, CHIDI);
  chat(ADA, EVE);
  community('lagos_devs', 'Builders in Lagos', [ADA, BEN, CHIDI, seedUid(6)]);
  community('rps_league', 'Rock, paper, scissors: weekly league', [BEN, ADA, CHIDI, EVE, seedUid(7)]);
  community('book_club', 'One book a month', [CHIDI, BEN, seedUid(8)]);
  // Ada talks with every extra user: with the above she has 25 conversations (two batches).
  for (const user of SEED_USERS.slice(5, 25)) chat(ADA, user.uid);
  return out;
}
