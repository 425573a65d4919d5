// Posts of the main platform with their likes and comments, the feeds built from them (newest first, ties by
// id, so every page is deterministic), and the follows and media repos. Those two live with the posts so that
// resetting the posts (which /__mock/reset does) restores the whole social seed in one place.
import type { components } from '../../../contracts/api/schema.d.ts';
import { normalizeTag } from '../../../contracts/rules/tags.ts';
import type { NewPost, PostUpdate } from '../lib/types.ts';
import { postId, seedFollows, type SeedComment } from '../seed/posts.ts';
import { createFollowsRepo, type FollowsRepo } from './follows.ts';
import { createMediaRepo, type MediaRepo } from './media.ts';
import { nidOf, type UserRecord } from './users.ts';

export type PostView = components['schemas']['Post'];
export type CommentView = components['schemas']['Comment'];
export type ProfileSummary = components['schemas']['ProfileSummary'];
export type FeedName = components['schemas']['FeedName'];

/** Posts per feed page (For you, Following, a profile, a tag). */
export const FEED_PAGE_SIZE = 10;
/** Comments per page. */
export const COMMENTS_PAGE_SIZE = 20;
/** The most newer posts one "new posts" answer lists. */
export const NEW_POSTS_LIMIT = 50;

export interface PostRecord extends NewPost {
  id: string;
  uid: string;
  createdAt: number;
  /** The last edit, if any. */
  editedAt?: number;
}

export interface CommentRecord {
  id: string;
  postId: string;
  uid: string;
  text: string;
  createdAt: number;
}

export interface PostsRepo {
  create(uid: string, input: NewPost, now: number): PostRecord;
  /** Adds a post with its own id, and the seed's likes and comments (seeding). */
  insert(post: PostRecord & { likedBy?: readonly string[]; comments?: readonly SeedComment[] }): void;
  get(id: string): PostRecord | undefined;
  /** Replaces a post's editable fields (quote text, tags, description); its place in the feeds stays. */
  update(id: string, edit: Omit<PostUpdate, 'id'>, now: number): PostRecord | undefined;
  /** Deletes a post with its likes and comments; it stays known as a feed cursor (cursor()). */
  remove(id: string): void;
  /** Where a post stood in feed order, deleted or not: the "new posts" check's cursor. */
  cursor(id: string): Pick<PostRecord, 'id' | 'createdAt'> | undefined;
  /** Newest first (ties: higher id first). */
  all(): readonly PostRecord[];
  /** A feed for `uid`: every post, or those of the people and tags they follow and their own. */
  feed(name: FeedName, uid: string): PostRecord[];
  /** The same feed in the same order, read lazily: a page costs what it holds, not what the feed holds. */
  feedPosts(name: FeedName, uid: string): Iterable<PostRecord>;
  /** Newest first; the index itself (kept as posts come and go), not a copy. */
  byAuthor(uid: string): readonly PostRecord[];
  /** Newest first; the index itself, not a copy. */
  byTag(tag: string): readonly PostRecord[];
  like(id: string, uid: string): void;
  unlike(id: string, uid: string): void;
  likeCount(id: string): number;
  likes(id: string, uid: string): boolean;
  comments(id: string): readonly CommentRecord[];
  addComment(id: string, uid: string, text: string, now: number): CommentRecord;
  comment(commentId: string): CommentRecord | undefined;
  /** Deletes a comment; answers the post's comment count after it. */
  removeComment(commentId: string): number;
  follows: FollowsRepo;
  media: MediaRepo;
  reset(): void;
}

const commentId = (n: number): string => `cm${String(n).padStart(10, '0')}`;

type Placed = Pick<PostRecord, 'id' | 'createdAt'>;
export const newestFirst = (a: Placed, b: Placed): number => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The first index of `list` (newest first) whose post does not come before `post`. */
function placeOf(list: readonly PostRecord[], post: Placed): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newestFirst(list[mid]!, post) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** An index of posts by key (author, tag), each list newest first like the feeds. */
class PostIndex {
  private readonly lists = new Map<string, PostRecord[]>();
  get(key: string): readonly PostRecord[] {
    return this.lists.get(key) ?? [];
  }
  add(key: string, post: PostRecord): void {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = []));
    list.splice(placeOf(list, post), 0, post);
  }
  delete(key: string, post: PostRecord): void {
    const list = this.lists.get(key);
    if (!list) return;
    const at = placeOf(list, post);
    if (list[at] === post) list.splice(at, 1);
  }
}

/** Lists that are each newest first, merged into one newest-first run, a post in several lists once. */
function* merged(lists: readonly (readonly PostRecord[])[]): Generator<PostRecord> {
  const heads = lists.map(() => 0);
  let previous: PostRecord | undefined;
  for (;;) {
    let best = -1;
    for (let k = 0; k < lists.length; k++) {
      const candidate = lists[k]![heads[k]!];
      if (candidate && (best < 0 || newestFirst(candidate, lists[best]![heads[best]!]!) < 0)) best = k;
    }
    if (best < 0) return;
    const post = lists[best]![heads[best]!]!;
    heads[best]! += 1;
    if (post !== previous) yield post;
    previous = post;
  }
}

/** Tags as stored: normalised (lower-case, NFC; contracts/rules/tags.ts) and each once, so "Música" and "música" are one tag. */
function storedTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeTag))];
}

export function createPostsRepo(): PostsRepo {
  let posts = new Map<string, PostRecord>();
  let likes = new Map<string, Set<string>>();
  let comments = new Map<string, CommentRecord[]>();
  // Deleted posts' places, so a reader whose newest post was deleted still hears of newer ones.
  let removed = new Map<string, number>();
  // Every post newest first, and by author and by tag: kept as posts come, change tags and go, so a page of a
  // profile, a tag or a feed reads from the place it starts (30,000 posts at SEED_SCALE=100; issue #36).
  let sorted: PostRecord[] = [];
  let byAuthor = new PostIndex();
  let byTag = new PostIndex();
  let lastNumber = 0;
  let lastComment = 0;
  const follows = createFollowsRepo();
  const media = createMediaRepo();

  const store = (post: PostRecord): void => {
    posts.set(post.id, post);
    sorted.splice(placeOf(sorted, post), 0, post);
    byAuthor.add(post.uid, post);
    for (const tag of post.tags) byTag.add(tag, post);
  };
  const all = (): readonly PostRecord[] => sorted;
  function* following(uid: string): Generator<PostRecord> {
    const sources = [byAuthor.get(uid)];
    for (const person of follows.following(uid)) sources.push(byAuthor.get(person));
    for (const tag of follows.tags(uid)) sources.push(byTag.get(tag));
    yield* merged(sources);
  }
  const addComment = (id: string, uid: string, text: string, now: number): CommentRecord => {
    lastComment += 1;
    const comment: CommentRecord = { id: commentId(lastComment), postId: id, uid, text, createdAt: now };
    const list = comments.get(id) ?? [];
    list.push(comment);
    comments.set(id, list);
    return comment;
  };

  return {
    create(uid, input, now) {
      lastNumber += 1;
      const post: PostRecord = {
        id: postId(lastNumber),
        uid,
        type: input.type,
        text: input.text,
        tags: storedTags(input.tags),
        description: input.description,
        media: [...input.media],
        country: input.country,
        createdAt: now,
      };
      store(post);
      return post;
    },
    insert({ likedBy, comments: seeded, ...post }) {
      store(post);
      const match = /^p(\d+)$/.exec(post.id);
      if (match) lastNumber = Math.max(lastNumber, Number(match[1]));
      if (likedBy?.length) likes.set(post.id, new Set(likedBy));
      for (const comment of seeded ?? []) addComment(post.id, comment.uid, comment.text, comment.createdAt);
    },
    get: (id) => posts.get(id),
    update(id, edit, now) {
      const post = posts.get(id);
      if (!post) return undefined;
      // Same object, so the sorted feed (by createdAt and id, neither of which changes) stays valid; the tags move.
      for (const tag of post.tags) byTag.delete(tag, post);
      Object.assign(post, { text: edit.text, tags: storedTags(edit.tags), description: edit.description, editedAt: now });
      for (const tag of post.tags) byTag.add(tag, post);
      return post;
    },
    remove(id) {
      const post = posts.get(id);
      if (!post) return;
      posts.delete(id);
      likes.delete(id);
      comments.delete(id);
      removed.set(id, post.createdAt);
      const at = placeOf(sorted, post);
      if (sorted[at] === post) sorted.splice(at, 1);
      byAuthor.delete(post.uid, post);
      for (const tag of post.tags) byTag.delete(tag, post);
    },
    cursor(id) {
      const post = posts.get(id);
      if (post) return post;
      const createdAt = removed.get(id);
      return createdAt === undefined ? undefined : { id, createdAt };
    },
    all,
    feed: (name, uid) => (name === 'forYou' ? [...sorted] : [...following(uid)]),
    feedPosts: (name, uid) => (name === 'forYou' ? sorted : following(uid)),
    byAuthor: (uid) => byAuthor.get(uid),
    byTag: (tag) => byTag.get(normalizeTag(tag)),
    like(id, uid) {
      const set = likes.get(id) ?? new Set();
      set.add(uid);
      likes.set(id, set);
    },
    unlike: (id, uid) => void likes.get(id)?.delete(uid),
    likeCount: (id) => likes.get(id)?.size ?? 0,
    likes: (id, uid) => likes.get(id)?.has(uid) ?? false,
    comments: (id) => comments.get(id) ?? [],
    addComment,
    comment(commentId) {
      for (const list of comments.values()) {
        const found = list.find((comment) => comment.id === commentId);
        if (found) return found;
      }
      return undefined;
    },
    removeComment(commentId) {
      for (const [postId, list] of comments) {
        const index = list.findIndex((comment) => comment.id === commentId);
        if (index < 0) continue;
        list.splice(index, 1);
        return comments.get(postId)?.length ?? 0;
      }
      return 0;
    },
    follows,
    media,
    reset() {
      posts = new Map();
      likes = new Map();
      comments = new Map();
      removed = new Map();
      sorted = [];
      byAuthor = new PostIndex();
      byTag = new PostIndex();
      lastNumber = 0;
      lastComment = 0;
      follows.reset(seedFollows());
      media.reset();
    },
  };
}

/** A page of a list: the items, and whether more follow. */
export function pageOf<T>(list: readonly T[], page: number, size: number): { list: T[]; page: number; hasMore: boolean } {
  const start = (page - 1) * size;
  return { list: list.slice(start, start + size), page, hasMore: start + size < list.length };
}

/** pageOf() of a lazily read list: reads one item past the page (to know whether more follow), never the rest. */
export function pageOfIterable<T>(items: Iterable<T>, page: number, size: number): { list: T[]; page: number; hasMore: boolean } {
  if (Array.isArray(items)) return pageOf(items as readonly T[], page, size);
  const start = (page - 1) * size;
  const list: T[] = [];
  let index = 0;
  for (const item of items) {
    if (index >= start + size) return { list, page, hasMore: true };
    if (index >= start) list.push(item);
    index += 1;
  }
  return { list, page, hasMore: false };
}

/** A user as others see them write: the record, and the display name they chose (account profile; '' for none). */
export type Author = UserRecord & { displayName?: string };

/** `uid` as an author: their record with the display name from their account profile. */
export function authorOf(
  store: { users: { get(uid: string): UserRecord | undefined }; accountProfiles: { get(uid: string): { displayName: string } } },
  uid: string,
): Author | undefined {
  const user = store.users.get(uid);
  return user && { ...user, displayName: store.accountProfiles.get(uid).displayName };
}

/** The public face of a user, or null when they have no profile yet (no username or country). */
export function summaryOf(user: Author | undefined): ProfileSummary | null {
  if (!user || nidOf(user) === null) return null;
  return {
    uid: user.uid,
    userName: user.userName,
    isVerified: user.isVerified,
    country: user.country,
    ...(user.displayName === undefined ? {} : { displayName: user.displayName }),
  };
}

/** A post as openapi's `Post`, as `viewer` sees it (liked or not); null when its author has no profile. */
export function postView(repo: PostsRepo, post: PostRecord, viewer: string, author: Author | undefined): PostView | null {
  const summary = summaryOf(author);
  if (!summary) return null;
  return {
    id: post.id,
    author: summary,
    type: post.type,
    text: post.text,
    tags: [...post.tags],
    description: post.description,
    media: [...post.media],
    country: post.country,
    createdAt: post.createdAt,
    ...(post.editedAt === undefined ? {} : { editedAt: post.editedAt }),
    likes: repo.likeCount(post.id),
    comments: repo.comments(post.id).length,
    liked: repo.likes(post.id, viewer),
  };
}

export function commentView(comment: CommentRecord, author: Author | undefined): CommentView | null {
  const summary = summaryOf(author);
  if (!summary) return null;
  return { id: comment.id, postId: comment.postId, author: summary, text: comment.text, createdAt: comment.createdAt };
}
