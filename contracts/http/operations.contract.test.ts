// Target ↔ spec: every operation is called through `prism proxy` (violations read from `sl-violations`) and
// every answer is checked again by the strict Ajv validator. Per operation: fixture calls (must succeed),
// seeded generated bodies (accepted, or refused only for a documented semantic reason), mutated bodies (a
// documented 4xx error envelope) and bad tokens (401 envelope). Issue parts 3, 4 and 5 (operation coverage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoProblems, formatProblems } from '../lib/check.ts';
import { mayRun, OPERATION_EFFECTS } from '../lib/effects.ts';
import { expectAccepted, expectRefused, expectUnauthorized } from '../lib/expectations.ts';
import { generateValue, mutate, NO_BODY, seededRng } from '../lib/generate.ts';
import type { Exchange } from '../lib/http.ts';
import { startPrism, type PrismServer } from '../lib/prism.ts';
import { listOperations, requestSchema, type Operation } from '../lib/spec.ts';
import { fileTarget } from '../lib/suite.ts';
import { realTargetConfigured, type Target } from '../lib/target.ts';
import { openapiValidators } from '../lib/validators.ts';
import { CONTRACT_TEST_TIMEOUT_MS } from '../lib/timeouts.ts';
import { createWorld, drain, NeedsSecondUser, type Actor, type World } from '../lib/world.ts';
import { ACCOUNT_SECURITY_OPERATIONS, freshAccount } from './account-fixtures.ts';
import { FIXTURE_REAL_WAITS_MS, fixtures } from './fixtures.ts';

const ops = listOperations();
const GENERATED_PER_OPERATION = 5;

let target: Target;
let prism: PrismServer;
let world: World;
/** Straight to the target, for bytes Prism itself would refuse to parse (the strict validator still checks). */
let direct: World;
/** Operations whose fixture needs another person than the main user, skipped on a real API given one user. */
const needSecondUser = new Set<string>();

beforeAll(async () => {
  target = await fileTarget();
  prism = await startPrism({ mode: 'proxy', upstream: target.baseUrl });
  world = createWorld(target, prism.url, true);
  direct = createWorld(target, target.baseUrl, false);
});

afterAll(async () => {
  await prism?.stop();
});

/** The suite's test timeout, plus the real time a fixture waits on a real API. */
function fixtureTimeoutMs(operationId: string): number {
  return CONTRACT_TEST_TIMEOUT_MS + (realTargetConfigured() ? (FIXTURE_REAL_WAITS_MS[operationId] ?? 0) : 0);
}

/** The user an operation's generated and mutated calls run as. */
async function actorFor(op: Operation): Promise<Actor> {
  if (!op.secured) return 'none';
  if (op.operationId === 'signOut') return world.freshSession('main'); // never revoke the shared token
  if (op.operationId === 'updateAccount' && target.mode === 'mock') return 'onboarding';
  // Never change the shared account's password or end the suite's own sessions: a fresh account of their own.
  if (ACCOUNT_SECURITY_OPERATIONS.has(op.operationId)) return (await freshAccount(world)) ?? 'main';
  return 'main';
}

describe.each(ops.map((op) => [op.operationId, op] as const))('%s', (id, op) => {
  const skip = (): boolean => !mayRun(id, target.allowMutations);
  const schema = requestSchema(op);

  it(
    'fixture calls succeed (at least one 2xx)',
    async (ctx) => {
      if (skip()) return ctx.skip(`${id} changes data; set CONTRACT_ALLOW_MUTATIONS=1 to run it against ${target.baseUrl}`);
      const fixture = fixtures[id];
      if (!fixture) throw new Error(`contracts/http/fixtures.ts has no fixture for ${id}: add one that makes it answer 2xx`);
      try {
        await fixture(world);
      } catch (error) {
        if (!(error instanceof NeedsSecondUser)) throw error;
        needSecondUser.add(id);
        // What the fixture called before it needed the second user is still checked.
        assertNoProblems(drain(world));
        return ctx.skip(`${id} ${error.message}`);
      }
      assertNoProblems(drain(world));
      expect(world.succeeded.has(id), `${id} never answered 2xx in its fixture`).toBe(true);
    },
    fixtureTimeoutMs(id),
  );

  it(`seeded generated bodies are accepted (${GENERATED_PER_OPERATION} seeds)`, async (ctx) => {
    if (skip()) return ctx.skip(`${id} changes data`);
    if (!schema) return ctx.skip(`${id} has no JSON request body`);
    const branchCount = Array.isArray(schema.oneOf) ? schema.oneOf.length : 1;
    for (let seed = 1; seed <= GENERATED_PER_OPERATION; seed++) {
      const body = generateValue(schema, seededRng(seed * 7919 + id.length), undefined, { branch: (seed - 1) % branchCount });
      const invalid = openapiValidators().validateRequest(op, body);
      if (invalid.length > 0)
        throw new Error(`the generator made an invalid body for ${id} (seed ${seed}): ${JSON.stringify(body)} ${JSON.stringify(invalid)}`);
      await world.call(op, {
        body,
        as: await actorFor(op),
        label: `generated body, seed ${seed}`,
        expect: expectAccepted(op),
      });
    }
    assertNoProblems(drain(world));
  });

  it('mutated bodies get a documented 4xx error envelope', async (ctx) => {
    if (skip()) return ctx.skip(`${id} changes data`);
    if (!schema) return ctx.skip(`${id} has no JSON request body`);
    const base = generateValue(schema, seededRng(4242 + id.length), undefined, { full: true });
    const mutations = mutate(schema, base, undefined, { bodyRequired: op.requestBody?.required ?? false }).filter(
      (m) => m.body === NO_BODY || openapiValidators().validateRequest(op, m.body).length > 0,
    );
    expect(mutations.length).toBeGreaterThan(0);
    for (const m of mutations) {
      const ex: Exchange = await world.call(op, {
        body: m.body,
        as: await actorFor(op),
        label: m.description,
        invalidRequest: true,
        expect: expectRefused(m.description),
      });
      // Prism must agree the request is invalid; if it does not, it silently skipped validating this schema.
      if (!ex.violations.some((v) => v.location[0] === 'request') && m.body !== NO_BODY) {
        world.problems.push({
          operationId: id,
          request: `${op.method} ${op.path} (${m.description})`,
          status: ex.status,
          rule: 'prism-violation',
          path: m.path,
          message: 'Prism did not flag this deliberately invalid request: its request validation is not checking this schema',
          source: 'prism',
        });
      }
    }
    assertNoProblems(drain(world));
  });

  it('malformed transport (not JSON, broken JSON, JSON null, a 1.5 MB body) gets a documented 4xx error envelope', async (ctx) => {
    if (skip()) return ctx.skip(`${id} changes data`);
    const cases = [
      { body: 'hello', contentType: 'text/plain', describe: 'text/plain body "hello"' },
      { body: '{"unterminated', contentType: 'application/json', describe: 'broken JSON' },
      { body: 'null', contentType: 'application/json', describe: 'JSON null' },
      { body: JSON.stringify({ x: 'a'.repeat(1_500_000) }), contentType: 'application/json', describe: 'a 1.5 MB JSON body' },
    ];
    for (const raw of cases) {
      await direct.call(op, {
        raw,
        as: await actorFor(op),
        label: raw.describe,
        invalidRequest: true,
        expect: expectRefused(raw.describe),
      });
    }
    assertNoProblems(drain(direct));
  });

  it.runIf(op.secured)('no token, malformed, never-issued and revoked tokens get a 401 envelope', async (ctx) => {
    if (skip()) return ctx.skip(`${id} changes data`);
    const body = op.requestBody?.content.get('application/json')?.examples[0]?.value ?? {};
    const revoked = await world.freshSession('main');
    await world.call('signOut', { as: revoked, body: {}, label: 'revoke a token for the 401 check' });
    const cases: { label: string; as: Actor }[] = [
      { label: 'no Authorization header', as: 'none' },
      { label: 'malformed bearer token', as: { auth: { kind: 'raw', header: 'Bearer %%% not a token %%%', who: 'malformed' } } },
      {
        label: 'wrong auth scheme',
        as: { auth: { kind: 'raw', header: `Basic ${Buffer.from('ada@example.com:password').toString('base64')}`, who: 'basic auth' } },
      },
      {
        label: "a token never issued (the spec's example token of another user)",
        as: { auth: { kind: 'bearer', token: 'tok_ben_example_0002', who: 'nobody (forged)' } },
      },
      {
        label: 'a revoked token (signed out)',
        as: { auth: { kind: 'bearer', token: revoked.token, who: `${revoked.who} after sign-out` } },
      },
    ];
    for (const c of cases) {
      await world.call(op, { body, as: c.as, label: c.label, invalidRequest: true, expect: expectUnauthorized(c.label) });
    }
    assertNoProblems(drain(world));
  });
});

describe('coverage', () => {
  it('every operation of openapi.yaml is classified by effect (contracts/lib/effects.ts)', () => {
    const missing = ops.map((o) => o.operationId).filter((id) => !(id in OPERATION_EFFECTS));
    expect(missing, `classify these operations as read, session or mutation: ${missing.join(', ')}`).toEqual([]);
  });

  it('every operationId was exercised and answered 2xx at least once', () => {
    const runnable = ops.map((o) => o.operationId).filter((id) => mayRun(id, target.allowMutations) && !needSecondUser.has(id));
    const notCalled = runnable.filter((id) => !world.called.has(id));
    const no2xx = runnable.filter((id) => !world.succeeded.has(id));
    const skipped = ops.map((o) => o.operationId).filter((id) => !mayRun(id, target.allowMutations));
    const lines = [
      notCalled.length ? `never called: ${notCalled.join(', ')}` : '',
      no2xx.length ? `never answered 2xx: ${no2xx.join(', ')}` : '',
      skipped.length ? `(skipped on this target because they change data: ${skipped.join(', ')})` : '',
      needSecondUser.size ? `(skipped because they need a second user: ${[...needSecondUser].join(', ')})` : '',
    ].filter(Boolean);
    expect([...notCalled, ...no2xx], lines.join('\n')).toEqual([]);
  });

  it('left no unreported problems', () => {
    const rest = [...drain(world), ...drain(direct)];
    expect(rest, formatProblems(rest)).toEqual([]);
  });
});
