// Messages from the public contact page (supportContact, decision 040) and the staff's work on them (/admin/contact):
// new until a staff member replies (an e-mail through the platform outbox, store/outbox.ts) or marks it handled;
// reopening makes it new again. Every step keeps who took it and when.
import type { components } from '../../../contracts/api/schema.d.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import type { Outbox, OutboxRecord } from './outbox.ts';
import type { UsersRepo } from './users.ts';

type S = components['schemas'];
type ContactInput = S['ContactInput'];
type ContactReceipt = S['ContactReceipt'];
export type ContactMessage = S['AdminContactMessage'];
export type ContactFilter = NonNullable<S['AdminContactQuery']['filter']>;
type ContactStatus = ContactMessage['status'];
type StepName = S['AdminContactStep']['step'];

/** A contact message's words, as long as a ticket's first message must be (support.messageTooShort). */
export const CONTACT_MESSAGE_MIN = 10;
/** A staff reply, likewise: a sentence, not a stray key. */
export const CONTACT_REPLY_MIN = 10;

interface StepRecord {
  step: StepName;
  byUid: string | null;
  at: number;
  text: string;
  email: OutboxRecord | null;
}

interface ContactRecord {
  receipt: ContactReceipt;
  input: ContactInput;
  status: ContactStatus;
  steps: StepRecord[];
}

export interface ContactDesk {
  /** Takes a message (idempotent by request id); `created` is false when the same request was taken before. */
  receive(input: ContactInput, now: number): { receipt: ContactReceipt; created: boolean };
  /** Newest first. */
  list(filter: ContactFilter, now: number): { new: number; items: ContactMessage[] };
  /** The new ones' arrival times (the overview's queue). */
  waiting(): number[];
  reply(byUid: string, id: string, text: string, now: number): ContactMessage;
  setStatus(byUid: string, id: string, status: ContactStatus, now: number): ContactMessage;
}

export function createContactDesk(deps: { users: UsersRepo; outbox: Outbox }): ContactDesk {
  const { users, outbox } = deps;
  const byRequest = new Map<string, ContactRecord>();
  const byId = new Map<string, ContactRecord>();

  const view = (r: ContactRecord, now: number): ContactMessage => {
    const account = users.byEmail(r.input.email);
    return {
      id: r.receipt.id,
      name: r.input.name.trim(),
      email: r.input.email,
      topic: r.input.topic,
      message: r.input.message.trim(),
      receivedAt: r.receipt.receivedAt,
      status: r.status,
      account: account ? { uid: account.uid, userName: account.userName || null } : null,
      steps: r.steps.map((s) => ({
        step: s.step,
        by: s.byUid ? { uid: s.byUid, userName: users.get(s.byUid)?.userName ?? '' } : null,
        at: s.at,
        text: s.text,
        email: s.email ? outbox.view(s.email, now) : null,
      })),
    };
  };
  const find = (id: string): ContactRecord => {
    const found = byId.get(id);
    if (!found) throw notFound('support.contactNotFound');
    return found;
  };

  return {
    receive(input, now) {
      const same = byRequest.get(input.requestId);
      if (same) {
        if (JSON.stringify(same.input) !== JSON.stringify(input)) throw conflict('support.requestReused');
        return { receipt: same.receipt, created: false };
      }
      if (input.name.trim() === '') throw unprocessable('support.contactNameMissing');
      if (input.message.trim().length < CONTACT_MESSAGE_MIN) throw unprocessable('support.messageTooShort', { min: CONTACT_MESSAGE_MIN });
      const receipt: ContactReceipt = {
        id: `ct${String(byId.size + 1).padStart(10, '0')}`,
        email: input.email,
        topic: input.topic,
        receivedAt: now,
      };
      const record: ContactRecord = {
        receipt,
        input: { ...input },
        status: 'new',
        steps: [{ step: 'received', byUid: null, at: now, text: '', email: null }],
      };
      byRequest.set(input.requestId, record);
      byId.set(receipt.id, record);
      return { receipt, created: true };
    },
    list(filter, now) {
      const all = [...byId.values()].sort(
        (a, b) => b.receipt.receivedAt - a.receipt.receivedAt || b.receipt.id.localeCompare(a.receipt.id),
      );
      return {
        new: all.filter((r) => r.status === 'new').length,
        items: all.filter((r) => filter === 'all' || r.status === filter).map((r) => view(r, now)),
      };
    },
    waiting: () => [...byId.values()].filter((r) => r.status === 'new').map((r) => r.receipt.receivedAt),
    reply(byUid, id, text, now) {
      const record = find(id);
      const body = text.trim();
      if (body.length < CONTACT_REPLY_MIN) throw unprocessable('support.contactReplyTooShort', { min: CONTACT_REPLY_MIN });
      const email = outbox.send({ to: record.input.email, subject: `Re: your message to OSB (${record.receipt.id})`, body });
      record.steps.push({ step: 'replied', byUid, at: now, text: body, email });
      record.status = 'answered';
      return view(record, now);
    },
    setStatus(byUid, id, status, now) {
      const record = find(id);
      if (record.status === status) throw conflict('support.contactSameStatus');
      record.status = status;
      record.steps.push({ step: status === 'new' ? 'reopened' : 'handled', byUid, at: now, text: '', email: null });
      return view(record, now);
    },
  };
}
