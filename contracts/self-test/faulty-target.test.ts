// The harness proves it catches drift (issue part 8): the suite's own checks run against a deliberately
// faulty target (faulty-proxy.ts in front of the target) and every fault must be reported, naming the
// operation, the request, the field and the rule — by both validators where both can see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblems, type Problem } from '../lib/check.ts';
import { expectRefused, expectUnauthorized } from '../lib/expectations.ts';
import { UNKNOWN_FIELD } from '../lib/generate.ts';
import { startPrism, type PrismServer } from '../lib/prism.ts';
import { fileTarget } from '../lib/suite.ts';
import type { Target } from '../lib/target.ts';
import { openRecorder } from '../lib/ws-client.ts';
import { createWorld, drain, type World } from '../lib/world.ts';
import { FAULTS, INJECTED_FRAMES, REQUEST_FAULTS, startFaultyProxy, type FaultyProxy } from './faulty-proxy.ts';

let target: Target;
let faulty: FaultyProxy;
let prism: PrismServer;
let world: World;
let clean: World;
let cleanPrism: PrismServer;

beforeAll(async () => {
  target = await fileTarget();
  faulty = await startFaultyProxy(target.baseUrl);
  const faultyTarget: Target = { ...target, baseUrl: faulty.baseUrl, wsUrl: faulty.wsUrl };
  [prism, cleanPrism] = await Promise.all([
    startPrism({ mode: 'proxy', upstream: faulty.baseUrl }),
    startPrism({ mode: 'proxy', upstream: target.baseUrl }),
  ]);
  world = createWorld(faultyTarget, prism.url, true);
  clean = createWorld(target, cleanPrism.url, true);
});

afterAll(async () => {
  await Promise.all([prism?.stop(), cleanPrism?.stop(), faulty?.close()]);
});

/** Calls the operation the way the contract suite does and returns what the suite would report. */
async function problemsFor(w: World, operationId: string): Promise<Problem[]> {
  const body = operationId === 'getProfile' ? { userName: (await w.session('main')).userName } : {};
  await w.call(operationId, { body, label: 'self-test call' });
  return drain(w);
}

function has(problems: Problem[], want: Partial<Problem> & { messageIncludes?: string }): boolean {
  return problems.some(
    (p) =>
      (want.operationId === undefined || p.operationId === want.operationId) &&
      (want.rule === undefined || p.rule === want.rule) &&
      (want.path === undefined || p.path === want.path) &&
      (want.source === undefined || p.source === want.source) &&
      (want.messageIncludes === undefined || p.message.includes(want.messageIncludes)),
  );
}

describe('control: the same calls against the unmodified target report nothing', () => {
  it.each(FAULTS.map((f) => [f.operationId] as const))('%s', async (operationId) => {
    const problems = await problemsFor(clean, operationId);
    expect(problems, formatProblems(problems)).toEqual([]);
  });
});

describe('every injected fault is reported', () => {
  it('getUser dropping the required data.email', async () => {
    const p = await problemsFor(world, 'getUser');
    expect(
      has(p, { operationId: 'getUser', rule: 'schema', path: '/data/email', source: 'ajv', messageIncludes: 'required' }),
      formatProblems(p),
    ).toBe(true);
    expect(
      has(p, { operationId: 'getUser', rule: 'prism-violation', path: '/data/email', source: 'prism', messageIncludes: 'required' }),
      formatProblems(p),
    ).toBe(true);
  });

  it('getProfile adding the unknown data.nickname', async () => {
    const p = await problemsFor(world, 'getProfile');
    expect(
      has(p, { operationId: 'getProfile', rule: 'schema', path: '/data/nickname', source: 'ajv', messageIncludes: 'additionalProperties' }),
      formatProblems(p),
    ).toBe(true);
    expect(
      has(p, {
        operationId: 'getProfile',
        rule: 'prism-violation',
        path: '/data/nickname',
        source: 'prism',
        messageIncludes: 'additional',
      }),
      formatProblems(p),
    ).toBe(true);
  });

  it('getRates changing data.USD to a string', async () => {
    const p = await problemsFor(world, 'getRates');
    expect(
      has(p, { operationId: 'getRates', rule: 'schema', path: '/data/USD', source: 'ajv', messageIncludes: 'type' }),
      formatProblems(p),
    ).toBe(true);
    expect(has(p, { operationId: 'getRates', rule: 'prism-violation', path: '/data/USD', source: 'prism' }), formatProblems(p)).toBe(true);
  });

  it('listContacts answering 500', async () => {
    const p = await problemsFor(world, 'listContacts');
    expect(has(p, { operationId: 'listContacts', rule: 'no-5xx', status: 500 }), formatProblems(p)).toBe(true);
    expect(has(p, { operationId: 'listContacts', rule: 'status-documented', status: 500 }), formatProblems(p)).toBe(true);
    // Prism reports an undocumented status only as a warning; the suite fails on warnings too.
    expect(
      has(p, { operationId: 'listContacts', rule: 'prism-violation', source: 'prism', messageIncludes: 'Warning' }),
      formatProblems(p),
    ).toBe(true);
  });

  it("listInbox answering status: 'success' with HTTP 400", async () => {
    const p = await problemsFor(world, 'listInbox');
    expect(has(p, { operationId: 'listInbox', rule: 'envelope-status', path: '/status', status: 400 }), formatProblems(p)).toBe(true);
    expect(has(p, { operationId: 'listInbox', rule: 'schema', path: '/status', source: 'ajv' }), formatProblems(p)).toBe(true);
    expect(has(p, { operationId: 'listInbox', rule: 'prism-violation', path: '/status', source: 'prism' }), formatProblems(p)).toBe(true);
  });

  it('payWallet answering a code it does not document', async () => {
    const p = await problemsFor(world, 'payWallet');
    expect(
      has(p, { operationId: 'payWallet', rule: 'code-documented', path: '/code', messageIncludes: 'x-codes' }),
      formatProblems(p),
    ).toBe(true);
  });

  it('a target that ignores an unknown request field (answers 2xx) is reported', async () => {
    const description = `added the unknown field /${UNKNOWN_FIELD}`;
    await world.call(REQUEST_FAULTS.ignoredUnknownField.operationId, {
      body: { [UNKNOWN_FIELD]: true },
      label: description,
      invalidRequest: true,
      expect: expectRefused(description),
    });
    const p = drain(world);
    expect(
      has(p, { operationId: 'getRates', rule: 'expected-outcome', status: 200, messageIncludes: 'must get a documented 4xx' }),
      formatProblems(p),
    ).toBe(true);
  });

  it('a target that serves a protected operation without a token is reported', async () => {
    // Anyone's profile will do (the main user's: a real API may be given only one user).
    const profile = { userName: (await world.session('main')).userName };
    await world.call(REQUEST_FAULTS.skippedAuth.operationId, {
      body: profile,
      as: 'none',
      label: 'no Authorization header',
      invalidRequest: true,
      expect: expectUnauthorized('no Authorization header'),
    });
    const p = drain(world);
    expect(has(p, { operationId: 'getProfile', rule: 'expected-outcome', messageIncludes: 'must get 401' }), formatProblems(p)).toBe(true);
  });

  it('failure text names the operation, the request, the field path and the rule', async () => {
    const p = await problemsFor(world, 'getUser');
    const text = formatProblems(p);
    expect(text).toContain('getUser');
    expect(text).toContain('POST /account/get/user');
    expect(text).toMatch(/bearer token of ada|bearer token of primary/);
    expect(text).toContain('field /data/email');
    expect(text).toContain('rule schema');
    expect(text).toContain('→ HTTP 200');
  });

  it('unknown and malformed websocket frames are reported', async () => {
    const s = await world.session('main');
    const rec = await openRecorder(faulty.wsUrl, s.token, 'ada via the faulty proxy');
    try {
      rec.send('a');
      await rec.waitFor('the keepalive answer y', (f) => f.raw === 'y');
      await rec.waitFor('the last injected frame', (f) => f.raw === INJECTED_FRAMES[INJECTED_FRAMES.length - 1]);
      const invalid = rec.invalid();
      expect(
        invalid.some((l) => l.includes('unknown toClient frame "zz"') && l.includes('rule unknown-frame')),
        invalid.join('\n'),
      ).toBe(true);
      expect(
        invalid.some((l) => l.includes('gameStarted') && l.includes('field /data/i rule type')),
        invalid.join('\n'),
      ).toBe(true);
      expect(
        invalid.some((l) => l.includes('unknown toClient JSON frame with type "q"')),
        invalid.join('\n'),
      ).toBe(true);
      // The genuine frames still validate.
      expect(rec.frames.filter((f) => f.raw === 'y' || f.raw === 'a').every((f) => f.ok)).toBe(true);
    } finally {
      await rec.close();
    }
  });
});
