// The seed at a scale (SEED_SCALE=N, default 1; issue #36 "a hundred times the data"): N times the people, posts,
// messages, pay history, products and places of the ×1 seed, generated from fixed PRNG seeds (the same data on every
// start) and dated before SEED_TIME, on top of the ×1 seed, which stays exactly as it is (×1 adds nothing here).
// The personas get their share, so the SPA's lists have material: ada gets 1,000·N pay movements with the new
// people (N=100: 100,000 activity rows), 50·N conversations (5,000) and a For you feed of 300·N posts.
import { createPrng, type Prng } from '../lib/prng.ts';
import type { StoredPlace } from '../store/map.ts';
import type { PostType } from '../lib/types.ts';
import { LINES, LONG_LINES, COMMUNITY_LINES } from './inbox.ts';
import type { MarketCategory } from './market.ts';
import { CLIP_COUNT } from './media/clips.ts';
import { SOUND_COUNT } from './media/sounds.ts';
import { seedAudioKey, seedImageKey, seedVideoKey } from './media/catalogue.ts';
import {
  CAPTIONS,
  COMMENT_LINES,
  DESCRIPTIONS,
  EXTRA_TAGS,
  FRIEND,
  hashtagsOf,
  POST_SPACING_MS,
  postId,
  QUOTES,
  SEED_POST_COUNT,
  type SeedPost,
} from './posts.ts';
import { PLACES, SEED_TIME, SEED_USERS, seedUid, type SeedUser } from './users.ts';
import { parseWholeNumberSetting } from '../lib/env-settings.ts';

/** Past this the mock's memory (about 10 MB of messages per step) stops being reasonable for a laptop. */
export const MAX_SEED_SCALE = 200;

/** SEED_SCALE as written: unset or empty is 1; anything but a whole number from 1 to MAX_SEED_SCALE is refused. */
export function parseSeedScale(raw: string | undefined): number {
  return parseWholeNumberSetting('SEED_SCALE', raw, 1, 1, MAX_SEED_SCALE);
}

/** The scale of this process (read once: every area seeds from it, and every reset seeds the same again). */
export const SEED_SCALE = parseSeedScale(process.env.SEED_SCALE);

/** What ×1 holds (about), so what ×N aims at in all: N times each (the figures at ×100). */
export const SCALE_UNIT = {
  people: 30,
  posts: 300,
  messages: 10_000,
  /** ada's pay movements with the scaled people (×1 has her own few dozen, not counted here). */
  payRows: 1_000,
  /** ada's conversations. */
  chats: 50,
  products: 40,
  places: 200,
} as const;

/** How many to add to a ×1 seed that holds `base` of a kind so that ×`scale` holds unit × scale (0 at ×1). */
export function extraCount(kind: keyof typeof SCALE_UNIT, scale: number, base: number): number {
  return scale <= 1 ? 0 : Math.max(0, SCALE_UNIT[kind] * scale - base);
}

const DAY = 86_400_000;
const ADA = seedUid(1);

// Plausible names from the places the seed's people come from; first × last gives 3,000 distinct people.
const FIRST = [
  'Adaeze',
  'Babajide',
  'Chioma',
  'Damilola',
  'Emeka',
  'Funmi',
  'Gbenga',
  'Halima',
  'Ifeoma',
  'Jumoke',
  'Kelechi',
  'Lola',
  'Musa',
  'Ngozi',
  'Obinna',
  'Patience',
  'Rahul',
  'Sunita',
  'Tariq',
  'Uma',
  'Victor',
  'Wanjiru',
  'Xavier',
  'Yemi',
  'Zainab',
  'Amara',
  'Bilal',
  'Chloe',
  'Diego',
  'Elena',
  'Farah',
  'George',
  'Hana',
  'Ivan',
  'Jasmine',
  'Kofi',
  'Lucia',
  'Mateo',
  'Nadia',
  'Omar',
  'Paula',
  'Ravi',
  'Sofia',
  'Thabo',
  'Ursula',
  'Vikram',
  'Wei',
  'Yara',
  'Zoe',
  'Akosua',
  'Ben',
  'Carmen',
  'Dmitri',
  'Esi',
  'Felix',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kwame',
] as const;
const LAST = [
  'Adeyemi',
  'Okafor',
  'Balogun',
  'Eze',
  'Mensah',
  'Kamau',
  'Otieno',
  'Naidoo',
  'Dlamini',
  'Sharma',
  'Patel',
  'Khan',
  'Tanaka',
  'Suzuki',
  'Chen',
  'Wang',
  'Garcia',
  'Lopez',
  'Muller',
  'Schmidt',
  'Dubois',
  'Martin',
  'Smith',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Santos',
  'Silva',
  'Rossi',
  'Ivanova',
  'Kowalski',
  'Haddad',
  'Mansour',
  'Osei',
  'Boateng',
  'Abubakar',
  'Bello',
  'Okonkwo',
  'Nwosu',
  'Fischer',
  'Meyer',
  'Tremblay',
  'Roy',
  'Singh',
  'Gupta',
  'Hassan',
  'Ali',
  'Kim',
  'Park',
] as const;

export interface ScaledUser extends SeedUser {
  /** The name people see (account profile), e.g. "Chioma Okafor". */
  displayName: string;
}

/** The people beyond the ×1 thirty: seedUid(31) on, with usernames like chioma_okafor, all with a profile. */
export function scaledUsers(scale: number): ScaledUser[] {
  const count = extraCount('people', scale, SEED_USERS.length);
  const rng = createPrng(36_001);
  const taken = new Set(SEED_USERS.map((user) => user.userName));
  const out: ScaledUser[] = [];
  for (let k = 0; k < count; k++) {
    const first = FIRST[k % FIRST.length] ?? 'Ada';
    const last = LAST[Math.floor(k / FIRST.length) % LAST.length] ?? 'Obi';
    const round = Math.floor(k / (FIRST.length * LAST.length));
    let userName = `${first}_${last}`.toLowerCase().slice(0, 22) + (round > 0 ? String(round) : '');
    if (taken.has(userName)) userName = `${userName}_${k}`;
    taken.add(userName);
    const [country, currency, timeZone] = rng.pick(PLACES);
    out.push({
      uid: seedUid(SEED_USERS.length + k + 1),
      email: `${userName}@example.com`,
      userName,
      isVerified: rng.next() < 0.35,
      isStaff: false,
      country,
      currency,
      userCountry: country,
      timeZone,
      todo: '',
      osbt: 1000 * rng.int(1, 20),
      // Joined before any of their history (which starts a year before SEED_TIME).
      joinedDaysAgo: rng.int(420, 1200) + 0.5,
      displayName: `${first} ${last}`,
    });
  }
  return out;
}

/** The ×1 authors (a username and a country) and the scaled people: who the scaled posts and chats are by. */
function authorsAt(scale: number): SeedUser[] {
  return [...SEED_USERS.filter((user) => user.userName !== '' && user.country !== ''), ...scaledUsers(scale)];
}

/** `count` distinct uids of `pool` other than `except` (fewer if the pool is small). */
function someOthers(rng: Prng, pool: readonly SeedUser[], except: string, count: number): string[] {
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 4; tries++) {
    const uid = rng.pick(pool).uid;
    if (uid !== except) out.add(uid);
  }
  return [...out];
}

/**
 * Posts p0000000301 on, one every 17 minutes going back from SEED_TIME (×100: 29,700 over the year before), of
 * the four types, by the ×1 authors and the scaled people, with tags, mentions, media, likes and comments.
 */
export function scaledPosts(scale: number): SeedPost[] {
  const count = extraCount('posts', scale, SEED_POST_COUNT);
  const rng = createPrng(36_002);
  const authors = authorsAt(scale);
  const nameOf = new Map(authors.map((user) => [user.uid, user.userName]));
  const posts: SeedPost[] = [];
  for (let k = 0; k < count; k++) {
    const n = SEED_POST_COUNT + k + 1;
    const author = rng.pick(authors);
    const type = rng.pick<PostType>(['Text', 'Text', 'Text', 'Text', 'Images', 'Images', 'Images', 'Video', 'Audio', 'Audio']);
    const friend = someOthers(rng, authors, author.uid, 1)[0] ?? ADA;
    const fill = (line: string): string => line.replaceAll(FRIEND, `@${nameOf.get(friend) ?? 'ada'}`);
    const text = type === 'Text' ? fill(rng.pick(QUOTES)) : '';
    const description = type === 'Text' ? fill(rng.pick(DESCRIPTIONS)) : fill(`${rng.pick(CAPTIONS)} ${rng.pick(DESCRIPTIONS)}`.trim());
    const tags = [...new Set([...hashtagsOf(`${text} ${description}`), rng.pick(EXTRA_TAGS)])].slice(0, 10);
    let media: string[] = [];
    if (type === 'Images') media = Array.from({ length: rng.int(1, 4) }, (_, index) => seedImageKey(n, index));
    if (type === 'Video') media = [seedVideoKey(rng.int(1, CLIP_COUNT))];
    if (type === 'Audio') media = [seedAudioKey(rng.int(1, SOUND_COUNT))];
    const createdAt = SEED_TIME - (k + 1) * POST_SPACING_MS;
    const comments =
      rng.next() < 0.25
        ? someOthers(rng, authors, author.uid, rng.int(1, 3)).map((uid, index) => ({
            uid,
            text: rng.pick(COMMENT_LINES).replace('{author}', `@${author.userName}`),
            createdAt: createdAt + (index + 1) * 7 * 60_000,
          }))
        : [];
    posts.push({
      id: postId(n),
      uid: author.uid,
      type,
      text,
      tags,
      description,
      media,
      country: author.country,
      createdAt,
      likedBy: someOthers(rng, authors, author.uid, rng.int(0, 8)),
      comments,
    });
  }
  return posts;
}

/** A scaled conversation, without its messages (scaledMessages() deals them out). */
export interface ScaledConversation {
  type: 'chat' | 'community';
  /** A community's id (14 characters; a chat's id comes from its pair, store/inbox.ts). */
  id?: string;
  name: string;
  description: string;
  members: string[];
  /** How many messages it holds. */
  messages: number;
}

const COMMUNITY_TOPICS = ['runners', 'founders', 'gamers', 'readers', 'cooks', 'photographers', 'coders', 'travellers', 'musicians'];

/**
 * The scaled conversations: ada with every scaled person (a few messages each) and in communities until she has
 * 50·N conversations, then chats between scaled people holding the rest of the 10,000·N messages.
 * `baseMessages`: how many the ×1 seed holds; `adaBase`: ada's ×1 conversation count.
 */
export function scaledConversations(scale: number, baseMessages: number, adaBase: number): ScaledConversation[] {
  const total = extraCount('messages', scale, baseMessages);
  if (total === 0) return [];
  const rng = createPrng(36_003);
  const people = scaledUsers(scale);
  const out: ScaledConversation[] = [];
  let left = total;
  const take = (wanted: number): number => {
    const count = Math.max(1, Math.min(wanted, left));
    left -= count;
    return count;
  };
  for (const person of people)
    out.push({ type: 'chat', name: '', description: '', members: [ADA, person.uid], messages: take(rng.int(2, 8)) });
  const communities = Math.max(0, extraCount('chats', scale, adaBase) - people.length);
  const communityIds = new Set<string>();
  for (let k = 0; k < communities; k++) {
    const topic = rng.pick(COMMUNITY_TOPICS);
    const city = rng.pick(PLACES)[2].split('/')[1]?.toLowerCase() ?? 'lagos';
    let id = rng.id(14);
    while (communityIds.has(id)) id = rng.id(14);
    communityIds.add(id);
    out.push({
      type: 'community',
      id,
      // Community names are 3–24 letters, digits or underscores (contracts/rules/community.ts).
      name: `${city.slice(0, 8)}_${topic.slice(0, 8)}_${k + 1}`,
      description: `${topic.charAt(0).toUpperCase()}${topic.slice(1)} of ${city.replaceAll('_', ' ')}`,
      members: [ADA, ...someOthers(rng, people, ADA, rng.int(2, 12))],
      messages: take(rng.int(3, 12)),
    });
  }
  // The rest between the scaled people: each pair once.
  const pairs = new Set<string>();
  while (left > 0 && people.length > 1) {
    const a = rng.pick(people).uid;
    const b = rng.pick(people).uid;
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (a === b || pairs.has(key)) continue;
    pairs.add(key);
    out.push({ type: 'chat', name: '', description: '', members: [a, b], messages: take(rng.int(20, 110)) });
  }
  return out;
}

/** Receives one message of scaledMessages(): which conversation (index into scaledConversations()), who, what, when. */
export type ScaledMessageSink = (conversation: number, u: string, m: string, t: number) => void;

/**
 * Every message of `conversations` in time order (so ids, which increase over the whole inbox, follow time),
 * dealt out at random over the year before SEED_TIME, each conversation's senders taking turns now and then.
 * A callback rather than a list: a million message objects at once would double the seed's memory.
 */
export function scaledMessages(conversations: readonly ScaledConversation[], sink: ScaledMessageSink): number {
  const rng = createPrng(36_004);
  let total = 0;
  for (const c of conversations) total += c.messages;
  const order = new Int32Array(total);
  let at = 0;
  conversations.forEach((c, index) => {
    order.fill(index, at, at + c.messages);
    at += c.messages;
  });
  for (let k = total - 1; k > 0; k--) {
    const j = Math.floor(rng.next() * (k + 1));
    const swap = order[k]!;
    order[k] = order[j]!;
    order[j] = swap;
  }
  const start = SEED_TIME - 365 * DAY;
  const step = (365 * DAY - 60_000) / Math.max(1, total);
  const sender = new Int32Array(conversations.length);
  for (let k = 0; k < total; k++) {
    const index = order[k]!;
    const c = conversations[index]!;
    if (rng.next() < 0.45) sender[index] = (sender[index]! + 1 + Math.floor(rng.next() * (c.members.length - 1))) % c.members.length;
    const line = c.type === 'community' ? rng.pick(COMMUNITY_LINES) : rng.next() < 0.1 ? rng.pick(LONG_LINES) : rng.pick(LINES);
    sink(index, c.members[sender[index]!] ?? ADA, line, Math.floor(start + k * step));
  }
  return total;
}

/** One scaled pay movement pair's first half: ada sends to a scaled person or they send to her (she stays even). */
export interface ScaledPayment {
  from: string;
  to: string;
  /** Whole OSBT. */
  amount: number;
  note: string;
  at: number;
}

const PAY_NOTES = ['Lunch', 'Taxi', 'Game night', 'Tickets', 'Groceries', 'Thanks!', 'Birthday gift', 'Rent share', 'Books', ''];

/**
 * ada's scaled pay history: 1,000·N OSBT sends over the year before SEED_TIME, in pairs (she sends an amount to
 * someone, later they send the same back), so her balance ends where the ×1 seed leaves it.
 */
export function scaledPayments(scale: number): ScaledPayment[] {
  const count = extraCount('payRows', scale, 0);
  const people = scaledUsers(scale);
  if (count === 0 || people.length === 0) return [];
  const rng = createPrng(36_005);
  const out: ScaledPayment[] = [];
  const start = SEED_TIME - 360 * DAY;
  const step = (350 * DAY) / count;
  for (let k = 0; k + 1 < count; k += 2) {
    const other = rng.pick(people).uid;
    const amount = rng.int(1, 40);
    const note = rng.pick(PAY_NOTES);
    out.push({ from: ADA, to: other, amount, note, at: Math.floor(start + k * step) });
    out.push({ from: other, to: ADA, amount, note: note && `Re: ${note}`, at: Math.floor(start + (k + 1) * step) });
  }
  return out;
}

/** A scaled market product (ids follow the ×1 seed's), sold by a scaled person. */
export interface ScaledProduct {
  title: string;
  description: string;
  category: MarketCategory;
  featured: boolean;
  price: number;
  stock: number;
  seller: string;
  sold: number;
}

const PRODUCT_WORDS: Record<MarketCategory, { items: readonly string[]; traits: readonly string[] }> = {
  electronics: {
    items: ['wireless earbuds', 'power bank', 'USB-C charger', 'smart watch', 'bluetooth speaker', 'laptop stand', 'webcam', 'keyboard'],
    traits: ['compact', 'fast-charging', 'water-resistant', 'travel', 'pro', 'slim'],
  },
  foods: {
    items: ['green tea', 'plantain chips', 'honey', 'coffee beans', 'pepper sauce', 'granola', 'dried mango', 'cocoa powder'],
    traits: ['organic', 'spicy', 'smoked', 'family pack', 'single-origin', 'sugar-free'],
  },
  clothings: {
    items: ['t-shirt', 'sneakers', 'ankara dress', 'hoodie', 'cap', 'scarf', 'sandals', 'chinos'],
    traits: ['cotton', 'slim fit', 'handmade', 'recycled', 'linen', 'classic'],
  },
  others: {
    items: ['notebook', 'plant pot', 'yoga mat', 'water bottle', 'candle', 'board game', 'backpack', 'phone case'],
    traits: ['reusable', 'ceramic', 'large', 'eco', 'waxed', 'foldable'],
  },
};
const CATEGORIES: readonly MarketCategory[] = ['electronics', 'foods', 'clothings', 'others'];

/** 40·N products in all, the ×1 seed's first, by the scaled people (so no persona's own shelf changes). */
export function scaledProducts(scale: number, base: number): ScaledProduct[] {
  const count = extraCount('products', scale, base);
  const people = scaledUsers(scale);
  if (count === 0 || people.length === 0) return [];
  const rng = createPrng(36_006);
  const out: ScaledProduct[] = [];
  for (let k = 0; k < count; k++) {
    const category = CATEGORIES[k % CATEGORIES.length] ?? 'others';
    const words = PRODUCT_WORDS[category];
    const item = rng.pick(words.items);
    const trait = rng.pick(words.traits);
    out.push({
      title: `${trait.charAt(0).toUpperCase()}${trait.slice(1)} ${item}`,
      description: `A ${trait} ${item}, sold by ${rng.pick(people).displayName.split(' ')[0] ?? 'us'}'s shop.`,
      category,
      featured: rng.next() < 0.03,
      price: rng.int(3, 400),
      stock: rng.int(0, 60),
      seller: rng.pick(people).uid,
      sold: rng.int(0, 300),
    });
  }
  return out;
}

/** A scaled map place: near one of the seed's cities, added by a scaled person. */
/** A generated place: what the map store keeps, before the store gives it its code. */
export type ScaledPlace = Omit<StoredPlace, 'code'>;

const CITIES: ReadonlyArray<readonly [string, string, number, number]> = [
  ['Lagos', 'NG', 6.45, 3.4],
  ['Abuja', 'NG', 9.06, 7.49],
  ['Nairobi', 'KE', -1.29, 36.82],
  ['Accra', 'GH', 5.6, -0.19],
  ['London', 'GB', 51.51, -0.13],
  ['New York', 'US', 40.73, -73.99],
  ['Toronto', 'CA', 43.65, -79.38],
  ['Berlin', 'DE', 52.52, 13.4],
  ['Paris', 'FR', 48.86, 2.35],
  ['Mumbai', 'IN', 19.08, 72.88],
  ['Tokyo', 'JP', 35.68, 139.69],
  ['Johannesburg', 'ZA', -26.2, 28.05],
];
const PLACE_KINDS: ReadonlyArray<readonly [ScaledPlace['category'], readonly string[]]> = [
  ['food', ['Grill', 'Kitchen', 'Bukka', 'Canteen', 'Bistro']],
  ['cafe', ['Coffee', 'Café', 'Tea House', 'Roastery']],
  ['shop', ['Market', 'Books', 'Store', 'Corner Shop']],
  ['park', ['Gardens', 'Park', 'Green']],
  ['landmark', ['Gallery', 'Museum', 'Square', 'Monument']],
];
const PLACE_NAMES = ['Sunrise', 'Harbour', 'Baobab', 'Olive', 'Northside', 'Palm', 'Riverside', 'Unity', 'Golden', 'Old Town'];
const STREETS = ['Market St', 'Station Rd', 'Church St', 'High St', 'Park Ave', 'Bridge Rd', 'Hill St'];

/** 200·N places in all, the ×1 seed's first, scattered within ~15 km of twelve cities, dated over the last two years. */
export function scaledPlaces(scale: number, base: number, now: number): ScaledPlace[] {
  const count = extraCount('places', scale, base);
  const people = scaledUsers(scale);
  if (count === 0 || people.length === 0) return [];
  const rng = createPrng(36_007);
  const out: ScaledPlace[] = [];
  for (let k = 0; k < count; k++) {
    const [city, country, lat, lng] = rng.pick(CITIES);
    const [category, kinds] = rng.pick(PLACE_KINDS);
    const name = `${rng.pick(PLACE_NAMES)} ${rng.pick(kinds)}`;
    out.push({
      name,
      category,
      lat: Math.round((lat + (rng.next() - 0.5) * 0.27) * 10_000) / 10_000,
      lng: Math.round((lng + (rng.next() - 0.5) * 0.27) * 10_000) / 10_000,
      address: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
      city,
      country,
      description: '',
      addedBy: rng.pick(people).uid,
      createdAt: now - rng.int(40, 730) * DAY,
    });
  }
  return out;
}
