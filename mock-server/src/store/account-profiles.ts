// Account profile extras and preferences (ours; spec section 1 "profile", "settings"): display name, bio,
// the uploaded picture behind u/{uid}.png, and notification preferences. Username and country stay on the user.

export interface Notifications {
  messages: boolean;
  mentions: boolean;
  payments: boolean;
  games: boolean;
  news: boolean;
}

/** What a new account gets: everything about the person on, marketing off (opt-in). */
export const DEFAULT_NOTIFICATIONS: Readonly<Notifications> = { messages: true, mentions: true, payments: true, games: true, news: false };

export interface AccountExtras {
  displayName: string;
  bio: string;
  /** The media key (store/media.ts) served as u/{uid}.png, or null for the generated picture. */
  avatarKey: string | null;
  notifications: Notifications;
}

export interface AccountProfilesRepo {
  /** The extras of a user (defaults when never set). */
  get(uid: string): AccountExtras;
  update(uid: string, patch: Partial<AccountExtras>): AccountExtras;
  reset(): void;
}

export function createAccountProfilesRepo(): AccountProfilesRepo {
  let byUid = new Map<string, AccountExtras>();
  const get = (uid: string): AccountExtras =>
    byUid.get(uid) ?? { displayName: '', bio: '', avatarKey: null, notifications: { ...DEFAULT_NOTIFICATIONS } };
  return {
    get,
    update(uid, patch) {
      const next = { ...get(uid), ...patch };
      byUid.set(uid, next);
      return next;
    },
    reset() {
      byUid = new Map();
    },
  };
}
