// Help-desk tickets (ours; openapi tag support): a person opens a ticket with a first message, staff answer it or
// leave internal notes, the status moves between opened (waiting on staff), pending (waiting on the user), solved
// and closed; the person may close, reopen within REOPEN_WINDOW_MS of the end, and rate a solved answer once.
// Staff set a priority, which says when the first answer is due (FIRST_ANSWER_MS); the queue can put the tickets
// still waiting for one first, the most overdue on top.
// The rules live here so the routes stay thin; each broken rule throws the 4xx a person reads.
import type { components } from '../../../contracts/api/schema.d.ts';
import { canonical } from '../lib/canonical.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import type { MediaRepo } from './media.ts';
import { excerptOf } from './notifications.ts';
import type { UsersRepo } from './users.ts';

type S = components['schemas'];
export type SupportTicket = S['SupportTicket'];
export type SupportThread = S['SupportThread'];
export type SupportStatus = S['SupportStatus'];
export type SupportCategory = S['SupportCategory'];
export type SupportPriority = S['SupportPriority'];

/** How long after a ticket is solved or closed its requester may still reopen it (openapi supportTicketReopen). */
const DAY_MS = 24 * 3_600_000;
export const REOPEN_WINDOW_MS = 7 * DAY_MS;
/** Subject and first-message lengths, spaces at either end aside (openapi SupportTicketInput). */
export const SUBJECT_MIN = 3;
export const MESSAGE_MIN = 10;

/** How soon staff owe the first answer, by priority (openapi SupportTicket.firstAnswerDue). */
const HOUR_MS = 3_600_000;
export const FIRST_ANSWER_MS: Readonly<Record<SupportPriority, number>> = {
  urgent: HOUR_MS,
  high: 4 * HOUR_MS,
  normal: 24 * HOUR_MS,
  low: 72 * HOUR_MS,
};

/** SupportAttachments in openapi.yaml: at most this many screenshots on one message. */
export const MAX_ATTACHMENTS = 3;

interface StoredMessage {
  id: string;
  seq: number;
  uid: string;
  byStaff: boolean;
  body: string;
  internal: boolean;
  attachments: readonly string[];
  t: number;
}

interface StoredTicket {
  id: string;
  uid: string;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  priority: SupportPriority;
  createdAt: number;
  updatedAt: number;
  endedAt: number | null;
  assignee: string | null;
  rating: S['SupportRating'] | null;
  messages: StoredMessage[];
  /** The last message sequence number the requester / any staff member has seen. */
  userSeen: number;
  staffSeen: number;
}

/** Who is looking: the requester (their own tickets, no internal notes) or staff (everything). */
export interface Viewer {
  uid: string;
  staff: boolean;
}

/** A seeded ticket: its messages (staff ones marked) and where it stands. */
export interface SeedTicket {
  uid: string;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  messages: { uid: string; staff?: boolean; internal?: boolean; body: string; attachments?: readonly string[]; t: number }[];
  assignee?: string;
  priority?: SupportPriority;
  endedAt?: number;
  rating?: { score: number; comment: string; t: number };
  /** Whether the requester / staff have seen every message (default true). */
  userSeenAll?: boolean;
  staffSeenAll?: boolean;
}

export type AdminQuery = S['AdminSupportQuery'];

export interface SupportRepo {
  mine(uid: string): SupportTicket[];
  create(uid: string, input: S['SupportTicketInput']): { thread: SupportThread; created: boolean };
  /** The thread as the viewer sees it; marks what they see read. 404 when it is not theirs to see. */
  read(viewer: Viewer, id: string): SupportThread;
  reply(uid: string, input: S['SupportReplyInput']): SupportThread;
  close(uid: string, id: string): SupportThread;
  reopen(uid: string, id: string): SupportThread;
  rate(uid: string, input: S['SupportRatingInput']): SupportThread;
  queue(staffUid: string, query: AdminQuery): SupportTicket[];
  ofUser(staffUid: string, uid: string): Pick<S['SupportRequesterPage'], 'requester' | 'tickets'>;
  staffReply(staffUid: string, input: S['AdminSupportReplyInput']): SupportThread;
  assign(staffUid: string, id: string, assign: boolean): SupportThread;
  setStatus(staffUid: string, id: string, status: SupportStatus): SupportThread;
  setPriority(staffUid: string, id: string, priority: SupportPriority): SupportThread;
  /** Who should hear about a change: the requester and the assignee. */
  parties(id: string): { requester: string; assignee: string | null };
  insert(seed: SeedTicket): string;
}

const ENDED: readonly SupportStatus[] = ['solved', 'closed'];
const FILTERS: Record<NonNullable<AdminQuery['filter']>, (status: SupportStatus) => boolean> = {
  open: (s) => s === 'opened',
  pending: (s) => s === 'pending',
  solved: (s) => ENDED.includes(s),
  all: () => true,
};

const pad = (n: number): string => String(n).padStart(8, '0');

export function createSupportRepo(deps: { users: UsersRepo; media: Pick<MediaRepo, 'get'>; now: () => number }): SupportRepo {
  const { users, media, now } = deps;
  const tickets = new Map<string, StoredTicket>();
  /** `${uid}:${requestId}` → the ticket it opened and the body it came with. */
  const requests = new Map<string, { ticketId: string; fingerprint: string }>();
  let ticketCounter = 0;
  let messageCounter = 0;

  const nameOf = (uid: string): string => users.get(uid)?.userName ?? '';
  const person = (uid: string, staff: boolean): S['SupportPerson'] => ({ uid, userName: nameOf(uid), staff });
  const visible = (ticket: StoredTicket, viewer: Viewer): StoredMessage[] =>
    viewer.staff ? ticket.messages : ticket.messages.filter((m) => !m.internal);
  const lastSeq = (ticket: StoredTicket): number => ticket.messages.at(-1)?.seq ?? 0;

  const view = (ticket: StoredTicket, viewer: Viewer): SupportTicket => {
    const seen = visible(ticket, viewer);
    const unread = viewer.staff
      ? ticket.messages.some((m) => !m.byStaff && m.seq > ticket.staffSeen)
      : ticket.messages.some((m) => m.byStaff && !m.internal && m.seq > ticket.userSeen);
    return {
      id: ticket.id,
      uid: ticket.uid,
      userName: nameOf(ticket.uid),
      subject: ticket.subject,
      category: ticket.category,
      status: ticket.status,
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
      endedAt: ticket.endedAt,
      reopenUntil: ticket.endedAt === null ? null : ticket.endedAt + REOPEN_WINDOW_MS,
      assignee: ticket.assignee ? person(ticket.assignee, true) : null,
      rating: ticket.rating,
      unread,
      preview: excerptOf(seen.at(-1)?.body ?? ''),
      messageCount: seen.length,
      // The service levels are staff's business; the requester sees none of them.
      ...(viewer.staff
        ? {
            priority: ticket.priority,
            firstAnswerDue: firstAnswerDue(ticket),
            firstAnsweredAt: ticket.messages.find((m) => m.byStaff && !m.internal)?.t ?? null,
          }
        : {}),
    };
  };

  const thread = (ticket: StoredTicket, viewer: Viewer): SupportThread => ({
    ticket: view(ticket, viewer),
    messages: visible(ticket, viewer).map((m) => ({
      id: m.id,
      author: person(m.uid, m.byStaff),
      body: m.body,
      internal: m.internal,
      attachments: [...m.attachments],
      t: m.t,
    })),
  });

  const byRecent = (a: StoredTicket, b: StoredTicket): number => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1);
  const firstAnswerDue = (ticket: StoredTicket): number => ticket.createdAt + FIRST_ANSWER_MS[ticket.priority];
  const awaitsFirstAnswer = (ticket: StoredTicket): boolean =>
    !ENDED.includes(ticket.status) && !ticket.messages.some((m) => m.byStaff && !m.internal);
  /** Waiting for a first answer first, the most overdue on top; then the rest by last update. */
  const byDue = (a: StoredTicket, b: StoredTicket): number => {
    const waitA = awaitsFirstAnswer(a);
    const waitB = awaitsFirstAnswer(b);
    if (waitA !== waitB) return waitA ? -1 : 1;
    return waitA ? firstAnswerDue(a) - firstAnswerDue(b) || (a.id < b.id ? -1 : 1) : byRecent(a, b);
  };

  const find = (id: string, viewer: Viewer): StoredTicket => {
    const ticket = tickets.get(id);
    // Someone else's ticket is as unknown as a missing one: its existence is not the asker's business.
    if (!ticket || (!viewer.staff && ticket.uid !== viewer.uid)) throw notFound('support.ticketNotFound');
    return ticket;
  };

  /** The screenshots of a message: each must be an image the sender uploaded (422 otherwise). */
  const attachmentsOf = (uid: string, keys: readonly string[] | undefined): string[] => {
    for (const key of keys ?? []) {
      const file = media.get(key);
      if (!file || file.uid !== uid) throw unprocessable('support.attachmentUnknown', { key });
      if (file.kind !== 'image') throw unprocessable('support.attachmentNotImage', { key });
    }
    return [...(keys ?? [])];
  };

  const addMessage = (
    ticket: StoredTicket,
    uid: string,
    byStaff: boolean,
    body: string,
    internal: boolean,
    t: number,
    attachments: readonly string[] = [],
  ): void => {
    messageCounter += 1;
    ticket.messages.push({ id: `sm${pad(messageCounter)}`, seq: messageCounter, uid, byStaff, body, internal, attachments, t });
    // Writing means having read everything before: the writer's side has nothing unread.
    if (byStaff) ticket.staffSeen = messageCounter;
    else ticket.userSeen = messageCounter;
  };

  const moveTo = (ticket: StoredTicket, status: SupportStatus, at: number): void => {
    ticket.status = status;
    ticket.endedAt = ENDED.includes(status) ? at : null;
    ticket.updatedAt = at;
  };

  const nonBlank = (text: string): string => {
    const trimmed = text.trim();
    if (!trimmed) throw unprocessable('support.blank');
    return trimmed;
  };

  /** A solved or closed ticket whose window is still open goes back to staff; after the window, 409. */
  const reopenable = (ticket: StoredTicket, at: number): void => {
    if (ticket.endedAt !== null && at > ticket.endedAt + REOPEN_WINDOW_MS)
      throw conflict('support.reopenExpired', { days: REOPEN_WINDOW_MS / DAY_MS });
  };

  const insert = (seed: SeedTicket): string => {
    ticketCounter += 1;
    const first = seed.messages[0]?.t ?? now();
    const last = seed.messages.at(-1)?.t ?? first;
    const ticket: StoredTicket = {
      id: `st${pad(ticketCounter)}`,
      uid: seed.uid,
      subject: seed.subject,
      category: seed.category,
      status: seed.status,
      priority: seed.priority ?? 'normal',
      createdAt: first,
      updatedAt: Math.max(last, seed.endedAt ?? 0),
      endedAt: ENDED.includes(seed.status) ? (seed.endedAt ?? last) : null,
      assignee: seed.assignee ?? null,
      rating: seed.rating ?? null,
      messages: [],
      userSeen: 0,
      staffSeen: 0,
    };
    for (const m of seed.messages) addMessage(ticket, m.uid, m.staff ?? false, m.body, m.internal ?? false, m.t, m.attachments);
    const lastBy = (staff: boolean): number => ticket.messages.filter((m) => m.byStaff === staff && !m.internal).at(-1)?.seq ?? 0;
    // Not seen: everything from the other side's last message on is unread.
    ticket.userSeen = seed.userSeenAll === false ? Math.max(0, lastBy(true) - 1) : lastSeq(ticket);
    ticket.staffSeen = seed.staffSeenAll === false ? Math.max(0, lastBy(false) - 1) : lastSeq(ticket);
    tickets.set(ticket.id, ticket);
    return ticket.id;
  };

  return {
    mine(uid) {
      const me: Viewer = { uid, staff: false };
      return [...tickets.values()]
        .filter((t) => t.uid === uid)
        .sort(byRecent)
        .map((t) => view(t, me));
    },

    create(uid, input) {
      const me: Viewer = { uid, staff: false };
      const key = `${uid}:${input.requestId}`;
      const fingerprint = canonical({ ...input, requestId: undefined });
      const previous = requests.get(key);
      if (previous) {
        if (previous.fingerprint !== fingerprint) throw conflict('support.requestReused');
        return { thread: thread(find(previous.ticketId, me), me), created: false };
      }
      const subject = input.subject.trim();
      if (subject.length < SUBJECT_MIN) throw unprocessable('support.subjectTooShort', { min: SUBJECT_MIN });
      const message = input.message.trim();
      if (message.length < MESSAGE_MIN) throw unprocessable('support.messageTooShort', { min: MESSAGE_MIN });
      const attachments = attachmentsOf(uid, input.attachments);
      const id = insert({
        uid,
        subject,
        category: input.category,
        status: 'opened',
        messages: [{ uid, body: message, attachments, t: now() }],
        staffSeenAll: false,
      });
      requests.set(key, { ticketId: id, fingerprint });
      return { thread: thread(find(id, me), me), created: true };
    },

    read(viewer, id) {
      const ticket = find(id, viewer);
      const answer = thread(ticket, viewer);
      if (viewer.staff) ticket.staffSeen = lastSeq(ticket);
      else ticket.userSeen = lastSeq(ticket);
      return answer;
    },

    reply(uid, input) {
      const me: Viewer = { uid, staff: false };
      const ticket = find(input.id, me);
      const body = nonBlank(input.message);
      const attachments = attachmentsOf(uid, input.attachments);
      const at = now();
      reopenable(ticket, at);
      addMessage(ticket, uid, false, body, false, at, attachments);
      // A reply to a solved or closed ticket reopens it: its rating is asked again once it is solved again.
      if (ENDED.includes(ticket.status)) ticket.rating = null;
      moveTo(ticket, 'opened', at);
      return thread(ticket, me);
    },

    close(uid, id) {
      const me: Viewer = { uid, staff: false };
      const ticket = find(id, me);
      if (ticket.status === 'closed') throw conflict('support.alreadyClosed');
      moveTo(ticket, 'closed', now());
      return thread(ticket, me);
    },

    reopen(uid, id) {
      const me: Viewer = { uid, staff: false };
      const ticket = find(id, me);
      if (!ENDED.includes(ticket.status)) throw conflict('support.notEnded');
      const at = now();
      reopenable(ticket, at);
      // A reopened ticket is asked to be rated again once it is solved again.
      ticket.rating = null;
      moveTo(ticket, 'opened', at);
      return thread(ticket, me);
    },

    rate(uid, input) {
      const me: Viewer = { uid, staff: false };
      const ticket = find(input.id, me);
      if (!ENDED.includes(ticket.status)) throw conflict('support.notRateable');
      if (!ticket.messages.some((m) => m.byStaff && !m.internal)) throw conflict('support.noAnswer');
      if (ticket.rating) throw conflict('support.alreadyRated');
      ticket.rating = { score: input.score, comment: (input.comment ?? '').trim(), t: now() };
      return thread(ticket, me);
    },

    queue(staffUid, query) {
      const staff: Viewer = { uid: staffUid, staff: true };
      const keep = FILTERS[query.filter ?? 'open'];
      const words = (query.query ?? '').trim().toLowerCase();
      const found = [...tickets.values()].filter(
        (t) =>
          keep(t.status) &&
          (!query.mine || t.assignee === staffUid) &&
          (!words || t.subject.toLowerCase().includes(words) || nameOf(t.uid).toLowerCase().includes(words)),
      );
      found.sort(query.sort === 'due' ? byDue : byRecent);
      if (query.sort === 'oldest') found.reverse();
      return found.map((t) => view(t, staff));
    },

    ofUser(staffUid, uid) {
      const user = users.get(uid);
      if (!user) throw notFound('support.userNotFound');
      const staff: Viewer = { uid: staffUid, staff: true };
      return {
        requester: { uid, userName: user.userName, isVerified: user.isVerified, country: user.country, memberSince: user.createdAt },
        tickets: [...tickets.values()]
          .filter((t) => t.uid === uid)
          .sort(byRecent)
          .map((t) => view(t, staff)),
      };
    },

    staffReply(staffUid, input) {
      const staff: Viewer = { uid: staffUid, staff: true };
      const ticket = find(input.id, staff);
      const body = nonBlank(input.message);
      const attachments = attachmentsOf(staffUid, input.attachments);
      const at = now();
      const internal = input.internal ?? false;
      addMessage(ticket, staffUid, true, body, internal, at, attachments);
      if (!internal) {
        // Answering an unassigned ticket takes it (as help desks do), so the queue shows who is on it.
        ticket.assignee ??= staffUid;
        moveTo(ticket, input.status ?? 'pending', at);
      } else if (input.status && input.status !== ticket.status) {
        moveTo(ticket, input.status, at);
      }
      return thread(ticket, staff);
    },

    assign(staffUid, id, assign) {
      const staff: Viewer = { uid: staffUid, staff: true };
      const ticket = find(id, staff);
      ticket.assignee = assign ? staffUid : null;
      return thread(ticket, staff);
    },

    setStatus(staffUid, id, status) {
      const staff: Viewer = { uid: staffUid, staff: true };
      const ticket = find(id, staff);
      if (ticket.status === status) throw conflict('support.sameStatus');
      moveTo(ticket, status, now());
      return thread(ticket, staff);
    },

    setPriority(staffUid, id, priority) {
      const staff: Viewer = { uid: staffUid, staff: true };
      const ticket = find(id, staff);
      if (ticket.priority === priority) throw conflict('support.samePriority');
      ticket.priority = priority;
      return thread(ticket, staff);
    },

    parties(id) {
      const ticket = tickets.get(id);
      return { requester: ticket?.uid ?? '', assignee: ticket?.assignee ?? null };
    },

    insert,
  };
}
