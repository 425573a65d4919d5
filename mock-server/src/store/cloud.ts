// The cloud store: what every cloud service shares (ids, the mock's clock, idempotent writes, OSBT charges
// through the one ledger within the person's monthly spending limit, the activity log) and the services
// themselves, each in its own module; the overview composes them.
import type { components } from '../../../contracts/api/schema.d.ts';
import { ApiError, conflict, unprocessable } from '../lib/errors.ts';
import { InsufficientBalanceError, type Ledger, userAccount } from '../plugins/ledger.ts';
import type { UsersRepo } from './users.ts';
import { createDomainsRepo, type DomainsRepo, type ExpiryNotice } from './cloud-domains.ts';
import { createMessagingRepo, type MessagingRepo } from './cloud-messaging.ts';
import { createCloudAccountRepo, type CloudAccountRepo } from './cloud-account.ts';
import { createStorageRepo, type StorageRepo } from './cloud-storage.ts';
import { monthStart, periodOf } from './cloud-month.ts';

export type CloudSchemas = components['schemas'];
export type CloudService = CloudSchemas['CloudService'];
/** An activity entry's data (the client words it in the person's language): what happened and its parameters. */
export interface CloudEvent {
  kind: CloudSchemas['CloudActivityKind'];
  params?: CloudSchemas['CloudActivityParams'];
}

/** Where cloud charges go: the platform's revenue from cloud services. */
export const CLOUD_REVENUE = 'system:cloud';
export const CLOUD_ASSET = 'OSBT';
/** How many activity entries the overview shows. */
export const ACTIVITY_SHOWN = 12;

export interface ChargeOptions {
  /** false for bills of usage that already happened (storage): the spending limit only refuses new spending. */
  limit?: boolean;
}

export interface CloudContext {
  now(): number;
  nextId(prefix: string): string;
  /** Runs a write once per user and request id: the same id and input answer the first result; another input gets 409. */
  once<T>(uid: string, requestId: string, input: unknown, run: () => T): T;
  /**
   * Debits `amount` OSBT from the user to cloud revenue: 409 when it would take this month's cloud spend over the
   * user's monthly limit, 422 with both figures when the balance is too low. Logged as `event` of `service`.
   */
  charge(uid: string, requestId: string, amount: number, event: CloudEvent, service: CloudService, options?: ChargeOptions): void;
  /** Whether a charge can be paid now (balance and spending limit). */
  canPay(uid: string, amount: number): boolean;
  /** The user's OSBT balance. */
  balance(uid: string): number;
  /** Cloud charges since `from` (from the ledger's records), by service. */
  spend(uid: string, from: number): Record<Exclude<CloudService, 'settings'>, number> & { total: number };
  /** The user's monthly spending limit (null for none): set by the settings module. */
  limitOf(uid: string): number | null;
  setLimitSource(source: (uid: string) => number | null): void;
  /** Notes something that happened (no charge) in the user's activity. */
  log(uid: string, service: CloudService, event: CloudEvent, at?: number): void;
  /** The user's activity, newest first. */
  activity(uid: string): CloudSchemas['CloudActivity'][];
}

export function createCloudContext(deps: { ledger: Ledger; now: () => number }): CloudContext {
  const counters = new Map<string, number>();
  const writes = new Map<string, { input: string; result: unknown }>();
  /** Ledger request id → the service it paid for. */
  const services = new Map<string, CloudService>();
  const events: (CloudSchemas['CloudActivity'] & { uid: string; seq: number })[] = [];
  let limitSource: (uid: string) => number | null = () => null;

  const spend: CloudContext['spend'] = (uid, from) => {
    const out = { total: 0, domains: 0, messaging: 0, storage: 0 };
    for (const r of deps.ledger.records({ account: userAccount(uid), asset: CLOUD_ASSET })) {
      if (r.to !== CLOUD_REVENUE || r.from !== userAccount(uid) || r.at < from) continue;
      const service = services.get(r.requestId);
      out.total += r.amount;
      if (service && service !== 'settings') out[service] += r.amount;
    }
    return out;
  };
  const room = (uid: string): number => {
    const limit = limitSource(uid);
    return limit === null ? Number.POSITIVE_INFINITY : limit - spend(uid, monthStart(deps.now())).total;
  };
  const log = (uid: string, service: CloudService, event: CloudEvent, amount: number | null, at = deps.now()): void => {
    events.push({ uid, seq: events.length, at, service, kind: event.kind, params: { ...event.params }, amount });
  };

  return {
    now: deps.now,
    nextId(prefix) {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${prefix}${String(n).padStart(8, '0')}`;
    },
    once(uid, requestId, input, run) {
      const key = `${uid}\u0000${requestId}`;
      const fingerprint = JSON.stringify(input);
      const previous = writes.get(key);
      if (previous) {
        if (previous.input !== fingerprint) throw conflict('request.idempotencyConflict');
        return previous.result as ReturnType<typeof run>;
      }
      const result = run();
      writes.set(key, { input: fingerprint, result });
      return result;
    },
    charge(uid, requestId, amount, event, service, options = {}) {
      if (amount <= 0) return;
      // The service is part of the ledger's request id, so whoever reads the ledger (pay activity) knows what was paid for.
      const ledgerId = `cloud:${service}:${uid}:${requestId}`;
      // The ledger's memo is for whoever reads the ledger; people see the event, worded by the client.
      const memo = `Cloud ${service}: ${event.kind}${event.params ? ` ${JSON.stringify(event.params)}` : ''}`.slice(0, 200);
      if (options.limit !== false && !deps.ledger.transaction(ledgerId)) {
        const left = room(uid);
        if (amount > left) {
          const limit = limitSource(uid) ?? 0;
          throw conflict('cloud.spendingLimit', { amount, limit, left: Math.max(0, left) });
        }
      }
      try {
        deps.ledger.transfer({ requestId: ledgerId, from: userAccount(uid), to: CLOUD_REVENUE, asset: CLOUD_ASSET, amount, memo });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw unprocessable('cloud.balanceTooLow', { amount, available: error.available });
        }
        throw error instanceof ApiError
          ? error
          : conflict('ledger.invalidTransfer', { reason: error instanceof Error ? error.message : String(error) });
      }
      if (!services.has(ledgerId)) {
        services.set(ledgerId, service);
        log(uid, service, event, amount);
      }
    },
    canPay: (uid, amount) => deps.ledger.balance(userAccount(uid), CLOUD_ASSET) >= amount && amount <= room(uid),
    balance: (uid) => deps.ledger.balance(userAccount(uid), CLOUD_ASSET),
    spend,
    limitOf: (uid) => limitSource(uid),
    setLimitSource(source) {
      limitSource = source;
    },
    log: (uid, service, event, at) => log(uid, service, event, null, at),
    activity: (uid) =>
      events
        .filter((e) => e.uid === uid)
        .sort((a, b) => b.at - a.at || b.seq - a.seq)
        .map(({ uid: _uid, seq: _seq, ...e }) => e),
  };
}

export interface CloudRepo {
  ctx: CloudContext;
  domains: DomainsRepo;
  messaging: MessagingRepo;
  storage: StorageRepo;
  account: CloudAccountRepo;
  overview(uid: string): CloudSchemas['CloudOverview'];
  /**
   * Settles what the mock's clock made due (transfers, renewals, expiries, message statuses, storage bills,
   * lifecycle); answers the domain expiry warnings newly due.
   */
  tick(): ExpiryNotice[];
}

export function createCloudRepo(deps: { ledger: Ledger; users: UsersRepo; now: () => number; signingKey: string }): CloudRepo {
  const ctx = createCloudContext(deps);
  const domains = createDomainsRepo(ctx);
  const account = createCloudAccountRepo(ctx);
  const messaging = createMessagingRepo(ctx, domains, account);
  account.useSenders((uid) => messaging.senders(uid));
  const storage = createStorageRepo(ctx, deps.signingKey);
  return {
    ctx,
    domains,
    messaging,
    storage,
    account,
    overview(uid) {
      const now = ctx.now();
      const from = monthStart(now);
      const mine = domains.list(uid);
      const live = mine.filter((d) => d.status !== 'expired');
      const next = live[0] ?? null;
      const messages = messaging.all().filter((m) => m.owner === uid && m.createdAt >= from);
      const buckets = storage.list(uid, '');
      const spent = ctx.spend(uid, from);
      return {
        period: periodOf(now),
        balance: ctx.balance(uid),
        lowBalanceAlert: account.settings(uid).lowBalanceAlert,
        domains: {
          total: mine.length,
          active: mine.filter((d) => d.status === 'active').length,
          next: next ? { id: next.id, domain: next.domain, expiresAt: next.expiresAt, expiryWarning: next.expiryWarning } : null,
        },
        storage: {
          buckets: buckets.length,
          objects: buckets.reduce((n, b) => n + b.objects, 0),
          bytes: buckets.reduce((n, b) => n + b.bytes, 0),
        },
        messaging: {
          sent: messages.length,
          delivered: messages.filter((m) => m.status === 'delivered').length,
          failed: messages.filter((m) => m.status === 'failed').length,
          pending: messages.filter((m) => m.status === 'queued' || m.status === 'sent').length,
        },
        spend: { total: spent.total, limit: ctx.limitOf(uid), domains: spent.domains, messaging: spent.messaging, storage: spent.storage },
        activity: ctx.activity(uid).slice(0, ACTIVITY_SHOWN),
      };
    },
    tick() {
      const notices = domains.tick();
      messaging.tick();
      storage.tick();
      return notices;
    },
  };
}
