// Account profile and settings: partial profile updates (username rule, taken names), the uploaded picture
// served at /cdn/u/{uid}.png, notification preferences, password change and signing out other sessions.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, checkContract, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { newPasswordProblem } from '../src/routes/account/profile.ts';
import { picturePng } from '../src/seed/media/pictures.ts';
import { soundWav } from '../src/seed/media/sounds.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

async function upload(token: string, bytes: Buffer, contentType: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/app/media/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: bytes,
  });
  return checkContract('uploadMedia', res).data.key as string;
}

describe('account/profile', () => {
  it('answers the editable profile, empty extras by default', async () => {
    const { status, body } = await call(app, 'accountProfile', { token: await signIn(app, 'ben'), body: {} });
    expect(status).toBe(200);
    expect(body.data).toEqual({ userName: 'ben', displayName: '', bio: '', country: 'US', customAvatar: false });
  });

  it('changes only the given fields, trimming display name and bio', async () => {
    const token = await signIn(app, 'ben');
    const { body } = await call(app, 'accountProfileUpdate', { token, body: { displayName: '  Ben Carter ', bio: ' Runs on coffee. ' } });
    expect(body.message).toBe('Update successful!');
    expect(body.data).toEqual({ userName: 'ben', displayName: 'Ben Carter', bio: 'Runs on coffee.', country: 'US', customAvatar: false });
    const changed = await call(app, 'accountProfileUpdate', { token, body: { userName: 'ben_c', country: 'CA' } });
    expect(changed.body.data).toMatchObject({ userName: 'ben_c', country: 'CA', displayName: 'Ben Carter' });
    expect((await call(app, 'getUser', { token })).body.data).toMatchObject({ userName: 'ben_c', country: 'CA' });
  });

  it('refuses a taken or reserved username with 409, and an invalid one with 400', async () => {
    const token = await signIn(app, 'ben');
    expect((await call(app, 'accountProfileUpdate', { token, body: { userName: 'ada' } })).status).toBe(409);
    expect((await call(app, 'accountProfileUpdate', { token, body: { userName: 'admin' } })).status).toBe(409);
    for (const userName of ['ab', 'Ben', 'ben-c', 'a'.repeat(26)]) {
      expect((await call(app, 'accountProfileUpdate', { token, body: { userName } })).status).toBe(400);
    }
    expect((await call(app, 'accountProfileUpdate', { token, body: {} })).status).toBe(400);
    expect((await call(app, 'accountProfileUpdate', { token, body: { bio: 'x'.repeat(161) } })).status).toBe(400);
  });
});

describe('account/avatar', () => {
  it('serves my uploaded picture at /cdn/u/{uid}.png until I remove it', async () => {
    const token = await signIn(app, 'ben');
    const before = await app.inject({ method: 'GET', url: `/cdn/u/${USERS.ben.uid}.png` });
    const picture = picturePng('avatar-test');
    const key = await upload(token, picture, 'image/png');
    const { body } = await call(app, 'accountAvatarSet', { token, body: { key } });
    expect(body.data.customAvatar).toBe(true);
    const served = await app.inject({ method: 'GET', url: `/cdn/u/${USERS.ben.uid}.png` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(picture)).toBe(true);
    expect((await call(app, 'accountAvatarRemove', { token, body: {} })).body.data.customAvatar).toBe(false);
    const after = await app.inject({ method: 'GET', url: `/cdn/u/${USERS.ben.uid}.png` });
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('refuses someone else’s upload (404) and a sound (422)', async () => {
    const ada = await signIn(app, 'ada');
    const ben = await signIn(app, 'ben');
    const adas = await upload(ada, picturePng('ada-only'), 'image/png');
    expect((await call(app, 'accountAvatarSet', { token: ben, body: { key: adas } })).status).toBe(404);
    const sound = await upload(ben, soundWav(1), 'audio/wav');
    expect((await call(app, 'accountAvatarSet', { token: ben, body: { key: sound } })).status).toBe(422);
  });
});

describe('account/settings', () => {
  it('keeps notification preferences per user, changing only the given ones', async () => {
    const token = await signIn(app, 'chidi');
    const first = await call(app, 'accountSettings', { token, body: {} });
    expect(first.body.data).toEqual({
      notifications: { messages: true, mentions: true, payments: true, games: true, news: false },
      otherSessions: 0,
    });
    const { body } = await call(app, 'accountSettingsUpdate', { token, body: { notifications: { news: true, games: false } } });
    expect(body.data.notifications).toEqual({ messages: true, mentions: true, payments: true, games: false, news: true });
    expect((await call(app, 'accountSettings', { token: await signIn(app, 'ben'), body: {} })).body.data.notifications.news).toBe(false);
    expect((await call(app, 'accountSettingsUpdate', { token, body: { notifications: {} } })).status).toBe(400);
  });

  it('signs out the other sessions and keeps this one', async () => {
    const mine = await signIn(app, 'chidi');
    const other = await signIn(app, 'chidi');
    const third = await signIn(app, 'chidi');
    expect((await call(app, 'accountSettings', { token: mine, body: {} })).body.data.otherSessions).toBe(2);
    const { body } = await call(app, 'accountSessionsRevokeOthers', { token: mine, body: {} });
    expect(body.data).toEqual({ sessionsEnded: 2 });
    expect((await call(app, 'getUser', { token: other })).status).toBe(401);
    expect((await call(app, 'getUser', { token: third })).status).toBe(401);
    expect((await call(app, 'getUser', { token: mine })).status).toBe(200);
  });
});

describe('account/password/change', () => {
  it('states the new-password rule (the shared one of sign-up, contracts/rules/password.ts) and "not the current one"', () => {
    expect(newPasswordProblem('short1', 'password')).toEqual({ code: 'password.tooShort', params: { min: 8 } });
    expect(newPasswordProblem('1234567890', 'password')).toEqual({ code: 'password.common' });
    expect(newPasswordProblem('zzzzzzzzzz', 'password')).toEqual({ code: 'password.oneCharacter' });
    expect(newPasswordProblem('correct horse', 'correct horse')).toEqual({ code: 'account.passwordSame' });
    expect(newPasswordProblem('n3w-secret', 'password')).toBeNull();
    expect(newPasswordProblem('lettersonly', 'password')).toBeNull();
  });

  it('changes the password, ends the other sessions, and the new one signs in', async () => {
    const mine = await signIn(app, 'eve');
    const other = await signIn(app, 'eve');
    const { status, body } = await call(app, 'accountPasswordChange', {
      token: mine,
      body: { currentPassword: 'password', newPassword: 'n3w-secret' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Password changed', data: { sessionsEnded: 1 } });
    expect((await call(app, 'getUser', { token: other })).status).toBe(401);
    expect((await call(app, 'getUser', { token: mine })).status).toBe(200);
    expect((await call(app, 'signIn', { body: { email: USERS.eve.email, password: 'password' } })).status).toBe(401);
    expect(await signIn(app, 'eve', 'n3w-secret')).toEqual(expect.any(String));
  });

  it('refuses a wrong current password and a weak new one with 422 and the reason', async () => {
    const token = await signIn(app, 'eve');
    const wrong = await call(app, 'accountPasswordChange', { token, body: { currentPassword: 'nope', newPassword: 'n3w-secret' } });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'account.passwordWrong', message: 'Your current password is not correct' } });
    const weak = await call(app, 'accountPasswordChange', { token, body: { currentPassword: 'password', newPassword: 'abc' } });
    expect(weak).toMatchObject({
      status: 422,
      body: { code: 'password.tooShort', params: { min: 8 }, message: 'Use at least 8 characters' },
    });
  });
});
