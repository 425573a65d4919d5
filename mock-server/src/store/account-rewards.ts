// Referral codes and achievements (ours; task "Rewards"): each user's code, who joined with it, and the
// achievements computed from real data, whose OSBT reward is paid once through the one ledger.
import type { components } from '../../../contracts/api/schema.d.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import { MINT, userAccount, type Ledger } from '../plugins/ledger.ts';
import { DAY_MS, gameRecord, moneyFirsts } from './account-insights.ts';
import type { PostsRepo } from './posts.ts';
import type { UserRecord, UsersRepo } from './users.ts';

type S = components['schemas'];
export type AccountRewards = S['AccountRewards'];
export type AchievementId = S['AccountAchievementId'];

/** Ours: a new account may say who invited it during its first 30 days (referral programmes use a short window). */
export const REFERRAL_WINDOW_MS = 30 * DAY_MS;
/** Ours: invite this many friends for the invite achievement. */
export const INVITE_GOAL = 3;
/** Ours: each achievement's reward in OSBT, in the order the page lists them. */
export const ACHIEVEMENT_REWARDS: Readonly<Record<AchievementId, number>> = {
  onboarding: 50,
  verified: 100,
  first_post: 25,
  first_win: 25,
  first_send: 25,
  first_order: 25,
  invite_friends: 150,
};
const ACHIEVEMENT_IDS = Object.keys(ACHIEVEMENT_REWARDS) as AchievementId[];
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

/** A user's referral code: 6 letters and digits derived from the uid (FNV-1a), stable across resets. */
export function referralCodeOf(uid: string): string {
  let hash = 0x811c9dc5;
  for (const char of uid) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    // The top 5 bits of a multiplicative hash step pick one of the 32 characters.
    hash = Math.imul(hash ^ i, 0x9e3779b1) >>> 0;
    code += CODE_ALPHABET[hash >>> 27];
  }
  return code;
}

interface Claim {
  requestId: string;
  at: number;
}

export interface AccountRewardsRepo {
  view(user: UserRecord): AccountRewards;
  claim(user: UserRecord, id: AchievementId, requestId: string): AccountRewards;
  applyCode(user: UserRecord, code: string): AccountRewards;
  /** Seeds "referred joined with referrer's code". */
  refer(referredUid: string, referrerUid: string): void;
}

export function createAccountRewards(deps: { ledger: Ledger; users: UsersRepo; posts: PostsRepo; now: () => number }): AccountRewardsRepo {
  /** referred uid → referrer uid */
  const referredBy = new Map<string, string>();
  const claims = new Map<string, Claim>();
  const claimByRequest = new Map<string, AchievementId>();

  const referralsOf = (uid: string): UserRecord[] =>
    [...referredBy]
      .filter(([, referrer]) => referrer === uid)
      .map(([referred]) => deps.users.get(referred))
      .filter((u): u is UserRecord => u !== undefined);

  const progressOf = (user: UserRecord): Record<AchievementId, [number, number]> => {
    const firsts = moneyFirsts(deps.ledger, user.uid);
    return {
      onboarding: [user.todo === '' ? 1 : 0, 1],
      verified: [user.isVerified ? 1 : 0, 1],
      first_post: [deps.posts.byAuthor(user.uid).length, 1],
      first_win: [gameRecord(deps.ledger, user.uid).wins, 1],
      first_send: [firsts.sends, 1],
      first_order: [firsts.orders, 1],
      invite_friends: [referralsOf(user.uid).length, INVITE_GOAL],
    };
  };

  const repo: AccountRewardsRepo = {
    view(user) {
      const progress = progressOf(user);
      const referrer = referredBy.get(user.uid);
      return {
        referralCode: referralCodeOf(user.uid),
        referredBy: referrer ? (deps.users.get(referrer)?.userName ?? null) : null,
        canApplyCode: !referrer && deps.now() - user.createdAt <= REFERRAL_WINDOW_MS,
        referrals: referralsOf(user.uid)
          .map((u) => ({ userName: u.userName, joinedAt: u.createdAt }))
          .sort((a, b) => b.joinedAt - a.joinedAt || a.userName.localeCompare(b.userName)),
        achievements: ACHIEVEMENT_IDS.map((id) => {
          const [done, goal] = progress[id];
          return {
            id,
            progress: Math.min(done, goal),
            goal,
            reward: ACHIEVEMENT_REWARDS[id],
            earned: done >= goal,
            claimedAt: claims.get(`${user.uid}|${id}`)?.at ?? null,
          };
        }),
      };
    },

    claim(user, id, requestId) {
      const key = `${user.uid}|${id}`;
      const previous = claims.get(key);
      const usedFor = claimByRequest.get(`${user.uid}|${requestId}`);
      if (usedFor !== undefined && usedFor !== id) throw conflict('account.rewardRequestReused');
      // The same request again answers the same result and pays nothing twice.
      if (previous) {
        if (previous.requestId === requestId) return repo.view(user);
        throw conflict('account.rewardAlreadyClaimed');
      }
      const [done, goal] = progressOf(user)[id];
      if (done < goal) throw conflict('account.rewardNotEarned', { done: Math.min(done, goal), goal });
      // Keyed by user and achievement, so the ledger itself refuses a second payment of the same reward.
      deps.ledger.post(
        `account:reward:${user.uid}:${id}`,
        [{ from: MINT, to: userAccount(user.uid), asset: 'OSBT', amount: ACHIEVEMENT_REWARDS[id] }],
        'Achievement reward',
      );
      claims.set(key, { requestId, at: deps.now() });
      claimByRequest.set(`${user.uid}|${requestId}`, id);
      return repo.view(user);
    },

    applyCode(user, code) {
      const wanted = code.trim().toUpperCase();
      const referrer = deps.users.all().find((u) => u.userName !== '' && referralCodeOf(u.uid) === wanted);
      if (!referrer) throw notFound('account.referralUnknown');
      if (referrer.uid === user.uid) throw unprocessable('account.referralOwn');
      if (referredBy.has(user.uid)) throw conflict('account.referralAlreadyGiven');
      if (deps.now() - user.createdAt > REFERRAL_WINDOW_MS)
        throw conflict('account.referralTooLate', { days: REFERRAL_WINDOW_MS / DAY_MS });
      referredBy.set(user.uid, referrer.uid);
      return repo.view(user);
    },

    refer(referredUid, referrerUid) {
      referredBy.set(referredUid, referrerUid);
    },
  };
  return repo;
}
