// The game's state machine (spec section 4 "Game"): the tracked play data (i, m, p, c, t, r), resolving at once
// when both moved, the 30 s auto-resolve (also checked when the tab becomes visible again) — for an opponent who
// stays connected too: the server ends the game at 30 s and says so with the frame p, this is the fallback — and
// what a resolve leaves behind: the result r if returned, otherwise no play data.
import { batch, computed, createModel, signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import './messages';
import type { PlayData, PlayEnd, PlayHand, PlayOutcome } from './types';

/** Spec sections 4 and 9: "Game auto-resolve 30s", counted from the start time t. */
export const AUTO_RESOLVE_MS = 30_000;
/** Ours: an active game re-reads its play data this often, so the opponent leaving (c false) starts the timer. */
export const PRESENCE_POLL_MS = 5_000;
/** Ours: an automatic resolve the server finds early (the two clocks differ a little) is tried again after this… */
export const RESOLVE_RETRY_MS = 2_000;
/** …this many times before the failure is shown. */
export const RESOLVE_RETRIES = 5;
/** The countdown on screen moves once a second. */
const TICK_MS = 1_000;

export type Phase = 'idle' | 'challenging' | 'choosing' | 'waiting' | 'resolving' | 'result' | 'ended';
export type Busy = 'move' | 'resolve' | 'withdraw' | 'rematch' | null;

export interface GameDeps {
  move(i: string, hand: PlayHand): Promise<PlayData | null>;
  resolve(i: string): Promise<{ data: PlayOutcome; message: string }>;
  /** play/add {t: 'x', i} on one's own pending challenge. */
  withdraw(i: string): Promise<unknown>;
  rematch(i: string): Promise<PlayData | null>;
  /** Refreshes the signed-in user (balance, playData); null when nobody is signed in. */
  refreshUser(): Promise<{ playData?: PlayData | null } | null>;
  notify(kind: 'success' | 'error' | 'info', message: string): void;
  now(): number;
}

/** The toast for a game that ended without a result. */
export function endMessage(end: PlayEnd, name: string): string {
  return t(`play.end.${end}`, { name });
}

export const GameModel = createModel((deps: GameDeps) => {
  const data = signal<PlayData | null>(null, { name: 'playData' });
  /** The last resolve's answer: the hands (y, o) and, for a game without a result, why it ended (e). */
  const outcome = signal<PlayOutcome | null>(null, { name: 'playOutcome' });
  /** The play data of the game that just ended without a result (who it was against, the stake). */
  const previous = signal<PlayData | null>(null, { name: 'playPrevious' });
  const busy = signal<Busy>(null, { name: 'playBusy' });
  const now = signal(deps.now(), { name: 'playNow' });

  const deadline = computed(() => (data.value ? data.value.t + AUTO_RESOLVE_MS : 0));
  const bothMoved = computed(() => !!data.value && data.value.m && data.value.p);
  /**
   * Spec section 4: "If the opponent is not connected, a timer counts from the start time t; after 30 seconds it
   * resolves automatically". A pending challenge expires after the same 30 s whoever is connected.
   */
  const autoResolves = computed(() => {
    const d = data.value;
    if (!d || d.r || d.s === 'done' || bothMoved.value) return false;
    return d.s === 'pending' || !d.c;
  });
  const secondsLeft = computed(() => Math.max(0, Math.ceil((deadline.value - now.value) / 1000)));
  /**
   * The 30 s of a game in progress are over (connected opponent or not): no move may be played any more, and the game
   * resolves — on the server by its own timer, which tells us with the frame p; here too, as a fallback.
   */
  const timeUp = computed(() => {
    const d = data.value;
    return !!d && !d.r && d.s === 'active' && !bothMoved.value && now.value >= deadline.value;
  });
  const phase = computed<Phase>(() => {
    const d = data.value;
    if (!d) return busy.value === 'resolve' ? 'resolving' : outcome.value?.e ? 'ended' : 'idle';
    if (d.r) return 'result';
    if (d.s === 'pending') return 'challenging';
    if (d.s === 'done' || bothMoved.value || busy.value === 'resolve') return 'resolving';
    return d.m ? 'waiting' : 'choosing';
  });

  let dueTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let tickTimer: ReturnType<typeof setInterval> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let retries = 0;

  const clearTimers = (): void => {
    if (dueTimer) clearTimeout(dueTimer);
    if (retryTimer) clearTimeout(retryTimer);
    if (tickTimer) clearInterval(tickTimer);
    if (pollTimer) clearInterval(pollTimer);
    dueTimer = retryTimer = tickTimer = pollTimer = null;
  };

  const schedule = (): void => {
    clearTimers();
    const d = data.peek();
    if (!d || d.r) return;
    tickTimer = setInterval(() => {
      now.value = deps.now();
    }, TICK_MS);
    if (d.s !== 'pending' && !bothMoved.peek()) pollTimer = setInterval(() => void refresh(), PRESENCE_POLL_MS);
    // At 0 the buttons go (timeUp follows now) and the game resolves, whoever is connected.
    if (d.s !== 'done' && !bothMoved.peek()) dueTimer = setTimeout(evaluate, Math.max(0, deadline.peek() - deps.now()));
  };

  /** Applies the rules to the play data as it is now. */
  function evaluate(): void {
    now.value = deps.now();
    const d = data.peek();
    if (!d || d.r) {
      clearTimers();
      return;
    }
    // Spec section 4: "If both m and p are done, resolve is called at once" (done: settled on the server).
    if (d.s === 'done' || bothMoved.peek()) {
      clearTimers();
      void resolve();
      return;
    }
    if ((d.s === 'pending' || d.s === 'active') && deps.now() >= deadline.peek()) {
      clearTimers();
      void resolve({ automatic: true });
      return;
    }
    schedule();
  }

  /** Spec section 4: "On resolve success, refresh the user and keep result r if returned, otherwise clear play data." */
  async function resolve(options: { automatic?: boolean } = {}): Promise<void> {
    const d = data.peek();
    if (!d || d.r || busy.peek() === 'resolve') return;
    busy.value = 'resolve';
    try {
      const { data: answer } = await deps.resolve(d.i);
      retries = 0;
      await deps.refreshUser().catch(() => null);
      // Another game may have started meanwhile (a JSON p frame); this answer is about the old one.
      if (data.peek() && data.peek()?.i !== d.i) return;
      batch(() => {
        outcome.value = answer;
        previous.value = d;
        data.value = answer.r ? { ...d, r: answer.r } : null;
      });
      clearTimers();
      if (!answer.r && answer.e) deps.notify('info', endMessage(answer.e, opponentName(d)));
    } catch (error) {
      // An automatic resolve a little before the server's 30 s is tried again quietly.
      if (options.automatic && error instanceof ApiError && error.status === 409 && retries < RESOLVE_RETRIES) {
        retries += 1;
        retryTimer = setTimeout(evaluate, RESOLVE_RETRY_MS);
        return;
      }
      // Spec section 8: the server said no → 'Failed to perform action'; anything else → 'Error while resolving play'.
      deps.notify('error', error instanceof ApiError && error.status > 0 ? t('play.failedAction') : t('play.resolveError'));
    } finally {
      busy.value = null;
    }
  }

  /** Takes the server's play data (a JSON p frame, an answer, the user refresh). */
  function sync(server: PlayData | null): void {
    const local = data.peek();
    if (server) {
      // A result already read is kept; the server forgets a game once its result was read.
      if (local?.r && local.i === server.i) return;
      batch(() => {
        if (!local || local.i !== server.i) {
          outcome.value = null;
          retries = 0;
        }
        data.value = server;
      });
      evaluate();
      return;
    }
    if (!local || local.r) return;
    // The server no longer has the game open (rejected, or settled by the opponent): read how it ended.
    void resolve({ automatic: true });
  }

  /** Re-reads the user (its playData) and applies it; a text p frame, the presence poll and a visible tab do this. */
  async function refresh(): Promise<void> {
    try {
      const fresh = await deps.refreshUser();
      if (fresh) sync(fresh.playData ?? null);
    } catch {
      // The next frame, poll or visibility change tries again; the countdown keeps running meanwhile.
    }
  }

  async function move(hand: PlayHand): Promise<void> {
    const d = data.peek();
    if (!d || d.m || d.r || d.s === 'pending' || busy.peek()) return;
    // Too late: the server refuses it (play.timeUp) and is ending the game.
    if (deps.now() >= deadline.peek()) return;
    busy.value = 'move';
    try {
      const next = await deps.move(d.i, hand);
      if (next && data.peek()?.i === next.i) data.value = next;
    } catch (error) {
      deps.notify('error', errorMessage(error));
      void refresh();
    } finally {
      busy.value = null;
    }
    evaluate();
  }

  async function withdraw(): Promise<void> {
    const d = data.peek();
    if (!d || d.s !== 'pending' || busy.peek()) return;
    busy.value = 'withdraw';
    try {
      await deps.withdraw(d.i);
      batch(() => {
        previous.value = d;
        data.value = null;
        outcome.value = { e: 'withdrawn' };
      });
      clearTimers();
      await deps.refreshUser().catch(() => null);
      deps.notify('info', endMessage('withdrawn', opponentName(d)));
    } catch (error) {
      deps.notify('error', errorMessage(error));
      void refresh();
    } finally {
      busy.value = null;
    }
  }

  async function rematch(): Promise<void> {
    const d = data.peek();
    if (!d?.r || busy.peek()) return;
    busy.value = 'rematch';
    try {
      const next = await deps.rematch(d.i);
      batch(() => {
        outcome.value = null;
        data.value = next;
      });
      await deps.refreshUser().catch(() => null);
      if (next?.s === 'pending') deps.notify('success', t('play.rematchOffered', { name: opponentName(next) }));
    } catch (error) {
      deps.notify('error', errorMessage(error));
    } finally {
      busy.value = null;
    }
    evaluate();
  }

  /** Forgets the game on screen (a result read, or another account signed in). */
  function clear(): void {
    clearTimers();
    batch(() => {
      data.value = null;
      outcome.value = null;
      previous.value = null;
    });
  }

  /** Spec section 4: the 30 s timer is "also checked when the tab becomes visible again". */
  function visibilityChanged(visible: boolean): void {
    if (!visible || !data.peek()) return;
    evaluate();
    void refresh();
  }

  return {
    data,
    outcome,
    previous,
    busy,
    now,
    deadline,
    autoResolves,
    secondsLeft,
    timeUp,
    phase,
    sync,
    refresh,
    evaluate,
    resolve: () => resolve(),
    move,
    withdraw,
    rematch,
    clear,
    visibilityChanged,
  };
});

export type Game = InstanceType<typeof GameModel>;

/** The opponent's name from the composite identifier n (userName-isVerified-country-uid), or their uid. */
export function opponentName(d: Pick<PlayData, 'n' | 'u'> | null | undefined): string {
  return d?.n?.split('-')[0] || d?.u || '';
}
