// Friend challenges (spec section 4): sending one (the stake checked against the balance before anything is
// sent), and the incoming JSON r offers — friend challenges and rematches — answered with Accept or Reject. An
// offer the server no longer has (User.playOffers: withdrawn by the challenger, or expired) closes with a toast.
import { computed, createModel, signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import './messages';
import { AUTO_RESOLVE_MS, opponentName } from './game';
import { checkStake } from './stakes';
import type { Challenge, PlayAction, PlayData } from './types';

export interface ChallengesDeps {
  playAction(body: PlayAction): Promise<{ data: PlayData | null; message: string }>;
  refreshUser(): Promise<unknown>;
  notify(kind: 'success' | 'error' | 'info', message: string): void;
  /** The signed-in user's OSBT balance. */
  balance(): number;
  /** A game (or a pending challenge of ours) began: the game model takes it. */
  started(data: PlayData): void;
  now(): number;
  /** The person answered this challenge here (or found it gone): their other tabs close it too. */
  answered?(id: string): void;
}

/**
 * A challenge expires 30 s after it was sent (spec section 9); one gone at least this long after it arrived here
 * expired rather than being withdrawn (a little less than 30 s: it arrived a moment after it was sent).
 */
export const EXPIRED_AFTER_MS = AUTO_RESOLVE_MS - 2_000;

/** The message for a stake the balance cannot cover, or null when it can (spec: refused before anything is sent). */
export function stakeProblem(letter: string, balance: number): string | null {
  const check = checkStake(letter, balance);
  if (check.ok) return null;
  return check.reason === 'tooHigh' ? t('play.stakeTooHigh', { amount: check.amount ?? 0, balance }) : t('play.stakeUnknown');
}

/** A challenge the server will not take any more (answered elsewhere, expired, withdrawn). */
const isGone = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 409);

export const ChallengesModel = createModel((deps: ChallengesDeps) => {
  const incoming = signal<Challenge[]>([], { name: 'playIncoming' });
  /** The id of the challenge being answered, or 'send' while a challenge goes out. */
  const busy = signal<string | null>(null, { name: 'playChallengeBusy' });
  const current = computed(() => incoming.value[0] ?? null);
  /** When (deps.now) and in which order (seq) each shown challenge arrived. */
  const arrivals = new Map<string, { seq: number; at: number }>();
  let seq = 0;
  /** Challenges answered, dismissed or gone here: a read of the offers begun before that must not bring them back. */
  const closed = new Set<string>();

  const remove = (id: string): void => {
    arrivals.delete(id);
    closed.add(id);
    incoming.value = incoming.value.filter((c) => c.i !== id);
  };

  /** A JSON r frame: the newest offer is shown first. */
  function receive(challenge: Challenge): void {
    seq += 1;
    arrivals.set(challenge.i, { seq, at: deps.now() });
    incoming.value = [challenge, ...incoming.value.filter((c) => c.i !== challenge.i)];
  }

  /**
   * The server's open offers (User.playOffers, newest first), read when the socket (re)opened: a challenge sent while
   * it was down or still connecting got no JSON r here, so each one not shown yet is received now (oldest first, so
   * the newest is asked first). Answers the ones that were new.
   */
  function offer(offers: readonly Challenge[] | undefined): Challenge[] {
    const shown = new Set(incoming.peek().map((c) => c.i));
    const fresh = (offers ?? []).filter((o) => !shown.has(o.i) && !closed.has(o.i));
    for (const challenge of [...fresh].reverse()) receive(challenge);
    return fresh;
  }

  /** Taken before reading the user from the server: reconcile() judges only the challenges that arrived before. */
  function mark(): number {
    return seq;
  }

  /**
   * The server's open offers (User.playOffers) from a read begun at `since`: a challenge shown here that the server
   * no longer offers was withdrawn by the challenger (or expired), so its dialog closes with an info toast. One
   * being answered right now is left to its answer.
   */
  function reconcile(offers: readonly Challenge[] | undefined, since: number): void {
    const open = new Set((offers ?? []).map((offer) => offer.i));
    const gone = incoming.peek().filter((c) => !open.has(c.i) && busy.peek() !== c.i && (arrivals.get(c.i)?.seq ?? 0) <= since);
    for (const challenge of gone) {
      const waited = deps.now() - (arrivals.get(challenge.i)?.at ?? deps.now());
      remove(challenge.i);
      const name = opponentName({ n: challenge.n, u: challenge.u });
      deps.notify('info', t(waited >= EXPIRED_AFTER_MS ? 'play.challengeExpired' : 'play.challengeWithdrawn', { name }));
    }
  }

  /** Sends a challenge; answers whether it went out. */
  async function send(opponent: { uid: string; nid: string }, letter: string): Promise<boolean> {
    const problem = stakeProblem(letter, deps.balance());
    if (problem) {
      deps.notify('error', problem);
      return false;
    }
    busy.value = 'send';
    try {
      const { data } = await deps.playAction({ g: letter, u: opponent.uid, n: opponent.nid });
      if (data) deps.started(data);
      await deps.refreshUser().catch(() => null);
      deps.notify('success', t('play.challengeSent', { name: opponentName({ n: opponent.nid, u: opponent.uid }) }));
      return true;
    } catch (error) {
      deps.notify('error', errorMessage(error));
      return false;
    } finally {
      busy.value = null;
    }
  }

  /** Spec section 4: "Accept sends action a, refreshes the user" (the caller then goes to /play). */
  async function accept(challenge: Challenge): Promise<boolean> {
    const problem = stakeProblem(challenge.g, deps.balance());
    if (problem) {
      deps.notify('error', problem);
      return false;
    }
    busy.value = challenge.i;
    try {
      const { data } = await deps.playAction({ t: 'a', i: challenge.i });
      remove(challenge.i);
      deps.answered?.(challenge.i);
      if (data) deps.started(data);
      await deps.refreshUser().catch(() => null);
      return true;
    } catch (error) {
      deps.notify('error', errorMessage(error));
      if (isGone(error)) {
        remove(challenge.i);
        deps.answered?.(challenge.i);
      }
      return false;
    } finally {
      busy.value = null;
    }
  }

  /** Spec section 4: "Reject sends x" (the challenger is told by the server). */
  async function reject(challenge: Challenge): Promise<boolean> {
    busy.value = challenge.i;
    try {
      await deps.playAction({ t: 'x', i: challenge.i });
      remove(challenge.i);
      deps.answered?.(challenge.i);
      deps.notify('info', t('play.rejected'));
      return true;
    } catch (error) {
      if (isGone(error)) {
        remove(challenge.i);
        deps.answered?.(challenge.i);
        deps.notify('info', t('play.noLongerOpen'));
        return true;
      }
      deps.notify('error', errorMessage(error));
      return false;
    } finally {
      busy.value = null;
    }
  }

  /** Drops a challenge without a word (a game started from it, or it was answered in another tab). */
  function dismiss(challenge: Pick<Challenge, 'i'>): void {
    remove(challenge.i);
  }

  function reset(): void {
    arrivals.clear();
    closed.clear();
    incoming.value = [];
    busy.value = null;
  }

  return { incoming, busy, current, receive, offer, send, accept, reject, dismiss, mark, reconcile, reset };
});

export type Challenges = InstanceType<typeof ChallengesModel>;
