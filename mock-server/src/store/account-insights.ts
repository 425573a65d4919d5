// What the account's analytics and rewards pages read (ours; task "Analytics", "Rewards"): facts derived from
// the one ledger (money per area, game results, first send and order), the posts and the follow notifications.
// Nothing here keeps state: every answer is computed from the other stores as they are now.
import type { components } from '../../../contracts/api/schema.d.ts';
import { userAccount, type Ledger, type LedgerRecord } from '../plugins/ledger.ts';
import { PAY_RATES, type PayAssetCode } from '../seed/pay-assets.ts';
import type { NotificationsRepo } from './notifications.ts';
import { convertMinor } from './pay-math.ts';
import { platformReasonOf } from './pay-platform-movements.ts';
import type { PostsRepo } from './posts.ts';

type S = components['schemas'];
export type AccountAnalytics = S['AccountAnalytics'];
export type FlowArea = S['AccountFlowArea'];

export const DAY_MS = 86_400_000;
/** The platform balance the charts are drawn in (spec section 1). */
const OSBT = 'OSBT';
/** The order flows are listed in (the task's: pay, play stakes, market, cloud; then claims and the rest). */
export const FLOW_AREAS: readonly FlowArea[] = ['pay', 'play', 'market', 'cloud', 'rewards', 'other'];
/** The request id prefix each area's ledger writes use (store/pay.ts, play.ts, market.ts, cloud.ts, account-rewards.ts). */
const AREA_PREFIX: ReadonlyArray<readonly [string, FlowArea]> = [
  ['pay:', 'pay'],
  ['play:', 'play'],
  ['market:', 'market'],
  ['cloud:', 'cloud'],
  ['account:reward:', 'rewards'],
];
const STAKE = /^play:([^:]+):stakes?(:|$)/;
const ORDER_PAID = /^market:order:[^:]+:pay$/;

export interface InsightDeps {
  ledger: Ledger;
  posts: PostsRepo;
  notifications: NotificationsRepo;
}

export function areaOf(requestId: string): FlowArea {
  return AREA_PREFIX.find(([prefix]) => requestId.startsWith(prefix))?.[1] ?? 'other';
}

/** A record's amount in OSBT (spec section 9's conversion rule, store/pay-math.ts); 0 for an asset without a rate. */
function inOsbt(record: LedgerRecord): number {
  if (record.asset === OSBT) return record.amount;
  if (!(record.asset in PAY_RATES)) return 0;
  return convertMinor(record.amount, record.asset as PayAssetCode, OSBT);
}

export interface GameRecord {
  wins: number;
  losses: number;
  draws: number;
}

/** Wins, losses and draws of the games settled in [from, to] (void games, stakes returned, are not counted). */
export function gameRecord(ledger: Ledger, uid: string, from = 0, to = Number.MAX_SAFE_INTEGER): GameRecord {
  const me = userAccount(uid);
  const games = new Set<string>();
  for (const record of ledger.records({ account: me })) {
    const match = record.from === me ? STAKE.exec(record.requestId) : null;
    if (match?.[1]) games.add(match[1]);
  }
  const result: GameRecord = { wins: 0, losses: 0, draws: 0 };
  for (const game of games) {
    const settled = ledger.transaction(`play:${game}:settle`);
    if (!settled || settled.at < from || settled.at > to) continue;
    // The settlement's reason (the one reading of the ledger that pay activity uses too): a payout means someone won.
    const reason = platformReasonOf(settled);
    if (reason === 'game_draw') result.draws += 1;
    else if (reason === 'game_payout') {
      if (settled.records.some((r) => r.to === me)) result.wins += 1;
      else result.losses += 1;
    }
  }
  return result;
}

/** How many sends the user made (pay:send:<uid>:…) and orders they paid (market:order:…:pay from them). */
export function moneyFirsts(ledger: Ledger, uid: string): { sends: number; orders: number } {
  const me = userAccount(uid);
  const sends = new Set<string>();
  const orders = new Set<string>();
  for (const record of ledger.records({ account: me })) {
    if (record.from !== me) continue;
    if (record.requestId.startsWith(`pay:send:${uid}:`)) sends.add(record.requestId);
    if (ORDER_PAID.test(record.requestId)) orders.add(record.requestId);
  }
  return { sends: sends.size, orders: orders.size };
}

/** The user's numbers over the last `days` days up to `now`. */
export function accountAnalytics(deps: InsightDeps, uid: string, days: 7 | 30 | 90, now: number): AccountAnalytics {
  const me = userAccount(uid);
  const from = now - days * DAY_MS;
  const records = deps.ledger.records({ account: me });

  // One point per day end, the last one now: the OSBT balance once every record up to then is applied.
  const osbt = records.filter((r) => r.asset === OSBT);
  const balance: AccountAnalytics['balance'] = [];
  let running = 0;
  let next = 0;
  for (let day = 1; day <= days; day += 1) {
    const t = Math.min(from + day * DAY_MS, now);
    for (; next < osbt.length && (osbt[next]?.at ?? Infinity) <= t; next += 1) {
      const record = osbt[next];
      if (record) running += record.to === me ? record.amount : -record.amount;
    }
    balance.push({ t, balance: Math.max(0, running) });
  }

  const figures = periodFigures(deps, uid, from, now);
  const before = periodFigures(deps, uid, from - days * DAY_MS, from);
  return {
    days,
    from,
    to: now,
    balance,
    flows: figures.flows,
    games: figures.games,
    posts: figures.posts,
    followers: { total: deps.posts.follows.followerCount(uid), gained: figures.gained },
    // The same figures over the period just before (Stripe's "previous period"), so each can show its change.
    previous: {
      from: from - days * DAY_MS,
      to: from,
      balance: balanceAt(osbt, me, from),
      in: before.flows.reduce((sum, f) => sum + f.in, 0),
      out: before.flows.reduce((sum, f) => sum + f.out, 0),
      games: before.games,
      posts: before.posts,
      gained: before.gained,
    },
  };
}

/** The OSBT balance once every record up to `t` is applied (never below 0, as the balance line). */
function balanceAt(osbt: readonly LedgerRecord[], me: string, t: number): number {
  let running = 0;
  for (const record of osbt) if (record.at <= t) running += record.to === me ? record.amount : -record.amount;
  return Math.max(0, running);
}

/** Money per area, games, posts and new followers in (from, to]. */
function periodFigures(deps: InsightDeps, uid: string, from: number, to: number) {
  const me = userAccount(uid);
  const totals = new Map<FlowArea, { in: number; out: number }>(FLOW_AREAS.map((area) => [area, { in: 0, out: 0 }]));
  for (const record of deps.ledger.records({ account: me })) {
    if (record.at <= from || record.at > to) continue;
    const flow = totals.get(areaOf(record.requestId));
    if (!flow) continue;
    if (record.to === me) flow.in += inOsbt(record);
    else flow.out += inOsbt(record);
  }
  const mine = deps.posts.byAuthor(uid);
  const recent = mine.filter((p) => p.createdAt > from && p.createdAt <= to);
  let comments = 0;
  for (const post of mine) {
    comments += deps.posts.comments(post.id).filter((c) => c.uid !== uid && c.createdAt > from && c.createdAt <= to).length;
  }
  return {
    flows: FLOW_AREAS.map((area) => ({ area, ...(totals.get(area) ?? { in: 0, out: 0 }) })),
    games: gameRecord(deps.ledger, uid, from, to),
    posts: { count: recent.length, likes: recent.reduce((sum, p) => sum + deps.posts.likeCount(p.id), 0), comments },
    gained: followersGained(deps.notifications, uid, from, to),
  };
}

/** New followers in (from, to]: each follow leaves one "started following you" notification (routes/profile). */
function followersGained(notifications: NotificationsRepo, uid: string, from: number, to: number): number {
  let gained = 0;
  let before: string | undefined;
  for (;;) {
    const page = notifications.list(uid, before, 50);
    for (const n of page.items) if (n.type === 'follow' && n.t > from && n.t <= to) gained += 1;
    const last = page.items[page.items.length - 1];
    if (!page.more || !last || last.t <= from) return gained;
    before = last.id;
  }
}
