// Rewards (/account/rewards): my referral code and invite link, and claiming an earned achievement's OSBT once
// (one client request id per claim, kept through retries so a repeated tap never pays twice).
import { createModel, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import type { components } from '../../../../../contracts/api/schema';
import { randomId } from '../../../lib/random-id';

export type Rewards = components['schemas']['AccountRewards'];
export type Achievement = components['schemas']['AccountAchievement'];
export type AchievementId = components['schemas']['AccountAchievementId'];

/** Long enough that two claims never share an id (openapi PayClientRequestId). */
const REQUEST_ID_LENGTH = 20;
export const newClaimId = (): string => `claim-${randomId(REQUEST_ID_LENGTH)}`;
/** The sign-in page in sign-up mode, which records the code for the new account (app/routes/auth). */
export const SIGN_UP_PATH = '/sign-in?mode=sign-up';

export function inviteLink(origin: string, code: string): string {
  return `${origin}${SIGN_UP_PATH}&ref=${encodeURIComponent(code)}`;
}

/** What an achievement card offers: claim it, show it claimed, or show how far along it is. */
export function achievementState(a: Achievement): 'claimable' | 'claimed' | 'locked' {
  if (a.claimedAt !== null) return 'claimed';
  return a.earned ? 'claimable' : 'locked';
}

/** OSBT still to claim: the sum of earned, unclaimed rewards. */
export function unclaimedTotal(achievements: readonly Achievement[]): number {
  return achievements.filter((a) => achievementState(a) === 'claimable').reduce((sum, a) => sum + a.reward, 0);
}

export interface RewardsDeps {
  load(): Promise<Rewards>;
  claim(id: AchievementId, requestId: string): Promise<{ data: Rewards; message: string }>;
  apply(code: string): Promise<{ data: Rewards; message: string }>;
  /** Brings the balance in the top bar up to date after a claim. */
  refresh(): Promise<unknown>;
  notify(kind: 'success' | 'error', message: string): void;
}

export const RewardsModel = createModel((deps: RewardsDeps) => {
  const data = signal<Rewards | null>(null, { name: 'accountRewards' });
  const error = signal<string | null>(null, { name: 'accountRewardsError' });
  const claiming = signal<AchievementId | null>(null, { name: 'accountRewardsClaiming' });
  const applying = signal(false, { name: 'accountRewardsApplying' });
  const codeError = signal<string | null>(null, { name: 'accountRewardsCodeError' });
  const requestIds = new Map<AchievementId, string>();

  async function load(): Promise<void> {
    try {
      data.value = await deps.load();
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  async function claim(id: AchievementId): Promise<boolean> {
    if (claiming.peek() !== null) return false;
    const requestId = requestIds.get(id) ?? newClaimId();
    requestIds.set(id, requestId);
    claiming.value = id;
    try {
      const { data: next } = await deps.claim(id, requestId);
      data.value = next;
      deps.notify('success', t('accountPages.done.claimed'));
      await deps.refresh();
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      await load();
      return false;
    } finally {
      claiming.value = null;
    }
  }

  async function applyCode(code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (trimmed === '') {
      codeError.value = 'required';
      return false;
    }
    applying.value = true;
    codeError.value = null;
    try {
      const { data: next } = await deps.apply(trimmed);
      data.value = next;
      deps.notify('success', t('accountPages.done.invitation'));
      return true;
    } catch (e) {
      codeError.value = errorMessage(e);
      return false;
    } finally {
      applying.value = false;
    }
  }

  return { data, error, claiming, applying, codeError, load, claim, applyCode };
});
