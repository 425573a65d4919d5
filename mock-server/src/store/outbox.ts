// The platform's own outbox: e-mails the platform sends people (a staff reply to a contact message), kept as a
// Cloud customer's e-mail log keeps them (store/cloud-messaging.ts): queued, handed over 2 s later, delivered 10 s
// later, or bounced for an address at bounce.example.com, on the mock clock. Not billed and in no customer's log.
import type { components } from '../../../contracts/api/schema.d.ts';
import { DELIVERED_AFTER_MS, SENT_AFTER_MS } from './cloud-messaging.ts';

export type OutboxEmail = components['schemas']['OutboxEmail'];

/** The address the platform answers from. */
export const SUPPORT_FROM = 'support@osb.example.com';

export interface OutboxRecord {
  id: string;
  from: string;
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}

export interface Outbox {
  send(input: { to: string; subject: string; body: string }): OutboxRecord;
  /** An e-mail as it stands at `now`. */
  view(record: OutboxRecord, now: number): OutboxEmail;
  /** Everything sent, oldest first (the test control /__mock/outbox reads it). */
  all(): readonly OutboxRecord[];
}

const bounces = (to: string): boolean => to.toLowerCase().endsWith('@bounce.example.com');

export function createOutbox(now: () => number): Outbox {
  const sent: OutboxRecord[] = [];
  return {
    send(input) {
      const record: OutboxRecord = { id: `em${String(sent.length + 1).padStart(8, '0')}`, from: SUPPORT_FROM, ...input, createdAt: now() };
      sent.push(record);
      return record;
    },
    view(record, at) {
      const age = at - record.createdAt;
      const status: OutboxEmail['status'] =
        age >= DELIVERED_AFTER_MS ? (bounces(record.to) ? 'failed' : 'delivered') : age >= SENT_AFTER_MS ? 'sent' : 'queued';
      return { id: record.id, to: record.to, subject: record.subject, status };
    },
    all: () => sent,
  };
}
