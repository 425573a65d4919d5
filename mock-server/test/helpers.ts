// Test helpers: build the app (fixed clock), call an operation by its operationId, and check every answer
// against openapi.yaml: documented status, `status` = success iff 2xx, body valid for that status's schema.
import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, type BuildOptions } from '../src/app.ts';
import { createAjv, operation, type Operation } from '../src/lib/openapi.ts';
import { createClock } from '../src/plugins/clock.ts';
import { PASSWORD, USERS, type SeededUser } from '../../scripts/test-env.ts';

/** The fixed start of the test clock. */
export const TEST_NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

/** The seeded people the tests sign in as: the same ones e2e and the bench use (scripts/test-env.ts). */
export { PASSWORD, USERS };
export type Persona = SeededUser;

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await build({ clock: createClock({ start: TEST_NOW }), enableTestControls: true, ...opts });
  await app.ready();
  return app;
}

const ajv = createAjv();
const responseValidators = new Map<string, ValidateFunction>();

function responseValidator(op: Operation, status: number): ValidateFunction {
  const key = `${op.operationId} ${status}`;
  let validate = responseValidators.get(key);
  if (!validate) {
    const schema = op.responseSchemas.get(status);
    if (!schema) throw new Error(`${op.operationId} documents no JSON body for ${status}`);
    validate = ajv.compile(schema);
    responseValidators.set(key, validate);
  }
  return validate;
}

export interface Body {
  status: 'success' | 'error';
  message: string;
  /** The envelope's code (issue #28) and the params its text names. */
  code?: string;
  params?: Record<string, string | number>;
  // A body of any operation: tests read the fields they assert on (the contract check above validated its shape).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape depends on the operation called
  data: any;
  rates?: Record<string, number>;
}

/** Checks an answer against the operation's documented responses; answers the parsed body. */
export function checkContract(operationId: string, res: LightMyRequestResponse): Body {
  const op = operation(operationId);
  const where = `${operationId} answered ${res.statusCode} ${res.body}`;
  if (!op.statuses.has(res.statusCode)) throw new Error(`${where}: status not documented (${[...op.statuses].join(', ')})`);
  if (!String(res.headers['content-type']).startsWith('application/json')) throw new Error(`${where}: not JSON`);
  const body = res.json<Body>();
  const success = res.statusCode >= 200 && res.statusCode < 300;
  if ((body.status === 'success') !== success) throw new Error(`${where}: status field does not match the HTTP status`);
  const validate = responseValidator(op, res.statusCode);
  if (!validate(body)) throw new Error(`${where}: body does not match openapi.yaml: ${JSON.stringify(validate.errors)}`);
  if (!success && (typeof body.message !== 'string' || body.message.length === 0)) throw new Error(`${where}: no message`);
  return body;
}

/** Checks an answer that is not an operation's (404, 405, test controls): the error or success envelope. */
export function checkEnvelope(res: LightMyRequestResponse): Body {
  const body = res.json<Body>();
  const success = res.statusCode >= 200 && res.statusCode < 300;
  if (body.status !== (success ? 'success' : 'error')) throw new Error(`${res.statusCode} with status ${body.status}`);
  if (typeof body.message !== 'string' || body.message.length === 0) throw new Error(`no message: ${res.body}`);
  if (!success && body.data !== null) throw new Error(`error data is not null: ${res.body}`);
  return body;
}

export interface CallOptions {
  token?: string;
  /** A JSON value to send; omit for no body. */
  body?: unknown;
  /** Raw payload instead of `body` (sent as is). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** Value of `{product}`; default 'app'. */
  product?: string;
}

export interface CallResult {
  res: LightMyRequestResponse;
  status: number;
  body: Body;
}

export function urlOf(operationId: string, product = 'app'): string {
  const op = operation(operationId);
  return op.url.replace(':product', product);
}

/** Calls an operation and checks the answer against openapi.yaml. */
export async function call(app: FastifyInstance, operationId: string, options: CallOptions = {}): Promise<CallResult> {
  const op = operation(operationId);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer | undefined = options.payload;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await app.inject({
    method: op.method,
    url: urlOf(operationId, options.product),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { res, status: res.statusCode, body: checkContract(operationId, res) };
}

export async function signIn(app: FastifyInstance, who: Persona | (string & {}), password = PASSWORD): Promise<string> {
  const email = who in USERS ? USERS[who as Persona].email : who;
  const { status, body } = await call(app, 'signIn', { body: { email, password } });
  if (status !== 200) throw new Error(`sign-in of ${email} failed: ${body.message}`);
  return body.data.token as string;
}

/** Sum of all user balances plus escrows (everything but the system accounts) of an asset. */
export function circulating(app: FastifyInstance, asset = 'OSBT'): number {
  return app.ledger
    .accounts()
    .filter((account) => !account.startsWith('system:'))
    .reduce((sum, account) => sum + app.ledger.balance(account, asset), 0);
}

/** Uploads one of e2e/fixtures' files as `token`'s media (as the pages do before a photo or a screenshot); its key. */
export async function uploadFixture(app: FastifyInstance, token: string, name: string, contentType: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/app/media/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: readFileSync(new URL(`../../e2e/fixtures/${name}`, import.meta.url)),
  });
  return checkContract('uploadMedia', res).data.key as string;
}
