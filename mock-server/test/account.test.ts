// Tag account: the user (exactly the User schema), rates, and partial updates with onboarding.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATES } from '../src/seed/rates.ts';
import { call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

const CURRENCIES = ['USD', 'NGN', 'INR', 'GBP', 'EUR', 'CAD', 'ZAR', 'IDR', 'PKR', 'AUD', 'MXN', 'JPY', 'CNY', 'AED', 'CHF'];

describe('account/get/user', () => {
  it('answers the seeded personas exactly, with rates', async () => {
    const expected = {
      ada: {
        uid: 'u0000000001',
        userName: 'ada',
        email: 'ada@example.com',
        isVerified: true,
        isStaff: true,
        country: 'NG',
        currency: 'NGN',
        userCountry: 'NG',
        timeZone: 'Africa/Lagos',
        assets: { OSBT: 50000 },
        playData: null,
        todo: '',
      },
      ben: {
        uid: 'u0000000002',
        userName: 'ben',
        email: 'ben@example.com',
        isVerified: true,
        isStaff: false,
        country: 'US',
        currency: 'USD',
        userCountry: 'US',
        timeZone: 'America/New_York',
        assets: { OSBT: 50000 },
        playData: null,
        todo: '',
      },
      chidi: {
        uid: 'u0000000003',
        userName: 'chidi',
        email: 'chidi@example.com',
        isVerified: false,
        isStaff: false,
        country: 'GB',
        currency: 'GBP',
        userCountry: 'GB',
        timeZone: 'Europe/London',
        assets: { OSBT: 20000 },
        playData: null,
        todo: '',
      },
      dana: {
        uid: 'u0000000004',
        userName: '',
        email: 'dana@example.com',
        isVerified: false,
        isStaff: false,
        country: '',
        currency: 'USD',
        userCountry: 'KE',
        timeZone: 'UTC',
        assets: { OSBT: 1000 },
        playData: null,
        todo: 'profile',
      },
      eve: {
        uid: 'u0000000005',
        userName: 'eve',
        email: 'eve@example.com',
        isVerified: false,
        isStaff: false,
        country: 'IA',
        currency: 'USD',
        userCountry: 'US',
        timeZone: 'UTC',
        assets: { OSBT: 5000 },
        playData: null,
        todo: '',
      },
    };
    for (const [who, user] of Object.entries(expected)) {
      const { status, body } = await call(app, 'getUser', { token: await signIn(app, who) });
      expect(status).toBe(200);
      expect(body.data).toEqual(user);
      expect(body.rates).toEqual(RATES);
    }
  });

  it('derives assets from the ledger', async () => {
    const token = await signIn(app, 'ben');
    app.ledger.mint('test:usd', 'user:u0000000002', 'USD', 1234);
    app.ledger.transfer({ requestId: 'test:osbt', from: 'user:u0000000002', to: 'user:u0000000001', asset: 'OSBT', amount: 500 });
    expect((await call(app, 'getUser', { token })).body.data.assets).toEqual({ OSBT: 49500, USD: 1234 });
  });

  it('seeds 30 users with stable uids and an OSBT balance each', () => {
    const users = app.store.users.all();
    expect(users).toHaveLength(30);
    for (const [index, user] of users.entries()) {
      expect(user.uid).toBe(`u${String(index + 1).padStart(10, '0')}`);
      expect(app.ledger.balance(`user:${user.uid}`, 'OSBT')).toBeGreaterThan(0);
    }
  });
});

describe('account/get/rate', () => {
  it('answers the 15 currencies plus OSBT as fixed positive numbers, without a token', async () => {
    const { status, body } = await call(app, 'getRates');
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual([...CURRENCIES, 'OSBT'].sort());
    expect(body.data.USD).toBe(1);
    expect(body.data.OSBT).toBe(1);
    expect(body.data).toEqual((await call(app, 'getRates', { body: {} })).body.data);
  });
});

describe('account/action', () => {
  it('completes onboarding when username, country and currency are set', async () => {
    const token = await signIn(app, 'dana');
    const partial = await call(app, 'updateAccount', { token, body: { userName: 'dana' } });
    expect(partial.status).toBe(200);
    expect(partial.body.message).toBe('Update successful!');
    expect(partial.body.data.todo).toBe('profile');
    const { body } = await call(app, 'updateAccount', { token, body: { country: 'KE', currency: 'USD' } });
    expect(body.data).toMatchObject({ userName: 'dana', country: 'KE', currency: 'USD', todo: '' });
    // It persists.
    expect((await call(app, 'getUser', { token })).body.data.todo).toBe('');
    expect((await call(app, 'getProfile', { token, body: { userName: 'dana' } })).body.data.nid).toBe('dana-0-KE-u0000000004');
  });

  it('changes only the given fields', async () => {
    const token = await signIn(app, 'ben');
    const { body } = await call(app, 'updateAccount', { token, body: { timeZone: 'Europe/Paris', currency: 'EUR' } });
    expect(body.data).toMatchObject({ userName: 'ben', country: 'US', currency: 'EUR', timeZone: 'Europe/Paris', todo: '' });
  });

  it('refuses a time zone Intl does not know with 422 and changes nothing', async () => {
    const token = await signIn(app, 'ben');
    const { status, body } = await call(app, 'updateAccount', { token, body: { timeZone: 'Mars/Olympus' } });
    expect(status).toBe(422);
    expect(body.message).toContain('not a known time zone');
    expect((await call(app, 'getUser', { token })).body.data.timeZone).toBe('America/New_York');
  });

  it('answers a username taken by someone else (or reserved) with 409, and keeps your own', async () => {
    const token = await signIn(app, 'ben');
    for (const userName of ['ada', 'discover', 'admin']) {
      const { status, body } = await call(app, 'updateAccount', { token, body: { userName } });
      expect(status).toBe(409);
      expect(body.message).toBe('That username is taken');
    }
    expect((await call(app, 'updateAccount', { token, body: { userName: 'ben' } })).status).toBe(200);
    const renamed = await call(app, 'updateAccount', { token, body: { userName: 'benjamin' } });
    expect(renamed.body.data.userName).toBe('benjamin');
    // The old name is free again, the new one is found.
    expect((await call(app, 'getProfile', { token, body: { userName: 'ben' } })).status).toBe(404);
    expect((await call(app, 'getProfile', { token, body: { userName: 'benjamin' } })).body.data.uid).toBe(USERS.ben.uid);
  });
});
