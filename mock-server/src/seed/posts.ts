// Seeded posts: 300, so the next created post gets p0000000301 (as openapi.yaml's example).
import { createPrng } from '../lib/prng.ts';
import type { PostType } from '../lib/types.ts';
import { SEED_TIME, SEED_USERS } from './users.ts';

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
}

export const SEED_POST_COUNT = 300;
export const postId = (n: number): string => `p${String(n).padStart(10, '0')}`;

const TAGS = ['osb', 'lagos', 'play', 'music', 'tech', 'football', 'food', 'travel', 'art', 'news'];
const TEXTS = [
  'Good morning from #lagos', 'Who wants a game? #play', 'New track out now #music', 'Shipping a new feature today #tech',
  'What a match! #football', 'Jollof or fried rice? #food', 'Packing for the weekend #travel', 'Sketch of the day #art',
  'Hello #osb', 'Big news coming soon #news',
];

export function seedPosts(): SeedPost[] {
  const rng = createPrng(20260202);
  const authors = SEED_USERS.filter((user) => user.userName !== '');
  const posts: SeedPost[] = [];
  for (let n = 1; n <= SEED_POST_COUNT; n++) {
    const author = rng.pick(authors);
    const type = rng.pick<PostType>(['Text', 'Text', 'Text', 'Images', 'Video', 'Audio']);
    const text = rng.pick(TEXTS);
    const tags = [...new Set([rng.pick(TAGS), rng.pick(TAGS)])];
    const mediaCount = type === 'Images' ? rng.int(1, 4) : type === 'Text' ? 0 : 1;
    const media = Array.from({ length: mediaCount }, (_, k) => `posts/${postId(n)}/${k}.${type === 'Images' ? 'jpg' : type === 'Video' ? 'mp4' : 'webm'}`);
    posts.push({
      id: postId(n),
      uid: author.uid,
      type,
      text,
      tags,
      description: '',
      media,
      country: author.country,
      createdAt: SEED_TIME + n * 17 * 60_000,
    });
  }
  return posts;
}
