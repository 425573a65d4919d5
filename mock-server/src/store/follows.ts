// Who follows whom, and which tags each user follows: the Following feed (spec section 3) and profile counts.
export interface FollowsRepo {
  follow(uid: string, target: string): void;
  unfollow(uid: string, target: string): void;
  isFollowing(uid: string, target: string): boolean;
  /** Profiles `uid` follows. */
  following(uid: string): ReadonlySet<string>;
  followerCount(target: string): number;
  followTag(uid: string, tag: string): void;
  unfollowTag(uid: string, tag: string): void;
  /** Tags `uid` follows. */
  tags(uid: string): ReadonlySet<string>;
  tagFollowerCount(tag: string): number;
  /** Empties everything and loads the given follows (the seed). */
  reset(seed?: { users: readonly (readonly [string, string])[]; tags: readonly (readonly [string, string])[] }): void;
}

const EMPTY: ReadonlySet<string> = new Set();

export function createFollowsRepo(): FollowsRepo {
  let users = new Map<string, Set<string>>();
  let followers = new Map<string, number>();
  let tags = new Map<string, Set<string>>();
  let tagFollowers = new Map<string, number>();

  const add = (map: Map<string, Set<string>>, counts: Map<string, number>, uid: string, target: string): void => {
    let set = map.get(uid);
    if (!set) map.set(uid, (set = new Set()));
    if (set.has(target)) return;
    set.add(target);
    counts.set(target, (counts.get(target) ?? 0) + 1);
  };
  const remove = (map: Map<string, Set<string>>, counts: Map<string, number>, uid: string, target: string): void => {
    if (!map.get(uid)?.delete(target)) return;
    counts.set(target, Math.max(0, (counts.get(target) ?? 0) - 1));
  };

  return {
    follow: (uid, target) => add(users, followers, uid, target),
    unfollow: (uid, target) => remove(users, followers, uid, target),
    isFollowing: (uid, target) => users.get(uid)?.has(target) ?? false,
    following: (uid) => users.get(uid) ?? EMPTY,
    followerCount: (target) => followers.get(target) ?? 0,
    followTag: (uid, tag) => add(tags, tagFollowers, uid, tag),
    unfollowTag: (uid, tag) => remove(tags, tagFollowers, uid, tag),
    tags: (uid) => tags.get(uid) ?? EMPTY,
    tagFollowerCount: (tag) => tagFollowers.get(tag) ?? 0,
    reset(seed) {
      users = new Map();
      followers = new Map();
      tags = new Map();
      tagFollowers = new Map();
      for (const [uid, target] of seed?.users ?? []) add(users, followers, uid, target);
      for (const [uid, tag] of seed?.tags ?? []) add(tags, tagFollowers, uid, tag);
    },
  };
}
