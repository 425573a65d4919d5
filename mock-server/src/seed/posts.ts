// Seeded posts (300, so the next created post gets p0000000301 as openapi.yaml's example), of all four types from
// every user with a profile, with tags, @mentions, links and media; plus likes, comments and who follows whom.
// Deterministic: the same seed after every reset, so paging and tests can count on it.
import { normalizeTag } from '../../../contracts/rules/tags.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import type { PostType } from '../lib/types.ts';
import { CLIP_COUNT } from './media/clips.ts';
import { SOUND_COUNT } from './media/sounds.ts';
import { seedAudioKey, seedImageKey, seedVideoKey } from './media/catalogue.ts';
import { SEED_TIME, SEED_USERS, seedUid, type SeedUser } from './users.ts';

export interface SeedComment {
  uid: string;
  text: string;
  createdAt: number;
}

export interface SeedPost {
  id: string;
  uid: string;
  type: PostType;
  text: string;
  tags: string[];
  description: string;
  media: string[];
  country: string;
  createdAt: number;
  likedBy: string[];
  comments: SeedComment[];
}

export const SEED_POST_COUNT = 300;
/** Minutes between two seeded posts (the newest is SEED_TIME + 300 × 17 min). */
export const POST_SPACING_MS = 17 * 60_000;
export const postId = (n: number): string => `p${String(n).padStart(10, '0')}`;

export const FRIEND = '{friend}';
/** Quotes for Text posts (at most 150 characters, spec section 5); {friend} becomes an @mention. */
export const QUOTES = [
  'Good morning from #lagos ☀️ Who is up already?',
  `Who wants a game later? ${FRIEND} you owe me a rematch #play`,
  'New track out now, listen at soundwave.example.com #music',
  `Shipping a new feature today with ${FRIEND} #tech`,
  'What a match! Extra time and penalties 😮 #football',
  `Jollof or fried rice? Settle this ${FRIEND} #food`,
  'Packing for the weekend ✈️ #travel',
  'Hello #osb 👋 first week here and loving it',
  'Big news coming soon #news — details on news.example.org',
  'Reading list for the week: three essays on small software #tech #books',
  `Coffee with ${FRIEND} then straight to work #lagos`,
  'Rain all day. Perfect excuse to stay in and draw #art',
  'Tip: keep your messages short and your games shorter #play',
  `Congrats ${FRIEND} on the launch 🎉 #tech #news`,
  'Learning a new song on guitar, day 12 #music',
  'Street food tour tonight, who is joining? #food #travel',
];
export const CAPTIONS = [
  'Shot on my phone this morning.',
  `Out with ${FRIEND} #travel`,
  'Colours of the evening #art',
  'From the studio #music',
  `Matchday with ${FRIEND} #football`,
  'Kitchen experiments #food',
  'Quick clip from today #osb',
  'Weekend mood #lagos',
];
export const DESCRIPTIONS = [
  '',
  '',
  'More on my blog: notes.example.com',
  'Tell me what you think in the comments.',
  `Thanks ${FRIEND} for the idea!`,
  'Part of a series, more next week. #art',
];
export const EXTRA_TAGS = ['osb', 'lagos', 'play', 'music', 'tech', 'football', 'food', 'travel', 'art', 'news', 'books'];
export const COMMENT_LINES = [
  'Nice one {author}!',
  'Love this 😍',
  '😂😂😂',
  'Where is this?',
  'Count me in #play',
  'So true',
  'Saving this for later',
  'Great shot {author}',
];

/** Hashtags as written in a text (the text recognition of spec section 5 finds the same ones). */
export function hashtagsOf(text: string): string[] {
  return [...text.matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)].map((m) => normalizeTag(m[1] ?? '')).filter(Boolean);
}

function pickOthers(rng: Prng, users: readonly SeedUser[], except: string, count: number): string[] {
  const pool = users.filter((u) => u.uid !== except);
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 10; tries++) out.add(rng.pick(pool).uid);
  return [...out];
}

/** Users with a public profile (a username and a country), who can post and be mentioned. */
export function seedAuthors(): SeedUser[] {
  return SEED_USERS.filter((user) => user.userName !== '' && user.country !== '');
}

export function seedPosts(): SeedPost[] {
  const rng = createPrng(20260202);
  const authors = seedAuthors();
  const posts: SeedPost[] = [];
  for (let n = 1; n <= SEED_POST_COUNT; n++) {
    // Everyone posts at least once (round robin first), then authors are drawn at random.
    const author = n <= authors.length ? authors[n - 1]! : rng.pick(authors);
    const type = rng.pick<PostType>(['Text', 'Text', 'Text', 'Text', 'Images', 'Images', 'Images', 'Video', 'Audio', 'Audio']);
    const friend = rng.pick(authors.filter((u) => u.uid !== author.uid));
    const fill = (line: string): string => line.replaceAll(FRIEND, `@${friend.userName}`);
    const text = type === 'Text' ? fill(rng.pick(QUOTES)) : '';
    const description = type === 'Text' ? fill(rng.pick(DESCRIPTIONS)) : fill(`${rng.pick(CAPTIONS)} ${rng.pick(DESCRIPTIONS)}`.trim());
    const tags = [...new Set([...hashtagsOf(`${text} ${description}`), rng.pick(EXTRA_TAGS)])].slice(0, 10);
    let media: string[] = [];
    if (type === 'Images') media = Array.from({ length: rng.int(1, 4) }, (_, k) => seedImageKey(n, k));
    if (type === 'Video') media = [seedVideoKey(rng.int(1, CLIP_COUNT))];
    if (type === 'Audio') media = [seedAudioKey(rng.int(1, SOUND_COUNT))];
    const createdAt = SEED_TIME + n * POST_SPACING_MS;
    const likedBy = pickOthers(rng, authors, author.uid, rng.int(0, 12));
    const comments: SeedComment[] = [];
    if (rng.next() < 0.35) {
      for (const [k, uid] of pickOthers(rng, authors, author.uid, rng.int(1, 4)).entries()) {
        comments.push({
          uid,
          text: rng.pick(COMMENT_LINES).replace('{author}', `@${author.userName}`),
          createdAt: createdAt + (k + 1) * 7 * 60_000,
        });
      }
    }
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
      likedBy,
      comments,
    });
  }
  return posts;
}

/**
 * Who follows whom. Ada follows ben, chidi, eve, fela and gina (not hugo, so following him visibly changes her
 * Following feed); everyone else follows a few people, and some follow tags.
 */
export function seedFollows(): { users: [string, string][]; tags: [string, string][] } {
  const rng = createPrng(7070);
  const authors = seedAuthors();
  const users: [string, string][] = [seedUid(2), seedUid(3), seedUid(5), seedUid(6), seedUid(7)].map((uid) => [seedUid(1), uid]);
  const tags: [string, string][] = [];
  for (const user of authors) {
    if (user.uid === seedUid(1)) continue;
    for (const uid of pickOthers(rng, authors, user.uid, rng.int(2, 7))) users.push([user.uid, uid]);
    if (rng.next() < 0.4) tags.push([user.uid, rng.pick(EXTRA_TAGS)]);
  }
  return { users, tags };
}
