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
  byAuthor(uid: string): PostRecord[];
  byTag(tag: string): PostRecord[];
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

const newestFirst = (a: PostRecord, b: PostRecord): number => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

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
  let sorted: PostRecord[] | null = null;
  let lastNumber = 0;
  let lastComment = 0;
  const follows = createFollowsRepo();
  const media = createMediaRepo();

  const store = (post: PostRecord): void => {
    posts.set(post.id, post);
    sorted = null;
  };
  const all = (): PostRecord[] => (sorted ??= [...posts.values()].sort(newestFirst));
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
      // Same object, so the sorted feed (by createdAt and id, neither of which changes) stays valid.
      Object.assign(post, { text: edit.text, tags: storedTags(edit.tags), description: edit.description, editedAt: now });
      return post;
    },
    remove(id) {
      const post = posts.get(id);
      if (!post) return;
      posts.delete(id);
      likes.delete(id);
      comments.delete(id);
      removed.set(id, post.createdAt);
      sorted = null;
    },
    cursor(id) {
      const post = posts.get(id);
      if (post) return post;
      const createdAt = removed.get(id);
      return createdAt === undefined ? undefined : { id, createdAt };
    },
    all,
    feed(name, uid) {
      if (name === 'forYou') return all();
      const people = follows.following(uid);
      const tags = follows.tags(uid);
      return all().filter((post) => post.uid === uid || people.has(post.uid) || post.tags.some((tag) => tags.has(tag)));
    },
    byAuthor: (uid) => all().filter((post) => post.uid === uid),
    byTag: (tag) => {
      const wanted = normalizeTag(tag);
      return all().filter((post) => post.tags.includes(wanted));
    },
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
      sorted = null;
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
