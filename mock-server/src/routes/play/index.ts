// Tag play: challenge, accept or reject (play/add), rematch, the online queue, moves and resolve.
// Realtime (contracts/asyncapi.yaml): a challenged player gets JSON {type:'r'}; both players get JSON {type:'p'}
// when a game starts; the other player gets the text frame 'p' whenever the game changed under them (a move,
// a reject, a settlement; both players when the 30 s timer ended it), so their client refreshes its play data and balance — and a challenged friend gets it
// when the challenger withdraws, so their client sees the offer gone from User.playOffers and closes its dialog.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { conflict, type ApiCode } from '../../lib/errors.ts';
import type { PlayResult } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Game, PlayEnd } from '../../store/play.ts';
import { nidOf, type UserRecord } from '../../store/users.ts';

const RESULT_CODES: Record<PlayResult, ApiCode> = { won: 'play.won', lost: 'play.lost', draw: 'play.draw' };
const END_CODES: Record<PlayEnd, ApiCode> = {
  rejected: 'play.endRejected',
  withdrawn: 'play.endWithdrawn',
  expired: 'play.endExpired',
  timeout: 'play.endTimeout',
};

export default function playRoutes(app: FastifyInstance): void {
  const { store, realtime } = app;

  const profileNid = (user: UserRecord): string => {
    const nid = nidOf(user);
    if (nid === null) throw conflict('play.profileIncomplete');
    return nid;
  };

  /** The game started: both players open the play modal. */
  const announceStart = (game: Game): void => {
    for (const uid of [game.a, game.b]) realtime.send(uid, { type: 'p', data: store.play.playDataFor(uid) });
  };

  /**
   * The challenged player gets the Accept / Reject dialog, and a notification (/inbox/notification) that stays when the
   * frame found no open socket (their client also reads User.playOffers whenever its socket opens).
   */
  const announceChallenge = (game: Game, challenger: UserRecord): void => {
    const rematch = game.rematchOf === null ? {} : { rematch: true };
    realtime.send(game.b, { type: 'r', data: { i: game.id, g: game.letter, u: challenger.uid, n: profileNid(challenger), ...rematch } });
    store.inbox.notifications.add(game.b, {
      type: 'challenge',
      text: `${challenger.userName} challenged you to a game (${game.stake} OSBT)`,
      u: challenger.uid,
      n: challenger.userName,
      amount: game.stake,
      link: '/play',
      t: app.clock.now(),
      key: `challenge:${game.id}`,
    });
    // The news frame, as for a new follower: an open notifications list refetches on it (lib/live).
    realtime.send(game.b, 'i');
  };

  const poke = (uid: string): void => {
    realtime.send(uid, 'p');
  };

  // The 30 s ended a game on its own (spec section 4): both players hear it at once — the game's players re-read
  // their play data and resolve it to show the result; a challenged friend sees the offer gone.
  store.play.onClockSettled((game) => {
    poke(game.a);
    poke(game.b);
  });

  app.operation('playAction', (request, _reply, body) => {
    const user = currentUser(request);
    if (!('t' in body)) {
      profileNid(user);
      const game = store.play.challenge(user.uid, body.g, body.u);
      announceChallenge(game, user);
      return ok('play.challengeSent', store.play.playDataFor(user.uid));
    }
    store.play.checkAnswer(user.uid, body.i, body);
    if (body.t === 'a') {
      profileNid(user);
      const game = store.play.accept(user.uid, body.i);
      announceStart(game);
      return ok('play.challengeAccepted', store.play.playDataFor(user.uid));
    }
    const game = store.play.reject(user.uid, body.i);
    poke(store.play.opponentOf(game, user.uid));
    return ok(game.a === user.uid ? 'play.challengeWithdrawn' : 'play.challengeRejected', null);
  });

  app.operation('playRematch', (request, _reply, body) => {
    const user = currentUser(request);
    profileNid(user);
    const { game, started } = store.play.rematch(user.uid, body.i);
    if (started) announceStart(game);
    else announceChallenge(game, user);
    return ok(started ? 'play.rematchAccepted' : 'play.rematchOffered', store.play.playDataFor(user.uid));
  });

  app.operation('playMove', (request, _reply, body) => {
    const user = currentUser(request);
    const game = store.play.move(user.uid, body.i, body.m);
    poke(store.play.opponentOf(game, user.uid));
    return ok('play.moved', store.play.playDataFor(user.uid));
  });

  app.operation('resolvePlay', (request, _reply, body) => {
    const user = currentUser(request);
    const { game, outcome, settled } = store.play.resolve(user.uid, body.i);
    if (settled) poke(store.play.opponentOf(game, user.uid));
    const code = outcome.r ? RESULT_CODES[outcome.r] : outcome.e ? END_CODES[outcome.e] : 'play.void';
    return ok(code, outcome);
  });

  app.operation('playQueue', (request, _reply, body) => {
    const user = currentUser(request);
    profileNid(user);
    const game = store.play.joinQueue(user.uid, body.g);
    // Players dropped for a balance below the stake learn it from their next play data refresh.
    for (const uid of store.play.takeDropped()) poke(uid);
    if (!game) return ok('play.waiting', null);
    announceStart(game);
    return ok('play.matched', store.play.playDataFor(user.uid));
  });

  app.operation('playQueueLeave', (request) => {
    const user = currentUser(request);
    return ok(store.play.leaveQueue(user.uid) ? 'play.queueLeft' : 'play.notQueued', null);
  });
}
