// Tag account: the signed-in user, exchange rates, profile and preference updates, analytics and rewards, and the
// realtime socket (the address book and payout account are registered beside it: book.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { RATES } from '../../seed/rates.ts';
import type { UserPatch } from '../../store/users.ts';
import connectRoute from './connect.ts';
import accountProfileRoutes from './profile.ts';
import accountRewardsRoutes from './rewards.ts';
import verificationRoutes from './verification.ts';

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;

  app.operation('getUser', (request) => ok('common.ok', store.userView(currentUser(request)), RATES));

  app.operation('getRates', () => ok('common.ok', RATES));

  app.operation('updateAccount', (request, _reply, body) => {
    const user = currentUser(request);
    const patch: UserPatch = {};
    if (body.userName !== undefined && body.userName !== user.userName) {
      if (!store.users.isUserNameFree(body.userName, user.uid)) throw conflict('account.userNameTaken');
      patch.userName = body.userName;
    }
    if (body.country !== undefined) patch.country = body.country;
    if (body.currency !== undefined) patch.currency = body.currency;
    if (body.timeZone !== undefined) {
      // A zone Intl does not know would break every displayed time in the client: refuse it (422, openapi.yaml).
      if (!isKnownTimeZone(body.timeZone)) throw unprocessable('account.timeZoneUnknown', { timeZone: body.timeZone });
      patch.timeZone = body.timeZone;
    }
    const next = { ...user, ...patch };
    // Username, country and currency complete the 'profile' onboarding step (DESIGN.md "auth").
    if (next.todo === 'profile' && next.userName && next.country && next.currency) patch.todo = '';
    return ok('account.updated', store.userView(store.users.update(user.uid, patch)));
  });

  await app.register(connectRoute);
  await app.register(accountProfileRoutes);
  await app.register(verificationRoutes);
  await app.register(accountRewardsRoutes);
}
