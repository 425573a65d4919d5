// The staff help desk: the queue (/admin/supports: filter, search, sort by last update, mine only, kept in the
// address; assign to me)
// and one requester's page (/admin/supports/{uid}: summary, their tickets, the open thread with internal notes,
// answer or note, status, assignment). Calls are injected so the rules are tested without a server.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { createAttachments, HOLD_UP_TEXT, type AttachmentDeps } from './attachments';
import { createThreadState, doneText, type Notify } from './thread-state';
import type {
  AssignInput,
  DeskFilter,
  DeskQuery,
  DeskReplyInput,
  DeskSort,
  Priority,
  PriorityInput,
  RequesterPage,
  StatusInput,
  Status,
  Thread,
  Ticket,
} from './types';
import type { TextKey } from '../../../i18n/keys';
import { USER_ID } from '../../../../../contracts/rules/ids';
import { DESK_FILTERS } from './rules';

type Write<B> = (body: B) => Promise<{ data: Thread; message: string }>;

export interface QueueDeps {
  list(query: DeskQuery): Promise<Ticket[]>;
  assign: Write<AssignInput>;
  notify: Notify;
}

/** The queue's view as the address keeps it (?filter=&sort=&mine=1&q=): defaults are left out. */
export interface QueueView {
  filter: DeskFilter;
  sort: DeskSort;
  mine: boolean;
  query: string;
}

/** The queue opens with the tickets still owed a first answer on top, the most overdue first. */
export const DEFAULT_SORT: DeskSort = 'due';
const SORTS: readonly DeskSort[] = ['due', 'newest', 'oldest'];

/** Reads a view from the address; an unknown value falls back to its default (a shared link never breaks the page). */
export function viewFromParams(params: URLSearchParams): QueueView {
  const filter = params.get('filter');
  const sort = params.get('sort');
  return {
    filter: DESK_FILTERS.includes(filter as DeskFilter) ? (filter as DeskFilter) : 'open',
    sort: SORTS.includes(sort as DeskSort) ? (sort as DeskSort) : DEFAULT_SORT,
    mine: params.get('mine') === '1',
    query: (params.get('q') ?? '').slice(0, 100),
  };
}

export function paramsFromView(view: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.filter !== 'open') params.set('filter', view.filter);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.mine) params.set('mine', '1');
  // As typed (spaces included), so the search box never loses a character to the round trip.
  if (view.query) params.set('q', view.query);
  return params;
}

export const SupportQueueModel = createModel((deps: QueueDeps) => {
  const filter = signal<DeskFilter>('open', { name: 'deskFilter' });
  const query = signal('', { name: 'deskQuery' });
  const sort = signal<DeskSort>(DEFAULT_SORT, { name: 'deskSort' });
  const mine = signal(false, { name: 'deskMine' });
  const tickets = signal<Ticket[] | null>(null, { name: 'deskTickets' });
  const loadError = signal<string | null>(null, { name: 'deskLoadError' });
  const unreadCount = computed(() => (tickets.value ?? []).filter((t) => t.unread).length);
  let asked = 0;

  /** What the list call sends: only what differs from the defaults, the search trimmed. */
  function request(): DeskQuery {
    const words = query.peek().trim();
    return {
      filter: filter.peek(),
      sort: sort.peek(),
      ...(words ? { query: words } : {}),
      ...(mine.peek() ? { mine: true } : {}),
    };
  }

  async function load(): Promise<void> {
    // Only the answer to the latest question is shown (typing fast sends several).
    const ask = ++asked;
    try {
      const found = await deps.list(request());
      if (ask !== asked) return;
      tickets.value = found;
      loadError.value = null;
    } catch (e) {
      if (ask === asked) loadError.value = errorMessage(e);
    }
  }

  async function assign(id: string, toMe: boolean): Promise<void> {
    try {
      const { data } = await deps.assign({ id, assign: toMe });
      tickets.value = (tickets.peek() ?? []).map((t) => (t.id === id ? data.ticket : t));
      deps.notify('success', doneText(toMe ? 'assigned' : 'unassigned'));
    } catch (e) {
      deps.notify('error', errorMessage(e));
    }
  }

  /** Shows a view (from the address); answers whether anything changed. */
  function show(view: QueueView): boolean {
    const changed = view.filter !== filter.peek() || view.sort !== sort.peek() || view.mine !== mine.peek() || view.query !== query.peek();
    filter.value = view.filter;
    sort.value = view.sort;
    mine.value = view.mine;
    query.value = view.query;
    return changed;
  }

  const view = computed<QueueView>(() => ({ filter: filter.value, sort: sort.value, mine: mine.value, query: query.value }));

  return { filter, query, sort, mine, tickets, loadError, unreadCount, view, request, show, load, assign };
});

export interface RequesterDeps {
  page(uid: string): Promise<RequesterPage>;
  get(id: string): Promise<Thread>;
  reply: Write<DeskReplyInput>;
  assign: Write<AssignInput>;
  setStatus: Write<StatusInput>;
  setPriority: Write<PriorityInput>;
  /** Uploads one screenshot (uploadMedia) and answers its key. */
  upload: AttachmentDeps['upload'];
  notify: Notify;
  /** Object URLs for the chosen screenshots' previews (the browser's by default). */
  previews?: Pick<AttachmentDeps, 'previewOf' | 'release'>;
}

export const RequesterModel = createModel((deps: RequesterDeps) => {
  const state = createThreadState('deskRequester', deps);
  const requester = signal<RequesterPage['requester'] | null>(null, { name: 'deskRequester' });
  /** What helps answer them: verification state, newest payments and orders (null until loaded). */
  const background = signal<Pick<RequesterPage, 'verification' | 'payments' | 'orders'> | null>(null, { name: 'deskRequesterBackground' });
  const text = signal('', { name: 'deskReplyText' });
  const internal = signal(false, { name: 'deskReplyInternal' });
  const attachments = createAttachments({ upload: deps.upload, ...deps.previews });
  /** Why the answer cannot go yet (an i18n key), shown above its button. */
  const holdUp = signal<TextKey | null>(null, { name: 'deskReplyHoldUp' });
  /** The status an answer sets; '' keeps the server's default (pending: waiting on the user). */
  const answerStatus = signal<Status | ''>('', { name: 'deskAnswerStatus' });

  async function load(uid: string): Promise<void> {
    // An address that cannot name a person (openapi Uid) is not asked for.
    if (!USER_ID.test(uid)) {
      state.missing.value = true;
      return;
    }
    await state.loadList(async () => {
      const found = await deps.page(uid);
      requester.value = found.requester;
      background.value = { verification: found.verification, payments: found.payments, orders: found.orders };
      return found.tickets;
    });
  }

  const current = (): string | null => state.thread.peek()?.ticket.id ?? null;

  /** Sends the answer (or the internal note); the text is kept if it fails. */
  async function send(): Promise<boolean> {
    const id = current();
    const message = text.peek().trim();
    if (!id || !message) return false;
    const held = attachments.holdUp();
    holdUp.value = held ? HOLD_UP_TEXT[held] : null;
    if (held) return false;
    const status = answerStatus.peek();
    const shots = attachments.keys();
    const body: DeskReplyInput = {
      id,
      message,
      ...(shots.length > 0 ? { attachments: shots } : {}),
      ...(internal.peek() ? { internal: true } : {}),
      ...(status ? { status } : {}),
    };
    const done = await state.write(() => deps.reply(body), body.internal ? 'noted' : 'answered');
    if (done) {
      text.value = '';
      // Each message starts as an answer again: a note is chosen for the one message it is meant for.
      internal.value = false;
      answerStatus.value = '';
      attachments.clear();
    }
    return done;
  }

  const setStatus = async (status: Status): Promise<boolean> => {
    const id = current();
    return id ? state.write(() => deps.setStatus({ id, status }), 'status') : false;
  };
  const setPriority = async (priority: Priority): Promise<boolean> => {
    const id = current();
    return id ? state.write(() => deps.setPriority({ id, priority }), 'priority') : false;
  };
  const assign = async (toMe: boolean): Promise<boolean> => {
    const id = current();
    return id ? state.write(() => deps.assign({ id, assign: toMe }), toMe ? 'assigned' : 'unassigned') : false;
  };

  return { ...state, requester, background, text, internal, attachments, holdUp, answerStatus, load, send, setStatus, setPriority, assign };
});
