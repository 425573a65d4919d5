// Every error path of the request pipeline answers the envelope with a readable message and a documented
// status; nothing produces a 5xx unless a handler has a bug (and then it is a 500 envelope).
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/plugins/body-parser.ts';
import { build } from '../src/app.ts';
import { createClock } from '../src/plugins/clock.ts';
import { call, checkEnvelope, TEST_NOW } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let token: string;

useTestApp(['ada'], { fresh: 'file', ready: (t) => ({ app, ada: token } = t) });

describe('bodies', () => {
  it('answers invalid JSON with 400 "The request body is not valid JSON"', async () => {
    const { status, body } = await call(app, 'signIn', { payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
    expect(body.message).toBe('The request body is not valid JSON');
  });

  it('refuses prototype poisoning as invalid JSON', async () => {
    const { status } = await call(app, 'signIn', {
      payload: '{"email":"ada@example.com","password":"password","__proto__":{"isStaff":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
  });

  it('answers a non-JSON content type with 415 where documented', async () => {
    const { status, body } = await call(app, 'signIn', {
      payload: 'email=ada@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(415);
    expect(body.message).toBe('Send the body as JSON (Content-Type: application/json)');
  });

  it('answers a non-JSON body with 415', async () => {
    const { status, body } = await call(app, 'updateAccount', { token, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(status).toBe(415);
    expect(body.message).toBe('Send the body as JSON (Content-Type: application/json)');
  });

  it('answers a body with no content type as not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/account/auth/sign-in', payload: Buffer.from('{"a":1}') });
    expect(res.statusCode).toBe(415);
    checkEnvelope(res);
  });

  it('answers a body over the limit with 413', async () => {
    const big = JSON.stringify({ email: 'ada@example.com', password: 'x'.repeat(BODY_LIMIT) });
    const signInResult = await call(app, 'signIn', { payload: big, headers: { 'content-type': 'application/json' } });
    expect(signInResult.status).toBe(413);
    expect(signInResult.body.message).toMatch(/too large/);
    const other = await call(app, 'createPost', { token, payload: big, headers: { 'content-type': 'application/json' } });
    expect(other.status).toBe(413);
    expect(other.body.message).toMatch(/too large/);
  });

  it('accepts a charset parameter on the JSON content type', async () => {
    const { status } = await call(app, 'signIn', {
      payload: JSON.stringify({ email: 'ada@example.com', password: 'password' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(status).toBe(200);
  });

  it('answers a missing required body with 400', async () => {
    const { status, body } = await call(app, 'signIn');
    expect(status).toBe(400);
    expect(body.message).toBe('The request body is required: send a JSON object');
    const empty = await call(app, 'createCommunity', { token, payload: '', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    // inbox/list's body is optional: leaving it out reads as {} (the first batch), never a 5xx.
    const optional = await call(app, 'listInbox', { token });
    expect(optional.status).toBe(200);
  });

  it.each([
    ['no body', {}],
    ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
    ['{}', { body: {} }],
    ['an empty body with another content type', { payload: '', headers: { 'content-type': 'text/plain' } }],
  ])('accepts %s on an Empty operation', async (_label, options) => {
    const { status } = await call(app, 'getUser', { token, ...options });
    expect(status).toBe(200);
  });

  it.each([
    ['a field', { a: 1 }, 'unknown field "a"'],
    ['an array', [], 'the body must be a JSON object'],
    ['null', null, 'the body must be a JSON object'],
    ['a string', 'x', 'the body must be a JSON object'],
    ['a number', 0, 'the body must be a JSON object'],
  ])('refuses %s on an Empty operation with 400', async (_label, body, message) => {
    const result = await call(app, 'getUser', { token, body });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });
});

describe('validation messages', () => {
  it.each([
    ['signIn', { email: 'not-an-email', password: 'x' }, 'email: must be a valid email address'],
    ['signIn', { email: 'ada@example.com', password: 'password', foo: 1 }, 'unknown field "foo"'],
    ['signIn', { email: 'ada@example.com' }, 'required field "password" is missing'],
    ['signIn', {}, 'required field "email" is missing; required field "password" is missing'],
    ['signIn', { email: 42, password: 'x' }, 'email: must be a string'],
    ['signUp', { email: 'new@example.com', password: '' }, 'password: must not be empty'],
    ['updateAccount', { userName: 'Not Valid!' }, 'userName: must be 3–25 lowercase letters, digits or underscores'],
    ['updateAccount', { country: 'ng' }, 'country: must be a two-letter country code in capitals, such as NG'],
    [
      'updateAccount',
      { currency: 'XYZ' },
      'currency: must be one of USD, NGN, INR, GBP, EUR, CAD, ZAR, IDR, PKR, AUD, MXN, JPY, CNY, AED, CHF',
    ],
    ['updateAccount', {}, 'send at least one field'],
    [
      'createPost',
      { type: 'Text', text: 'x', tags: ['Bad Tag'], description: '', media: [], country: 'NG' },
      'tags[0]: must be 1–40 letters (of any language), digits or underscores',
    ],
    [
      'createPost',
      { type: 'Poem', text: 'x', tags: [], description: '', media: [], country: 'NG' },
      'type: must be one of Images, Video, Text, Audio',
    ],
    ['removeContacts', { uids: [] }, 'uids: must list at least one item'],
    ['removeContacts', { uids: ['u0000000002', 'u0000000002'] }, 'uids: must not list the same item twice'],
    ['addContact', { uid: 'ben', nid: 'x' }, 'uid: must be a user id such as u0000000001'],
    ['playAction', { g: 'a' }, 'required field "u" is missing; required field "n" is missing'],
    ['playAction', { t: 'a', i: 'g1', x: 'a' }, 'unknown field "x"'],
    ['playAction', { g: 'z', u: 'u0000000002', n: 'ben' }, 'g: must be a stake letter from a to t'],
    ['playAction', { t: 'y', i: 'g1' }, 't: must be one of a, x'],
    ['createCommunity', { name: 'a name with spaces', description: '' }, 'name: must be 3–24 letters, digits or underscores'],
    ['listInbox', { id: '' }, 'id: must not be empty'],
  ])('%s %j → %s', async (operationId, body, message) => {
    const result = await call(app, operationId, { token, body });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });

  it('never coerces types', async () => {
    const { status } = await call(app, 'playAction', { token, body: { t: 'a', i: 12345 } });
    expect(status).toBe(400);
  });
});

describe('routes', () => {
  it('answers an unknown route with 404 "No such endpoint"', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/account/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(checkEnvelope(res).message).toBe('No such endpoint: POST /v1/account/nothing-here');
    const root = await app.inject({ method: 'GET', url: '/?x=1' });
    expect(root.statusCode).toBe(404);
    expect(checkEnvelope(root).message).toBe('No such endpoint: GET /');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/v1/account/get/user', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      if (method !== 'HEAD') expect(checkEnvelope(res).message).toBe(`Method ${method} is not allowed on /v1/account/get/user; use POST`);
    }
  });

  it('answers a product other than app with 404, before auth', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/pay/inbox/contact/list' });
    expect(res.statusCode).toBe(404);
    expect(checkEnvelope(res).message).toBe('No such endpoint: POST /v1/pay/inbox/contact/list');
    const { status } = await call(app, 'getProfile', { token, product: 'APP', body: { userName: 'ben' } });
    expect(status).toBe(404);
    const long = await app.inject({ method: 'POST', url: `/v1/${'x'.repeat(500)}/profile/get` });
    expect(long.statusCode).toBe(414);
    expect(checkEnvelope(long).message).toBe('The URL is too long');
  });

  it('answers a malformed URL with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/%zz/profile/get' });
    expect(res.statusCode).toBe(400);
    expect(checkEnvelope(res).message).toBe('The URL is not valid (check its percent-encoding)');
  });

  it('checks auth before reading the body', async () => {
    const { status, body } = await call(app, 'createPost', { payload: 'not json', headers: { 'content-type': 'application/json' } });
    expect(status).toBe(401);
    expect(body.message).toBe('Please sign in to continue');
  });
});

describe('bugs', () => {
  it('answers a thrown bug with a 500 envelope, never a crash, and logs it with the call', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const broken = await build({ clock: createClock({ start: TEST_NOW }), log });
    broken.post('/v1/__test/boom', () => {
      throw new TypeError('cannot read properties of undefined');
    });
    broken.post('/v1/__test/reject', async () => Promise.reject(new Error('async bug')));
    for (const url of ['/v1/__test/boom', '/v1/__test/reject']) {
      const res = await broken.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(500);
      expect(checkEnvelope(res).message).toBe('Something went wrong on our side. Please try again.');
    }
    await broken.close();
    expect(
      lines.map(({ level, msg, method, url, err }) => ({
        level,
        msg,
        method,
        url,
        message: (err as { message?: string } | undefined)?.message,
      })),
    ).toEqual([
      { level: 50, msg: 'unhandled error', method: 'POST', url: '/v1/__test/boom', message: 'cannot read properties of undefined' },
      { level: 50, msg: 'unhandled error', method: 'POST', url: '/v1/__test/reject', message: 'async bug' },
    ]);
  });

  it("keeps to the documented statuses: an undocumented 4xx becomes the operation's 400", async () => {
    const original = app.store.contacts.list;
    app.store.contacts.list = () => {
      throw Object.assign(new Error('teapot'), { statusCode: 418 });
    };
    try {
      const { status } = await call(app, 'listContacts', { token });
      expect(status).toBe(400);
    } finally {
      app.store.contacts.list = original;
    }
  });
});
