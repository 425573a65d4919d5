// The rock-paper-scissors stake game: friend challenges (accept, reject, withdraw, rematch), the online queue
// per stake (dropping players who left), moves, and settlement by the 30 s rule on the mock's clock. Every stake sits in escrow:<gameId>
// on the ledger and leaves it in one idempotent transaction, so no sequence of calls creates or loses OSBT.
import type { components } from '../../../contracts/api/schema.d.ts';
import { badRequest, conflict, notFound, unprocessable, type ApiError } from '../lib/errors.ts';
import type { PlayData, PlayResult } from '../lib/types.ts';
import { escrowAccount, InsufficientBalanceError, userAccount, type Leg, type Ledger } from '../plugins/ledger.ts';
import { nidOf, type UsersRepo } from './users.ts';

export type Move = components['schemas']['PlayHand'];
export type PlayEnd = components['schemas']['PlayEnd'];
export type PlayOffer = components['schemas']['PlayOffer'];

/** Spec section 9: "Game auto-resolve 30s" — a game (or an unanswered challenge) can be settled 30 s after it starts. */
export const AUTO_RESOLVE_MS = 30_000;
/** Spec section 9: stake letters a–t are 10 OSBT doubling up to 5242880 OSBT. */
export const STAKE_LETTERS = 'abcdefghijklmnopqrst';
export const stakeOf = (letter: string): number | undefined => {
  const index = STAKE_LETTERS.indexOf(letter);
  return letter.length === 1 && index >= 0 ? 10 * 2 ** index : undefined;
};
/**
 * Ours, after the spec's 30 s: a waiting player with no open websocket for longer than this leaves the online queue,
 * so whoever closed the tab is never matched into a game they cannot see (a reload is back within seconds).
 */
export const QUEUE_ABSENCE_MS = 30_000;
export const PLAY_ASSET = 'OSBT';
/** The refusal of a stake above the balance. */
const balanceTooLow = (): ApiError => unprocessable('play.balanceTooLow', { asset: PLAY_ASSET });

export type GameStatus = 'pending' | 'active' | 'done' | 'void';

export interface Game {
  id: string;
  /** Who challenged (online: who waited first). */
  a: string;
  /** Who was challenged (online: who joined second). */
  b: string;
  mode: 'friend' | 'online';
  /** The finished game this one is a rematch of. */
  rematchOf: string | null;
  letter: string;
  stake: number;
  status: GameStatus;
  createdAt: number;
  startedAt: number | null;
  moves: Map<string, Move>;
  /** Per player, once done with a winner or a draw. */
  results: Map<string, PlayResult>;
  /** Why a void game ended. */
  end: PlayEnd | null;
  /** What ended it: both moves, or the 30 s (then a move comes too late: play.timeUp). */
  settledBy: 'moves' | 'clock' | null;
}

/** What play/resolve answers a player. */
export interface Outcome {
  r?: PlayResult;
  e?: PlayEnd;
  y?: Move;
  o?: Move;
}

export interface PlayRepo {
  get(id: string): Game | undefined;
  /** The game the user is in (pending as challenger, or active), if any. */
  currentOf(uid: string): Game | undefined;
  /** The user's playData: the current game, else a settled one they have not resolved (read) yet. */
  playDataFor(uid: string): PlayData | null;
  /** Challenges and rematch offers the user may still answer, newest first. */
  offersFor(uid: string): PlayOffer[];
  challenge(uid: string, letter: string, opponentUid: string): Game;
  /**
   * An answer as the seed words it may carry the challenge's g, u and n back: each one given must agree with the game
   * (g its letter, u the caller's opponent, n an identifier ending in that opponent's uid), else 422 naming the field.
   */
  checkAnswer(uid: string, gameId: string, claims: AnswerClaims): void;
  accept(uid: string, gameId: string): Game;
  /** Rejects (the challenged) or withdraws (the challenger) a pending challenge; the stake goes back. */
  reject(uid: string, gameId: string): Game;
  /** Offers a rematch of a finished game, or accepts the one the opponent already offered. */
  rematch(uid: string, gameId: string): { game: Game; started: boolean };
  move(uid: string, gameId: string, move: Move): Game;
  /** Settles the game when it can be and marks it read by the caller; answers the caller's outcome. */
  resolve(uid: string, gameId: string): { game: Game; outcome: Outcome; settled: boolean };
  /** Joins the queue at a stake; answers the game when someone was waiting there (both stakes escrowed). */
  joinQueue(uid: string, letter: string): Game | null;
  /** Leaves the queue; answers whether the user was waiting. */
  leaveQueue(uid: string): boolean;
  /** The stake letter the user waits at, if any (a player gone for more than QUEUE_ABSENCE_MS no longer waits). */
  queuedAt(uid: string): string | undefined;
  /** Players dropped from the queue since the last call (their balance no longer covered the stake). */
  takeDropped(): string[];
  opponentOf(game: Game, uid: string): string;
  /**
   * Calls `listener` whenever the clock alone ended a game, with nobody calling anything: a challenge nobody answered
   * within 30 s, or a game in which not both moved within 30 s (spec section 4: the game resolves after 30 s).
   */
  onClockSettled(listener: (game: Game) => void): void;
  reset(): void;
}

/** What an answer to a challenge may say about it besides its id (spec section 7: g, u, n). */
export interface AnswerClaims {
  g?: string;
  u?: string;
  n?: string;
}

const BEATS: Record<Move, Move> = { r: 's', p: 'r', s: 'p' };

interface Waiting {
  uid: string;
  /** When they joined (the mock's clock). */
  since: number;
}

export function createPlayRepo(deps: {
  users: UsersRepo;
  ledger: Ledger;
  now: () => number;
  isConnected: (uid: string) => boolean;
  /** When the user last had an open websocket: now while one is open; undefined if never since the reset. */
  lastSeen: (uid: string) => number | undefined;
  /** Runs `run` when the mock's clock reaches `at` (Clock.schedule); answers its cancel. */
  schedule: (at: number, run: () => void) => () => void;
}): PlayRepo {
  let games = new Map<string, Game>();
  /** uid → the pending or active game. */
  let current = new Map<string, string>();
  /** uid → a settled game the player has not read with play/resolve yet. */
  let unread = new Map<string, string>();
  /** Stake letter → players waiting, first come first served. */
  let queue = new Map<string, Waiting[]>();
  let dropped: string[] = [];
  let lastNumber = 0;
  /** gameId → cancels the game's 30 s timer. */
  let timers = new Map<string, () => void>();
  const clockListeners: Array<(game: Game) => void> = [];

  const balanceOf = (uid: string): number => deps.ledger.balance(userAccount(uid), PLAY_ASSET);
  const stakeLeg = (game: Game, uid: string): Leg => ({
    from: userAccount(uid),
    to: escrowAccount(game.id),
    asset: PLAY_ASSET,
    amount: game.stake,
  });

  const stakeIn = (game: Game, uid: string): void => {
    try {
      deps.ledger.post(`play:${game.id}:stake:${uid}`, [stakeLeg(game, uid)], 'Game stake');
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw balanceTooLow();
      throw error;
    }
  };

  /** Pays out whatever the game holds in one transaction: the request id makes a second settlement a no-op. */
  const payOut = (game: Game, shares: ReadonlyArray<readonly [string, number]>, memo: string): void => {
    const legs = shares
      .filter(([, amount]) => amount > 0)
      .map(([uid, amount]): Leg => ({ from: escrowAccount(game.id), to: userAccount(uid), asset: PLAY_ASSET, amount }));
    if (legs.length > 0) deps.ledger.post(`play:${game.id}:settle`, legs, memo);
  };

  /** Keeps in the queue only the waiting players `keep` accepts; answers whether anyone was dropped. */
  const filterQueue = (keep: (waiting: Waiting) => boolean): boolean => {
    let changed = false;
    for (const [letter, waiting] of queue) {
      const rest = waiting.filter(keep);
      if (rest.length === waiting.length) continue;
      changed = true;
      if (rest.length === 0) queue.delete(letter);
      else queue.set(letter, rest);
    }
    return changed;
  };

  const leaveQueue = (uid: string): boolean => filterQueue((waiting) => waiting.uid !== uid);

  /** No open websocket for more than QUEUE_ABSENCE_MS, counted from the join at the earliest (a queue join over HTTP alone counts too). */
  const absent = (waiting: Waiting, now: number): boolean =>
    now - Math.max(waiting.since, deps.lastSeen(waiting.uid) ?? waiting.since) > QUEUE_ABSENCE_MS;

  /** Drops the players who left (closed the tab) from the queue; checked whenever the queue is read. */
  const pruneQueue = (): void => {
    const now = deps.now();
    filterQueue((waiting) => !absent(waiting, now));
  };

  /** Ends a game; the players named must still read it with play/resolve. */
  const finish = (game: Game, status: 'done' | 'void', readers: readonly string[]): void => {
    game.status = status;
    timers.get(game.id)?.();
    timers.delete(game.id);
    for (const uid of [game.a, game.b]) if (current.get(uid) === game.id) current.delete(uid);
    for (const uid of readers) unread.set(uid, game.id);
  };

  const overdue = (game: Game, now = deps.now()): boolean =>
    now - (game.status === 'pending' ? game.createdAt : (game.startedAt ?? game.createdAt)) >= AUTO_RESOLVE_MS;

  /** Settles what the moves and the clock allow; answers whether anything changed. */
  const settle = (game: Game): boolean => {
    if (game.status === 'pending') {
      // An unanswered challenge expires 30 s after it was sent: the stake goes back.
      if (!overdue(game)) return false;
      payOut(game, [[game.a, game.stake]], 'Game stake returned');
      game.end = 'expired';
      game.settledBy = 'clock';
      finish(game, 'void', [game.a]);
      return true;
    }
    if (game.status !== 'active') return false;
    const moveA = game.moves.get(game.a);
    const moveB = game.moves.get(game.b);
    if (!(moveA && moveB) && !overdue(game)) return false;
    game.settledBy = moveA && moveB ? 'moves' : 'clock';
    if (!moveA && !moveB) {
      // The 30 s passed and nobody moved: both stakes go back.
      payOut(
        game,
        [
          [game.a, game.stake],
          [game.b, game.stake],
        ],
        'Game stake returned',
      );
      game.end = 'timeout';
    } else if (moveA === moveB) {
      payOut(
        game,
        [
          [game.a, game.stake],
          [game.b, game.stake],
        ],
        'Game drawn: stake returned',
      );
      game.results.set(game.a, 'draw').set(game.b, 'draw');
    } else {
      // A player who did not move in time loses to the one who did.
      const aWins = moveA !== undefined && (moveB === undefined || BEATS[moveA] === moveB);
      const [winner, loser] = aWins ? [game.a, game.b] : [game.b, game.a];
      payOut(game, [[winner, game.stake * 2]], 'Game won');
      game.results.set(winner, 'won').set(loser, 'lost');
    }
    finish(game, 'done', [game.a, game.b]);
    return true;
  };

  /**
   * Spec section 4: after 30 s the game resolves by itself. The timer settles it on the server whoever is connected
   * and whether or not anyone calls resolve; the listeners (the routes) then tell both players.
   */
  const armTimer = (game: Game): void => {
    timers.get(game.id)?.();
    const from = game.status === 'pending' ? game.createdAt : (game.startedAt ?? game.createdAt);
    timers.set(
      game.id,
      deps.schedule(from + AUTO_RESOLVE_MS, () => {
        timers.delete(game.id);
        if (settle(game)) for (const listener of clockListeners) listener(game);
      }),
    );
  };

  /** Settles the overdue games of these players, so a game nobody resolved never blocks the next one. */
  const sweep = (...uids: string[]): void => {
    for (const uid of uids) {
      const id = current.get(uid);
      const game = id === undefined ? undefined : games.get(id);
      if (game) settle(game);
    }
  };

  const participantGame = (uid: string, gameId: string): Game => {
    const game = games.get(gameId);
    if (!game || (game.a !== uid && game.b !== uid)) throw notFound('play.gameNotFound');
    return game;
  };

  const opponentOf = (game: Game, uid: string): string => (game.a === uid ? game.b : game.a);

  const newGame = (a: string, b: string, letter: string, stake: number, mode: Game['mode'], rematchOf: string | null): Game => {
    lastNumber += 1;
    return {
      id: `g${String(lastNumber).padStart(8, '0')}`,
      a,
      b,
      mode,
      rematchOf,
      letter,
      stake,
      status: 'pending',
      createdAt: deps.now(),
      startedAt: null,
      moves: new Map(),
      results: new Map(),
      end: null,
      settledBy: null,
    };
  };

  const start = (game: Game): void => {
    game.status = 'active';
    game.startedAt = deps.now();
    for (const uid of [game.a, game.b]) {
      current.set(uid, game.id);
      unread.delete(uid);
      leaveQueue(uid);
    }
    armTimer(game);
  };

  const challenge = (uid: string, letter: string, opponentUid: string, rematchOf: string | null): Game => {
    const stake = stakeOf(letter);
    if (stake === undefined) throw badRequest('field.stakeLetter', { field: 'g' });
    if (opponentUid === uid) throw unprocessable('play.challengeSelf');
    if (!deps.users.get(opponentUid)) throw notFound('play.playerNotFound');
    sweep(uid, opponentUid);
    if (current.has(uid)) throw conflict('play.alreadyInGame');
    if (current.has(opponentUid)) throw conflict('play.opponentBusy');
    const game = newGame(uid, opponentUid, letter, stake, 'friend', rematchOf);
    stakeIn(game, uid);
    games.set(game.id, game);
    current.set(uid, game.id);
    unread.delete(uid);
    leaveQueue(uid);
    armTimer(game);
    return game;
  };

  const accept = (uid: string, gameId: string): Game => {
    const game = participantGame(uid, gameId);
    if (game.a === uid) throw conflict('play.ownChallenge');
    if (game.status === 'pending') settle(game);
    if (game.end === 'expired') throw conflict('play.challengeExpired');
    if (game.status !== 'pending') throw conflict('play.challengeClosed');
    sweep(uid);
    if (current.has(uid)) throw conflict('play.alreadyInGame');
    stakeIn(game, uid);
    start(game);
    return game;
  };

  const repo: PlayRepo = {
    get: (id) => games.get(id),
    currentOf(uid) {
      const id = current.get(uid);
      return id === undefined ? undefined : games.get(id);
    },
    playDataFor(uid) {
      const id = current.get(uid) ?? unread.get(uid);
      const game = id === undefined ? undefined : games.get(id);
      if (!game) return null;
      const other = opponentOf(game, uid);
      const record = deps.users.get(other);
      const nid = record ? nidOf(record) : null;
      const mine = game.moves.get(uid);
      return {
        i: game.id,
        s: game.status === 'void' ? 'done' : game.status,
        m: mine !== undefined,
        p: game.moves.has(other),
        c: deps.isConnected(other),
        t: game.startedAt ?? game.createdAt,
        g: game.letter,
        u: other,
        ...(nid ? { n: nid } : {}),
        ...(mine ? { y: mine } : {}),
      };
    },
    offersFor(uid) {
      const now = deps.now();
      const open: Game[] = [];
      // A pending challenge is the current game of its challenger only.
      for (const id of current.values()) {
        const game = games.get(id);
        if (game?.status === 'pending' && game.b === uid && !overdue(game, now)) open.push(game);
      }
      open.sort((x, y) => y.createdAt - x.createdAt || (y.id < x.id ? -1 : 1));
      return open.flatMap((game): PlayOffer[] => {
        const record = deps.users.get(game.a);
        const nid = record ? nidOf(record) : null;
        if (!nid) return [];
        return [{ i: game.id, g: game.letter, u: game.a, n: nid, ...(game.rematchOf === null ? {} : { rematch: true }) }];
      });
    },
    challenge: (uid, letter, opponentUid) => challenge(uid, letter, opponentUid, null),
    checkAnswer(uid, gameId, claims) {
      const game = participantGame(uid, gameId);
      const opponent = opponentOf(game, uid);
      // n is the composite identifier userName-isVerified-country-uid (spec section 3): the uid part names the person,
      // the rest may have changed since the challenge was sent (a verification, a new country).
      const mismatch =
        claims.g !== undefined && claims.g !== game.letter
          ? 'g'
          : claims.u !== undefined && claims.u !== opponent
            ? 'u'
            : claims.n !== undefined && claims.n.split('-').at(-1) !== opponent
              ? 'n'
              : null;
      if (mismatch) throw unprocessable('play.answerMismatch', { field: mismatch });
    },
    accept,
    reject(uid, gameId) {
      const game = participantGame(uid, gameId);
      if (game.status === 'pending') settle(game);
      if (game.status !== 'pending') throw conflict('play.challengeClosed');
      payOut(game, [[game.a, game.stake]], 'Game stake returned');
      const withdrawn = game.a === uid;
      game.end = withdrawn ? 'withdrawn' : 'rejected';
      // A rejected challenger still has to hear about it; a withdrawal was their own doing.
      finish(game, 'void', withdrawn ? [] : [game.a]);
      return game;
    },
    rematch(uid, gameId) {
      const previous = participantGame(uid, gameId);
      if (previous.status !== 'done') throw conflict('play.rematchNotFinished');
      const other = opponentOf(previous, uid);
      const offered = [...games.values()].find((g) => g.rematchOf === previous.id && g.status === 'pending');
      if (offered && offered.b === uid) return { game: accept(uid, offered.id), started: true };
      if (offered) throw conflict('play.rematchAlreadyOffered');
      return { game: challenge(uid, previous.letter, other, previous.id), started: false };
    },
    move(uid, gameId, move) {
      const game = participantGame(uid, gameId);
      if (game.status === 'active' && overdue(game)) {
        settle(game);
        throw conflict('play.timeUp');
      }
      // A game the 30 s ended (by its timer, or by a call that found it overdue) refuses a move as too late.
      if (game.status !== 'active')
        throw conflict(game.settledBy === 'clock' && game.status === 'done' ? 'play.timeUp' : 'play.notInProgress');
      if (game.moves.has(uid)) throw conflict('play.alreadyMoved');
      game.moves.set(uid, move);
      // Both moved: settle now, so the money is right even if neither player ever calls resolve.
      settle(game);
      return game;
    },
    resolve(uid, gameId) {
      const game = participantGame(uid, gameId);
      const wasOpen = game.status === 'pending' || game.status === 'active';
      const settled = settle(game);
      if (game.status === 'pending' || game.status === 'active') {
        throw conflict(wasOpen && game.status === 'pending' ? 'play.awaitingAnswer' : 'play.notResolvable');
      }
      if (unread.get(uid) === game.id) unread.delete(uid);
      const result = game.results.get(uid);
      const mine = game.moves.get(uid);
      const theirs = game.moves.get(opponentOf(game, uid));
      const outcome: Outcome = {
        ...(result ? { r: result } : {}),
        ...(game.end ? { e: game.end } : {}),
        ...(mine ? { y: mine } : {}),
        // The opponent's move is no secret once the game is settled (and never shown before).
        ...(theirs && game.status === 'done' ? { o: theirs } : {}),
      };
      return { game, outcome, settled };
    },
    joinQueue(uid, letter) {
      const stake = stakeOf(letter);
      if (stake === undefined) throw badRequest('field.stakeLetter', { field: 'g' });
      sweep(uid);
      if (current.has(uid)) throw conflict('play.alreadyInGame');
      if (balanceOf(uid) < stake) throw balanceTooLow();
      leaveQueue(uid);
      pruneQueue();
      const waiting = queue.get(letter) ?? [];
      while (waiting.length > 0) {
        const other = waiting.shift()?.uid ?? '';
        if (waiting.length === 0) queue.delete(letter);
        sweep(other);
        if (current.has(other)) continue;
        const game = newGame(other, uid, letter, stake, 'online', null);
        try {
          // Both stakes in one transaction: either the game starts with both in escrow or nothing moves.
          deps.ledger.post(`play:${game.id}:stakes`, [stakeLeg(game, other), stakeLeg(game, uid)], 'Game stakes');
        } catch (error) {
          if (!(error instanceof InsufficientBalanceError)) throw error;
          if (error.account === userAccount(uid)) throw balanceTooLow();
          // The waiting player spent their OSBT meanwhile: drop them and try the next one.
          dropped.push(other);
          lastNumber -= 1;
          continue;
        }
        games.set(game.id, game);
        start(game);
        return game;
      }
      queue.set(letter, [...(queue.get(letter) ?? []), { uid, since: deps.now() }]);
      return null;
    },
    leaveQueue,
    queuedAt(uid) {
      pruneQueue();
      for (const [letter, waiting] of queue) if (waiting.some((w) => w.uid === uid)) return letter;
      return undefined;
    },
    takeDropped() {
      const out = dropped;
      dropped = [];
      return out;
    },
    opponentOf,
    onClockSettled(listener) {
      clockListeners.push(listener);
    },
    reset() {
      for (const cancel of timers.values()) cancel();
      timers = new Map();
      games = new Map();
      current = new Map();
      unread = new Map();
      queue = new Map();
      dropped = [];
      lastNumber = 0;
    },
  };
  return repo;
}
