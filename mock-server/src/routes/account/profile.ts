// Account profile and settings (ours; spec section 1): the editable profile with its picture, notification
// preferences, password change and signing out other sessions.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { COMMON_PASSWORDS } from '../../../../contracts/rules/common-passwords.ts';
import { passwordProblem } from '../../../../contracts/rules/password.ts';
import { conflict, notFound, unprocessable, type ApiCode, type MessageParams } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { passwordMatches, type UserPatch, type UserRecord } from '../../store/users.ts';

type S = components['schemas'];

/** Why a new password is refused (the new-password rule's problem, as on sign-up, or not the current one), or null. */
export function newPasswordProblem(next: string, current: string): { code: ApiCode; params?: MessageParams } | null {
  const found = passwordProblem(next, COMMON_PASSWORDS);
  if (found) return found;
  if (next === current) return { code: 'account.passwordSame' };
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
    const problem = newPasswordProblem(body.newPassword, body.currentPassword);
    if (problem) throw unprocessable(problem.code, problem.params);
    users.setPassword(user.uid, body.newPassword);
    // A changed password locks out whoever else had it: their sessions end, this one stays.
    return ok('account.passwordChanged', { sessionsEnded: endOtherSessions(user.uid, request.token) });
  });

  app.operation('accountSessionsRevokeOthers', (request) => {
    const user = currentUser(request);
    return ok('account.sessionsEnded', { sessionsEnded: endOtherSessions(user.uid, request.token) });
  });
}
