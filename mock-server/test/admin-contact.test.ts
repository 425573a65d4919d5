// The contact page's messages reach staff (/admin/contact): staff only, newest first by filter, the sender's account
// when one uses the e-mail, a reply that is really e-mailed (the platform outbox) and every step with who and when.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DELIVERED_AFTER_MS } from '../src/store/cloud-messaging.ts';
import { SUPPORT_FROM } from '../src/store/outbox.ts';
import { call } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

let sent = 0;
async function contact(patch: object = {}): Promise<string> {
  sent += 1;
  const { status, body } = await call(app, 'supportContact', {
    body: {
      requestId: `ct-test-${sent}`,
      name: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      topic: 'partnerships',
      message: 'We run 40 shops in Lagos and would like to take OSBT.',
      ...patch,
    },
  });
  expect(status).toBe(201);
  return body.data.id;
}

describe('admin/contact/* (staff only)', () => {
  it('refuses everyone who is not staff with 403, and the signed-out with 401', async () => {
    const id = await contact();
    for (const [op, body] of [
      ['adminContactMessages', {}],
      ['adminContactReply', { id, text: 'Thanks, we will call you.' }],
      ['adminContactStatus', { id, status: 'answered' }],
    ] as const) {
      expect((await call(app, op, { token: ben, body })).status).toBe(403);
      expect((await call(app, op, { body })).status).toBe(401);
    }
    // Nothing happened to the message.
    const list = await call(app, 'adminContactMessages', { token: ada, body: { filter: 'all' } });
    expect(list.body.data.items[0]).toMatchObject({ id, status: 'new', steps: [{ step: 'received', by: null }] });
  });

  it('lists the new messages newest first with how many are new, and says which e-mail has an account', async () => {
    const first = await contact();
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 60_000 } });
    const second = await contact({ name: 'Ben', email: 'BEN@example.com', topic: 'support' });
    const { status, body } = await call(app, 'adminContactMessages', { token: ada, body: {} });
    expect(status).toBe(200);
    expect(body.data.new).toBe(2);
    expect(body.data.items.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(body.data.items[0]).toMatchObject({ name: 'Ben', topic: 'support', account: { userName: 'ben' } });
    expect(body.data.items[1]).toMatchObject({ account: null, message: 'We run 40 shops in Lagos and would like to take OSBT.' });
  });

  it('a reply is e-mailed to the sender through the outbox, kept on the message with who and when, and answers it', async () => {
    const id = await contact();
    const text = '  Thanks for writing. Our partnerships team will call you this week.  ';
    const { status, body } = await call(app, 'adminContactReply', { token: ada, body: { id, text } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 'support.contactReplySent' });
    const replied = body.data.steps[1];
    expect(body.data.status).toBe('answered');
    expect(replied).toMatchObject({ step: 'replied', by: { userName: 'ada' }, at: app.clock.now(), text: text.trim() });
    expect(replied.email).toMatchObject({ to: 'ngozi@example.com', status: 'queued' });
    expect(replied.email.subject).toContain(id);

    const outbox = (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json();
    expect(outbox.data).toEqual([
      expect.objectContaining({ id: replied.email.id, from: SUPPORT_FROM, to: 'ngozi@example.com', body: text.trim() }),
    ]);

    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: DELIVERED_AFTER_MS } });
    const later = await call(app, 'adminContactMessages', { token: ada, body: { filter: 'answered' } });
    expect(later.body.data.new).toBe(0);
    expect(later.body.data.items[0].steps[1].email.status).toBe('delivered');
    expect((await call(app, 'adminContactMessages', { token: ada, body: {} })).body.data.items).toEqual([]);
  });

  it('refuses a reply under 10 characters (422) and an unknown id (404), sending nothing', async () => {
    const id = await contact();
    const short = await call(app, 'adminContactReply', { token: ada, body: { id, text: '   Ok, thx  ' } });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ code: 'support.contactReplyTooShort', params: { min: 10 } });
    expect((await call(app, 'adminContactReply', { token: ada, body: { id, text: '' } })).status).toBe(400);
    const unknown = await call(app, 'adminContactReply', { token: ada, body: { id: 'ct9999999999', text: 'A long enough reply.' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'support.contactNotFound' });
    expect((await call(app, 'adminContactStatus', { token: ada, body: { id: 'ct9999999999', status: 'answered' } })).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().data).toEqual([]);
  });

  it('marks handled and reopens, each a step with who; the status it already has is a 409', async () => {
    const id = await contact();
    const handled = await call(app, 'adminContactStatus', { token: ada, body: { id, status: 'answered' } });
    expect(handled.body).toMatchObject({ code: 'support.contactHandled', data: { status: 'answered' } });
    expect(handled.body.data.steps[1]).toMatchObject({ step: 'handled', by: { userName: 'ada' }, email: null });
    const again = await call(app, 'adminContactStatus', { token: ada, body: { id, status: 'answered' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'support.contactSameStatus' });
    const reopened = await call(app, 'adminContactStatus', { token: ada, body: { id, status: 'new' } });
    expect(reopened.body).toMatchObject({ code: 'support.contactReopened', data: { status: 'new' } });
    expect(reopened.body.data.steps.map((s: { step: string }) => s.step)).toEqual(['received', 'handled', 'reopened']);
  });

  it('counts the new messages in the overview queue "contact", since the oldest arrived', async () => {
    const queue = async () =>
      (await call(app, 'adminOverview', { token: ada, body: { days: 7 } })).body.data.queues.find(
        (q: { queue: string }) => q.queue === 'contact',
      );
    expect(await queue()).toEqual({ queue: 'contact', waiting: 0, oldestAt: null });
    const at = app.clock.now();
    const id = await contact();
    await contact();
    expect(await queue()).toEqual({ queue: 'contact', waiting: 2, oldestAt: at });
    await call(app, 'adminContactReply', { token: ada, body: { id, text: 'Thanks for writing to us.' } });
    expect((await queue()).waiting).toBe(1);
  });
});
