// The cloud store: what every cloud service shares (ids, the mock's clock, idempotent writes and OSBT charges
// through the one ledger) and the services themselves, each in its own module.
import type { components } from '../../../client/src/lib/api/schema.d.ts';
import { ApiError, conflict, unprocessable } from '../lib/errors.ts';
import { InsufficientBalanceError, type Ledger, userAccount } from '../plugins/ledger.ts';
import type { UsersRepo } from './users.ts';
import { createDomainsRepo, type DomainsRepo } from './cloud-domains.ts';
import { createMessagingRepo, type MessagingRepo } from './cloud-messaging.ts';

export type CloudSchemas = components['schemas'];

/** Where cloud charges go: the platform's revenue from cloud services. */
export const CLOUD_REVENUE = 'system:cloud';
export const CLOUD_ASSET = 'OSBT';

export interface CloudContext {
  now(): number;
  nextId(prefix: string): string;
  /** Runs a write once per user and request id: the same id and input answer the first result; another input gets 409. */
  once<T>(uid: string, requestId: string, input: unknown, run: () => T): T;
  /** Debits `amount` OSBT from the user to cloud revenue; 422 with both figures when the balance is too low. */
  charge(uid: string, requestId: string, amount: number, memo: string): void;
  /** Whether a charge can be paid now. */
  canPay(uid: string, amount: number): boolean;
}

export function createCloudContext(deps: { ledger: Ledger; now: () => number }): CloudContext {
  const counters = new Map<string, number>();
  const writes = new Map<string, { input: string; result: unknown }>();
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
        if (previous.input !== fingerprint) throw conflict('This request id was already used for a different request');
        return previous.result as ReturnType<typeof run>;
      }
      const result = run();
      writes.set(key, { input: fingerprint, result });
      return result;
    },
    charge(uid, requestId, amount, memo) {
      if (amount <= 0) return;
      try {
        deps.ledger.transfer({ requestId: `cloud:${uid}:${requestId}`, from: userAccount(uid), to: CLOUD_REVENUE, asset: CLOUD_ASSET, amount, memo });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw unprocessable(`Your OSBT balance is too low: this costs ${amount} OSBT and you have ${error.available} OSBT`);
        }
        throw error instanceof ApiError ? error : conflict(error instanceof Error ? error.message : String(error));
      }
    },
    canPay: (uid, amount) => deps.ledger.balance(userAccount(uid), CLOUD_ASSET) >= amount,
  };
}

export interface CloudRepo {
  ctx: CloudContext;
  domains: DomainsRepo;
  messaging: MessagingRepo;
  /** Settles what the mock's clock made due (transfers, renewals, expiries, message statuses). */
  tick(): void;
}

export function createCloudRepo(deps: { ledger: Ledger; users: UsersRepo; now: () => number }): CloudRepo {
  const ctx = createCloudContext(deps);
  const domains = createDomainsRepo(ctx);
  const messaging = createMessagingRepo(ctx, domains);
  return {
    ctx,
    domains,
    messaging,
    tick() {
      domains.tick();
      messaging.tick();
    },
  };
}
