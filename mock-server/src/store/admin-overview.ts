// The staff overview (POST /admin/overview): the platform at a glance for a period, counted from the stores and
// the ledger on the mock's clock. Pure over its inputs, so every figure has a test.
import { BURN, FEES, MINT, type Ledger } from '../plugins/ledger.ts';
import type { PostsRepo } from './posts.ts';
import type { UserRecord, UsersRepo } from './users.ts';

export const OVERVIEW_PERIODS = [7, 30, 90] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
/** How many of the newest people the overview lists (openapi.yaml AdminOverview.recent maxItems). */
export const RECENT_PEOPLE = 8;
const DAY_MS = 86_400_000;
const ASSET = 'OSBT';

export type QueueName = 'verifications' | 'supports' | 'reports' | 'tasks' | 'disputes' | 'contact';
export interface QueueState {
  queue: QueueName;
  waiting: number;
  oldestAt: number | null;
}
/** A staff queue: how many items wait and since when (each area that has one adds its own). */
export type QueueSource = () => QueueState;

export interface OverviewInputs {
  users: Pick<UsersRepo, 'all'>;
  posts: Pick<PostsRepo, 'all'>;
  ledger: Pick<Ledger, 'records' | 'accounts' | 'balance'>;
  queues: readonly QueueSource[];
  isConnected: (uid: string) => boolean;
  now: number;
}

const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** Midnight UTC of the first day of a period that ends today. */
export function periodStart(now: number, days: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return today - (days - 1) * DAY_MS;
}

/** Oldest-first waiting summary of a list of items that arrived at `at`. */
export function queueOf(queue: QueueName, arrivals: readonly number[]): QueueState {
  return { queue, waiting: arrivals.length, oldestAt: arrivals.length > 0 ? Math.min(...arrivals) : null };
}

function person(user: UserRecord) {
  return {
    uid: user.uid,
    userName: user.userName || null,
    country: user.country || null,
    isVerified: user.isVerified,
    createdAt: user.createdAt,
  };
}

export function overview(input: OverviewInputs, days: OverviewPeriod) {
  const { now } = input;
  const from = periodStart(now, days);
  const inPeriod = (at: number): boolean => at >= from && at <= now;
  const daily = Array.from({ length: days }, (_, i) => ({ day: utcDay(from + i * DAY_MS), joined: 0, posts: 0, moved: 0 }));
  const dayOf = (at: number) => daily[Math.floor((at - from) / DAY_MS)];

  const users = input.users.all();
  for (const user of users) if (inPeriod(user.createdAt)) (dayOf(user.createdAt) as { joined: number }).joined += 1;
  for (const post of input.posts.all()) if (inPeriod(post.createdAt)) (dayOf(post.createdAt) as { posts: number }).posts += 1;

  // Money that changed hands: minting (grants, deposits) and burning (payouts) bring value in or take it out.
  let moved = 0;
  const transfers = new Set<string>();
  for (const record of input.ledger.records({ asset: ASSET })) {
    if (!inPeriod(record.at) || record.from === MINT || record.to === BURN) continue;
    moved += record.amount;
    transfers.add(record.requestId);
    (dayOf(record.at) as { moved: number }).moved += record.amount;
  }

  const sumOf = (prefix: string): number =>
    input.ledger
      .accounts()
      .filter((account) => account.startsWith(prefix))
      .reduce((sum, account) => sum + input.ledger.balance(account, ASSET), 0);

  return {
    days,
    from,
    to: now,
    people: {
      total: users.length,
      verified: users.filter((u) => u.isVerified).length,
      onboarding: users.filter((u) => u.todo !== '').length,
      joined: users.filter((u) => inPeriod(u.createdAt)).length,
      online: users.filter((u) => input.isConnected(u.uid)).length,
    },
    queues: input.queues.map((source) => source()),
    osbt: { held: sumOf('user:'), escrow: sumOf('escrow:'), fees: input.ledger.balance(FEES, ASSET), moved, transfers: transfers.size },
    daily,
    recent: [...users]
      .sort((a, b) => b.createdAt - a.createdAt || b.uid.localeCompare(a.uid))
      .slice(0, RECENT_PEOPLE)
      .map(person),
  };
}
