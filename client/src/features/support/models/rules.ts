// The support rules the screens apply before anything is sent (the mock's, openapi SupportTicketInput and the
// support operations): lengths, what each status allows (reply, close, reopen within 7 days, rate once after
// solved), the colour group of each status (spec section 4: opened green, closed red, pending yellow) and where a
// ticket stands on its first answer (staff's service level).
import type { StatusTone } from '../../../components/ui/status-badge';
import type { Category, DeskFilter, Message, Priority, Status, Ticket, TicketInput } from './types';
import type { KeySuffix } from '../../../i18n/keys';

export const CATEGORIES: readonly Category[] = ['account', 'pay', 'market', 'cloud', 'play', 'other'];
export const STATUSES: readonly Status[] = ['opened', 'pending', 'solved', 'closed'];
export const DESK_FILTERS: readonly DeskFilter[] = ['open', 'pending', 'solved', 'all'];
export const PRIORITIES: readonly Priority[] = ['low', 'normal', 'high', 'urgent'];

/** Where a ticket stands on its first answer: owed (due in the future or overdue), or nothing to show. */
export function firstAnswerState(
  ticket: Pick<Ticket, 'status' | 'firstAnswerDue' | 'firstAnsweredAt'>,
  now: number,
): 'due' | 'overdue' | null {
  if (ticket.firstAnswerDue === undefined || ticket.firstAnsweredAt !== null || ticket.status === 'solved' || ticket.status === 'closed')
    return null;
  return now >= ticket.firstAnswerDue ? 'overdue' : 'due';
}

/** openapi SupportTicketInput: a subject of 3–120 and a first message of 10–5000 characters, trimmed. */
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
/** openapi SupportRatingInput.comment. */
export const COMMENT_MAX = 500;
export const SCORES = [1, 2, 3, 4, 5] as const;

const ENDED: readonly Status[] = ['solved', 'closed'];

export interface TicketForm {
  subject: string;
  category: Category | '';
  message: string;
}
export type TicketProblem = 'subject' | 'category' | 'message';

/** The ticket to open, or which fields are wrong (i18n keys `form.<field>Problem`). */
export function checkTicket(
  form: TicketForm,
  requestId: string,
  attachments: readonly string[] = [],
): { input: TicketInput } | { errors: Partial<Record<TicketProblem, true>> } {
  const errors: Partial<Record<TicketProblem, true>> = {};
  const subject = form.subject.trim();
  const message = form.message.trim();
  if (subject.length < SUBJECT_MIN || subject.length > SUBJECT_MAX) errors.subject = true;
  if (!form.category) errors.category = true;
  if (message.length < MESSAGE_MIN || message.length > MESSAGE_MAX) errors.message = true;
  if (Object.keys(errors).length > 0 || !form.category) return { errors };
  const input: TicketInput = { requestId, subject, category: form.category, message };
  return { input: attachments.length > 0 ? { ...input, attachments: [...attachments] } : input };
}

export const isEnded = (ticket: Pick<Ticket, 'status'>): boolean => ENDED.includes(ticket.status);

/** "Reopen within a window": solved or closed, and `now` not past reopenUntil. */
export function canReopen(ticket: Pick<Ticket, 'status' | 'reopenUntil'>, now: number): boolean {
  return isEnded(ticket) && ticket.reopenUntil !== null && now <= ticket.reopenUntil;
}

/** A reply goes to an open ticket, or reopens an ended one while its window lasts. */
export function canReply(ticket: Pick<Ticket, 'status' | 'reopenUntil'>, now: number): boolean {
  return !isEnded(ticket) || canReopen(ticket, now);
}

export const canClose = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status !== 'closed';

/** "Rate the answer after it is solved": ended, answered by staff, not rated yet. */
export function canRate(ticket: Pick<Ticket, 'status' | 'rating'>, messages: readonly Pick<Message, 'author' | 'internal'>[]): boolean {
  return isEnded(ticket) && ticket.rating === null && messages.some((m) => m.author.staff && !m.internal);
}

/** Spec section 4's colour groups (always shown with the status in words). */
export function supportTone(status: Status): StatusTone {
  if (status === 'opened' || status === 'solved') return 'success';
  if (status === 'closed') return 'danger';
  return 'warning';
}

/** Common questions: the docs and guides pages that answer them (paths of app/paths.ts, which features do not import). */
export const COMMON_QUESTIONS: readonly { key: KeySuffix<'support.faq.'>; href: string }[] = [
  { key: 'topUp', href: '/guides/pay/top-up-and-cash-out' },
  { key: 'wallet', href: '/docs/pay/wallet-basics' },
  { key: 'sessions', href: '/docs/account/sessions-and-accounts' },
  { key: 'domain', href: '/docs/cloud/register-a-domain' },
  { key: 'play', href: '/docs/app/play-stakes' },
  { key: 'faqs', href: '/faqs' },
];
