// Tag profile: lookups by username and the composite identifier.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, call, signIn } from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildApp();
  token = await signIn(app, 'ada');
});
afterAll(() => app.close());

describe('{product}/profile/get', () => {
  it.each([
    ['ben', { uid: 'u0000000002', nid: 'ben-1-US-u0000000002', userName: 'ben', isVerified: true, country: 'US' }],
    ['chidi', { uid: 'u0000000003', nid: 'chidi-0-GB-u0000000003', userName: 'chidi', isVerified: false, country: 'GB' }],
    ['eve', { uid: 'u0000000005', nid: 'eve-0-IA-u0000000005', userName: 'eve', isVerified: false, country: 'IA' }],
    ['ada', { uid: 'u0000000001', nid: 'ada-1-NG-u0000000001', userName: 'ada', isVerified: true, country: 'NG' }],
  ])('finds %s', async (userName, profile) => {
    const { status, body } = await call(app, 'getProfile', { token, body: { userName } });
    expect(status).toBe(200);
    expect(body.data).toEqual(profile);
  });

  it('answers an unknown username with 404 "Profile not found!"', async () => {
    const { status, body } = await call(app, 'getProfile', { token, body: { userName: 'nobody_here' } });
    expect(status).toBe(404);
    expect(body.message).toBe('Profile not found!');
  });

  it('answers a user who has not finished onboarding with 404', async () => {
    const dana = await signIn(app, 'dana');
    await call(app, 'updateAccount', { token: dana, body: { userName: 'dana_k' } });
    expect((await call(app, 'getProfile', { token, body: { userName: 'dana_k' } })).status).toBe(404);
  });
});
