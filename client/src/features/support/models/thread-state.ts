// The state both sides share: a list of tickets, the one open (its thread), load errors, and a busy flag around
// each write; a write's answer replaces the open thread and the list's row. Used inside createModel factories.
import { signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { SUPPORT_TICKET_ID } from '../../../../../contracts/rules/ids';
import type { Thread, Ticket } from './types';

export type Notify = (kind: 'success' | 'error', message: string) => void;

/** What a successful write says (i18n/messages/support.ts done.*): the client's words, not the API's English. */
export type DoneKey =
  'created' | 'replied' | 'closed' | 'reopened' | 'rated' | 'answered' | 'noted' | 'assigned' | 'unassigned' | 'status' | 'priority';
export const doneText = (key: DoneKey): string => t(`support.done.${key}`);

export function createThreadState(name: string, deps: { get(id: string): Promise<Thread>; notify: Notify }) {
  const tickets = signal<Ticket[] | null>(null, { name: `${name}Tickets` });
  const loadError = signal<string | null>(null, { name: `${name}LoadError` });
  const selectedId = signal<string | null>(null, { name: `${name}SelectedId` });
  const thread = signal<Thread | null>(null, { name: `${name}Thread` });
  const threadError = signal<string | null>(null, { name: `${name}ThreadError` });
  /** The address names no ticket (malformed, openapi SupportTicketId, or unknown to the API). */
  const threadMissing = signal(false, { name: `${name}ThreadMissing` });
  /** The page's own subject (a requester) is not there. */
  const missing = signal(false, { name: `${name}Missing` });
  const busy = signal(false, { name: `${name}Busy` });

  /** Puts a fresh copy of a ticket in the list (the newest update first). */
  function upsert(ticket: Ticket): void {
    const rest = (tickets.peek() ?? []).filter((t) => t.id !== ticket.id);
    tickets.value = [ticket, ...rest].sort((a, b) => b.updatedAt - a.updatedAt);
  }

  async function loadList(list: () => Promise<Ticket[]>): Promise<void> {
    try {
      tickets.value = await list();
      loadError.value = null;
      missing.value = false;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) missing.value = true;
      else loadError.value = errorMessage(e);
    }
  }

  /** Opens a ticket's thread (null closes it); opening marks it read, so its row loses the unread marker. */
  async function open(id: string | null): Promise<void> {
    selectedId.value = id;
    threadMissing.value = false;
    if (id === null) {
      thread.value = null;
      return;
    }
    if (thread.peek()?.ticket.id !== id) thread.value = null;
    if (!SUPPORT_TICKET_ID.test(id)) {
      threadMissing.value = true;
      return;
    }
    try {
      const found = await deps.get(id);
      if (selectedId.peek() !== id) return;
      thread.value = found;
      threadError.value = null;
      upsert(found.ticket);
    } catch (e) {
      if (selectedId.peek() !== id) return;
      if (e instanceof ApiError && e.status === 404) threadMissing.value = true;
      else threadError.value = errorMessage(e);
    }
  }

  /**
   * Runs one write; its answer becomes the open thread and `done` (a key of the support catalogue's done.*) is
   * toasted in the person's language. Answers whether it worked (the error is toasted).
   */
  async function write(run: () => Promise<{ data: Thread }>, done: DoneKey): Promise<boolean> {
    if (busy.peek()) return false;
    busy.value = true;
    try {
      const { data } = await run();
      thread.value = data;
      upsert(data.ticket);
      deps.notify('success', doneText(done));
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    } finally {
      busy.value = false;
    }
  }

  return { tickets, loadError, selectedId, thread, threadError, threadMissing, missing, busy, loadList, open, write, upsert };
}
