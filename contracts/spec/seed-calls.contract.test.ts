// Seed fidelity (issue #29): every call of the seed's table (product spec section 7, "The calls it makes"), replayed
// with the payload shapes the table names, as a client built on the seed sends them, must be accepted by the target
// and answer what the table says. The table is quoted row by row below; a row the API cannot take is a failure here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoProblems } from '../lib/check.ts';
import { mayRun } from '../lib/effects.ts';
import { NO_BODY } from '../lib/generate.ts';
import { operationById } from '../lib/spec.ts';
import { fileTarget } from '../lib/suite.ts';
import type { Target } from '../lib/target.ts';
import { openapiValidators } from '../lib/validators.ts';
import { openRecorder, type Recorder } from '../lib/ws-client.ts';
import { createWorld, dataOf, drain, letTimePass, type World } from '../lib/world.ts';

/** Spec section 9: "Game auto-resolve 30s" (plus a second for the clocks). */
const AUTO_RESOLVE_WAIT_MS = 31_000;

/** The seed's table, row by row: the call as it is written there and the operation of openapi.yaml that serves it. */
const SEED_TABLE = [
  { call: 'POST /account/get/user', payload: 'none', answer: 'data user, optional rates, data.playData', operationId: 'getUser' },
  { call: 'POST /account/get/rate', payload: 'none', answer: 'data rates', operationId: 'getRates' },
  { call: 'POST /account/action', payload: 'free-form update', answer: "success toast 'Update successful!'", operationId: 'updateAccount' },
  { call: 'POST /{product}/profile/get', payload: 'userName', answer: 'data uid, nid', operationId: 'getProfile' },
  {
    call: 'POST /app/post-new',
    payload: 'type, text, tags, description, media, country',
    answer: 'success or failure message',
    operationId: 'createPost',
  },
  { call: 'POST /{product}/inbox/community/add', payload: 'name, description', answer: 'data.uid', operationId: 'createCommunity' },
  { call: 'POST /{product}/inbox/contact/add', payload: 'uid, nid', answer: 'not shown', operationId: 'addContact' },
  { call: 'POST /{product}/inbox/contact/remove', payload: 'uids (list)', answer: 'not shown', operationId: 'removeContacts' },
  { call: 'POST /{product}/inbox/contact/list', payload: 'none', answer: 'data map', operationId: 'listContacts' },
  {
    call: 'POST /{product}/inbox/list',
    payload: 'id (optional last id)',
    answer: 'data map of id to {type, data {i,m,s,t,u,c,n}}',
    operationId: 'listInbox',
  },
  { call: 'POST /{product}/play/add', payload: 'g, t, u, n, i', answer: 'not shown', operationId: 'playAction' },
  { call: 'POST /{product}/play/resolve', payload: 'not shown', answer: 'message, data.r', operationId: 'resolvePlay' },
] as const;

const validators = openapiValidators();
let target: Target;
let world: World;
const sockets: Recorder[] = [];

beforeAll(async () => {
  target = await fileTarget();
  world = createWorld(target, target.baseUrl, false);
});

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

/** The body must be one the spec itself accepts for that operation (as well as one the target takes). */
function expectValidRequest(operationId: string, body: unknown): void {
  if (body === NO_BODY) return;
  expect(validators.validateRequest(operationById(operationId), body), `${operationId} request ${JSON.stringify(body)}`).toEqual([]);
}

async function replay(operationId: string, body: unknown, label: string, as?: string) {
  expectValidRequest(operationId, body);
  const ex = await world.call(operationId, { body, label, ...(as ? { as } : {}) });
  expect(ex.status, `${label}: ${ex.bodyText.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(ex.status, `${label}: ${ex.bodyText.slice(0, 300)}`).toBeLessThan(300);
  return ex;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

describe("the seed's calls (spec section 7), as the seed words them", () => {
  it('every row of the table is an operation at exactly that path', () => {
    for (const row of SEED_TABLE) {
      const op = operationById(row.operationId);
      expect(`POST ${op.template}`, row.operationId).toBe(row.call);
      expect(op.method.toUpperCase()).toBe('POST');
    }
  });

  it('the calls with no payload answer with or without a body ("none")', async () => {
    for (const body of [NO_BODY, {}]) {
      const kind = body === NO_BODY ? 'no body' : 'an empty object';
      const user = await replay('getUser', body, `get user with ${kind}`);
      expect(dataOf(user)).toHaveProperty('playData');
      expect(dataOf(user)?.uid).toBe((await world.session('main')).uid);
      const rates = await replay('getRates', body, `get rates with ${kind}`);
      expect(dataOf(rates)?.OSBT).toBeGreaterThan(0);
      const contacts = await replay('listContacts', body, `list contacts with ${kind}`);
      expect(isMap(dataOf(contacts) ?? {})).toBe(true);
    }
    assertNoProblems(drain(world));
  });

  it('WS /account/get/connect?token={token}: the socket opens with the token in the query', async () => {
    const session = await world.session('main');
    const socket = await openRecorder(target.wsUrl, session.token, session.who);
    sockets.push(socket);
    socket.send('a');
    await socket.waitFor('the keepalive answer y', (f) => f.raw === 'y');
  });

  it('account/action takes a free-form update and says "Update successful!"', async (ctx) => {
    if (!mayRun('updateAccount', target.allowMutations)) return ctx.skip('changes data; set CONTRACT_ALLOW_MUTATIONS=1');
    const me = await world.session('main');
    const currency = typeof me.user.currency === 'string' ? me.user.currency : 'USD';
    const ex = await replay('updateAccount', { currency }, 'update the currency to what it is');
    expect((ex.json as { message?: unknown }).message).toBe('Update successful!');
    assertNoProblems(drain(world));
  });

  it('profile/get {userName} answers data uid, nid', async () => {
    const other = await world.session('other');
    const ex = await replay('getProfile', { userName: other.userName }, `find @${other.userName}`);
    expect(dataOf(ex)).toMatchObject({ uid: other.uid, nid: other.nid });
    assertNoProblems(drain(world));
  });

  it('post-new {type, text, tags, description, media, country} is a success', async (ctx) => {
    if (!mayRun('createPost', target.allowMutations)) return ctx.skip('changes data; set CONTRACT_ALLOW_MUTATIONS=1');
    const me = await world.session('main');
    const country = typeof me.user.country === 'string' ? me.user.country : 'US';
    const body = { type: 'Text', text: 'Seed replay', tags: ['seed'], description: 'A post as the seed sends it', media: [], country };
    const ex = await replay('createPost', body, 'create a text post');
    expect((ex.json as { status?: unknown }).status).toBe('success');
    assertNoProblems(drain(world));
  });

  it('inbox: community/add {name, description} answers data.uid; contact/add {uid, nid}, contact/remove {uids}; list {id?}', async (ctx) => {
    if (!mayRun('createCommunity', target.allowMutations)) return ctx.skip('changes data; set CONTRACT_ALLOW_MUTATIONS=1');
    const community = await replay(
      'createCommunity',
      { name: `seed_${Date.now().toString(36)}`, description: 'Made by the seed replay' },
      'add a community',
    );
    expect(String(dataOf(community)?.uid)).toHaveLength(14);

    const other = await world.session('other');
    const added = await replay('addContact', { uid: other.uid, nid: other.nid }, `add ${other.userName} as a contact`);
    expect(dataOf(added)?.[other.uid]).toBe(other.userName);
    const removed = await replay('removeContacts', { uids: [other.uid] }, `remove ${other.userName}`);
    expect(dataOf(removed)).not.toHaveProperty(other.uid);

    const first = await replay('listInbox', NO_BODY, 'list the inbox with no last id');
    const batch = dataOf(first) ?? {};
    for (const entry of Object.values(batch)) {
      expect(entry).toMatchObject({
        type: expect.any(String),
        data: expect.objectContaining({ i: expect.any(String), t: expect.any(Number) }),
      });
    }
    const lastId = Object.values(batch)
      .map((entry) => String((entry as { data: { i: string } }).data.i))
      .sort()
      .at(0);
    if (lastId) await replay('listInbox', { id: lastId }, `list the inbox after ${lastId}`);
    assertNoProblems(drain(world));
  });

  it('play/add with g, t, u, n, i: a challenge {g, u, n}, then the r frame sent back with t: a (and t: x)', async (ctx) => {
    if (!mayRun('playAction', target.allowMutations)) return ctx.skip('changes data; set CONTRACT_ALLOW_MUTATIONS=1');
    const ada = await world.session('main');
    const ben = await world.session('other');
    const benSocket = await openRecorder(target.wsUrl, ben.token, ben.who);
    sockets.push(benSocket);

    // A challenge rejected with all five fields.
    await replay('playAction', { g: 'a', u: ben.uid, n: ben.nid }, 'ada challenges ben');
    const first = await benSocket.waitFor('JSON {type:"r"}', (f) => f.raw.includes('"type":"r"'));
    const offer = (JSON.parse(first.raw) as { data: { i: string; g: string; u: string; n: string } }).data;
    expect(offer).toMatchObject({ g: 'a', u: ada.uid, n: ada.nid });
    await replay('playAction', { g: offer.g, t: 'x', u: offer.u, n: offer.n, i: offer.i }, 'ben rejects with g, t, u, n, i', 'other');

    // A challenge accepted with all five fields, played and resolved.
    await replay('playAction', { g: 'a', u: ben.uid, n: ben.nid }, 'ada challenges ben again');
    const second = await benSocket.waitFor('a second JSON {type:"r"}', (f) => f.raw.includes('"type":"r"') && !f.raw.includes(offer.i));
    const again = (JSON.parse(second.raw) as { data: { i: string; g: string; u: string; n: string } }).data;
    const accepted = await replay(
      'playAction',
      { g: again.g, t: 'a', u: again.u, n: again.n, i: again.i },
      'ben accepts with g, t, u, n, i',
      'other',
    );
    expect(dataOf(accepted)).toMatchObject({ i: again.i, s: 'active' });
    world.state.seedGame = again.i;
    assertNoProblems(drain(world));
  });

  it('play/resolve answers message and data.r', async (ctx) => {
    if (!mayRun('resolvePlay', target.allowMutations)) return ctx.skip('changes data; set CONTRACT_ALLOW_MUTATIONS=1');
    const i = world.state.seedGame;
    if (typeof i !== 'string') throw new Error('the play/add replay started no game');
    await replay('playMove', { i, m: 'r' }, 'ada plays rock');
    await replay('playMove', { i, m: 's' }, 'ben plays scissors', 'other');
    const mine = await replay('resolvePlay', { i }, 'ada resolves');
    expect(mine.json).toMatchObject({ message: 'You won!', data: { r: 'won' } });
    const theirs = await replay('resolvePlay', { i }, 'ben resolves', 'other');
    expect(theirs.json).toMatchObject({ message: 'You lost', data: { r: 'lost' } });
    assertNoProblems(drain(world));
  });

  it(
    'play/resolve after the 30 s with nobody having moved: a message, and no data.r (void)',
    async (ctx) => {
      if (!mayRun('resolvePlay', target.allowMutations)) return ctx.skip('changes data; set CONTRACT_ALLOW_MUTATIONS=1');
      const ben = await world.session('other');
      const challenge = await replay('playAction', { g: 'a', u: ben.uid, n: ben.nid }, 'ada challenges ben');
      const i = String(dataOf(challenge)?.i);
      await replay('playAction', { t: 'a', i }, 'ben accepts with t and i only', 'other');
      await letTimePass(world, AUTO_RESOLVE_WAIT_MS);
      const ex = await replay('resolvePlay', { i }, 'ada resolves after the 30 s');
      expect(typeof (ex.json as { message?: unknown }).message).toBe('string');
      expect(dataOf(ex)).toEqual({ e: 'timeout' });
      assertNoProblems(drain(world));
    },
    AUTO_RESOLVE_WAIT_MS + 60_000,
  );
});
