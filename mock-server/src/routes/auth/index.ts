// Tag auth: sign-in, sign-up and sign-out (ours; DESIGN.md "auth").
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import { SIGN_UP_DEFAULTS } from '../../seed/users.ts';
import { passwordMatches } from '../../store/users.ts';

export default function authRoutes(app: FastifyInstance): void {
  const { store } = app;

  app.operation('signIn', (_request, _reply, body) => {
    const user = store.users.byEmail(body.email);
    if (!user || !passwordMatches(user, body.password)) throw unauthorized('auth.badCredentials');
    return ok('auth.signedIn', { token: store.tokens.issue(user.uid) });
  });

  app.operation('signUp', (_request, reply, body) => {
    if (store.users.byEmail(body.email)) throw conflict('auth.emailTaken');
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
