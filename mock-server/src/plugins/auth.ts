// Bearer token → user: `request.user` for routes that need a session, 401 otherwise; a staff check for admin routes.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { UserRecord } from '../store/users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` (null on public routes). */
    user: UserRecord | null;
    /** The bearer token the request was made with (null on public routes). */
    token: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 envelope unless the bearer token is live. */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
    /** onRequest hook to put after `authenticate`: 403 unless the user is staff. */
    staffOnly(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  }
}

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

/** The token of an `Authorization: Bearer …` header, or null when missing or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user if they are staff; 401 or 403 otherwise. */
export function requireStaff(request: FastifyRequest): UserRecord {
  const user = currentUser(request);
  if (!user.isStaff) throw forbidden();
  return user;
}

export function authPlugin(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorate('authenticate', function authenticate(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    const token = bearerToken(request.headers.authorization);
    const uid = token === null ? undefined : app.store.tokens.resolve(token);
    const user = uid === undefined ? undefined : app.store.users.get(uid);
    if (!user || token === null) {
      done(unauthorized());
      return;
    }
    request.user = user;
    request.token = token;
    done();
  });
  app.decorate('staffOnly', function staffOnly(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    try {
      requireStaff(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
