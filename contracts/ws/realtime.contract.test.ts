// Websocket protocol (issue part 6): real sockets, scripted flows that make the server send each frame, and
// every frame sent or received validated against contracts/asyncapi.yaml.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertNoProblems } from '../lib/check.ts';
import { mayRun } from '../lib/effects.ts';
import { generateValue, resolveSchema, seededRng } from '../lib/generate.ts';
import { isObject, listOperations, loadOpenApi, requestSchema } from '../lib/spec.ts';
import { fileTarget } from '../lib/suite.ts';
import type { Target } from '../lib/target.ts';
import { connectExpectingRefusal, openRecorder, type Recorder } from '../lib/ws-client.ts';
import { createWorld, dataOf, drain, type World } from '../lib/world.ts';

/** Close code for a missing, unknown or revoked token (openapi.yaml, Realtime). */
const CLOSE_UNAUTHORIZED = 4401;
/** The operation that sends a chat message, if openapi.yaml has one (it must make the recipient's socket get `i`). */
const SEND_MESSAGE_OPERATION = 'sendMessage';

let target: Target;
let world: World;
const open: Recorder[] = [];

beforeAll(async () => {
  target = await fileTarget();
  // HTTP calls here go straight to the target; the strict validator still checks every answer.
  world = createWorld(target, target.baseUrl, false);
});

afterEach(async () => {
  const invalid = open.flatMap((r) => r.invalid());
  await Promise.all(open.splice(0).map((r) => r.close()));
  expect(invalid, `frames that break contracts/asyncapi.yaml:\n${invalid.join('\n')}`).toEqual([]);
  assertNoProblems(drain(world));
});

afterAll(async () => {
  await Promise.all(open.map((r) => r.close()));
});

async function connect(role: string): Promise<Recorder> {
  const s = await world.session(role);
  const rec = await openRecorder(target.wsUrl, s.token, s.who);
  open.push(rec);
  return rec;
}

const needsMutations = (): string | undefined =>
  mayRun('playAction', target.allowMutations) ? undefined : 'changes data; set CONTRACT_ALLOW_MUTATIONS=1 to run it against a real API';
const needsTwoUsers = (): string | undefined =>
  world.roles.other === world.roles.main ? 'needs a second user (CONTRACT_EMAIL_2 / CONTRACT_PASSWORD_2)' : undefined;

describe('connection', () => {
  it('refuses a socket without a token (close 4401)', async () => {
    const res = await connectExpectingRefusal(target.wsUrl);
    expect(res.code, `expected close ${CLOSE_UNAUTHORIZED}, got ${res.code} ${res.reason}`).toBe(CLOSE_UNAUTHORIZED);
  });

  it('refuses a socket with an unknown token (close 4401)', async () => {
    const res = await connectExpectingRefusal(`${target.wsUrl}?token=tok_never_issued_000000`);
    expect(res.code, `expected close ${CLOSE_UNAUTHORIZED}, got ${res.code} ${res.reason}`).toBe(CLOSE_UNAUTHORIZED);
  });

  it('refuses a socket with a revoked token (close 4401)', async () => {
    const s = await world.freshSession('main');
    await world.call('signOut', { as: s, body: {}, label: 'revoke before connecting' });
    const res = await connectExpectingRefusal(`${target.wsUrl}?token=${encodeURIComponent(s.token)}`);
    expect(res.code, `expected close ${CLOSE_UNAUTHORIZED}, got ${res.code} ${res.reason}`).toBe(CLOSE_UNAUTHORIZED);
  });

  it('keepalive: the client sends a, the server answers y', async () => {
    const ada = await connect('main');
    ada.send('a');
    await ada.waitFor('the keepalive answer y', (f) => f.raw === 'y');
  });

  it('signing out closes the sockets opened with that token (close 4401)', async () => {
    const s = await world.freshSession('main');
    const rec = await openRecorder(target.wsUrl, s.token, `${s.who} (fresh token)`);
    open.push(rec);
    const closed = new Promise<number>((resolve) => rec.socket.once('close', (code) => resolve(code)));
    await world.call('signOut', { as: s, body: {}, label: 'sign out while connected' });
    const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(0), 3000))]);
    expect(code, 'the socket opened with a token must close with 4401 when that token is signed out').toBe(CLOSE_UNAUTHORIZED);
  });
});

describe('server frames from scripted flows', () => {
  it('a new chat message makes the recipient receive i', async (ctx) => {
    const why = needsMutations() ?? needsTwoUsers();
    if (why) return ctx.skip(why);
    const op = listOperations().find((o) => o.operationId === SEND_MESSAGE_OPERATION);
    if (!op) {
      throw new Error(
        `openapi.yaml has no operation that sends a chat message (looked for operationId "${SEND_MESSAGE_OPERATION}"), so no flow can make the server send the inbox frame "i" ` +
          '(spec section 4: "i" triggers an inbox fetch). Proposed: POST /{product}/inbox/send {u: Uid | c: conversation id, m: text}, ' +
          'answering the stored ChatMessage; the recipient\'s sockets get "i".',
      );
    }
    const ben = await connect('other');
    const benSession = await world.session('other');
    const schema = requestSchema(op);
    const generated = schema ? generateValue(schema, seededRng(11)) : {};
    const body: Record<string, unknown> = isObject(generated) ? { ...generated } : {};
    const props = schema ? resolveSchema(loadOpenApi(), schema).properties : undefined;
    // The recipient: whichever of these fields the operation names.
    if (isObject(props)) for (const key of ['u', 'uid', 'to']) if (key in props) body[key] = benSession.uid;
    // A fresh client message id per run: the seeded one would be a replay on a real deployment's second run (no i).
    if (isObject(props) && 'k' in props) body.k = `contract-i-${Date.now().toString(36)}`;
    // A plain message, not a reply: a generated reply target is no message of this conversation (422).
    delete body.q;
    await world.call(op, { body, label: 'send ben a chat message' });
    await ben.waitFor('the inbox frame i', (f) => f.raw === 'i');
  });

  it('reading a conversation makes the sender receive x', async (ctx) => {
    const why = needsMutations() ?? needsTwoUsers();
    if (why) return ctx.skip(why);
    const ada = await connect('main');
    const benSession = await world.session('other');
    // A fresh client message id per run, so a real deployment stores a new message rather than replaying one.
    const k = `contract-x-${Date.now().toString(36)}`;
    const sent = await world.call(SEND_MESSAGE_OPERATION, {
      body: { to: benSession.uid, m: 'Read this, please', k },
      label: 'ada sends ben a message',
    });
    const conversation = dataOf(sent)?.c;
    if (typeof conversation !== 'string') throw new Error('sendMessage answered no conversation id (data.c)');
    await world.call('markRead', { as: 'other', body: { c: conversation }, label: `ben reads ${conversation}` });
    await ada.waitFor('the read frame x', (f) => f.raw === 'x');
    const history = await world.call('getHistory', { body: { c: conversation, limit: 1 }, label: 'ada reads the state back' });
    const newest = (dataOf(history)?.messages as Array<{ s?: unknown }> | undefined)?.at(-1);
    expect(newest?.s, 'after x the message state is r (spec section 4)').toBe('r');
  });

  it('a challenge makes the opponent receive JSON r with the challenger and stake', async (ctx) => {
    const why = needsMutations() ?? needsTwoUsers();
    if (why) return ctx.skip(why);
    const ben = await connect('other');
    const ada = await world.session('main');
    const benSession = await world.session('other');
    const res = await world.call('playAction', { body: { g: 'a', u: benSession.uid, n: benSession.nid }, label: 'ada challenges ben' });
    const gameId = dataOf(res)?.i;
    const frame = await ben.waitFor('JSON {type:"r"}', (f) => f.message === 'challenge' || f.raw.includes('"type":"r"'));
    expect(frame.ok, frame.errors.join('\n')).toBe(true);
    const data = (JSON.parse(frame.raw) as { data: Record<string, unknown> }).data;
    expect({ u: data.u, g: data.g, n: data.n }).toEqual({ u: ada.uid, g: 'a', n: ada.nid });
    if (typeof gameId === 'string') expect(data.i, 'the r frame names the game the challenge answered').toBe(gameId);
    // Clean up: ben rejects, which sends ada the plain pending frame p.
    const adaSocket = await connect('main');
    await world.call('playAction', { as: 'other', body: { t: 'x', i: data.i }, label: 'ben rejects' });
    await adaSocket.waitFor('the pending frame p after the reject', (f) => f.raw === 'p');
  });

  it('accepting a challenge makes both players receive JSON p with PlayData', async (ctx) => {
    const why = needsMutations() ?? needsTwoUsers();
    if (why) return ctx.skip(why);
    const ada = await connect('main');
    const ben = await connect('other');
    const benSession = await world.session('other');
    await world.call('playAction', { body: { g: 'a', u: benSession.uid, n: benSession.nid }, label: 'ada challenges ben' });
    const r = await ben.waitFor('JSON {type:"r"}', (f) => f.raw.includes('"type":"r"'));
    const gameId = (JSON.parse(r.raw) as { data: { i: string } }).data.i;
    await world.call('playAction', { as: 'other', body: { t: 'a', i: gameId }, label: `ben accepts ${gameId}` });
    const isP = (f: { raw: string }): boolean => f.raw.includes('"type":"p"');
    const [pa, pb] = await Promise.all([ada.waitFor('JSON {type:"p"}', isP), ben.waitFor('JSON {type:"p"}', isP)]);
    for (const f of [pa, pb]) {
      expect(f.ok, f.errors.join('\n')).toBe(true);
      expect((JSON.parse(f.raw) as { data: { i: string } }).data.i).toBe(gameId);
    }
    // Resolving after the 30 s timer sends the other player the plain pending frame p.
    if (target.advanceClock) {
      await target.advanceClock(31_000);
      await world.call('resolvePlay', { body: { i: gameId }, label: 'ada resolves after the timer' });
      await ben.waitFor('the pending frame p after resolve', (f) => f.raw === 'p');
      return;
    }
    // A real API has no clock to move: finish the game so the next flows (and files) can start one.
    await world.call('playMove', { body: { i: gameId, m: 'r' }, label: 'ada plays rock' });
    await world.call('playMove', { as: 'other', body: { i: gameId, m: 'p' }, label: 'ben plays paper' });
    await world.call('resolvePlay', { body: { i: gameId }, label: 'ada reads the result' });
    await world.call('resolvePlay', { as: 'other', body: { i: gameId }, label: 'ben reads the result' });
  });

  it('a move makes the opponent receive the pending frame p, never the hand played', async (ctx) => {
    const why = needsMutations() ?? needsTwoUsers();
    if (why) return ctx.skip(why);
    const ben = await connect('other');
    const benSession = await world.session('other');
    const res = await world.call('playAction', { body: { g: 'a', u: benSession.uid, n: benSession.nid }, label: 'ada challenges ben' });
    const gameId = String(dataOf(res)?.i);
    await world.call('playAction', { as: 'other', body: { t: 'a', i: gameId }, label: `ben accepts ${gameId}` });
    await ben.waitFor('JSON {type:"p"} for the new game', (f) => f.raw.includes('"type":"p"') && f.raw.includes(gameId));
    const before = ben.frames.length;
    await world.call('playMove', { body: { i: gameId, m: 'r' }, label: 'ada plays rock' });
    await ben.waitFor('the pending frame p after the move', (f) => f.raw === 'p' && ben.frames.indexOf(f) >= before);
    const hands = ben.frames.slice(before).filter((f) => f.raw !== 'p');
    expect(
      hands.map((f) => f.raw),
      'a move sends the opponent nothing but p',
    ).toEqual([]);
    // Finish the game so the next flow starts clean: ben moves, both read the result.
    await world.call('playMove', { as: 'other', body: { i: gameId, m: 'p' }, label: 'ben plays paper' });
    await world.call('resolvePlay', { body: { i: gameId }, label: 'ada reads the result' });
    await world.call('resolvePlay', { as: 'other', body: { i: gameId }, label: 'ben reads the result' });
  });

  it('two players waiting at the same stake both receive JSON p with PlayData', async (ctx) => {
    const why = needsMutations() ?? needsTwoUsers();
    if (why) return ctx.skip(why);
    const ada = await connect('main');
    const ben = await connect('other');
    await world.call('playQueue', { body: { g: 'b' }, label: 'ada waits at stake b' });
    const match = await world.call('playQueue', { as: 'other', body: { g: 'b' }, label: 'ben joins at stake b' });
    const gameId = String(dataOf(match)?.i);
    const isGame = (f: { raw: string }): boolean => f.raw.includes('"type":"p"') && f.raw.includes(gameId);
    const [pa, pb] = await Promise.all([
      ada.waitFor('JSON {type:"p"} (matched)', isGame),
      ben.waitFor('JSON {type:"p"} (matched)', isGame),
    ]);
    for (const f of [pa, pb]) expect(f.ok, f.errors.join('\n')).toBe(true);
    await world.call('playMove', { body: { i: gameId, m: 's' }, label: 'ada plays scissors' });
    await world.call('playMove', { as: 'other', body: { i: gameId, m: 's' }, label: 'ben plays scissors' });
    await world.call('resolvePlay', { body: { i: gameId }, label: 'ada reads the draw' });
    await world.call('resolvePlay', { as: 'other', body: { i: gameId }, label: 'ben reads the draw' });
  });

  it('a rematch offer makes the opponent receive JSON r with rematch true', async (ctx) => {
    const why = needsMutations() ?? needsTwoUsers();
    if (why) return ctx.skip(why);
    const ben = await connect('other');
    const ada = await world.session('main');
    const benSession = await world.session('other');
    const res = await world.call('playAction', { body: { g: 'a', u: benSession.uid, n: benSession.nid }, label: 'ada challenges ben' });
    const gameId = String(dataOf(res)?.i);
    await world.call('playAction', { as: 'other', body: { t: 'a', i: gameId }, label: `ben accepts ${gameId}` });
    await world.call('playMove', { body: { i: gameId, m: 'r' }, label: 'ada plays rock' });
    await world.call('playMove', { as: 'other', body: { i: gameId, m: 'r' }, label: 'ben plays rock' });
    const offer = await world.call('playRematch', { body: { i: gameId }, label: 'ada offers a rematch' });
    const next = String(dataOf(offer)?.i);
    const frame = await ben.waitFor('JSON {type:"r"} rematch', (f) => f.raw.includes('"type":"r"') && f.raw.includes(next));
    expect(frame.ok, frame.errors.join('\n')).toBe(true);
    expect((JSON.parse(frame.raw) as { data: Record<string, unknown> }).data).toEqual({
      i: next,
      g: 'a',
      u: ada.uid,
      n: ada.nid,
      rematch: true,
    });
    await world.call('playAction', { as: 'other', body: { t: 'x', i: next }, label: 'ben rejects the rematch' });
  });
});
