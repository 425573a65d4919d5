// Tag play: challenge, accept or reject, and resolve (minimal; the full game comes in its own issue).
// Realtime (contracts/asyncapi.yaml): the challenged player gets {type:'r'}, both players {type:'p'} when the
// challenge is accepted, and the other side a plain 'p' on reject and resolve.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { conflict } from '../../lib/errors.ts';
import type { PlayAction, PlayResolve, PlayResult } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { nidOf } from '../../store/users.ts';

const RESULT_MESSAGES: Record<PlayResult, string> = { won: 'You won!', lost: 'You lost', draw: "It's a draw" };

export default async function playRoutes(app: FastifyInstance): Promise<void> {
  const { store, realtime } = app;

  app.operation<PlayAction>('playAction', (request, _reply, body) => {
    const user = currentUser(request);
    if ('g' in body) {
      const nid = nidOf(user);
      if (nid === null) throw conflict('Finish your profile before you play');
      const game = store.play.challenge(user.uid, body.g, body.u);
      realtime.send(game.b, { type: 'r', data: { i: game.id, g: game.letter, u: user.uid, n: nid } });
      return ok('Challenge sent', store.play.playDataFor(user.uid));
    }
    if (body.t === 'a') {
      const game = store.play.accept(user.uid, body.i);
      for (const uid of [game.a, game.b]) realtime.send(uid, { type: 'p', data: store.play.playDataFor(uid) });
      return ok('Challenge accepted', store.play.playDataFor(user.uid));
    }
    const game = store.play.reject(user.uid, body.i);
    realtime.send(store.play.opponentOf(game, user.uid), 'p');
    return ok(game.a === user.uid ? 'Challenge withdrawn' : 'Challenge rejected', null);
  });

  app.operation<PlayResolve>('resolvePlay', (request, _reply, body) => {
    const user = currentUser(request);
    const { game, result } = store.play.resolve(user.uid, body.i);
    realtime.send(store.play.opponentOf(game, user.uid), 'p');
    return result === undefined ? ok('The game was void', {}) : ok(RESULT_MESSAGES[result], { r: result });
  });
}
