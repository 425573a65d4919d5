// /admin/supports (staff): the queue, filtered (open / waiting on user / solved / all), searched by subject or
// username, sorted by last update, optionally only mine, the view kept in the address (?filter=&sort=&mine=1&q=);
// unread tickets marked; assign to me from the row. A ticket opens on its requester's page
// (/admin/supports/{uid}?ticket=id). Below the queue, the team's saved replies are managed.
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Inbox } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { deskAssign } from '../api/admin-assign';
import { listQueue } from '../api/admin-list-tickets';
import { paramsFromView, SupportQueueModel, viewFromParams } from '../models/desk';
import { supportLinks } from '../models/links';
import { DESK_FILTERS } from '../models/rules';
import type { DeskSort } from '../models/types';
import { SavedRepliesManager } from './saved-replies';
import { FirstAnswer, LoadError, Loading, PriorityTag, StatusTag, useWhen, type SupportPageProps } from './parts';
import { useLive } from '../../../lib/live/use-live';

/** The queue's search waits for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 250;

export function SupportQueuePage({ title }: SupportPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const when = useWhen();
  const model = useModel(
    () =>
      new SupportQueueModel({
        list: async (query) => (await listQueue(query)).data,
        assign: deskAssign,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  const [params, setParams] = useSearchParams();
  // The address is the view's source of truth: a shared link, a reload or Back shows the same queue.
  const address = params.toString();
  useEffect(() => {
    model.show(viewFromParams(new URLSearchParams(address)));
  }, [model, address]);
  const view = model.view.value;
  useEffect(() => {
    const next = paramsFromView(view).toString();
    if (next !== address) setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the view writes the address: on Back, the address changes first and must not be overwritten by the view it replaces
  }, [view, setParams]);
  const filter = model.filter.value;
  const sort = model.sort.value;
  const mine = model.mine.value;
  const query = model.query.value;
  useEffect(() => {
    const timer = setTimeout(() => void model.load(), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [model, query]);
  useEffect(() => {
    void model.load();
  }, [model, filter, sort, mine]);
  useLive([], model.load);
  const tickets = model.tickets.value;
  const me = user.value?.uid;

  return (
    <section className="area-page page-frame">
      <header className="area-page__header">
        <div className="page-frame__titles">
          <h1>{title}</h1>
          <p className="page-muted">
            {t('support.desk.lead')}
            {model.unreadCount.value > 0 ? ` · ${t('support.desk.unreadCount', { count: model.unreadCount.value })}` : ''}
          </p>
        </div>
      </header>
      <div className="page-card">
        <div className="support-tabs" role="group" aria-label={t('support.desk.filters')}>
          {DESK_FILTERS.map((f) => (
            <button key={f} type="button" className="support-tab" aria-pressed={f === filter} onClick={() => (model.filter.value = f)}>
              {t(`support.desk.filter.${f}`)}
            </button>
          ))}
        </div>
        <div className="support-filters">
          <div className="field">
            <label htmlFor={`${id}-q`}>{t('support.desk.search')}</label>
            <input id={`${id}-q`} type="search" maxLength={100} value={query} onChange={(e) => (model.query.value = e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-sort`}>{t('support.desk.sort')}</label>
            <select id={`${id}-sort`} value={sort} onChange={(e) => (model.sort.value = e.target.value as DeskSort)}>
              <option value="due">{t('support.desk.sort.due')}</option>
              <option value="newest">{t('support.desk.sort.newest')}</option>
              <option value="oldest">{t('support.desk.sort.oldest')}</option>
            </select>
          </div>
          <label className="support-check">
            <input type="checkbox" checked={mine} onChange={(e) => (model.mine.value = e.target.checked)} />
            {t('support.desk.mine')}
          </label>
        </div>
      </div>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {tickets === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : tickets.length === 0 ? (
        <EmptyState icon={<Inbox size={32} />} message={t('support.desk.none')} />
      ) : (
        <ul className="page-list" aria-label={t(`support.desk.filter.${filter}`)}>
          {tickets.map((ticket) => {
            const assignedToMe = ticket.assignee?.uid === me;
            return (
              <li key={ticket.id} className="page-card support-queue-row" data-unread={ticket.unread || undefined}>
                <Link
                  to={supportLinks.requester(ticket.uid, ticket.id)}
                  className="support-ticket"
                  data-unread={ticket.unread || undefined}
                >
                  <span className="page-row page-row--spread">
                    <span className="support-ticket__subject">
                      {ticket.unread ? <span className="support-dot" aria-hidden="true" /> : null}
                      {ticket.subject}
                      {ticket.unread ? <span className="visually-hidden"> ({t('support.desk.unread')})</span> : null}
                    </span>
                    <span className="page-row">
                      <PriorityTag ticket={ticket} />
                      <StatusTag status={ticket.status} />
                    </span>
                  </span>
                  <FirstAnswer ticket={ticket} />
                  <span className="page-muted">
                    @{ticket.userName} · {t(`support.category.${ticket.category}`)} · {t('support.desk.col.assignee')}:{' '}
                    {ticket.assignee ? `@${ticket.assignee.userName}` : t('support.desk.nobody')} · {when.ago(ticket.updatedAt)}
                  </span>
                  <span className="page-muted support-clip">{ticket.preview}</span>
                </Link>
                <Button size="sm" variant="secondary" onClick={() => void model.assign(ticket.id, !assignedToMe)}>
                  {assignedToMe ? t('support.desk.unassign') : t('support.desk.assignMe')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <SavedRepliesManager />
    </section>
  );
}
