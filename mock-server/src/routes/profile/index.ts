// Tag profile: public profiles by username.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { MESSAGES, notFound } from '../../lib/errors.ts';
import type { ProfileQuery } from '../../lib/types.ts';
import { nidOf } from '../../store/users.ts';

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.operation<ProfileQuery>('getProfile', (_request, _reply, body) => {
    const user = app.store.users.byUserName(body.userName);
    const nid = user ? nidOf(user) : null;
    // A user who has not finished onboarding (no country yet) has no public profile.
    if (!user || nid === null) throw notFound(MESSAGES.profileNotFound);
    return ok('OK', { uid: user.uid, nid, userName: user.userName, isVerified: user.isVerified, country: user.country });
  });
}
