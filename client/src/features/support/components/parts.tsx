// Pieces both support sides show: the status in words with its colour, load states, times in the person's zone and
// language, the list of tickets (links that open a thread with ?ticket=), and the messages of a thread.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MessagesSquare } from 'lucide-react';
import { useT } from '../../../i18n';
import { mediaUrl } from '../../../lib/media-url';
import { formatRelative, formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { firstAnswerState, supportTone } from '../models/rules';
import type { Message, Status, Ticket } from '../models/types';
import './support-messages';
import '../../../components/ui/page-frame.css';
import './support.css';
import type { TextKey } from '../../../i18n/keys';

/** What a support route gives its page: the title from the route. */
export interface SupportPageProps {
  title: string;
}

/** Staff's first-answer timer: "due in 3 hours", or overdue since when (red); nothing once answered or ended. */
export function FirstAnswer({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const now = Date.now();
  const state = firstAnswerState(ticket, now);
  if (state === null || ticket.firstAnswerDue === undefined) return null;
  const when = formatRelative(ticket.firstAnswerDue, now, language.value);
  return (
    <span
      className={`support-due support-due--${state}`}
      title={formatTime(ticket.firstAnswerDue, { timeZone: timeZone.value, lang: language.value })}
    >
      {t(state === 'overdue' ? 'support.desk.overdue' : 'support.desk.dueIn', { when })}
    </span>
  );
}

/** The priority, shown when it is not the usual one. */
export function PriorityTag({ ticket }: { ticket: Ticket }) {
  const t = useT();
  if (!ticket.priority || ticket.priority === 'normal') return null;
  return <span className={`support-priority support-priority--${ticket.priority}`}>{t(`support.priority.${ticket.priority}`)}</span>;
}

export function StatusTag({ status }: { status: Status }) {
  const t = useT();
  const tone = supportTone(status);
  return (
    <span className={`ui-status ui-status--${tone} support-status`} data-tone={tone}>
      <span className="ui-status__dot" aria-hidden="true" />
      {t(`support.status.${status}`)}
    </span>
  );
}

export { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';

/** Times in the person's time zone and language: a full date, or "3 hours ago". */
export function useWhen(): { date: (ms: number) => string; ago: (ms: number) => string } {
  const lang = language.value;
  const zone = timeZone.value;
  return {
    date: (ms) => formatTime(ms, { timeZone: zone, lang, style: 'datetime' }),
    ago: (ms) => formatRelative(ms, Date.now(), lang),
  };
}

/** The tickets as links (?ticket=id keeps the open one in the address, so Back closes it on a phone). */
export function TicketList({
  tickets,
  selectedId,
  label,
  unreadKey,
}: {
  tickets: Ticket[];
  selectedId: string | null;
  label: string;
  unreadKey: TextKey;
}) {
  const t = useT();
  const when = useWhen();
  return (
    <ul className="page-list" aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={{ search: `?ticket=${ticket.id}` }}
            className="support-ticket"
            aria-current={ticket.id === selectedId ? 'true' : undefined}
            data-unread={ticket.unread || undefined}
          >
            <span className="page-row page-row--spread">
              <span className="support-ticket__subject">
                {ticket.unread ? <span className="support-dot" aria-hidden="true" /> : null}
                {ticket.subject}
              </span>
              <StatusTag status={ticket.status} />
            </span>
            <span className="page-muted">
              {t(`support.category.${ticket.category}`)} · {t('support.my.updated', { when: when.ago(ticket.updatedAt) })}
              {ticket.unread ? <strong className="support-unread"> · {t(unreadKey)}</strong> : null}
            </span>
            <span className="page-muted support-clip">{ticket.preview}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The thread's messages, oldest first; the reader's own on one side, the team's on the other, notes marked. */
export function Messages({ messages, mine }: { messages: Message[]; mine: (m: Message) => boolean }) {
  const t = useT();
  const when = useWhen();
  return (
    <ol className="page-list page-list--loose">
      {messages.map((m) => (
        <li key={m.id} className="support-message" data-side={mine(m) ? 'mine' : 'theirs'} data-internal={m.internal || undefined}>
          <p className="support-message__meta">
            <strong>
              {m.internal ? `${t('support.thread.note')} · ` : ''}
              {mine(m) && !m.author.staff
                ? t('support.thread.you')
                : m.author.staff
                  ? t('support.thread.team', { name: m.author.userName })
                  : `@${m.author.userName}`}
            </strong>
            <time dateTime={new Date(m.t).toISOString()}>{when.date(m.t)}</time>
          </p>
          <p className="support-message__body">{m.body}</p>
          {m.attachments.length > 0 ? (
            <ul className="page-inline-list support-shots" aria-label={t('support.attach.list')}>
              {m.attachments.map((key, i) => (
                <li key={key}>
                  <a href={mediaUrl(key)} target="_blank" rel="noreferrer" aria-label={t('support.attach.open', { n: i + 1 })}>
                    <img src={mediaUrl(key)} alt="" loading="lazy" className="support-shots__img" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The open thread's head: back to the list (phones), subject and status, topic, when it was opened, who has it. */
export function ThreadHead({ ticket, headingId, children }: { ticket: Ticket; headingId: string; children?: ReactNode }) {
  const t = useT();
  const when = useWhen();
  return (
    <>
      <Link to={{ search: '' }} className="ui-button ui-button--ghost ui-button--sm support-back">
        {t('support.back')}
      </Link>
      <div className="page-row page-row--spread">
        <h2 id={headingId}>{ticket.subject}</h2>
        <StatusTag status={ticket.status} />
      </div>
      <p className="page-muted">
        {t(`support.category.${ticket.category}`)} · {t('support.thread.opened', { date: when.date(ticket.createdAt) })} ·{' '}
        {ticket.assignee ? t('support.thread.assignee', { name: ticket.assignee.userName }) : t('support.thread.unassigned')}
        {children}
      </p>
    </>
  );
}

/** The thread pane before a ticket is chosen. */
export function PickTicket() {
  const t = useT();
  return (
    <div className="page-card support-pick">
      <MessagesSquare size={28} aria-hidden="true" />
      <p className="page-muted">{t('support.my.pick')}</p>
    </div>
  );
}

/** The two panes: the list and the open thread; on a phone only one shows at a time. */
export function Panes({ open, list, thread }: { open: boolean; list: ReactNode; thread: ReactNode }) {
  return (
    <div className="support-panes" data-open={open ? 'thread' : 'list'}>
      <div className="support-pane support-pane--list">{list}</div>
      <div className="support-pane support-pane--thread">{thread}</div>
    </div>
  );
}
