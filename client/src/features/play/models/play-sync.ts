// The game's side of the realtime protocol (spec section 4): JSON p starts a game (the modal opens with a sound),
// JSON r is a challenge or rematch offer (the dialog opens), the text frame p means the game changed under us
// (re-read the user: play data and balance, the open offers — a withdrawn challenge's dialog closes — and the
// queue). Also: the visibility check of the 30 s timer, a re-check after the socket reconnects (frames may have
// been missed), and a new account's state (a game in progress reopens, a wait in the online queue shows again).
// This listener runs on every signed-in page, so it stays small: the game's models (play-state and what it
// imports) load the first time a game event needs them — a frame, or an account that has a game in progress.
import { effect, untracked } from '@preact/signals-react';
import { connectRealtime, onJsonFrame, onTextFrame, pending, realtimeStatus } from '../../../lib/api/socket';
import { refreshUser, user } from '../../../state/session';
import { parseChallenge, parsePlayData } from './frames';
import type { Challenge } from './types';

type PlayState = typeof import('./play-state');

let stateRequest: Promise<PlayState> | null = null;
let loadedState: PlayState | null = null;

/**
 * The game's models, loaded once. Every handler goes through this one promise, so frames are applied in the
 * order they arrived even while the module is still loading.
 */
export function playState(): Promise<PlayState> {
  stateRequest ??= import('./play-state').then((module) => (loadedState = module));
  return stateRequest;
}

export interface PlayScreens {
  /** Opens the play modal (with its sound). */
  showGame(options: { sound: boolean }): void;
  /** Opens the Accept / Reject dialog. */
  showChallenge(challenge: Challenge): void;
}

/** One fresh read of the user for the whole game: its play data, the offers still open, the queue. */
async function recheck({ game, challenges, matchmaking }: PlayState): Promise<void> {
  const offersSince = challenges.mark();
  const queueSince = matchmaking.mark();
  const fresh = await refreshUser().catch(() => null);
  if (!fresh) return;
  game.sync(fresh.playData ?? null);
  challenges.reconcile(fresh.playOffers, offersSince);
  matchmaking.reconcile(fresh.playQueue, queueSince);
}

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

let hosts = 0;
let stopListening: (() => void) | null = null;
/** Whose play state is loaded (undefined before anyone); kept across restarts so a remount does not wipe it. */
let loadedUid: string | null | undefined;

/**
 * Starts listening; answers the function that stops it. Several hosts may be mounted at once (app-wide and on
 * the game's pages): the frames are handled once, by the first.
 */
export function startPlay(screens: PlayScreens): () => void {
  hosts += 1;
  if (hosts === 1) stopListening = listen(screens);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    hosts -= 1;
    if (hosts === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}

function listen(screens: PlayScreens): () => void {
  connectRealtime();
  let listening = true;
  /** Runs `apply` with the loaded models, unless this listener stopped meanwhile. */
  const withState = (apply: (state: PlayState) => void): void => {
    void playState().then((state) => {
      if (listening) apply(state);
    });
  };
  const stops: (() => void)[] = [
    () => {
      listening = false;
    },
    onJsonFrame('p', (raw) => {
      const data = parsePlayData(raw);
      if (!data) return;
      withState(({ game, matchmaking, challenges }) => {
        matchmaking.matched();
        // A challenge shown here that this game came from (accepted in another tab) needs no answer any more.
        challenges.dismiss(data);
        game.sync(data);
        // Both stakes just left the balances: show it without a reload.
        void refreshUser().catch(() => null);
        screens.showGame({ sound: true });
      });
    }),
    onJsonFrame('r', (raw) => {
      const challenge = parseChallenge(raw);
      if (!challenge) return;
      withState(({ challenges }) => {
        challenges.receive(challenge);
        screens.showChallenge(challenge);
      });
    }),
    onTextFrame((frame) => {
      if (frame !== 'p') return;
      // The pending update is the game's: it is handled here, so the flag is cleared here.
      pending.value = false;
      withState((state) => void recheck(state));
    }),
  ];

  // Back online after the socket was down: a p frame may have been missed while a dialog or a wait was showing.
  let wasOpen = realtimeStatus.peek() === 'open';
  stops.push(
    effect(() => {
      const open = realtimeStatus.value === 'open';
      const reopened = open && !wasOpen;
      wasOpen = open;
      if (!reopened || !loadedState) return;
      const { challenges, matchmaking } = loadedState;
      if (challenges.incoming.peek().length > 0 || matchmaking.status.peek() === 'waiting') void recheck(loadedState);
    }),
  );

  // Only a loaded game can have a timer to check.
  const onVisibility = (): void => loadedState?.game.visibilityChanged(isVisible());
  document.addEventListener('visibilitychange', onVisibility);
  stops.push(() => document.removeEventListener('visibilitychange', onVisibility));

  // Whoever signs in (or switches account) starts from their own play data; a game in progress reopens.
  stops.push(
    effect(() => {
      const current = user.value;
      const uid = current?.uid ?? null;
      if (uid === loadedUid) return;
      const switched = loadedUid !== undefined;
      loadedUid = uid;
      untracked(() => {
        // Models never loaded hold nobody's state, so there is nothing to clear.
        if (switched && loadedState) {
          loadedState.game.clear();
          loadedState.challenges.reset();
          loadedState.matchmaking.reset();
        }
        // A wait in the online queue (this page was reloaded while waiting) shows again, still cancellable.
        const queued = current?.playQueue;
        if (queued) {
          const since = loadedState?.matchmaking.mark() ?? 0;
          withState(({ matchmaking }) => {
            if (user.peek()?.uid === uid) matchmaking.reconcile(queued, since);
          });
        }
        // Challenges still open to this person (the page was reloaded while a dialog was showing): the newest is
        // asked again, the others wait behind it as they would have.
        const offers = (current?.playOffers ?? []).map((offer) => parseChallenge(offer)).filter((c): c is Challenge => c !== null);
        const newest = offers[0];
        if (newest && !current?.playData) {
          withState(({ challenges }) => {
            if (user.peek()?.uid !== uid) return;
            for (const offer of [...offers].reverse()) challenges.receive(offer);
            screens.showChallenge(newest);
          });
        }
        const data = current?.playData ?? null;
        if (!data) return;
        withState(({ game }) => {
          // Another switch may have happened while the models loaded.
          if (user.peek()?.uid !== uid) return;
          game.sync(data);
          if (data.s !== 'pending') screens.showGame({ sound: false });
        });
      });
    }),
  );

  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
