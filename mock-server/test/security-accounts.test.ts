// Issue #34, accounts and sessions: sign-in and sign-up throttles (per account and per client, with backoff, an unknown
// email answered like a known one), the held welcome grant, the one new-password rule, and sessions that end.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_DEFAULTS } from '../src/seed/users.ts';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../src/store/tokens.ts';
import { call, circulating, PASSWORD, signIn, USERS, uploadFixture } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

const DAY_MS = 86_400_000;
const attempt = (email: string, password: string, ip?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/account/auth/sign-in',
    payload: { email, password },
    ...(ip === undefined ? {} : { remoteAddress: ip }),
  });

describe('sign-in throttle', () => {
  it('locks an account after five failures, refuses even the right password, and lets it in once the wait is over', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(USERS.ada.email, `wrong-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await attempt(USERS.ada.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toMatchObject({
      status: 'error',
      code: 'auth.tooManyAttempts',
      params: { minutes: 1 },
      message: 'Too many attempts. Try again in 1 min.',
      data: null,
    });
    app.clock.advance(59_000);
    expect((await attempt(USERS.ada.email, PASSWORD)).headers['retry-after']).toBe('1');
    app.clock.advance(1_000);
    expect((await attempt(USERS.ada.email, PASSWORD)).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to an hour', async () => {
    for (let i = 0; i < 5; i += 1) await attempt(USERS.ben.email, 'wrong-password');
    const waits: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      app.clock.advance(Number((await attempt(USERS.ben.email, 'still-wrong')).headers['retry-after'] ?? 0) * 1000);
      const failed = await attempt(USERS.ben.email, 'wrong-again');
      waits.push(String(failed.headers['retry-after']));
    }
    expect(waits).toEqual(['120', '240', '480', '960', '1920', '3600', '3600', '3600']);
  });

  it('answers an unknown email exactly as a known one, failure after failure', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const a = await attempt(USERS.chidi.email, 'wrong-password');
      const b = await attempt('nobody-here@example.com', 'wrong-password');
      known.push(`${a.statusCode} ${String(a.headers['retry-after'])} ${a.body}`);
      unknown.push(`${b.statusCode} ${String(b.headers['retry-after'])} ${b.body}`);
    }
    expect(unknown).toEqual(known);
  });

  it('limits a client (IP address) to 50 failures over any emails, and counts failures only', async () => {
    for (let i = 0; i < 200; i += 1) expect((await attempt(USERS.dana.email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await attempt(`guess-${i}@example.com`, 'password1', '203.0.113.7')).statusCode);
    expect(statuses.slice(0, 49).every((status) => status === 401)).toBe(true);
    expect(statuses[49]).toBe(429);
    // Locked for every email from that address, the right password too; other addresses are not affected.
    expect((await attempt(USERS.eve.email, PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    expect((await attempt(USERS.eve.email, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it('follows the mock clock and is cleared by /__mock/reset', async () => {
    for (let i = 0; i < 5; i += 1) await attempt(USERS.eve.email, 'wrong-password');
    expect((await attempt(USERS.eve.email, PASSWORD)).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    expect((await attempt(USERS.eve.email, PASSWORD)).statusCode).toBe(200);
  });

  it('throttles refused sign-ups per client (probing which emails have accounts), not the accounts it makes', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await call(app, 'signUp', { body: { email: `many-${i}@example.com`, password: 'correct-horse-battery' } })).status).toBe(201);
    }
    const statuses: number[] = [];
    for (const who of ['ada', 'ben', 'chidi', 'dana', 'eve', 'ada', 'ben', 'chidi', 'dana', 'eve'] as const) {
      statuses.push((await call(app, 'signUp', { body: { email: USERS[who].email, password: 'correct-horse-battery' } })).status);
    }
    expect(statuses).toEqual([...Array<number>(9).fill(409), 429]);
    const refused = await call(app, 'signUp', { body: { email: 'one-more@example.com', password: 'correct-horse-battery' } });
    expect(refused.res.headers['retry-after']).toBe('60');
    expect(refused.body).toMatchObject({ code: 'auth.tooManyAttempts', params: { minutes: 1 } });
    app.clock.advance(60_000);
    expect((await call(app, 'signUp', { body: { email: 'later@example.com', password: 'correct-horse-battery' } })).status).toBe(201);
  });
});

describe('the welcome grant is held until the person is verified', () => {
  const newcomer = async (n: number): Promise<string> => {
    const { body } = await call(app, 'signUp', { body: { email: `throwaway-${n}@example.com`, password: 'correct-horse-battery' } });
    const token = body.data.token as string;
    await call(app, 'updateAccount', { token, body: { userName: `throwaway_${n}`, country: 'NG', currency: 'NGN' } });
    return token;
  };

  it('five throwaway accounts can no longer pass their grants to one person', async () => {
    const before = (await call(app, 'getUser', { token: await signIn(app, 'ben') })).body.data.assets.OSBT as number;
    const total = circulating(app);
    for (let n = 1; n <= 5; n += 1) {
      const token = await newcomer(n);
      const send = await call(app, 'paySend', {
        token,
        body: { requestId: `faucet-${n}-0001`, asset: 'OSBT', amount: 980, userName: 'ben' },
      });
      expect(send.status).toBe(422);
      expect(send.body).toMatchObject({ code: 'pay.grantHeld', params: { asset: 'OSBT', amount: '1000' } });
      const preview = await call(app, 'paySendPreview', { token, body: { asset: 'OSBT', amount: 10, userName: 'ben' } });
      expect(preview.body.code).toBe('pay.grantHeld');
      const gift = await call(app, 'payGiftCardBuy', { token, body: { requestId: `faucet-gift-${n}`, asset: 'OSBT', amount: 500 } });
      expect(gift.body.code).toBe('pay.grantHeld');
      const user = (await call(app, 'getUser', { token })).body.data;
      expect(user).toMatchObject({ assets: { OSBT: SIGN_UP_DEFAULTS.osbt }, held: { OSBT: SIGN_UP_DEFAULTS.osbt } });
    }
    expect((await call(app, 'getUser', { token: await signIn(app, 'ben') })).body.data.assets.OSBT).toBe(before);
    expect(circulating(app)).toBe(total + 5 * SIGN_UP_DEFAULTS.osbt);
    app.ledger.verify();
  });

  it('holds only the grant: money received on top may be sent, and verification frees the rest', async () => {
    const token = await newcomer(9);
    const ada = await signIn(app, 'ada');
    await call(app, 'paySend', { token: ada, body: { requestId: 'gift-to-new-01', asset: 'OSBT', amount: 300, userName: 'throwaway_9' } });
    const ok = await call(app, 'paySend', { token, body: { requestId: 'pass-on-000001', asset: 'OSBT', amount: 250, userName: 'ben' } });
    expect(ok.status).toBe(201);
    const over = await call(app, 'paySend', { token, body: { requestId: 'pass-on-000002', asset: 'OSBT', amount: 100, userName: 'ben' } });
    expect(over.body.code).toBe('pay.grantHeld');

    const details = {
      legalName: 'Nine Throwaway',
      dateOfBirth: '1990-01-01',
      documentType: 'passport',
      documentNumber: 'B98765432',
      documentImage: await uploadFixture(app, token, 'photo.png', 'image/png'),
    };
    await call(app, 'accountVerificationSubmit', { token, body: details });
    const queue = (await call(app, 'adminVerifications', { token: ada, body: { status: 'pending' } })).body.data as {
      id: string;
      userName: string;
    }[];
    const mine = queue.find((r) => r.userName === 'throwaway_9');
    await call(app, 'adminVerificationReview', { token: ada, body: { id: mine?.id, decision: 'approve' } });
    const user = (await call(app, 'getUser', { token })).body.data;
    expect(user.held).toBeUndefined();
    const freed = await call(app, 'paySend', {
      token,
      body: { requestId: 'pass-on-000003', asset: 'OSBT', amount: 1_000, userName: 'ben' },
    });
    expect(freed.status).toBe(201);
    app.ledger.verify();
  });

  it('does not hold the seeded people’s balances, verified or not', async () => {
    const chidi = await signIn(app, 'chidi');
    expect((await call(app, 'getUser', { token: chidi })).body.data.held).toBeUndefined();
    const send = await call(app, 'paySend', {
      token: chidi,
      body: { requestId: 'chidi-send-001', asset: 'OSBT', amount: 10, userName: 'ben' },
    });
    expect(send.status).toBe(201);
  });
});

describe('one new-password rule for sign-up and password change', () => {
  it.each([
    ['eight spaces', '        ', 'password.blank'],
    ['aaaaaaaa', 'aaaaaaaa', 'password.oneCharacter'],
    ['12345678', '12345678', 'password.common'],
    ['password', 'password', 'password.common'],
  ])('refuses %s on both with the same code and message', async (_label, password, code) => {
    const signUp = await call(app, 'signUp', { body: { email: 'weak@example.com', password } });
    const token = await signIn(app, 'eve');
    const change = await call(app, 'accountPasswordChange', { token, body: { currentPassword: PASSWORD, newPassword: password } });
    expect(signUp.status).toBe(422);
    expect(change.status).toBe(422);
    expect(signUp.body.code).toBe(code);
    expect({ code: change.body.code, message: change.body.message }).toEqual({ code: signUp.body.code, message: signUp.body.message });
  });

  it('still lets the seeded people sign in with their old "password"', async () => {
    expect(await signIn(app, 'ada')).toEqual(expect.any(String));
  });
});

describe('sessions end', () => {
  it('a token unused while the clock moved 400 days answers 401', async () => {
    const token = await signIn(app, 'ada');
    app.clock.advance(400 * DAY_MS);
    const { status, body } = await call(app, 'getUser', { token });
    expect(status).toBe(401);
    expect(body.code).toBe('auth.signInRequired');
  });

  it('ends after 30 idle days, and each call keeps it going until 90 days after sign-in', async () => {
    const idle = await signIn(app, 'ben');
    const busy = await signIn(app, 'ben');
    app.clock.advance(SESSION_IDLE_MS);
    expect((await call(app, 'getUser', { token: busy })).status).toBe(200);
    app.clock.advance(1);
    expect((await call(app, 'getUser', { token: idle })).status).toBe(401);
    // Used every 20 days, it lasts until exactly 90 days after its sign-in.
    for (const step of [20 * DAY_MS - 1, 20 * DAY_MS, 20 * DAY_MS]) {
      app.clock.advance(step);
      expect((await call(app, 'getUser', { token: busy })).status).toBe(200);
    }
    expect(SESSION_IDLE_MS + 60 * DAY_MS).toBe(SESSION_MAX_AGE_MS);
    app.clock.advance(1);
    expect((await call(app, 'getUser', { token: busy })).status).toBe(401);
  });

  it('an ended session no longer counts among the other sessions', async () => {
    await signIn(app, 'chidi');
    app.clock.advance(31 * DAY_MS);
    const token = await signIn(app, 'chidi');
    expect((await call(app, 'accountSettings', { token })).body.data.otherSessions).toBe(0);
  });
});
