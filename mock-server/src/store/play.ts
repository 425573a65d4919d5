// The rock-paper-scissors stake game, kept minimal (a later issue builds the full game): challenge,
// accept or reject, resolve after both moved or 30 s. Every stake sits in escrow:<gameId> on the
// ledger, so a game never creates or loses OSBT.
import { ApiError, badRequest, conflict, notFound, unprocessable } from '../lib/errors.ts';
import type { PlayData, PlayResult } from '../lib/types.ts';
import { escrowAccount, InsufficientBalanceError, userAccount, type Ledger } from '../plugins/ledger.ts';
import type { UsersRepo } from './users.ts';

/** Spec section 9: a game resolves on its own 30 s after it starts. */
export const AUTO_RESOLVE_MS = 30_000;
/** Spec section 9: stake letters a–t are 10 OSBT doubling up to 5242880 OSBT. */
export const STAKE_LETTERS = 'abcdefghijklmnopqrst';
export const stakeOf = (letter: string): number | undefined => {
  const index = STAKE_LETTERS.indexOf(letter);
  return letter.length === 1 && index >= 0 ? 10 * 2 ** index : undefined;
};
export const PLAY_ASSET = 'OSBT';

export type Move = 'r' | 'p' | 's';
export type GameStatus = 'pending' | 'active' | 'done' | 'rejected' | 'void';

export interface Game {
  id: string;
  /** Who challenged. */
  a: string;
  /** Who was challenged. */
  b: string;
  letter: string;
  stake: number;
  status: GameStatus;
  createdAt: number;
  startedAt: number | null;
  moves: Map<string, Move>;
  /** Per player, once done. */
  results: Map<string, PlayResult>;
}

export interface PlayRepo {
  get(id: string): Game | undefined;
  /** The game the user is in (pending as challenger, or active), if any. */
  currentOf(uid: string): Game | undefined;
  playDataFor(uid: string): PlayData | null;
  challenge(uid: string, letter: string, opponentUid: string): Game;
  accept(uid: string, gameId: string): Game;
  /** Rejects (the challenged) or withdraws (the challenger) a pending challenge; the stake goes back. */
  reject(uid: string, gameId: string): Game;
  /** Records a move (no route yet: the full game adds one). */
  move(uid: string, gameId: string, move: Move): Game;
  /** Settles the game when it can be; answers the caller's result (undefined when the game was void). */
  resolve(uid: string, gameId: string): { game: Game; result: PlayResult | undefined };
  opponentOf(game: Game, uid: string): string;
  reset(): void;
}

const BEATS: Record<Move, Move> = { r: 's', p: 'r', s: 'p' };
const MOVES: readonly Move[] = ['r', 'p', 's'];

/** A deterministic move for a player who did not move in time. */
function autoMove(gameId: string, uid: string): Move {
  let hash = 0;
  for (const char of gameId + uid) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return MOVES[hash % 3] ?? 'r';
}

export function createPlayRepo(deps: {
  users: UsersRepo;
  ledger: Ledger;
  now: () => number;
  isConnected: (uid: string) => boolean;
}): PlayRepo {
  let games = new Map<string, Game>();
  let current = new Map<string, string>();
  let lastNumber = 0;

  const stakeIn = (game: Game, uid: string): void => {
    try {
      deps.ledger.transfer({
        requestId: `play:${game.id}:stake:${uid}`,
        from: userAccount(uid),
        to: escrowAccount(game.id),
        asset: PLAY_ASSET,
        amount: game.stake,
        memo: 'Game stake',
      });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw new ApiError(422, 'Your OSBT balance is too low for this stake');
      throw error;
    }
  };

  const payOut = (game: Game, uid: string, amount: number, why: string): void => {
    deps.ledger.transfer({
      requestId: `play:${game.id}:${why}:${uid}`,
      from: escrowAccount(game.id),
      to: userAccount(uid),
      asset: PLAY_ASSET,
      amount,
      memo: why === 'win' ? 'Game won' : 'Game stake returned',
    });
  };

  const finish = (game: Game, status: GameStatus): void => {
    game.status = status;
    for (const uid of [game.a, game.b]) if (current.get(uid) === game.id) current.delete(uid);
  };

  const participantGame = (uid: string, gameId: string): Game => {
    const game = games.get(gameId);
    if (!game || (game.a !== uid && game.b !== uid)) throw notFound('Game not found');
    return game;
  };

  const opponentOf = (game: Game, uid: string): string => (game.a === uid ? game.b : game.a);

  const repo: PlayRepo = {
    get: (id) => games.get(id),
    currentOf(uid) {
      const id = current.get(uid);
      return id === undefined ? undefined : games.get(id);
    },
    playDataFor(uid) {
      const game = repo.currentOf(uid);
      if (!game) return null;
      const other = opponentOf(game, uid);
      return { i: game.id, m: game.moves.has(uid), p: game.moves.has(other), c: deps.isConnected(other), t: game.startedAt ?? game.createdAt };
    },
    challenge(uid, letter, opponentUid) {
      const stake = stakeOf(letter);
      if (stake === undefined) throw badRequest('g: must be a stake letter from a to t');
      if (opponentUid === uid) throw unprocessable('You cannot challenge yourself');
      if (!deps.users.get(opponentUid)) throw notFound('Player not found');
      if (current.has(uid)) throw conflict('You already have a game in progress');
      if (current.has(opponentUid)) throw conflict('That player is already in a game');
      lastNumber += 1;
      const game: Game = {
        id: `g${String(lastNumber).padStart(8, '0')}`,
        a: uid,
        b: opponentUid,
        letter,
        stake,
        status: 'pending',
        createdAt: deps.now(),
        startedAt: null,
        moves: new Map(),
        results: new Map(),
      };
      stakeIn(game, uid);
      games.set(game.id, game);
      current.set(uid, game.id);
      return game;
    },
    accept(uid, gameId) {
      const game = participantGame(uid, gameId);
      if (game.a === uid) throw conflict('You cannot accept your own challenge');
      if (game.status !== 'pending') throw conflict('This challenge is no longer open');
      if (current.has(uid)) throw conflict('You already have a game in progress');
      stakeIn(game, uid);
      game.status = 'active';
      game.startedAt = deps.now();
      current.set(uid, game.id);
      return game;
    },
    reject(uid, gameId) {
      const game = participantGame(uid, gameId);
      if (game.status !== 'pending') throw conflict('This challenge is no longer open');
      payOut(game, game.a, game.stake, 'refund');
      finish(game, 'rejected');
      return game;
    },
    move(uid, gameId, move) {
      const game = participantGame(uid, gameId);
      if (game.status !== 'active') throw conflict('The game is not in progress');
      if (game.moves.has(uid)) throw conflict('You already moved');
      game.moves.set(uid, move);
      return game;
    },
    resolve(uid, gameId) {
      const game = participantGame(uid, gameId);
      const now = deps.now();
      if (game.status === 'pending') {
        // An unanswered challenge expires 30 s after it was sent: the stake goes back.
        if (now - game.createdAt < AUTO_RESOLVE_MS) throw conflict('This game cannot be resolved yet');
        payOut(game, game.a, game.stake, 'refund');
        finish(game, 'void');
      } else if (game.status === 'active') {
        const bothMoved = game.moves.has(game.a) && game.moves.has(game.b);
        if (!bothMoved && now - (game.startedAt ?? game.createdAt) < AUTO_RESOLVE_MS) {
          throw conflict('This game cannot be resolved yet');
        }
        const moveA = game.moves.get(game.a) ?? autoMove(game.id, game.a);
        const moveB = game.moves.get(game.b) ?? autoMove(game.id, game.b);
        if (moveA === moveB) {
          payOut(game, game.a, game.stake, 'refund');
          payOut(game, game.b, game.stake, 'refund');
          game.results.set(game.a, 'draw').set(game.b, 'draw');
        } else {
          const [winner, loser] = BEATS[moveA] === moveB ? [game.a, game.b] : [game.b, game.a];
          payOut(game, winner, game.stake * 2, 'win');
          game.results.set(winner, 'won').set(loser, 'lost');
        }
        finish(game, 'done');
      }
      return { game, result: game.results.get(uid) };
    },
    opponentOf,
    reset() {
      games = new Map();
      current = new Map();
      lastNumber = 0;
    },
  };
  return repo;
}
