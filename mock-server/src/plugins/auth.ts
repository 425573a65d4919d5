// Bearer token → user: `request.user` for routes that need a session, 401 otherwise; a staff check for admin routes.
// A bearer that is no session but a cloud API key (`osk_…`) acts as the key's owner only on the operations whose
// openapi `security` names `cloudApiKey: [scope]` and only within the key's scopes (403 otherwise, 401 when unknown
// or revoked); the session lookup stays first, so signed-in calls pay nothing for keys.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { englishText, forbidden, unauthorized, type ApiError } from '../lib/errors.ts';
import { operation } from '../lib/openapi.ts';
import type { UserRecord } from '../store/users.ts';

/** What a cloud API key's secret resolves to; the cloud store owns the keys. */
export interface ApiKeyGrant {
  id: string;
  owner: string;
  /** The first characters of the secret, to name the key in messages. */
  prefix: string;
  scopes: readonly string[];
  revoked: boolean;
}

export interface ApiKeyAuthority {
  /** The key of this secret (live or revoked), undefined when never issued. */
  find(secret: string): ApiKeyGrant | undefined;
  /** Records an accepted call ("last used"). */
  used(id: string): void;
}

/** Every API key secret starts with it (store/cloud-account.ts issues them). */
export const API_KEY_MARK = 'osk_';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` (null on public routes). */
    user: UserRecord | null;
    /** The bearer token the request was made with (null on public routes). */
    token: string | null;
  }
  interface FastifyInstance {
    // Properties, not methods: the hooks use no `this`, so they are passed around unbound (`onRequest: [app.authenticate]`).
    /** onRequest hook: 401 envelope unless the bearer token is live. */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
    /** onRequest hook to put after `authenticate`: 403 unless the user is staff. */
    staffOnly: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
    /** Where `authenticate` looks up API keys (set by the cloud routes). */
    useApiKeys(authority: ApiKeyAuthority): void;
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

/** The English texts of the key refusals (their codes: auth.key*), as tests read them. */
export const KEY_MESSAGES = {
  unknown: englishText('auth.keyUnknown', { mark: API_KEY_MARK }),
  revoked: (prefix: string) => englishText('auth.keyRevoked', { prefix }),
  notAccepted: englishText('auth.keyNotAccepted'),
  scope: (scope: string) => englishText('auth.keyScope', { scope }),
} as const;

/** Authenticates a request by API key: its owner as `request.user`, or the 401/403 to answer. */
function keyCaller(app: FastifyInstance, keys: ApiKeyAuthority | null, request: FastifyRequest, secret: string): ApiError | undefined {
  const key = keys?.find(secret);
  const user = key && app.store.users.get(key.owner);
  if (!key || !user) return unauthorized('auth.keyUnknown', { mark: API_KEY_MARK });
  if (key.revoked) return unauthorized('auth.keyRevoked', { prefix: key.prefix });
  const operationId = request.routeOptions.config?.operationId;
  const scope = operationId === undefined ? undefined : operation(operationId).apiKeyScope;
  if (scope === undefined) return forbidden('auth.keyNotAccepted');
  if (!key.scopes.includes(scope)) return forbidden('auth.keyScope', { scope });
  keys?.used(key.id);
  request.user = user;
  return undefined;
}

export function authPlugin(app: FastifyInstance): void {
  let keys: ApiKeyAuthority | null = null;
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorate('useApiKeys', (authority: ApiKeyAuthority) => {
    keys = authority;
  });
  app.decorate('authenticate', function authenticate(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    const token = bearerToken(request.headers.authorization);
    const uid = token === null ? undefined : app.store.tokens.resolve(token);
    if (uid === undefined && token?.startsWith(API_KEY_MARK)) {
      done(keyCaller(app, keys, request, token));
      return;
    }
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
