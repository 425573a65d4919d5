// /account/support: my tickets, the one open, a new ticket (checked here, idempotent by request id), reply, close,
// reopen and rate. Calls are injected so every rule is tested without a server.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { createAttachments, HOLD_UP_TEXT, type AttachmentDeps } from './attachments';
import { newRequestId } from './request-id';
import { checkTicket, type TicketForm, type TicketProblem } from './rules';
import { createThreadState, doneText, type Notify } from './thread-state';
import type { RatingInput, ReplyInput, Thread, Ticket, TicketInput, TicketRef } from './types';
import type { TextKey } from '../../../i18n/keys';

type Write<B> = (body: B) => Promise<{ data: Thread; message: string }>;

export interface MySupportDeps {
  list: () => Promise<Ticket[]>;
  get(id: string): Promise<Thread>;
  create: Write<TicketInput>;
  reply: Write<ReplyInput>;
  close: Write<TicketRef>;
  reopen: Write<TicketRef>;
  rate: Write<RatingInput>;
  /** Uploads one screenshot (uploadMedia) and answers its key. */
  upload: AttachmentDeps['upload'];
  notify: Notify;
  /** Object URLs for the chosen screenshots' previews (the browser's by default). */
  previews?: Pick<AttachmentDeps, 'previewOf' | 'release'>;
}

export const MySupportModel = createModel((deps: MySupportDeps) => {
  const state = createThreadState('support', deps);
  const form = signal<TicketForm>({ subject: '', category: '', message: '' }, { name: 'supportForm' });
  const formErrors = signal<Partial<Record<TicketProblem, true>>>({}, { name: 'supportFormErrors' });
  const formError = signal<string | null>(null, { name: 'supportFormError' });
  const creating = signal(false, { name: 'supportCreating' });
  const replyText = signal('', { name: 'supportReplyText' });
  const formAttachments = createAttachments({ upload: deps.upload, ...deps.previews });
  const replyAttachments = createAttachments({ upload: deps.upload, ...deps.previews });
  /** Why the new ticket / the reply cannot go yet (an i18n key), shown above its button. */
  const formHoldUp = signal<TextKey | null>(null, { name: 'supportFormHoldUp' });
  const replyHoldUp = signal<TextKey | null>(null, { name: 'supportReplyHoldUp' });
  // One id per intended ticket: a retry after a lost answer sends the same id, so it opens once.
  let requestId = newRequestId();

  const load = (): Promise<void> => state.loadList(deps.list);

  /** Keeps the screen current (realtime `i`, the tab shown again): the list and the open thread. */
  async function refresh(): Promise<void> {
    await load();
    const id = state.selectedId.peek();
    if (id) await state.open(id);
  }

  function edit(patch: Partial<TicketForm>): void {
    form.value = { ...form.peek(), ...patch };
  }

  /** Opens the ticket of the form; answers its id, or null (the problems are in formErrors / formError). */
  async function create(): Promise<string | null> {
    if (creating.peek()) return null;
    const checked = checkTicket(form.peek(), requestId, formAttachments.keys());
    if ('errors' in checked) {
      formErrors.value = checked.errors;
      return null;
    }
    formErrors.value = {};
    const held = formAttachments.holdUp();
    formHoldUp.value = held ? HOLD_UP_TEXT[held] : null;
    if (held) return null;
    creating.value = true;
    try {
      const { data } = await deps.create(checked.input);
      requestId = newRequestId();
      form.value = { subject: '', category: '', message: '' };
      formAttachments.clear();
      formError.value = null;
      state.upsert(data.ticket);
      state.selectedId.value = data.ticket.id;
      state.thread.value = data;
      deps.notify('success', doneText('created'));
      return data.ticket.id;
    } catch (e) {
      formError.value = errorMessage(e);
      return null;
    } finally {
      creating.value = false;
    }
  }

  const current = (): string | null => state.thread.peek()?.ticket.id ?? null;

  async function reply(): Promise<boolean> {
    const id = current();
    const message = replyText.peek().trim();
    if (!id || !message) return false;
    const held = replyAttachments.holdUp();
    replyHoldUp.value = held ? HOLD_UP_TEXT[held] : null;
    if (held) return false;
    const attachments = replyAttachments.keys();
    const done = await state.write(() => deps.reply(attachments.length > 0 ? { id, message, attachments } : { id, message }), 'replied');
    if (done) {
      replyText.value = '';
      replyAttachments.clear();
    }
    return done;
  }

  const close = async (): Promise<boolean> => {
    const id = current();
    return id ? state.write(() => deps.close({ id }), 'closed') : false;
  };
  const reopen = async (): Promise<boolean> => {
    const id = current();
    return id ? state.write(() => deps.reopen({ id }), 'reopened') : false;
  };
  const rate = async (score: number, comment: string): Promise<boolean> => {
    const id = current();
    const trimmed = comment.trim();
    return id ? state.write(() => deps.rate(trimmed ? { id, score, comment: trimmed } : { id, score }), 'rated') : false;
  };

  return {
    ...state,
    form,
    formErrors,
    formError,
    creating,
    replyText,
    formAttachments,
    formHoldUp,
    replyAttachments,
    replyHoldUp,
    load,
    refresh,
    edit,
    create,
    reply,
    close,
    reopen,
    rate,
  };
});
