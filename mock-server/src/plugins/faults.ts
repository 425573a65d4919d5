// The mock's fault controls (test controls: not in openapi.yaml, off when NODE_ENV=production): rules that make
// matching calls slow, fail with a status, hang until the client gives up, lose their answer after doing their work,
// or drop the websockets, for the next N calls or for a while on the wall clock. POST/GET/DELETE /__mock/faults; /__mock/reset clears them too.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Socket } from 'node:net';
import { API_MESSAGES_EN } from '../../../contracts/messages/en.ts';
import { codeEnvelope } from '../lib/envelope.ts';
import { ApiError, type ApiCode, type MessageParams } from '../lib/errors.ts';
import { operations } from '../lib/openapi.ts';
import type { Realtime } from './realtime.ts';

export const FAULT_EFFECTS = ['latency', 'status', 'hang', 'dropAnswer', 'closeSocket'] as const;
export type FaultEffect = (typeof FAULT_EFFECTS)[number];

/** Close code of a socket dropped by a rule: 1012 "service restart", which clients treat as a dropped connection. */
export const CLOSE_FAULT = 1012;
export const CLOSE_FAULT_REASON = 'Dropped by a mock fault rule';

/** Longest latency a rule may add: 10 minutes (a client gives up long before). */
export const MAX_LATENCY_MS = 10 * 60 * 1000;
/** Longest a rule may last: a day. */
export const MAX_FOR_MS = 24 * 60 * 60 * 1000;
export const MIN_EVERY_MS = 100;
export const MAX_TIMES = 100_000;
export const MAX_RULES = 100;

/** The envelope code a status answers when the rule names none. */
export const DEFAULT_CODES: Readonly<Record<number, ApiCode>> = {
  401: 'auth.signInRequired',
  403: 'request.forbidden',
  429: 'request.rateLimited',
  500: 'server.internal',
  502: 'server.unavailable',
  503: 'server.unavailable',
  504: 'server.unavailable',
};
/** Statuses that send Retry-After (1 second unless the rule says). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

/** A rule as GET /__mock/faults lists it. */
export interface FaultRule {
  id: string;
  effect: FaultEffect;
  operationId?: string;
  method?: string;
  path?: string;
  latencyMs?: number;
  status?: number;
  code?: ApiCode;
  params?: MessageParams;
  retryAfterSeconds?: number;
  everyMs?: number;
  /** Calls (or, for closeSocket, drops) left; null: no count, it lasts until its time ends or it is cleared. */
  remaining: number | null;
  /** Milliseconds of wall-clock time left; null: no end in time. */
  msLeft: number | null;
  /** Calls it met (or times it dropped the sockets). */
  hits: number;
}

interface Rule {
  id: string;
  effect: FaultEffect;
  fields: Omit<FaultRule, 'id' | 'effect' | 'remaining' | 'msLeft' | 'hits'>;
  pattern: RegExp | undefined;
  remaining: number | null;
  endsAt: number | null;
  hits: number;
  timer?: NodeJS.Timeout;
}

/** What a call meets: latency to wait first, then at most one rule that answers it (status or hang). */
export interface FaultOutcome {
  latencyMs: number;
  ids: string[];
  answer: Rule | undefined;
  /** Which clearing of the rules it met them in (a hold after a clear is refused). */
  epoch: number;
}

export interface Faults {
  /** Validates and adds one rule or an array of them (all or none); throws a 400 ApiError saying what is wrong. */
  add(body: unknown): FaultRule[];
  list(): FaultRule[];
  /** Removes one rule (and lets go of the calls it holds); false if there is none with that id. */
  remove(id: string): boolean;
  /** Removes every rule, lets go of held calls and stops socket drops. */
  clear(): number;
  /** True while some rule may touch an HTTP call (the hook's fast path). */
  readonly active: boolean;
  /** The rules a call meets, counted as met. */
  meet(method: string, path: string, operationId: string | undefined): FaultOutcome | undefined;
  /**
   * Holds a call that gets no answer until the client gives up, or its rule is deleted, or the rules are cleared (not
   * when the rule runs out: the calls it took stay held); false if the rule was deleted or cleared meanwhile.
   */
  hold(outcome: FaultOutcome, socket: Socket): boolean;
  /** Runs `next` after `ms`, or at once if the rules are cleared or the app closes first. */
  delay(ms: number, next: () => void): void;
}

const OPERATION_IDS = new Set(operations.map((op) => op.operationId));
const EFFECT_FIELDS: Readonly<Record<FaultEffect, readonly string[]>> = {
  latency: ['latencyMs'],
  status: ['status', 'code', 'params', 'retryAfterSeconds'],
  hang: [],
  dropAnswer: [],
  closeSocket: ['everyMs'],
};
const MATCH_FIELDS = ['operationId', 'method', 'path'];
const LIFETIME_FIELDS = ['times', 'forMs'];
const ALL_FIELDS = new Set(['effect', ...MATCH_FIELDS, ...LIFETIME_FIELDS, ...Object.values(EFFECT_FIELDS).flat()]);

function refuse(field: string, message: string): ApiError {
  return new ApiError(400, 'field.invalid', { field }, message);
}

function integer(input: Record<string, unknown>, field: string, min: number, max: number): number | undefined {
  const value = input[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw refuse(field, `${field}: must be a whole number from ${min} to ${max}`);
  return value;
}

/** `/v1/:product/feed/*` → a RegExp: `:name` or `{name}` is one segment, `*` anything (slashes too). */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('*')
    .map((part) =>
      part
        .split('/')
        .map((segment) => (/^(:\w+|\{\w+\})$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

function parseRule(input: unknown, id: string, now: number): Rule {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw refuse('rule', 'A fault rule is a JSON object, e.g. {"effect":"status","status":503,"operationId":"getFeed"}');
  const body = input as Record<string, unknown>;
  const effect = body.effect;
  if (typeof effect !== 'string' || !(FAULT_EFFECTS as readonly string[]).includes(effect))
    throw refuse('effect', `effect: must be one of ${FAULT_EFFECTS.join(', ')}`);
  const kind = effect as FaultEffect;
  for (const field of Object.keys(body)) {
    if (!ALL_FIELDS.has(field)) throw refuse(field, `unknown field "${field}"`);
    if (field !== 'effect' && !MATCH_FIELDS.includes(field) && !LIFETIME_FIELDS.includes(field) && !EFFECT_FIELDS[kind].includes(field))
      throw refuse(field, `${field} does not apply to effect ${kind}`);
  }

  const fields: Rule['fields'] = {};
  let pattern: RegExp | undefined;
  if (body.operationId !== undefined) {
    if (typeof body.operationId !== 'string' || !OPERATION_IDS.has(body.operationId))
      throw refuse('operationId', `operationId: no operation is called ${JSON.stringify(body.operationId)} (see openapi.yaml)`);
    fields.operationId = body.operationId;
  }
  if (body.method !== undefined) {
    const method = typeof body.method === 'string' ? body.method.toUpperCase() : '';
    if (method !== 'GET' && method !== 'POST') throw refuse('method', 'method: must be GET or POST');
    fields.method = method;
  }
  if (body.path !== undefined) {
    if (typeof body.path !== 'string' || !/^[/*]/.test(body.path) || body.path.length > 500)
      throw refuse(
        'path',
        'path: must be a path starting with "/" (or "*"), e.g. "/v1/app/feed/*" (* matches anything, :name one segment)',
      );
    fields.path = body.path;
    pattern = pathPattern(body.path);
  }

  if (kind === 'latency') {
    const latencyMs = integer(body, 'latencyMs', 1, MAX_LATENCY_MS);
    if (latencyMs === undefined) throw refuse('latencyMs', 'latencyMs: required for effect latency (milliseconds to wait)');
    fields.latencyMs = latencyMs;
  } else if (kind === 'status') {
    const status = integer(body, 'status', 400, 599);
    if (status === undefined) throw refuse('status', 'status: required for effect status (400 to 599)');
    fields.status = status;
    if (body.code !== undefined) {
      if (typeof body.code !== 'string' || !(body.code in API_MESSAGES_EN))
        throw refuse('code', `code: ${JSON.stringify(body.code)} is not an ApiCode (see components.schemas.ApiCode in openapi.yaml)`);
      fields.code = body.code as ApiCode;
    } else {
      const code = DEFAULT_CODES[status];
      if (!code)
        throw refuse('code', `code: status ${status} has no default code; name one (defaults: ${Object.keys(DEFAULT_CODES).join(', ')})`);
      fields.code = code;
    }
    if (body.params !== undefined) {
      const params = body.params;
      if (
        typeof params !== 'object' ||
        params === null ||
        Array.isArray(params) ||
        !Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number')
      )
        throw refuse('params', 'params: must be an object of strings and numbers (the code text’s {placeholders})');
      fields.params = params as MessageParams;
    }
    const retryAfter = integer(body, 'retryAfterSeconds', 0, 3600);
    if (retryAfter !== undefined && !RETRY_AFTER_STATUSES.has(status))
      throw refuse('retryAfterSeconds', 'retryAfterSeconds: only with status 429 or 503');
    if (RETRY_AFTER_STATUSES.has(status)) fields.retryAfterSeconds = retryAfter ?? 1;
  } else if (kind === 'closeSocket') {
    for (const field of MATCH_FIELDS)
      if (body[field] !== undefined) throw refuse(field, `${field}: closeSocket drops every websocket; it matches no call`);
    const everyMs = integer(body, 'everyMs', MIN_EVERY_MS, MAX_FOR_MS);
    if (everyMs === undefined) {
      for (const field of LIFETIME_FIELDS)
        if (body[field] !== undefined) throw refuse(field, `${field}: without everyMs, closeSocket drops the sockets once, now`);
    } else fields.everyMs = everyMs;
  }

  const times = integer(body, 'times', 1, MAX_TIMES);
  const forMs = integer(body, 'forMs', 1, MAX_FOR_MS);
  return { id, effect: kind, fields, pattern, remaining: times ?? null, endsAt: forMs === undefined ? null : now + forMs, hits: 0 };
}

export function createFaults(realtime: Pick<Realtime, 'dropAll'>, now: () => number = Date.now): Faults {
  let nextId = 1;
  let rules: Rule[] = [];
  let epoch = 0;
  /** Rules deleted one by one since the last clear: a call that met one is not held any more. */
  const deleted = new Set<string>();
  /** Calls held by a hang rule: the socket, and the rule holding it. */
  const held = new Map<Socket, string>();
  /** Latency waits, to cut short when the rules go. */
  const waits = new Map<NodeJS.Timeout, () => void>();

  const expired = (rule: Rule): boolean => rule.remaining === 0 || (rule.endsAt !== null && rule.endsAt <= now());

  const release = (ruleId?: string): void => {
    for (const [socket, holder] of held) {
      if (ruleId !== undefined && holder !== ruleId) continue;
      held.delete(socket);
      socket.destroy();
    }
  };

  const drop = (rule: Rule): void => {
    if (rule.timer) clearInterval(rule.timer);
    rules = rules.filter((other) => other !== rule);
  };

  const prune = (): void => {
    for (const rule of rules) if (expired(rule)) drop(rule);
  };

  const view = (rule: Rule): FaultRule => ({
    id: rule.id,
    effect: rule.effect,
    ...rule.fields,
    remaining: rule.remaining,
    msLeft: rule.endsAt === null ? null : Math.max(0, rule.endsAt - now()),
    hits: rule.hits,
  });

  const dropSockets = (rule: Rule): void => {
    rule.hits += 1;
    if (rule.remaining !== null) rule.remaining -= 1;
    realtime.dropAll(CLOSE_FAULT, CLOSE_FAULT_REASON);
  };

  const startDrops = (rule: Rule): void => {
    dropSockets(rule);
    if (rule.fields.everyMs === undefined || expired(rule)) {
      rule.remaining = 0;
      return;
    }
    rule.timer = setInterval(() => {
      if (expired(rule)) drop(rule);
      else {
        dropSockets(rule);
        if (expired(rule)) drop(rule);
      }
    }, rule.fields.everyMs);
    // A rule left behind must not keep a test process alive.
    rule.timer.unref();
  };

  return {
    add(body) {
      const inputs = Array.isArray(body) ? body : [body];
      if (inputs.length === 0) throw refuse('rules', 'Send a rule or a non-empty array of rules');
      prune();
      if (rules.length + inputs.length > MAX_RULES)
        throw refuse('rules', `At most ${MAX_RULES} rules at once: DELETE /__mock/faults clears them`);
      const parsed = inputs.map((input, i) => parseRule(input, `f${nextId + i}`, now()));
      nextId += parsed.length;
      const added: FaultRule[] = [];
      for (const rule of parsed) {
        if (rule.effect === 'closeSocket') startDrops(rule);
        if (!expired(rule)) rules.push(rule);
        added.push(view(rule));
      }
      return added;
    },
    list() {
      prune();
      return rules.map(view);
    },
    remove(id) {
      const rule = rules.find((candidate) => candidate.id === id);
      if (!rule) return false;
      drop(rule);
      deleted.add(id);
      release(id);
      return true;
    },
    clear() {
      const count = rules.length;
      for (const rule of rules) if (rule.timer) clearInterval(rule.timer);
      rules = [];
      epoch += 1;
      deleted.clear();
      release();
      for (const [timer, next] of waits) {
        clearTimeout(timer);
        next();
      }
      waits.clear();
      return count;
    },
    get active() {
      return rules.length > 0;
    },
    meet(method, path, operationId) {
      let latencyMs = 0;
      const ids: string[] = [];
      let answer: Rule | undefined;
      for (const rule of rules) {
        if (rule.effect === 'closeSocket' || expired(rule)) continue;
        const { fields } = rule;
        if (fields.operationId !== undefined && fields.operationId !== operationId) continue;
        if (fields.method !== undefined && fields.method !== method) continue;
        if (rule.pattern && !rule.pattern.test(path)) continue;
        if (rule.effect === 'latency') latencyMs += fields.latencyMs ?? 0;
        else if (answer) continue;
        else answer = rule;
        rule.hits += 1;
        if (rule.remaining !== null) rule.remaining -= 1;
        ids.push(rule.id);
      }
      prune();
      return ids.length > 0 ? { latencyMs, ids, answer, epoch } : undefined;
    },
    hold(outcome, socket) {
      const ruleId = outcome.answer?.id;
      if (ruleId === undefined || outcome.epoch !== epoch || deleted.has(ruleId)) return false;
      held.set(socket, ruleId);
      socket.once('close', () => held.delete(socket));
      return true;
    },
    delay(ms, next) {
      const timer = setTimeout(() => {
        waits.delete(timer);
        next();
      }, ms);
      waits.set(timer, next);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fault rules (only with the test controls on). */
    faults: Faults;
  }
}

/** Test control answers carry no code (test-controls.ts). */
function answer<T>(message: string, data: T): { status: 'success'; message: string; data: T } {
  return { status: 'success', message, data };
}

function answerWithRule(rule: Rule, reply: FastifyReply): void {
  const { status = 500, code = 'server.internal', params, retryAfterSeconds } = rule.fields;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  reply.code(status).send(codeEnvelope(code, params));
}

/**
 * The fault hook and the /__mock/faults routes. Added before the routes (and after CORS, so a refusal still carries
 * the CORS headers a browser needs to read it), so an operation's rule applies before its auth.
 */
export function faultsPlugin(app: FastifyInstance, faults: Faults): void {
  app.decorate('faults', faults);
  /** Calls met by a dropAnswer rule: handled as usual, then cut before their answer leaves. */
  const dropping = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!faults.active || request.method === 'OPTIONS' || request.headers.upgrade !== undefined) return done();
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/__mock/')) return done();
    const outcome = faults.meet(request.method, path, request.routeOptions.config?.operationId);
    if (!outcome) return done();
    reply.header('x-mock-fault', outcome.ids.join(', '));
    const then = (): void => {
      const rule = outcome.answer;
      if (!rule) done();
      else if (rule.effect === 'status') answerWithRule(rule, reply);
      else if (rule.effect === 'dropAnswer') {
        dropping.add(request);
        done();
      } else if (request.raw.destroyed || !faults.hold(outcome, request.raw.socket)) {
        // The client gave up during the latency, or the rule went meanwhile (cleared, the app closing): no hang.
        done();
      } else {
        // hang: nothing is written; the socket goes when the client gives up, or the rule or the app does.
        reply.hijack();
      }
    };
    if (outcome.latencyMs > 0) faults.delay(outcome.latencyMs, then);
    else then();
  });

  // The call did everything it does (a payment moved, a message stored); only its answer is lost on the way, as when
  // a connection breaks after the server committed: the client sees a network error and must not do it twice.
  // The first bytes of the answer go out before the cut: a browser resends a request whose reused connection closed
  // with nothing received (Chromium does, POST included), which would hide the loss this rule is for.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const socket = request.raw.socket as Socket | null;
    if (dropping.has(request) && socket) {
      socket.write('HTTP/1.1 200 OK\r\n');
      socket.destroy();
    }
    done(null, payload);
  });

  app.post('/__mock/faults', (request, reply) => {
    if (request.body === undefined)
      throw refuse('rule', 'Send a rule as JSON, e.g. {"effect":"status","status":503,"operationId":"getFeed"}');
    const added = faults.add(request.body);
    return reply.code(201).send(answer('Fault rules set', added));
  });
  app.get('/__mock/faults', () => answer('Fault rules', faults.list()));
  app.delete('/__mock/faults', () => answer('Fault rules cleared', { cleared: faults.clear() }));
  app.delete('/__mock/faults/:id', (request) => {
    const { id } = request.params as { id: string };
    if (!faults.remove(id)) throw new ApiError(404, 'field.invalid', { field: 'id' }, `No fault rule ${id}: GET /__mock/faults lists them`);
    return answer('Fault rule removed', { id });
  });

  app.addHook('preClose', (done) => {
    faults.clear();
    done();
  });
}
