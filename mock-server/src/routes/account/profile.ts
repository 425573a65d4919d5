// Account profile and settings (ours; spec section 1): the editable profile with its picture, notification
// preferences, password change and signing out other sessions.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { conflict, notFound, unprocessable, type ApiCode } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { passwordMatches, type UserPatch, type UserRecord } from '../../store/users.ts';

type S = components['schemas'];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Why a new password is refused (its code; the length one names the minimum), or null (8–128 characters, a letter
 * and a digit, not the current one). */
export function passwordProblem(next: string, current: string): ApiCode | null {
  if (next.length < PASSWORD_MIN) return 'account.passwordTooShort';
  if (!/\p{L}/u.test(next) || !/\d/.test(next)) return 'account.passwordLetterAndDigit';
  if (next === current) return 'account.passwordSame';
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

  app.operation('accountProfile', (request) => ok('common.ok', view(currentUser(request))));

  app.operation('accountProfileUpdate', (request, _reply, body) => {
    const user = currentUser(request);
    const patch: UserPatch = {};
    if (body.userName !== undefined && body.userName !== user.userName) {
      if (!users.isUserNameFree(body.userName, user.uid)) throw conflict('account.userNameTaken');
      patch.userName = body.userName;
    }
    if (body.country !== undefined) patch.country = body.country;
    if (Object.keys(patch).length > 0) users.update(user.uid, patch);
    const extras: { displayName?: string; bio?: string } = {};
    if (body.displayName !== undefined) extras.displayName = body.displayName.trim();
    if (body.bio !== undefined) extras.bio = body.bio.trim();
    accountProfiles.update(user.uid, extras);
    return ok('account.updated', view(user));
  });

  app.operation('accountAvatarSet', (request, _reply, body) => {
    const user = currentUser(request);
    const file = store.posts.media.get(body.key);
    // Someone else's upload is as good as missing: never reveal it exists.
    if (!file || file.uid !== user.uid) throw notFound('account.avatarNotYours');
    if (!AVATAR_TYPES.has(file.contentType)) throw unprocessable('account.avatarNotImage');
    accountProfiles.update(user.uid, { avatarKey: file.key });
    return ok('account.avatarSet', view(user));
  });

  app.operation('accountAvatarRemove', (request) => {
    const user = currentUser(request);
    accountProfiles.update(user.uid, { avatarKey: null });
    return ok('account.avatarRemoved', view(user));
  });

  app.operation('accountSettings', (request) => ok('common.ok', settingsOf(currentUser(request), request.token)));

  app.operation('accountSettingsUpdate', (request, _reply, body) => {
    const user = currentUser(request);
    const notifications = { ...accountProfiles.get(user.uid).notifications, ...body.notifications };
    accountProfiles.update(user.uid, { notifications });
    return ok('account.updated', settingsOf(user, request.token));
  });

  /** Ends every other session of the user, their open sockets too (as sign-out does); answers how many. */
  const endOtherSessions = (uid: string, keep: string | null): number => {
    const ended = tokens.revokeOthers(uid, keep ?? '');
    for (const token of ended) app.realtime.disconnectToken(token);
    return ended.length;
  };

  app.operation('accountPasswordChange', (request, _reply, body) => {
    const user = currentUser(request);
    if (!passwordMatches(user, body.currentPassword)) throw unprocessable('account.passwordWrong');
    const problem = passwordProblem(body.newPassword, body.currentPassword);
    if (problem) throw unprocessable(problem, { min: PASSWORD_MIN });
    users.setPassword(user.uid, body.newPassword);
    // A changed password locks out whoever else had it: their sessions end, this one stays.
    return ok('account.passwordChanged', { sessionsEnded: endOtherSessions(user.uid, request.token) });
  });

  app.operation('accountSessionsRevokeOthers', (request) => {
    const user = currentUser(request);
    return ok('account.sessionsEnded', { sessionsEnded: endOtherSessions(user.uid, request.token) });
  });
}
