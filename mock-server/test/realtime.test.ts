// Realtime over real sockets: auth by query token (close 4401), keepalive a → y, fan-out to every tab,
// sign-out, ending other sessions and reset closing sockets, game frames, and no crash on odd input.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, call, checkEnvelope, signIn, USERS } from './helpers.ts';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/account/get/connect`;
});
afterAll(() => app.close());
beforeEach(async () => {
  app.realtime.disconnectAll();
  app.store.reset();
});

interface Client {
  ws: WebSocket;
  frames: string[];
  /** The next frame not read yet. */
  next(): Promise<string>;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(query: string): Promise<Client> {
  const ws = new WebSocket(`${base}${query}`);
  const frames: string[] = [];
  let read = 0;
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push((data as Buffer).toString());
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: Client = {
    ws,
    frames,
    closed,
    next: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no frame after ${JSON.stringify(frames)}`)), 2_000);
        const check = (): void => {
          const frame = frames[read];
          if (frame !== undefined) {
            read += 1;
            clearTimeout(timer);
            resolve(frame);
          } else waiters.push(check);
        };
        check();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Lets in-flight frames arrive. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

describe('connect', () => {
  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['an unknown token', '?token=tok_ben_example_0002'],
    ['two tokens', '?token=a&token=b'],
  ])('closes with 4401 for %s', async (_label, query) => {
    const client = await connect(query);
    expect(await client.closed).toEqual({ code: 4401, reason: 'Please sign in to continue' });
  });

  it('answers the keepalive a with y, ignores anything else, and survives odd frames', async () => {
    const token = await signIn(app, 'ada');
    const client = await connect(`?token=${token}`);
    client.ws.send('hello');
    client.ws.send(Buffer.from([0, 1, 2]), { binary: true });
    client.ws.send('{"type":"p"}');
    client.ws.send('a');
    expect(await client.next()).toBe('y');
    await settle();
    expect(client.frames).toEqual(['y']);
    // Over the frame limit: ws closes that socket (1009); the server carries on.
    const big = await connect(`?token=${token}`);
    big.ws.send('x'.repeat(70 * 1024));
    expect((await big.closed).code).toBe(1009);
    client.ws.send('a');
    expect(await client.next()).toBe('y');
    client.ws.close();
  });

  it('fans out to every open socket of the user, and only theirs', async () => {
    const [t1, t2, tb] = [await signIn(app, 'ada'), await signIn(app, 'ada'), await signIn(app, 'ben')];
    const tabs = [await connect(`?token=${t1}`), await connect(`?token=${t1}`), await connect(`?token=${t2}`)];
    const benTab = await connect(`?token=${tb}`);
    await settle();
    expect(app.realtime.connections(USERS.ada.uid)).toBe(3);
    expect(app.realtime.isConnected(USERS.ada.uid)).toBe(true);
    expect(app.realtime.send(USERS.ada.uid, 'i')).toBe(3);
    expect(app.realtime.send(USERS.ada.uid, { type: 'p', data: { i: 'g1' } })).toBe(3);
    for (const tab of tabs) {
      expect(await tab.next()).toBe('i');
      expect(JSON.parse(await tab.next())).toEqual({ type: 'p', data: { i: 'g1' } });
    }
    await settle();
    expect(benTab.frames).toEqual([]);
    for (const tab of [...tabs, benTab]) tab.ws.close();
    await Promise.all([...tabs, benTab].map((tab) => tab.closed));
    await settle();
    expect(app.realtime.isConnected(USERS.ada.uid)).toBe(false);
    expect(app.realtime.send(USERS.ada.uid, 'i')).toBe(0);
  });

  it('sign-out closes the sockets of that token with 4401 and leaves the others', async () => {
    const [t1, t2] = [await signIn(app, 'ada'), await signIn(app, 'ada')];
    const [a, b] = [await connect(`?token=${t1}`), await connect(`?token=${t2}`)];
    await call(app, 'signOut', { token: t1 });
    expect((await a.closed).code).toBe(4401);
    b.ws.send('a');
    expect(await b.next()).toBe('y');
    // The revoked token cannot reconnect.
    expect((await (await connect(`?token=${t1}`)).closed).code).toBe(4401);
    b.ws.close();
  });

  it('signing out the other sessions (or changing the password) closes their sockets, not the current one', async () => {
    const [t1, t2] = [await signIn(app, 'ben'), await signIn(app, 'ben')];
    const [other, mine] = [await connect(`?token=${t1}`), await connect(`?token=${t2}`)];
    expect((await call(app, 'accountSessionsRevokeOthers', { token: t2 })).body.data).toEqual({ sessionsEnded: 1 });
    expect((await other.closed).code).toBe(4401);
    mine.ws.send('a');
    expect(await mine.next()).toBe('y');
    mine.ws.close();
  });

  it('reset closes every socket', async () => {
    const client = await connect(`?token=${await signIn(app, 'ben')}`);
    const res = await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(res.statusCode).toBe(200);
    expect((await client.closed).code).toBe(4401);
  });

  it('answers a plain HTTP GET with a 426 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/account/get/connect' });
    expect(res.statusCode).toBe(426);
    checkEnvelope(res);
  });

  it.each([
    ['an operation', '/v1/account/get/user'],
    ['no endpoint at all', '/v1/account/get/nothing'],
    ['the connect URL with a trailing slash', '/v1/account/get/connect/'],
  ])('refuses a websocket asked of %s with a 404 envelope, closes that socket and keeps serving', async (_label, path) => {
    const ws = new WebSocket(`${base.replace('/v1/account/get/connect', path)}?token=x`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      ws.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        // The server ends the response and the connection (nothing would otherwise close this socket).
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      ws.once('open', () => reject(new Error('upgraded')));
      ws.once('error', reject);
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'error',
      code: 'request.noWebsocket',
      params: { path, url: '/v1/account/get/connect' },
      message: `No websocket at ${path}: connect to /v1/account/get/connect?token=…`,
      data: null,
    });
    const client = await connect(`?token=${await signIn(app, 'ada')}`);
    client.ws.send('a');
    expect(await client.next()).toBe('y');
    client.ws.close();
  });
});

describe('game frames', () => {
  it('a challenge reaches the opponent as {type:"r"}; accepting sends {type:"p"} to both', async () => {
    const [ada, ben] = [await signIn(app, 'ada'), await signIn(app, 'ben')];
    const adaTab = await connect(`?token=${ada}`);
    const benTab = await connect(`?token=${ben}`);
    await settle();
    const sent = await call(app, 'playAction', { token: ada, body: { g: 'b', u: USERS.ben.uid, n: 'ben-1-US-u0000000002' } });
    // Ben is online, so c is true.
    expect(sent.body.data.c).toBe(true);
    const id = sent.body.data.i as string;
    expect(JSON.parse(await benTab.next())).toEqual({ type: 'r', data: { i: id, g: 'b', u: USERS.ada.uid, n: 'ada-1-NG-u0000000001' } });
    // The challenge is also a notification: the list's signal follows the offer.
    expect(await benTab.next()).toBe('i');
    await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } });
    for (const tab of [adaTab, benTab]) {
      const frame = JSON.parse(await tab.next());
      expect(frame).toMatchObject({ type: 'p', data: { i: id, m: false, p: false, c: true } });
    }
    adaTab.ws.close();
    benTab.ws.close();
  });
});
