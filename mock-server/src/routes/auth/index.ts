// Tag auth: sign-in, sign-up and sign-out (ours; DESIGN.md "auth"), with their throttles (store/throttle.ts) and the
// new-password rule (contracts/rules/password.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COMMON_PASSWORDS } from '../../../../contracts/rules/common-passwords.ts';
import { passwordProblem } from '../../../../contracts/rules/password.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, conflict, unauthorized, unprocessable } from '../../lib/errors.ts';
import { SIGN_UP_DEFAULTS } from '../../seed/users.ts';
import { hashPassword, passwordMatches, type UserRecord } from '../../store/users.ts';

/** Compared against when the email has no account, so an unknown email costs the same work as a wrong password. */
const NO_ACCOUNT: Pick<UserRecord, 'passwordHash'> = { passwordHash: hashPassword('no account has this password') };

/** 429 with Retry-After in seconds and the wait in whole minutes for the person's message. */
function tooManyAttempts(reply: FastifyReply, waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  return new ApiError(429, 'auth.tooManyAttempts', { minutes: Math.ceil(seconds / 60) });
}

export default function authRoutes(app: FastifyInstance): void {
  const { store } = app;
  const { signInAccount, signInClient, signUpClient } = store.throttles;

  app.operation('signIn', (request, reply, body) => {
    // Keyed by the email as typed (lowercased), account or not: the answers never tell whether one exists.
    const accountKey = body.email.trim().toLowerCase();
    const clientKey = request.ip;
    const locked = Math.max(signInAccount.waitMs(accountKey), signInClient.waitMs(clientKey));
    // Even the right password waits out a lock: otherwise a lock would only slow a guesser down, not stop one.
    if (locked > 0) throw tooManyAttempts(reply, locked);
    const user = store.users.byEmail(body.email);
    const matches = passwordMatches(user ?? (NO_ACCOUNT as UserRecord), body.password);
    if (!user || !matches) {
      const wait = Math.max(signInAccount.count(accountKey), signInClient.count(clientKey));
      if (wait > 0) throw tooManyAttempts(reply, wait);
      throw unauthorized('auth.badCredentials');
    }
    signInAccount.clear(accountKey);
    return ok('auth.signedIn', { token: store.tokens.issue(user.uid) });
  });

  app.operation('signUp', (request, reply, body) => {
    const clientKey = request.ip;
    const locked = signUpClient.waitMs(clientKey);
    if (locked > 0) throw tooManyAttempts(reply, locked);
    // Refusals count (probing which emails have accounts); the one that reaches the limit is answered 429 already.
    const refuse = (error: ApiError): ApiError => {
      const wait = signUpClient.count(clientKey);
      return wait > 0 ? tooManyAttempts(reply, wait) : error;
    };
    const problem = passwordProblem(body.password, COMMON_PASSWORDS);
    if (problem) throw refuse(unprocessable(problem.code, problem.params));
    if (store.users.byEmail(body.email)) throw refuse(conflict('auth.emailTaken'));
    const user = store.users.create({
      email: body.email,
      password: body.password,
      userName: '',
      isVerified: false,
      isStaff: false,
      country: '',
      currency: SIGN_UP_DEFAULTS.currency,
      userCountry: SIGN_UP_DEFAULTS.userCountry,
      timeZone: SIGN_UP_DEFAULTS.timeZone,
      todo: 'profile',
      createdAt: app.clock.now(),
    });
    store.grantWelcome(user.uid, SIGN_UP_DEFAULTS.osbt);
    reply.code(201);
    return ok('auth.signedUp', { token: store.tokens.issue(user.uid) });
  });

  app.operation('signOut', (request) => {
    if (request.token !== null) {
      store.tokens.revoke(request.token);
      app.realtime.disconnectToken(request.token);
    }
    return ok('auth.signedOut', null);
  });
}
