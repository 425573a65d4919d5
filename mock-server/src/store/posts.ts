// Posts of the main platform.
import type { NewPost } from '../lib/types.ts';
import { postId } from '../seed/posts.ts';

export interface PostRecord extends NewPost {
  id: string;
  uid: string;
  createdAt: number;
}

export interface PostsRepo {
  create(uid: string, input: NewPost, now: number): PostRecord;
  /** Adds a post with its own id (seeding). */
  insert(post: PostRecord): void;
  get(id: string): PostRecord | undefined;
  /** Newest first. */
  all(): PostRecord[];
  reset(): void;
}

export function createPostsRepo(): PostsRepo {
  let posts = new Map<string, PostRecord>();
  let lastNumber = 0;
  return {
    create(uid, input, now) {
      lastNumber += 1;
      const post: PostRecord = {
        id: postId(lastNumber),
        uid,
        type: input.type,
        text: input.text,
        tags: [...input.tags],
        description: input.description,
        media: [...input.media],
        country: input.country,
        createdAt: now,
      };
      posts.set(post.id, post);
      return post;
    },
    insert(post) {
      posts.set(post.id, post);
      const match = /^p(\d+)$/.exec(post.id);
      if (match) lastNumber = Math.max(lastNumber, Number(match[1]));
    },
    get: (id) => posts.get(id),
    all: () => [...posts.values()].reverse(),
    reset() {
      posts = new Map();
      lastNumber = 0;
    },
  };
}
