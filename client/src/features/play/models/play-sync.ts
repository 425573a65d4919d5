// The game's side of the realtime protocol (spec section 4): JSON p starts a game (the modal opens with a sound),
// JSON r is a challenge or rematch offer (the dialog opens), the text frame p means the game changed under us
// (re-read the user: play data and balance, the open offers — a withdrawn challenge's dialog closes — and the
// queue). Also: the visibility check of the 30 s timer, a catch-up each time the socket opens (frames sent while it
// was down or still connecting never arrive: a friend's challenge among them, shown now from User.playOffers), and a
// new account's state (a game in progress reopens, a wait in the online queue shows again).
// This listener runs on every signed-in page, so it stays small: the game's models (play-state and what it
// imports) load the first time a game event needs them — a frame, or an account that has a game in progress.
import { effect, signal, untracked } from '@preact/signals-react';
import { connectRealtime, onJsonFrame, onTextFrame, pending, realtimeStatus } from '../../../lib/api/socket';
import { refreshUser, user } from '../../../state/session';
import { parseChallenge, parsePlayData } from './frames';
import type { Challenge, PlayData } from './types';

type PlayState = typeof import('./play-state');

let stateRequest: Promise<PlayState> | null = null;
let loadedState: PlayState | null = null;

/** The game's models are loaded: only then can there be a game or a wait for the shell's pill to show. */
export const playLoaded = signal(false, { name: 'playLoaded' });

/**
 * The game's models, loaded once. Every handler goes through this one promise, so frames are applied in the
 * order they arrived even while the module is still loading.
 */
export function playState(): Promise<PlayState> {
  stateRequest ??= import('./play-state').then((module) => {
    loadedState = module;
    playLoaded.value = true;
    return module;
  });
  return stateRequest;
}

export interface PlayScreens {
  /** Opens the play modal (with its sound). */
  showGame(options: { sound: boolean }): void;
  /** Opens the Accept / Reject dialog. */
  showChallenge(challenge: Challenge): void;
}

/** The offers of a user read from the server, as the dialog takes them. */
function offersOf(fresh: { playOffers?: readonly unknown[] } | null | undefined): Challenge[] {
  return (fresh?.playOffers ?? []).map((offer) => parseChallenge(offer)).filter((c): c is Challenge => c !== null);
}

/** Shows the offers not shown yet; the dialog opens unless a game is being played. */
function showNewOffers({ challenges }: PlayState, offers: readonly Challenge[], data: PlayData | null, screens: PlayScreens): void {
  const added = challenges.offer(offers);
  if (added.length > 0 && data?.s !== 'active') screens.showChallenge(added[0]!);
}

/** One fresh read of the user for the whole game: its play data, the offers still open (and new), the queue. */
async function recheck(state: PlayState, screens: PlayScreens): Promise<void> {
  const { game, challenges, matchmaking } = state;
  const offersSince = challenges.mark();
  const queueSince = matchmaking.mark();
  const fresh = await refreshUser().catch(() => null);
  if (!fresh) return;
  game.sync(fresh.playData ?? null);
  challenges.reconcile(fresh.playOffers, offersSince);
  showNewOffers(state, offersOf(fresh), fresh.playData ?? null, screens);
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
      withState((state) => void recheck(state, screens));
    }),
  ];

  /**
   * The socket opened (the first time too, or back after it was down): whatever was framed meanwhile never arrived —
   * a friend's challenge (JSON r), a game that started (JSON p), a change (p). So the user is read again: with the
   * game's models loaded, everything is rechecked; without, they load only when there is something to show.
   */
  const catchUp = async (): Promise<void> => {
    if (loadedState) return recheck(loadedState, screens);
    const uid = user.peek()?.uid;
    const fresh = await refreshUser().catch(() => null);
    if (!fresh || fresh.uid !== uid || !listening) return;
    const offers = offersOf(fresh);
    const data = fresh.playData ?? null;
    if (offers.length === 0 && !data) return;
    withState((state) => {
      if (user.peek()?.uid !== uid) return;
      if (data) {
        state.game.sync(data);
        if (data.s !== 'pending') screens.showGame({ sound: false });
      }
      showNewOffers(state, offers, data, screens);
    });
  };
  let wasOpen = false;
  stops.push(
    effect(() => {
      const open = realtimeStatus.value === 'open';
      const opened = open && !wasOpen;
      wasOpen = open;
      if (opened && untracked(() => user.value)) void catchUp();
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
        const offers = offersOf(current);
        if (offers.length > 0 && !current?.playData) {
          withState((state) => {
            if (user.peek()?.uid !== uid) return;
            showNewOffers(state, offers, null, screens);
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
