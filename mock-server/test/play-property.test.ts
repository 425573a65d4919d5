// Property test of the game's money (DESIGN.md "money"): random sequences of challenges, answers, moves, queue
// joins, rematches, clock jumps and duplicate calls (seeded PRNG) never change the total OSBT, never take a
// balance below zero, and every game's escrow is empty once everything is resolved.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrng, type Prng } from '../src/lib/prng.ts';
import { AUTO_RESOLVE_MS, STAKE_LETTERS } from '../src/store/play.ts';
import { buildApp, call, circulating, signIn, USERS, type CallResult } from './helpers.ts';

const SEEDS = [1, 7, 42, 2024, 99991];
const STEPS = 250;
/** Letters up to n (81920 OSBT): the high ones exceed every seeded balance, so refusals are exercised too. */
const LETTERS = STAKE_LETTERS.slice(0, 14).split('');
const PLAYERS = ['ada', 'ben', 'chidi', 'eve'] as const;
type Player = (typeof PLAYERS)[number];

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

interface World {
  app: FastifyInstance;
  tokens: Record<Player, string>;
  games: string[];
  rng: Prng;
  last?: () => Promise<CallResult>;
}

function checkInvariants(world: World, total: number, step: string): void {
  expect(circulating(world.app), `total OSBT after ${step}`).toBe(total);
  for (const account of world.app.ledger.accounts()) {
    if (account.startsWith('system:')) continue;
    expect(world.app.ledger.balance(account, 'OSBT'), `${account} after ${step}`).toBeGreaterThanOrEqual(0);
  }
  world.app.ledger.verify();
}

/** One random action; answers a description and the call (kept so a later step can repeat it exactly). */
function randomAction(w: World): [string, () => Promise<CallResult>] | [string, null] {
  const who = w.rng.pick(PLAYERS);
  const token = w.tokens[who];
  const game = (): string => (w.games.length > 0 && w.rng.next() < 0.9 ? w.rng.pick(w.games) : 'g99999999');
  switch (w.rng.int(0, 10)) {
    case 0: {
      const other = w.rng.pick(PLAYERS);
      const g = w.rng.pick(LETTERS);
      return [`${who} challenges ${other} at ${g}`, () => call(w.app, 'playAction', { token, body: { g, u: USERS[other].uid, n: other } })];
    }
    case 1: {
      const i = game();
      return [`${who} accepts ${i}`, () => call(w.app, 'playAction', { token, body: { t: 'a', i } })];
    }
    case 2: {
      const i = game();
      return [`${who} rejects ${i}`, () => call(w.app, 'playAction', { token, body: { t: 'x', i } })];
    }
    case 3:
    case 4: {
      const i = game();
      const m = w.rng.pick(['r', 'p', 's'] as const);
      return [`${who} plays ${m} in ${i}`, () => call(w.app, 'playMove', { token, body: { i, m } })];
    }
    case 5: {
      const i = game();
      return [`${who} resolves ${i}`, () => call(w.app, 'resolvePlay', { token, body: { i } })];
    }
    case 6: {
      const g = w.rng.pick(LETTERS.slice(0, 4));
      return [`${who} joins the queue at ${g}`, () => call(w.app, 'playQueue', { token, body: { g } })];
    }
    case 7:
      return [`${who} leaves the queue`, () => call(w.app, 'playQueueLeave', { token, body: {} })];
    case 8: {
      const i = game();
      return [`${who} asks a rematch of ${i}`, () => call(w.app, 'playRematch', { token, body: { i } })];
    }
    case 9: {
      const ms = w.rng.pick([1_000, 10_000, AUTO_RESOLVE_MS - 1, AUTO_RESOLVE_MS, 45_000]);
      w.app.clock.advance(ms);
      return [`the clock moves ${ms} ms`, null];
    }
    default:
      return w.last ? ['the previous call again (a duplicate)', w.last] : ['nothing', null];
  }
}

describe('settlement property: OSBT is conserved by any sequence of games', () => {
  it.each(SEEDS)('seed %i: no sequence of calls creates or destroys OSBT or takes a balance below zero', async (seed) => {
    app = await buildApp();
    const tokens = {} as Record<Player, string>;
    for (const p of PLAYERS) tokens[p] = await signIn(app, p);
    const world: World = { app, tokens, games: [], rng: createPrng(seed) };
    const total = circulating(app);
    const statuses = new Map<number, number>();

    for (let step = 0; step < STEPS; step++) {
      const [what, run] = randomAction(world);
      if (run) {
        // call() checks every answer against openapi.yaml: a 5xx or an undocumented status fails here.
        const { status, body } = await run();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const id = body.data && typeof body.data === 'object' && 'i' in body.data ? String(body.data.i) : undefined;
        if (status === 200 && id && !world.games.includes(id)) world.games.push(id);
        world.last = run;
      }
      checkInvariants(world, total, `step ${step}: ${what}`);
    }

    // Wind down: past every timer, everyone resolves every game they played; nothing may stay in escrow.
    app.clock.advance(AUTO_RESOLVE_MS);
    for (const i of world.games) {
      for (const p of PLAYERS) await call(app, 'resolvePlay', { token: tokens[p], body: { i } });
    }
    for (const p of PLAYERS) await call(app, 'playQueueLeave', { token: tokens[p], body: {} });
    checkInvariants(world, total, 'the wind-down');
    for (const i of world.games) expect(app.ledger.balance(`escrow:${i}`, 'OSBT'), `escrow of ${i}`).toBe(0);
    for (const p of PLAYERS) expect((await call(app, 'getUser', { token: tokens[p] })).body.data.playData, `${p} play data`).toBeNull();
    // The sequence did real work: games were played and some calls were refused.
    expect(world.games.length).toBeGreaterThan(3);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
  });
});
