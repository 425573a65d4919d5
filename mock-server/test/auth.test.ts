// Tag auth: sign-in, sign-up, sign-out, and the 401 answers of every kind of bad token.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../src/app.ts';
import { ok } from '../src/lib/envelope.ts';
import { operations } from '../src/lib/openapi.ts';
import { requireStaff } from '../src/plugins/auth.ts';
import { call, checkEnvelope, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

describe('sign-in', () => {
  it('answers a random token of at least 16 characters for each seeded persona', async () => {
    const tokens = new Set<string>();
    for (const who of ['ada', 'ben', 'chidi', 'dana', 'eve'] as const) {
      const { status, body } = await call(app, 'signIn', { body: { email: USERS[who].email, password: 'password' } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'success', message: 'Signed in successfully' });
      expect(body.data.token.length).toBeGreaterThanOrEqual(16);
      tokens.add(body.data.token);
    }
    expect(tokens.size).toBe(5);
  });

  it('matches the email case-insensitively', async () => {
    const { status } = await call(app, 'signIn', { body: { email: 'Ada@Example.COM', password: 'password' } });
    expect(status).toBe(200);
  });

  it.each([
    ['a wrong password', 'ada@example.com', 'wrong'],
    ['an unknown email', 'nobody@example.com', 'password'],
  ])('answers %s with 401 "Incorrect email or password"', async (_label, email, password) => {
    const { status, body } = await call(app, 'signIn', { body: { email, password } });
    expect(status).toBe(401);
    expect(body.message).toBe('Incorrect email or password');
  });

  it('gives several live tokens per user (tabs, stored accounts)', async () => {
    const first = await signIn(app, 'ben');
    const second = await signIn(app, 'ben');
    expect(first).not.toBe(second);
    for (const token of [first, second]) expect((await call(app, 'getUser', { token })).body.data.uid).toBe(USERS.ben.uid);
  });
});

describe('sign-up', () => {
  it('creates an account with todo "profile", USD, a default country and a 1000 OSBT welcome grant, held', async () => {
    const { status, body } = await call(app, 'signUp', { body: { email: 'New.Person@example.com', password: 'correct-horse-battery' } });
    expect(status).toBe(201);
    expect(body.message).toBe('Account created successfully');
    const user = (await call(app, 'getUser', { token: body.data.token })).body.data;
    expect(user).toEqual({
      uid: 'u0000000031',
      userName: '',
      email: 'new.person@example.com',
      isVerified: false,
      isStaff: false,
      country: '',
      currency: 'USD',
      userCountry: 'US',
      timeZone: 'UTC',
      assets: { OSBT: 1000 },
      held: { OSBT: 1000 },
      playData: null,
      todo: 'profile',
    });
    // The grant went through the ledger, from the issuer.
    expect(app.ledger.records({ account: 'user:u0000000031' })).toMatchObject([{ from: 'system:mint', amount: 1000, asset: 'OSBT' }]);
    // And the new account can sign in.
    expect(await signIn(app, 'new.person@example.com', 'correct-horse-battery')).toMatch(/.{16,}/);
  });

  it('answers an existing email (any case) with 409', async () => {
    const { status, body } = await call(app, 'signUp', { body: { email: 'BEN@example.com', password: 'long-enough-1' } });
    expect(status).toBe(409);
    expect(body.message).toBe('An account with this email already exists');
  });
});

describe('sign-out', () => {
  it('revokes only the token it was called with', async () => {
    const token = await signIn(app, 'ada');
    const other = await signIn(app, 'ada');
    const { status, body } = await call(app, 'signOut', { token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'success', code: 'auth.signedOut', message: 'You have been logged out successfully', data: null });
    expect((await call(app, 'getUser', { token })).status).toBe(401);
    expect((await call(app, 'signOut', { token })).status).toBe(401);
    expect((await call(app, 'getUser', { token: other })).status).toBe(200);
  });

  it('accepts an empty object body', async () => {
    const token = await signIn(app, 'ada');
    expect((await call(app, 'signOut', { token, body: {} })).status).toBe(200);
  });
});

describe('401 on every secured operation', () => {
  const secured = operations.filter((op) => op.requiresAuth);

  // The safe direction: every operation is secured unless it is on this short, deliberate public list, so a
  // new operation that forgets its bearer requirement fails here.
  it('secures every operation except sign-in, sign-up, the public rates and asset list, the status check and the contact form', () => {
    const open = operations
      .filter((op) => !op.requiresAuth)
      .map((op) => op.operationId)
      .sort();
    // platformStatus feeds the public footer's status line; supportContact is /contact-us, open to visitors (040).
    expect(open).toEqual(['getRates', 'payAssets', 'platformStatus', 'signIn', 'signUp', 'supportContact']);
    expect(secured.length).toBeGreaterThan(12);
  });

  it.each(secured.map((op) => [op.operationId]))(
    '%s: missing, malformed, wrong-scheme, unknown and revoked tokens',
    async (operationId) => {
      const revoked = await signIn(app, 'ada');
      await call(app, 'signOut', { token: revoked });
      const cases: Array<Record<string, string>> = [
        {},
        { authorization: 'Bearer %%% not a token %%%' },
        { authorization: 'Bearer' },
        { authorization: `Basic ${Buffer.from('ada@example.com:password').toString('base64')}` },
        { authorization: 'Bearer tok_ben_example_0002' },
        { authorization: `Bearer ${revoked}` },
      ];
      for (const headers of cases) {
        const { status, body } = await call(app, operationId, { headers, body: {} });
        expect(status, JSON.stringify(headers)).toBe(401);
        expect(body.message).toBe('Please sign in to continue');
      }
    },
  );
});

describe('staff check (for the admin routes to come)', () => {
  it('lets staff through and answers others 403, signed-out 401', async () => {
    const admin = await build();
    admin.post('/v1/admin/__probe', { onRequest: [admin.authenticate, admin.staffOnly] }, () => ok('common.ok', null));
    admin.post('/v1/admin/__probe2', { onRequest: [admin.authenticate] }, (request) =>
      ok('common.ok', { userName: requireStaff(request).userName }),
    );
    await admin.ready();
    for (const url of ['/v1/admin/__probe', '/v1/admin/__probe2']) {
      const as = async (who: string | null) => {
        const headers: Record<string, string> = who ? { authorization: `Bearer ${await signIn(admin, who)}` } : {};
        return admin.inject({ method: 'POST', url, headers });
      };
      expect((await as('ada')).statusCode).toBe(200);
      const ben = await as('ben');
      expect(ben.statusCode).toBe(403);
      expect(checkEnvelope(ben).message).toBe('You do not have access to this');
      expect((await as(null)).statusCode).toBe(401);
    }
    await admin.close();
  });
});
