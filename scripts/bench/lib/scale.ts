// The "a hundred times the data" section (issue #36): the mock started at SEED_SCALE=1 and at SEED_SCALE=100 side by
// side, its start-up time at ×100, and every list call's median round trip at both scales for ada (warmed up first,
// then the two mocks asked in turn so a busy moment of the shared machine falls on both alike).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD, USERS } from '../../test-env.ts';
import { BENCH_OUT } from './env.ts';
import { scaleListsBench, type ListRowsFigure } from './scale-lists.ts';
import { apiToken, startMock, type MockService } from './servers.ts';

/** The scale the section compares with ×1 (the figure). */
export const SCALE = 100;
/** Its own ports: the ×1 mock of the other sections keeps BENCH_MOCK_PORT. */
export const SCALE_PORTS = {
  x1: Number(process.env.BENCH_SCALE_X1_PORT ?? 4612),
  x100: Number(process.env.BENCH_SCALE_X100_PORT ?? 4613),
  /** The SPA built for the ×100 mock (scale-lists.ts). */
  preview: Number(process.env.BENCH_SCALE_PREVIEW_PORT ?? 4614),
};

/** One list call as the SPA makes it. `why` says what of the data it reads. */
export interface ListCall {
  id: string;
  path: string;
  body: Record<string, unknown>;
  why: string;
}

const BEN = USERS.ben.uid;

/**
 * The operations of openapi.yaml that answer a page of a list (a page/cursor/before/after/limit parameter) or a list
 * that grows with the seeded data, with the page the SPA opens and a deeper one where paging goes deep. Left out:
 * lists that do not grow with SEED_SCALE (a person's saved recipients, requests, gift cards, P2P ads and orders,
 * addresses, cloud domains/keys/buckets/messages, the staff's queues, support tickets, a post's comments: the scale
 * adds none of those rows), calls that answer one record with a short list inside (a receipt, a cart, an order),
 * and the map's places in view (mapPlaces): not a page but every place inside the bounds, up to 200, so at ×100 the
 * same view answers up to 200 places where ×1 answers eight, and its time follows what it answers (docs/decisions/047).
 */
export const LIST_CALLS: readonly ListCall[] = [
  { id: 'listFeed forYou p1', path: '/app/feed/list', body: { feed: 'forYou', page: 1 }, why: 'every post' },
  { id: 'listFeed forYou p20', path: '/app/feed/list', body: { feed: 'forYou', page: 20 }, why: 'every post, 200 deep' },
  { id: 'listFeed following p1', path: '/app/feed/list', body: { feed: 'following', page: 1 }, why: 'followed people and tags' },
  { id: 'listNewPosts forYou', path: '/app/feed/new', body: { feed: 'forYou', after: 'p0000000290' }, why: 'posts newer than a cursor' },
  { id: 'listProfilePosts ben p1', path: '/app/profile/posts', body: { uid: BEN, page: 1 }, why: 'one author of many' },
  { id: 'listTagPosts music p1', path: '/app/tag/posts', body: { tag: 'music', page: 1 }, why: 'one tag of many' },
  { id: 'listTagPosts music p5', path: '/app/tag/posts', body: { tag: 'music', page: 5 }, why: 'one tag, 40 deep' },
  { id: 'getTag music', path: '/app/tag/get', body: { tag: 'music' }, why: 'the tag’s post count' },
  { id: 'searchProfiles', path: '/app/profile/search', body: { text: 'ad' }, why: 'every person' },
  { id: 'listInbox first batch', path: '/app/inbox/list', body: {}, why: 'ada’s conversations (5,000 at ×100)' },
  { id: 'getHistory ada–ben', path: '/app/inbox/history', body: { c: BEN }, why: 'the newest page of 10,000 messages' },
  { id: 'listNotifications', path: '/app/inbox/notification/list', body: {}, why: 'ada’s notifications' },
  { id: 'payActivity p1', path: '/pay/activity', body: {}, why: 'ada’s history (100,000 at ×100)' },
  { id: 'payActivity p50', path: '/pay/activity', body: { page: 50 }, why: 'ada’s history, 1,000 deep' },
  { id: 'payActivity sends', path: '/pay/activity', body: { types: ['send'] }, why: 'ada’s history, filtered' },
  { id: 'marketProducts all', path: '/market/products/list', body: {}, why: 'every product (4,000 at ×100)' },
  { id: 'marketProducts electronics', path: '/market/products/list', body: { shelf: 'electronics' }, why: 'one category' },
];

export interface ScaleFigures {
  /** Spawn → the ×100 mock answers, in seconds. */
  startupSeconds: number;
  /** What the ×100 mock printed: its seed time (s) and resident memory (MB); NaN when it did not. */
  seededSeconds: number;
  rssMb: number;
  x1RssMb: number;
  calls: { call: ListCall; x1: number; x100: number; rows: number }[];
  /** The SPA's long lists at ×100: the most rows mounted while going through them (scale-lists.ts). */
  lists: ListRowsFigure[];
}

async function timedPost(apiBase: string, token: string, call: ListCall): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const response = await fetch(`${apiBase}${call.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(call.body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${call.id}: ${call.path} answered ${response.status} ${text.slice(0, 200)}`);
  const data = (JSON.parse(text) as { data?: unknown }).data;
  return { ms: elapsed, rows: countRows(data) };
}

/** How many rows the answer holds (its first list), so the table shows both scales answered a page. */
function countRows(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    for (const value of Object.values(data)) if (Array.isArray(value)) return value.length;
    return Object.keys(data).length;
  }
  return 0;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The figure a mock prints at start-up ("Seed ×100 ready in 12.3 s (640 MB resident)"). */
function seedLine(logFile: string): { seconds: number; rssMb: number } {
  try {
    const match = /Seed ×\d+ ready in ([\d.]+) s \((\d+) MB resident\)/.exec(readFileSync(logFile, 'utf8'));
    return { seconds: Number(match?.[1] ?? NaN), rssMb: Number(match?.[2] ?? NaN) };
  } catch {
    return { seconds: NaN, rssMb: NaN };
  }
}

export async function scaleBench(logDir: string, samples = 60, warmup = 15): Promise<ScaleFigures> {
  let x1: MockService | undefined;
  let x100: MockService | undefined;
  try {
    x1 = await startMock(SCALE_PORTS.x1, logDir, { seedScale: 1 });
    const spawned = performance.now();
    x100 = await startMock(SCALE_PORTS.x100, logDir, { seedScale: SCALE, timeoutMs: 120_000 });
    const startupSeconds = (performance.now() - spawned) / 1000;
    // Give the printed line a moment to reach the log file.
    await sleep(200);
    const seeded = seedLine(join(logDir, `mock-${SCALE_PORTS.x100}.log`));
    const small = seedLine(join(logDir, `mock-${SCALE_PORTS.x1}.log`));
    const tokens = await Promise.all([x1, x100].map((mock) => apiToken(mock.apiBase, USERS.ada.email, PASSWORD)));
    const calls: ScaleFigures['calls'] = [];
    for (const call of LIST_CALLS) {
      const x1Times: number[] = [];
      const x100Times: number[] = [];
      let rows = 0;
      for (let k = 0; k < warmup; k++) {
        await timedPost(x1.apiBase, tokens[0]!, call);
        rows = (await timedPost(x100.apiBase, tokens[1]!, call)).rows;
      }
      for (let k = 0; k < samples; k++) {
        // In turn, starting with each scale half of the time.
        const pair = k % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
        for (const which of pair) {
          const mock = which === 0 ? x1 : x100;
          const { ms } = await timedPost(mock.apiBase, tokens[which]!, call);
          (which === 0 ? x1Times : x100Times).push(ms);
        }
      }
      calls.push({ call, x1: median(x1Times), x100: median(x100Times), rows });
    }
    await x1.stop();
    x1 = undefined;
    const lists = await scaleListsBench(x100, logDir, BENCH_OUT, SCALE_PORTS.preview);
    return { startupSeconds, seededSeconds: seeded.seconds, rssMb: seeded.rssMb, x1RssMb: small.rssMb, calls, lists };
  } finally {
    await x100?.stop();
    await x1?.stop();
  }
}
