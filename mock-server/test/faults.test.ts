// The fault controls (/__mock/faults, test controls): latency, a status with its envelope, a lost answer, a hang released on abort,
// deletion, reset and close, dropped websockets, lifetimes (calls and wall-clock time), and refusing bad rules with a 400.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CLOSE_FAULT, createFaults, pathPattern } from '../src/plugins/faults.ts';
import { buildApp, call, checkEnvelope, signIn, urlOf, USERS } from './helpers.ts';

let app: FastifyInstance;
let ada: string;

beforeEach(async () => {
  app = await buildApp();
  ada = await signIn(app, 'ada');
});
afterEach(() => app.close());

async function setRule(rule: unknown): Promise<{ id: string; remaining: number | null; msLeft: number | null }[]> {
  const res = await app.inject({ method: 'POST', url: '/__mock/faults', payload: rule as object });
  if (res.statusCode !== 201) throw new Error(`rule refused: ${res.body}`);
  return checkEnvelope(res).data as { id: string; remaining: number | null; msLeft: number | null }[];
}

async function rules(): Promise<{ id: string; remaining: number | null; hits: number }[]> {
  const res = await app.inject({ method: 'GET', url: '/__mock/faults' });
  expect(res.statusCode).toBe(200);
  return checkEnvelope(res).data as { id: string; remaining: number | null; hits: number }[];
}

const FEED_BODY = { feed: 'forYou', page: 1 };

/** listFeed as it comes: a fault's answer is off the contract on purpose, so no contract check here. */
async function feed(): Promise<{ status: number; res: Awaited<ReturnType<FastifyInstance['inject']>> }> {
  const res = await app.inject({ method: 'POST', url: urlOf('listFeed'), headers: { authorization: `Bearer ${ada}` }, payload: FEED_BODY });
  return { status: res.statusCode, res };
}

describe('latency', () => {
  it('delays the matching call by latencyMs, for the next N calls, then calls are quick again', async () => {
    await setRule({ effect: 'latency', operationId: 'listFeed', latencyMs: 300, times: 1 });
    let started = Date.now();
    const slow = await feed();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.status).toBe(200);
    expect(slow.res.headers['x-mock-fault']).toBe('f1');
    started = Date.now();
    expect((await feed()).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(250);
    expect(await rules()).toEqual([]);
  });

  it('leaves other operations alone', async () => {
    await setRule({ effect: 'latency', operationId: 'listFeed', latencyMs: 400 });
    const started = Date.now();
    expect((await call(app, 'payWallet', { token: ada })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(300);
    expect((await rules())[0]).toMatchObject({ id: 'f1', hits: 0, remaining: null });
  });
});

describe('status', () => {
  it.each([
    [500, 'server.internal', undefined],
    [503, 'server.unavailable', '1'],
    [429, 'request.rateLimited', '1'],
    [401, 'auth.signInRequired', undefined],
  ])('answers %i with the error envelope of %s', async (status, code, retryAfter) => {
    await setRule({ effect: 'status', operationId: 'listFeed', status });
    const res = await app.inject({
      method: 'POST',
      url: urlOf('listFeed'),
      headers: { authorization: `Bearer ${ada}` },
      payload: FEED_BODY,
    });
    expect(res.statusCode).toBe(status);
    expect(checkEnvelope(res)).toMatchObject({ status: 'error', code, data: null });
    expect(res.headers['retry-after']).toBe(retryAfter);
  });

  it('takes a code from the ApiCode enum with its params, a Retry-After, and counts the calls down in the list', async () => {
    await setRule({ effect: 'status', path: '/v1/:product/feed/*', status: 429, retryAfterSeconds: 7, times: 2 });
    await setRule({ effect: 'status', operationId: 'payWallet', status: 404, code: 'profile.notFound', params: { userName: 'x' } });
    const first = await app.inject({
      method: 'POST',
      url: urlOf('listFeed'),
      headers: { authorization: `Bearer ${ada}` },
      payload: FEED_BODY,
    });
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('7');
    expect((await rules())[0]).toMatchObject({ id: 'f1', remaining: 1, hits: 1 });
    expect((await feed()).status).toBe(429);
    expect((await feed()).status).toBe(200);
    const wallet = await app.inject({ method: 'POST', url: urlOf('payWallet'), headers: { authorization: `Bearer ${ada}` } });
    expect(wallet.statusCode).toBe(404);
    expect(checkEnvelope(wallet)).toMatchObject({ code: 'profile.notFound' });
    expect((await rules()).map((rule) => rule.id)).toEqual(['f2']);
  });

  it('matches a path pattern and a method, and answers before auth', async () => {
    await setRule({ effect: 'status', path: '/v1/app/feed/*', method: 'get', status: 500 });
    expect((await feed()).status).toBe(200);
    await app.inject({ method: 'DELETE', url: '/__mock/faults' });
    await setRule({ effect: 'status', path: '/v1/app/feed/*', method: 'POST', status: 500 });
    const anonymous = await app.inject({ method: 'POST', url: urlOf('listFeed'), payload: FEED_BODY });
    expect(anonymous.statusCode).toBe(500);
  });

  it('keeps the CORS header, so a browser can read the refusal', async () => {
    await setRule({ effect: 'status', status: 503 });
    const res = await app.inject({
      method: 'POST',
      url: urlOf('listFeed'),
      headers: { origin: 'http://localhost:5173' },
      payload: FEED_BODY,
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('latency and a status add up: slow, then the failure', async () => {
    await setRule([
      { effect: 'latency', operationId: 'listFeed', latencyMs: 200 },
      { effect: 'status', operationId: 'listFeed', status: 503 },
    ]);
    const started = Date.now();
    expect((await feed()).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('dropAnswer', () => {
  let base: string;
  beforeEach(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  const send = (requestId: string): Promise<Response> =>
    fetch(`${base}${urlOf('paySend')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, asset: 'OSBT', amount: 1_000, userName: 'ben' }),
    });
  const benBalance = (): number => app.ledger.balance(`user:${USERS.ben.uid}`, 'OSBT');

  it('does the work but loses the answer: a payment moves once, the client sees a network error, a retry with the same id gets the payment', async () => {
    const before = benBalance();
    await setRule({ effect: 'dropAnswer', operationId: 'paySend', times: 1 });
    await expect(send('lost-answer-1')).rejects.toThrow();
    expect(benBalance()).toBe(before + 1_000);
    const retried = await send('lost-answer-1');
    expect(retried.status).toBe(201);
    expect(benBalance()).toBe(before + 1_000);
    expect(await rules()).toEqual([]);
  });
});

describe('hang', () => {
  let base: string;
  beforeEach(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  const connections = (): Promise<number> =>
    new Promise((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

  const post = (signal?: AbortSignal): Promise<Response> =>
    fetch(`${base}${urlOf('listFeed')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}`, 'content-type': 'application/json' },
      body: JSON.stringify(FEED_BODY),
      ...(signal ? { signal } : {}),
    });

  it('answers nothing until the client gives up, and lets the socket go when it does', async () => {
    await setRule({ effect: 'hang', operationId: 'listFeed', times: 1 });
    await expect(post(AbortSignal.timeout(300))).rejects.toThrow(/timeout|aborted/i);
    await expect.poll(connections, { timeout: 2000 }).toBe(0);
    expect((await post()).status).toBe(200);
  });

  it('lets held calls go on DELETE (one rule or all) and on reset', async () => {
    for (const release of [
      (id: string) => app.inject({ method: 'DELETE', url: `/__mock/faults/${id}` }),
      () => app.inject({ method: 'DELETE', url: '/__mock/faults' }),
      () => app.inject({ method: 'POST', url: '/__mock/reset' }),
    ]) {
      ada = await signIn(app, 'ada');
      const [rule] = await setRule({ effect: 'hang', operationId: 'listFeed' });
      const pending = post();
      await expect.poll(async () => (await rules())[0]?.hits).toBe(1);
      expect((await release(rule!.id)).statusCode).toBe(200);
      await expect(pending).rejects.toThrow();
      await expect.poll(connections, { timeout: 2000 }).toBe(0);
    }
  });

  it('does not keep the server from closing', async () => {
    await setRule({ effect: 'hang' });
    const pending = post();
    await expect.poll(async () => (await rules())[0]?.hits).toBe(1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(pending).rejects.toThrow();
  });
});

describe('closeSocket', () => {
  let url: string;
  beforeEach(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/account/get/connect?token=${ada}`;
  });

  function open(): Promise<{ closed: Promise<number> }> {
    const ws = new WebSocket(url);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve({ closed }));
      ws.once('error', reject);
    });
  }

  it('drops the open websockets once, now', async () => {
    const socket = await open();
    const [rule] = await setRule({ effect: 'closeSocket' });
    expect(rule).toMatchObject({ remaining: 0 });
    expect(await socket.closed).toBe(CLOSE_FAULT);
    expect(await rules()).toEqual([]);
    // Once: a socket opened after it stays open.
    const again = await open();
    const outcome = await Promise.race([again.closed, new Promise((resolve) => setTimeout(() => resolve('open'), 300))]);
    expect(outcome).toBe('open');
  });

  it('drops them every everyMs for the next N drops', async () => {
    await setRule({ effect: 'closeSocket', everyMs: 150, times: 3 });
    const second = await open();
    const started = Date.now();
    expect(await second.closed).toBe(CLOSE_FAULT);
    expect(Date.now() - started).toBeLessThan(400);
    expect((await rules())[0]).toMatchObject({ remaining: 1, hits: 2 });
    const third = await open();
    expect(await third.closed).toBe(CLOSE_FAULT);
    expect(await rules()).toEqual([]);
    const kept = await open();
    const outcome = await Promise.race([kept.closed, new Promise((resolve) => setTimeout(() => resolve('open'), 400))]);
    expect(outcome).toBe('open');
  });
});

describe('lifetimes and the list', () => {
  it('a forMs rule ends on the wall clock (not the mock clock)', () => {
    let now = 1_000;
    const dropped: number[] = [];
    const faults = createFaults({ dropAll: (code) => dropped.push(code) }, () => now);
    faults.add({ effect: 'status', status: 503, forMs: 5_000 });
    expect(faults.list()[0]).toMatchObject({ msLeft: 5_000, remaining: null });
    now += 4_999;
    expect(faults.meet('POST', '/v1/app/feed/list', 'listFeed')?.answer?.id).toBe('f1');
    now += 1;
    expect(faults.meet('POST', '/v1/app/feed/list', 'listFeed')).toBeUndefined();
    expect(faults.list()).toEqual([]);
    expect(faults.active).toBe(false);
  });

  it('moving the mock clock does not end a rule', async () => {
    await setRule({ effect: 'status', status: 503, forMs: 60_000 });
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 3_600_000 } });
    expect((await feed()).status).toBe(503);
  });

  it('lists rules, deletes one by id (404 for an unknown id), clears all; reset clears them too', async () => {
    await setRule([
      { effect: 'latency', latencyMs: 5 },
      { effect: 'status', status: 500, operationId: 'payWallet' },
    ]);
    expect((await rules()).map((rule) => rule.id)).toEqual(['f1', 'f2']);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/faults/f1' })).statusCode).toBe(200);
    const missing = await app.inject({ method: 'DELETE', url: '/__mock/faults/f1' });
    expect(missing.statusCode).toBe(404);
    expect(checkEnvelope(missing).message).toBe('No fault rule f1: GET /__mock/faults lists them');
    expect((await rules()).map((rule) => rule.id)).toEqual(['f2']);
    const cleared = await app.inject({ method: 'DELETE', url: '/__mock/faults' });
    expect(checkEnvelope(cleared).data).toEqual({ cleared: 1 });
    await setRule({ effect: 'status', status: 500 });
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(await rules()).toEqual([]);
  });

  it('never touches the test controls themselves', async () => {
    await setRule({ effect: 'status', status: 500, path: '*' });
    expect((await app.inject({ method: 'GET', url: '/__mock/faults' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'OPTIONS', url: urlOf('listFeed') })).statusCode).toBe(204);
  });

  it('reads path patterns: :name and {name} one segment, * anything', () => {
    expect(pathPattern('/v1/:product/feed/*').test('/v1/app/feed/list')).toBe(true);
    expect(pathPattern('/v1/{product}/feed/list').test('/v1/app/feed/list')).toBe(true);
    expect(pathPattern('/v1/:product/list').test('/v1/app/feed/list')).toBe(false);
    expect(pathPattern('*/wallet*').test('/v1/pay/wallet/get')).toBe(true);
    expect(pathPattern('/v1/a.b').test('/v1/aXb')).toBe(false);
  });
});

describe('validation', () => {
  it.each([
    [undefined, 'Send a rule as JSON'],
    [[], 'Send a rule or a non-empty array of rules'],
    [{}, 'effect: must be one of latency, status, hang, dropAnswer, closeSocket'],
    [{ effect: 'explode' }, 'effect: must be one of latency, status, hang, dropAnswer, closeSocket'],
    [{ effect: 'latency' }, 'latencyMs: required for effect latency'],
    [{ effect: 'latency', latencyMs: -1 }, 'latencyMs: must be a whole number from 1 to 600000'],
    [{ effect: 'latency', latencyMs: 1.5 }, 'latencyMs: must be a whole number'],
    [{ effect: 'latency', latencyMs: 10, status: 500 }, 'status does not apply to effect latency'],
    [{ effect: 'status' }, 'status: required for effect status'],
    [{ effect: 'status', status: 200 }, 'status: must be a whole number from 400 to 599'],
    [{ effect: 'status', status: '500' }, 'status: must be a whole number'],
    [{ effect: 'status', status: 418 }, 'code: status 418 has no default code'],
    [{ effect: 'status', status: 500, code: 'server.error' }, 'code: "server.error" is not an ApiCode'],
    [{ effect: 'status', status: 500, retryAfterSeconds: 3 }, 'retryAfterSeconds: only with status 429 or 503'],
    [{ effect: 'status', status: 500, params: [1] }, 'params: must be an object of strings and numbers'],
    [{ effect: 'hang', operationId: 'getFeed' }, 'operationId: no operation is called "getFeed"'],
    [{ effect: 'hang', path: 'v1/feed' }, 'path: must be a path starting with "/"'],
    [{ effect: 'hang', method: 'PUT' }, 'method: must be GET or POST'],
    [{ effect: 'hang', times: 0 }, 'times: must be a whole number from 1'],
    [{ effect: 'hang', forMs: 'soon' }, 'forMs: must be a whole number'],
    [{ effect: 'hang', colour: 'red' }, 'unknown field "colour"'],
    [{ effect: 'closeSocket', path: '/v1/*' }, 'path: closeSocket drops every websocket'],
    [{ effect: 'closeSocket', times: 2 }, 'times: without everyMs, closeSocket drops the sockets once, now'],
    [{ effect: 'closeSocket', everyMs: 10 }, 'everyMs: must be a whole number from 100'],
    ['hang', 'A fault rule is a JSON object'],
    [[{ effect: 'hang' }, { effect: 'nope' }], 'effect: must be one of'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(checkEnvelope(res).message).toContain(message);
    // All or nothing: a refused array adds none of its rules.
    expect(await rules()).toEqual([]);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: '{effect',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers any JSON body with 201 or 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.record({ effect: fc.constantFrom('latency', 'status', 'hang', 'closeSocket') }, { requiredKeys: [] })),
        async (body) => {
          const res = await app.inject({
            method: 'POST',
            url: '/__mock/faults',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expect([201, 400]).toContain(res.statusCode);
          await app.inject({ method: 'DELETE', url: '/__mock/faults' });
        },
      ),
      { numRuns: 200 },
    );
  });
});
