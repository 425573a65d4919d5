// Tag cloud: messaging — SMS (E.164, 1–1600 characters, segments counted and charged), email (verified senders
// only), WhatsApp (approved templates with their parameters), one log per channel with statuses moving
// queued → sent → delivered / failed on the mock clock, and idempotent, balance-checked charges.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DELIVERED_AFTER_MS, SENT_AFTER_MS } from '../src/store/cloud-messaging.ts';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
let n = 0;
const sms = (to: string, text: string, token = ada) =>
  call(app, 'cloudSmsSend', { token, body: { requestId: `sms-test-${++n}`, to, text } });

describe('cloud/sms', () => {
  it('queues an SMS, charges 1 OSBT per segment, and moves it to sent then delivered', async () => {
    const { status, body } = await sms('+2348012345678', 'x'.repeat(200));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      channel: 'sms',
      to: '+2348012345678',
      from: 'OSB',
      segments: 2,
      price: 2,
      status: 'queued',
      error: null,
    });
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 2);
    app.clock.advance(SENT_AFTER_MS);
    expect((await call(app, 'cloudMessages', { token: ada, body: { channel: 'sms' } })).body.data[0].status).toBe('sent');
    app.clock.advance(DELIVERED_AFTER_MS - SENT_AFTER_MS);
    const log = (await call(app, 'cloudMessages', { token: ada, body: { channel: 'sms' } })).body.data;
    expect(log[0]).toMatchObject({ id: body.data.id, status: 'delivered' });
    // The seeded history is there too, settled: one delivered, one failed for the unreachable test number.
    expect(log.map((m: { status: string }) => m.status)).toEqual(['delivered', 'failed', 'delivered']);
    expect(log[1].error).toBe('unreachable');
  });

  it('refuses a number not in E.164 and a blank text, charging nothing', async () => {
    for (const to of ['08012345678', '+0123456789', '+12345', '+1234567890123456']) {
      const { status, body } = await sms(to, 'hi');
      expect(status).toBe(422);
      expect(body.message).toBe('Enter the number in international format: + then the country code and number, e.g. +2348012345678');
    }
    expect((await sms('+2348012345678', '   ')).body.message).toBe('Write the message');
    expect((await sms('+2348012345678', 'x'.repeat(1601))).status).toBe(400);
    expect(osbt(USERS.ada.uid)).toBe(50_000);
  });

  it('is idempotent by requestId and refuses a low balance with a clear 422', async () => {
    const body = { requestId: 'sms-once-0001', to: '+2348012345678', text: 'hello' };
    await call(app, 'cloudSmsSend', { token: ada, body });
    await call(app, 'cloudSmsSend', { token: ada, body });
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 1);
    app.ledger.transfer({
      requestId: 'drain-ben',
      from: `user:${USERS.ben.uid}`,
      to: 'system:burn',
      asset: 'OSBT',
      amount: 50_000,
      memo: 'test',
    });
    const low = await sms('+2348012345678', 'hello', ben);
    expect(low.status).toBe(422);
    expect(low.body.message).toBe('Your OSBT balance is too low: this costs 1 OSBT and you have 0 OSBT');
    expect((await call(app, 'cloudMessages', { token: ben, body: { channel: 'sms' } })).body.data).toEqual([]);
  });
});

describe('cloud/email', () => {
  it('lists senders on my active domains and sends from one of them', async () => {
    const senders = (await call(app, 'cloudEmailSenders', { token: ada })).body.data;
    expect(senders).toContainEqual({ address: 'hello@ada-lovelace.dev', domain: 'ada-lovelace.dev' });
    const sent = await call(app, 'cloudEmailSend', {
      token: ada,
      body: { requestId: 'mail-0000001', from: 'hello@ada-lovelace.dev', to: 'ben@example.com', subject: 'Hi', body: 'Hello Ben' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ channel: 'email', from: 'hello@ada-lovelace.dev', summary: 'Hi', price: 1 });
  });

  it('refuses an unverified sender and a bad recipient; bounces fail on the clock', async () => {
    const other = await call(app, 'cloudEmailSend', {
      token: ada,
      body: { requestId: 'mail-0000002', from: 'hello@ben-builds.io', to: 'ben@example.com', subject: 'Hi', body: 'x' },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Send from one of your verified addresses (an address on one of your active domains)');
    const bad = await call(app, 'cloudEmailSend', {
      token: ada,
      body: { requestId: 'mail-0000003', from: 'hello@ada-lovelace.dev', to: 'ben@', subject: 'Hi', body: 'x' },
    });
    expect(bad.body.message).toBe('Enter a valid email address to send to, e.g. ben@example.com');
    await call(app, 'cloudEmailSend', {
      token: ada,
      body: { requestId: 'mail-0000004', from: 'hello@ada-lovelace.dev', to: 'nobody@bounce.example.com', subject: 'Hi', body: 'x' },
    });
    app.clock.advance(DELIVERED_AFTER_MS);
    const log = (await call(app, 'cloudMessages', { token: ada, body: { channel: 'email' } })).body.data;
    expect(log[0]).toMatchObject({ status: 'failed', error: 'bounced' });
  });
});

describe('cloud/whatsapp', () => {
  it('sends an approved template with its parameters filled in', async () => {
    const templates = (await call(app, 'cloudWhatsappTemplates', { token: ada })).body.data;
    expect(templates.find((t: { name: string }) => t.name === 'order_update')).toMatchObject({ params: 2 });
    const sent = await call(app, 'cloudWhatsappSend', {
      token: ada,
      body: { requestId: 'wa-00000001', to: '+2348012345678', template: 'order_update', params: ['Ben', 'A-7'] },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.summary).toBe('Hi Ben, your order A-7 is on its way.');
  });

  it('refuses an unknown template (404) and the wrong number of parameters (422)', async () => {
    expect(
      (
        await call(app, 'cloudWhatsappSend', {
          token: ada,
          body: { requestId: 'wa-00000002', to: '+2348012345678', template: 'promo', params: [] },
        })
      ).status,
    ).toBe(404);
    const wrong = await call(app, 'cloudWhatsappSend', {
      token: ada,
      body: { requestId: 'wa-00000003', to: '+2348012345678', template: 'order_update', params: ['Ben'] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('The template order_update takes 2 parameter(s); you gave 1');
  });
});

describe('SMS opt-out (STOP, START, HELP as carriers define them)', () => {
  const replyAs = (from: string, text: string, user = 'ada') =>
    app.inject({ method: 'POST', url: '/__mock/sms/reply', payload: { user, from, text } });
  const optOuts = async (token = ada) => (await call(app, 'cloudSmsOptOuts', { token })).body.data as { number: string; source: string }[];

  it('a recipient replying STOP goes on the list and sends to it are refused with a code; START takes it off', async () => {
    expect((await replyAs('+2348091112222', ' stop ')).json()).toMatchObject({ data: { keyword: 'stop' } });
    expect(await optOuts()).toEqual([{ number: '+2348091112222', source: 'reply', at: app.clock.now() }]);
    // Only ada's list: ben may still text the number.
    expect(await optOuts(ben)).toEqual([]);
    const before = osbt(USERS.ada.uid);
    const refused = await sms('+2348091112222', 'Your order shipped');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cloud.smsOptedOut', params: { to: '+2348091112222' } });
    expect(osbt(USERS.ada.uid)).toBe(before);
    expect((await sms('+2348091112222', 'Hi from ben', ben)).status).toBe(201);

    expect((await replyAs('+2348091112222', 'START')).json()).toMatchObject({ data: { keyword: 'start' } });
    expect(await optOuts()).toEqual([]);
    expect((await sms('+2348091112222', 'Welcome back')).status).toBe(201);
  });

  it('answers HELP with a free SMS, and ignores other replies', async () => {
    const before = osbt(USERS.ada.uid);
    expect((await replyAs('+2348091113333', 'help')).json()).toMatchObject({ data: { keyword: 'help' } });
    const log = (await call(app, 'cloudMessages', { token: ada, body: { channel: 'sms' } })).body.data;
    expect(log[0]).toMatchObject({ to: '+2348091113333', price: 0, summary: expect.stringContaining('Reply STOP') });
    expect(osbt(USERS.ada.uid)).toBe(before);
    expect((await replyAs('+2348091113333', 'thanks!')).json()).toMatchObject({ data: { keyword: null } });
    expect(await optOuts()).toEqual([]);
    expect((await replyAs('+2348091113333', 'STOP', 'nobody-here')).statusCode).toBe(400);
  });

  it('lets the owner edit the list: add a number by hand, take it off', async () => {
    const added = await call(app, 'cloudSmsOptOutSet', { token: ada, body: { number: '+2348091114444', optedOut: true } });
    expect(added.body).toMatchObject({ code: 'cloud.optOutAdded', data: [{ number: '+2348091114444', source: 'manual' }] });
    expect((await call(app, 'cloudSmsOptOutSet', { token: ada, body: { number: '0809', optedOut: true } })).body.code).toBe(
      'messaging.phone',
    );
    const removed = await call(app, 'cloudSmsOptOutSet', { token: ada, body: { number: '+2348091114444', optedOut: false } });
    expect(removed.body).toMatchObject({ code: 'cloud.optOutRemoved', data: [] });
  });
});
