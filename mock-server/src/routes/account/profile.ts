// Account profile and settings (ours; spec section 1): the editable profile with its picture, notification
// preferences, password change and signing out other sessions.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, MESSAGES, notFound, unprocessable } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { passwordMatches, type UserPatch, type UserRecord } from '../../store/users.ts';

type S = components['schemas'];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_MESSAGES = {
  wrongCurrent: 'Your current password is not correct',
  tooShort: `Use at least ${PASSWORD_MIN} characters`,
  needsLetterAndDigit: 'Use at least one letter and one digit',
  sameAsCurrent: 'Choose a password different from the current one',
} as const;

/** Why a new password is refused, or null (8–128 characters, a letter and a digit, not the current one). */
export function passwordProblem(next: string, current: string): string | null {
  if (next.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (!/\p{L}/u.test(next) || !/\d/.test(next)) return PASSWORD_MESSAGES.needsLetterAndDigit;
  if (next === current) return PASSWORD_MESSAGES.sameAsCurrent;
  return null;
}

/** Picture formats a browser shows in an <img> (what uploadMedia accepts as images). */
const AVATAR_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export default function accountProfileRoutes(app: FastifyInstance): void {
  const { store } = app;
  const { accountProfiles, users, tokens } = store;

  const view = (user: UserRecord): S['AccountProfile'] => {
    const extras = accountProfiles.get(user.uid);
    return {
      userName: user.userName,
      displayName: extras.displayName,
      bio: extras.bio,
      country: user.country,
      customAvatar: extras.avatarKey !== null,
    };
  };
  const settingsOf = (user: UserRecord, token: string | null): S['AccountSettings'] => ({
    notifications: accountProfiles.get(user.uid).notifications,
    otherSessions: tokens.countOthers(user.uid, token ?? ''),
  });

  app.operation('accountProfile', (request) => ok('OK', view(currentUser(request))));

  app.operation('accountProfileUpdate', (request, _reply, body) => {
    const user = currentUser(request);
    const patch: UserPatch = {};
    if (body.userName !== undefined && body.userName !== user.userName) {
      if (!users.isUserNameFree(body.userName, user.uid)) throw conflict(MESSAGES.userNameTaken);
      patch.userName = body.userName;
    }
    if (body.country !== undefined) patch.country = body.country;
    if (Object.keys(patch).length > 0) users.update(user.uid, patch);
    const extras: { displayName?: string; bio?: string } = {};
    if (body.displayName !== undefined) extras.displayName = body.displayName.trim();
    if (body.bio !== undefined) extras.bio = body.bio.trim();
    accountProfiles.update(user.uid, extras);
    return ok('Update successful!', view(user));
  });

  app.operation('accountAvatarSet', (request, _reply, body) => {
    const user = currentUser(request);
    const file = store.posts.media.get(body.key);
    // Someone else's upload is as good as missing: never reveal it exists.
    if (!file || file.uid !== user.uid) throw notFound('No upload of yours has that key');
    if (!AVATAR_TYPES.has(file.contentType)) throw unprocessable('Choose an image (PNG, JPEG, GIF or WebP) for your picture');
    accountProfiles.update(user.uid, { avatarKey: file.key });
    return ok('Picture updated', view(user));
  });

  app.operation('accountAvatarRemove', (request) => {
    const user = currentUser(request);
    accountProfiles.update(user.uid, { avatarKey: null });
    return ok('Picture removed', view(user));
  });

  app.operation('accountSettings', (request) => ok('OK', settingsOf(currentUser(request), request.token)));

  app.operation('accountSettingsUpdate', (request, _reply, body) => {
    const user = currentUser(request);
    const notifications = { ...accountProfiles.get(user.uid).notifications, ...body.notifications };
    accountProfiles.update(user.uid, { notifications });
    return ok('Update successful!', settingsOf(user, request.token));
  });

  /** Ends every other session of the user, their open sockets too (as sign-out does); answers how many. */
  const endOtherSessions = (uid: string, keep: string | null): number => {
    const ended = tokens.revokeOthers(uid, keep ?? '');
    for (const token of ended) app.realtime.disconnectToken(token);
    return ended.length;
  };

  app.operation('accountPasswordChange', (request, _reply, body) => {
    const user = currentUser(request);
    if (!passwordMatches(user, body.currentPassword)) throw unprocessable(PASSWORD_MESSAGES.wrongCurrent);
    const problem = passwordProblem(body.newPassword, body.currentPassword);
    if (problem) throw unprocessable(problem);
    users.setPassword(user.uid, body.newPassword);
    // A changed password locks out whoever else had it: their sessions end, this one stays.
    return ok('Password changed', { sessionsEnded: endOtherSessions(user.uid, request.token) });
  });

  app.operation('accountSessionsRevokeOthers', (request) => {
    const user = currentUser(request);
    return ok('Other sessions signed out', { sessionsEnded: endOtherSessions(user.uid, request.token) });
  });
}
