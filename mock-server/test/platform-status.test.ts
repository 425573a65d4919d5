// The public health check behind the footer's status line (issue #33): anyone may ask, signed in or not, and the
// answer says the platform is up with the time it looked; a fault rule on it answers as a failing API would.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let token: string;
useTestApp(['ada'], { ready: (t) => ({ app, ada: token } = t) });

describe('support/status (platformStatus)', () => {
  it('answers operational with no area down and the time it looked, without a token', async () => {
    const { status, body } = await call(app, 'platformStatus', { body: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', code: 'common.ok' });
    expect(body.data).toEqual({ status: 'operational', areas: [], checkedAt: app.clock.now() });
  });

  it('answers the same to a signed-in person, and with no body at all', async () => {
    expect((await call(app, 'platformStatus', { token, body: {} })).body.data.status).toBe('operational');
    const bare = await app.inject({ method: 'POST', url: '/v1/support/status' });
    expect(bare.statusCode).toBe(200);
  });

  it('refuses fields it does not know', async () => {
    expect((await call(app, 'platformStatus', { body: { verbose: true } })).status).toBe(400);
  });

  it('a fault rule on it answers 503 server.unavailable, as a failing API would (what the footer then says)', async () => {
    const rule = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { operationId: 'platformStatus', effect: 'status', status: 503, times: 1 },
    });
    expect(rule.statusCode).toBeLessThan(300);
    // Straight to the route: a 5xx is never part of the contract (the contract helper refuses undocumented ones).
    const failed = await app.inject({ method: 'POST', url: '/v1/support/status', payload: {} });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ status: 'error', code: 'server.unavailable' });
    expect((await call(app, 'platformStatus', { body: {} })).status).toBe(200);
  });
});

describe('support/contact (supportContact): the contact page, signed out too', () => {
  const message = (patch: object = {}) => ({
    requestId: `ct-${Math.random().toString(36).slice(2, 12)}`,
    name: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    topic: 'partnerships',
    message: 'We run 40 shops in Lagos and would like to take OSBT.',
    ...patch,
  });

  it('takes a message without a token and answers its reference and where the answer goes (201)', async () => {
    const { status, body } = await call(app, 'supportContact', { body: message() });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'success', code: 'support.contactReceived', message: 'Message received' });
    expect(body.data).toMatchObject({ email: 'ngozi@example.com', topic: 'partnerships', receivedAt: app.clock.now() });
    expect(body.data.id).toMatch(/^ct\d{10}$/);
  });

  it('is idempotent by request id: the same message again is the same receipt (200), another body 409', async () => {
    const first = message();
    const taken = await call(app, 'supportContact', { body: first });
    const again = await call(app, 'supportContact', { body: first });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 'support.contactAlreadyReceived', data: taken.body.data });
    const reused = await call(app, 'supportContact', { body: { ...first, message: 'Something else entirely, longer.' } });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('support.requestReused');
  });

  it('refuses a blank name, a message under 10 characters, a bad e-mail, an unknown topic and unknown fields', async () => {
    const blank = await call(app, 'supportContact', { body: message({ name: '   ' }) });
    expect(blank.status).toBe(422);
    expect(blank.body.code).toBe('support.contactNameMissing');
    const short = await call(app, 'supportContact', { body: message({ message: '  too short ' }) });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ code: 'support.messageTooShort', params: { min: 10 } });
    expect((await call(app, 'supportContact', { body: message({ email: 'not-an-email' }) })).status).toBe(400);
    expect((await call(app, 'supportContact', { body: message({ topic: 'jobs' }) })).status).toBe(400);
    expect((await call(app, 'supportContact', { body: { ...message(), phone: '123' } })).status).toBe(400);
    expect((await call(app, 'supportContact', { body: message({ message: 'x'.repeat(5001) }) })).status).toBe(400);
  });

  it('a signed-in person may write too', async () => {
    expect((await call(app, 'supportContact', { token, body: message() })).status).toBe(201);
  });
});
