// /admin/reports (staff): the report queue grouped by target (how many, which reasons, first and last time) with
// a preview of the content (a chat message with the messages next to it, a community with its newest) and the
// author's record; act on a case (dismiss, remove the content, restrict a community, warn or suspend the author
// for N days; removing, restricting and suspending can be undone for a few seconds), or end a running suspension
// early. Closed cases show what was done; the audit trail lists every action with who and when.
import { useEffect, useId, useState } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Flag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { CDN_BASE } from '../../../lib/cdn';
import { postPath } from '../../../lib/post-link';
import { toast } from '../../../state/toasts';
import { actOnReport } from '../api/act-on-report';
import { listAudit } from '../api/list-audit';
import { liftSuspension } from '../api/lift-suspension';
import { liftRestriction } from '../api/lift-restriction';
import { listReports } from '../api/list-reports';
import {
  actionsFor,
  caseKey,
  NOTE_MAX,
  QUEUE_TABS,
  removedThing,
  ReportsModel,
  SUSPEND_PRESETS,
  UNDOABLE,
  type ActionName,
} from '../models/reports';
import type { ModerationAction, ReportCase } from '../models/types';
import { AdminFrame, handle, Pending, Problem, Tabs, useDateTime, type AdminPageProps } from './admin-frame';

type Model = InstanceType<typeof ReportsModel>;

const mediaUrl = (key: string): string => `${CDN_BASE}/m/${key.split('/').map(encodeURIComponent).join('/')}`;

/** Where the reported content is seen as people see it: the post's page (a comment's post) or the profile. */
function contextPath(c: ReportCase): string | null {
  const { preview } = c;
  if (!preview.available || !preview.author) return null;
  if (c.targetType === 'profile') return `/@${encodeURIComponent(preview.author.userName)}`;
  return preview.postId ? postPath(preview.author.userName, preview.postId) : null;
}

type Chat = NonNullable<ReportCase['preview']['chat']>;

/** A reported chat message with the messages next to it, or a community with its newest: only what the reporter shared. */
function ChatContext({ chat }: { chat: Chat }) {
  const t = useT();
  const date = useDateTime();
  const heading = useId();
  const community = chat.type === 'community';
  return (
    <section className="admin-chat" aria-labelledby={heading}>
      <h3 id={heading} className="admin-subtitle">
        {community ? chat.name : t('admin.reports.chat.label')}
      </h3>
      <p className="page-muted admin-chat__meta">
        {community ? t('admin.reports.chat.members', { count: chat.members }) : t('admin.reports.chat.direct')}
        {chat.description ? ` · ${chat.description}` : ''}
        {chat.restricted ? <span className="admin-chip admin-chip--reason">{t('admin.reports.chat.restricted')}</span> : null}
      </p>
      <ol className="admin-chat__lines">
        {chat.messages.map((m) => (
          <li key={m.id} className={m.reported ? 'admin-chat__line admin-chat__line--reported' : 'admin-chat__line'}>
            <span className="admin-chat__who">
              <strong>{handle(m.author)}</strong> · {date(m.at)}
              {m.reported ? <span className="admin-chip admin-chip--reason">{t('admin.reports.chat.reported')}</span> : null}
            </span>
            {m.text ? (
              <span className="admin-chat__text">{m.text}</span>
            ) : (
              <em className="page-muted">{t('admin.reports.chat.deleted')}</em>
            )}
          </li>
        ))}
      </ol>
      <p className="page-muted admin-chat__why">{t(community ? 'admin.reports.chat.whyCommunity' : 'admin.reports.chat.why')}</p>
    </section>
  );
}

function Preview({ c }: { c: ReportCase }) {
  const t = useT();
  const { preview } = c;
  if (preview.chat) {
    return (
      <>
        {preview.available ? null : <p className="admin-preview page-muted">{t('admin.reports.gone')}</p>}
        <ChatContext chat={preview.chat} />
      </>
    );
  }
  if (!preview.available) return <p className="admin-preview page-muted">{t('admin.reports.gone')}</p>;
  const first = preview.media[0];
  const context = contextPath(c);
  return (
    <>
      {context ? (
        <Link className="admin-context-link" to={context}>
          {t('admin.reports.inContext')}
        </Link>
      ) : null}
      <figure className="admin-preview">
        {preview.postType === 'Images' && first ? (
          <img
            src={mediaUrl(first)}
            alt={t('admin.reports.imageOf', { name: handle(preview.author) })}
            loading="lazy"
            width={96}
            height={64}
          />
        ) : null}
        <figcaption>
          {preview.postType && preview.postType !== 'Text' ? (
            <span className="admin-chip">{t(`admin.reports.postType.${preview.postType}`)}</span>
          ) : null}
          {preview.text ? <blockquote>{preview.text}</blockquote> : null}
        </figcaption>
      </figure>
    </>
  );
}

function ActionLine({ a }: { a: ModerationAction }) {
  const t = useT();
  const date = useDateTime();
  return (
    <li>
      <strong>{t(`admin.reports.did.${a.action}`, { days: a.days ?? 0 })}</strong> ·{' '}
      {t('admin.reports.by', { name: handle(a.by), time: date(a.at) })}
      {a.note ? <span className="page-muted"> — “{a.note}”</span> : null}
    </li>
  );
}

function CaseActions({ c, model }: { c: ReportCase; model: Model }) {
  useSignals();
  const t = useT();
  const id = useId();
  const [days, setDays] = useState(SUSPEND_PRESETS[1] ?? 3);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = model.busy.value === caseKey(c);
  const name = handle(c.preview.author);
  const run = async (action: ActionName) => {
    setProblem(null);
    if (UNDOABLE.has(action)) {
      // Leaves the queue now; sent when the undo toast closes (nothing happens before).
      const result = model.actWithUndo(c, action, days, note);
      if (!result.ok) setProblem(t(`admin.${result.problem}`));
      return;
    }
    const result = await model.act(c, action, days, note);
    if (result.ok) toast.success(result.message);
    else setProblem(result.problem ? t(`admin.${result.problem}`) : (result.text ?? null));
  };
  return (
    <div className="admin-actions">
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('admin.reports.note')}</label>
        <input id={`${id}-note`} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="page-row">
        {actionsFor(c.targetType).map((action) =>
          action === 'suspend' ? (
            <span key={action} className="page-row admin-suspend">
              <label className="visually-hidden" htmlFor={`${id}-days`}>
                {t('admin.reports.days')}
              </label>
              <select id={`${id}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
                {SUSPEND_PRESETS.map((n) => (
                  <option key={n} value={n}>
                    {t('admin.reports.daysOption', { count: n })}
                  </option>
                ))}
              </select>
              <Button variant="danger" size="sm" disabled={busy} onClick={() => void run('suspend')}>
                {t('admin.reports.action.suspend', { name })}
              </Button>
            </span>
          ) : (
            <Button
              key={action}
              size="sm"
              variant={action === 'dismiss' ? 'secondary' : UNDOABLE.has(action) ? 'danger' : 'primary'}
              disabled={busy}
              onClick={() => void run(action)}
            >
              {t(action === 'remove' ? `admin.reports.action.remove.${removedThing(c.targetType)}` : `admin.reports.action.${action}`, {
                name,
              })}
            </Button>
          ),
        )}
      </div>
      <Problem text={problem} />
    </div>
  );
}

/** Ends a running suspension early, asked first in the confirm dialog (the person can act again at once). */
function LiftSuspension({ c, model }: { c: ReportCase; model: Model }) {
  useSignals();
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const name = handle(c.preview.author ?? c.actions.find((a) => a.author)?.author ?? null);
  const ask = () =>
    void confirmAction({
      title: t('admin.reports.confirm.lift', { name }),
      body: <p>{t('admin.reports.confirm.liftBody', { name })}</p>,
      confirmLabel: t('admin.reports.lift'),
      tone: 'primary',
      onConfirm: async () => {
        const result = await model.lift(c, '');
        if (result.ok) toast.success(t('admin.reports.done.lift', { name }));
        else setProblem(result.text);
      },
    });
  return (
    <>
      <Button size="sm" variant="secondary" disabled={model.busy.value === caseKey(c)} onClick={ask}>
        {t('admin.reports.lift')}
      </Button>
      <Problem text={problem} />
    </>
  );
}

/** Lifts a community's restriction, asked first in the confirm dialog as lifting a suspension is (it is rare and permissive). */
function LiftRestriction({ c, model }: { c: ReportCase; model: Model }) {
  useSignals();
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const name = c.preview.chat?.name ?? c.targetId;
  const ask = () =>
    void confirmAction({
      title: t('admin.reports.confirm.unrestrict', { name }),
      body: <p>{t('admin.reports.confirm.unrestrictBody')}</p>,
      confirmLabel: t('admin.reports.unrestrict'),
      tone: 'primary',
      onConfirm: async () => {
        const result = await model.unrestrict(c);
        if (result.ok) toast.success(t('admin.reports.done.unrestrict', { name }));
        else setProblem(result.text);
      },
    });
  return (
    <>
      <Button size="sm" variant="secondary" disabled={model.busy.value === caseKey(c)} onClick={ask}>
        {t('admin.reports.unrestrict')}
      </Button>
      <Problem text={problem} />
    </>
  );
}

function CaseCard({ c, model }: { c: ReportCase; model: Model }) {
  useSignals();
  const t = useT();
  const date = useDateTime();
  const heading = useId();
  const { author } = c;
  return (
    <li className="page-card admin-card" aria-labelledby={heading} hidden={model.hidden.value.has(caseKey(c))}>
      <div className="page-row page-row--spread">
        <h2 id={heading} className="admin-card__title">
          <span className="admin-chip">{t(`admin.reports.target.${c.targetType}`)}</span> {handle(c.preview.author)}
        </h2>
        <span className="admin-count">{t('admin.reports.count', { count: c.count })}</span>
      </div>
      <ul className="page-inline-list" aria-label={t('admin.reports.reasons')}>
        {c.reasons.map((r) => (
          <li key={r.reason} className="admin-chip admin-chip--reason">
            {t(`admin.reports.reason.${r.reason}`)} × {r.count}
          </li>
        ))}
      </ul>
      <p className="page-muted">{t('admin.reports.when', { first: date(c.firstAt), last: date(c.lastAt) })}</p>
      <Preview c={c} />
      {author.warnings > 0 || author.suspendedUntil ? (
        <p className="admin-record">
          {author.warnings > 0 ? t('admin.reports.warnings', { count: author.warnings }) : null}
          {author.suspendedUntil ? ` ${t('admin.reports.suspendedUntil', { time: date(author.suspendedUntil) })}` : null}
        </p>
      ) : null}
      {author.suspendedUntil ? <LiftSuspension c={c} model={model} /> : null}
      {c.targetType === 'community' && c.preview.chat?.restricted ? <LiftRestriction c={c} model={model} /> : null}
      <details className="admin-details">
        <summary>{t('admin.reports.showReports', { count: c.reports.length })}</summary>
        <ul>
          {c.reports.map((r) => (
            <li key={r.id}>
              <strong>{handle(r.reporter)}</strong> · {t(`admin.reports.reason.${r.reason}`)} · {date(r.createdAt)}
              {r.details ? <p className="page-muted">“{r.details}”</p> : null}
            </li>
          ))}
        </ul>
      </details>
      {c.actions.length > 0 ? (
        <div>
          <h3 className="admin-subtitle">{t('admin.reports.history')}</h3>
          <ul className="admin-history">
            {c.actions.map((a) => (
              <ActionLine key={a.id} a={a} />
            ))}
          </ul>
        </div>
      ) : null}
      {c.status === 'open' ? <CaseActions c={c} model={model} /> : null}
    </li>
  );
}

function AuditTable({ model }: { model: Model }) {
  const t = useT();
  const date = useDateTime();
  const list = model.audit.value;
  if (list === null) return <Pending error={model.auditError.value} onRetry={() => void model.load()} />;
  if (list.length === 0) return <EmptyState />;
  return (
    <div className="page-table-wrap admin-table-wrap">
      <table className="page-table admin-table">
        <caption className="visually-hidden">{t('admin.reports.tab.audit')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.reports.col.when')}</th>
            <th scope="col">{t('admin.reports.col.action')}</th>
            <th scope="col">{t('admin.reports.col.target')}</th>
            <th scope="col">{t('admin.reports.col.author')}</th>
            <th scope="col">{t('admin.reports.col.by')}</th>
            <th scope="col">{t('admin.reports.col.note')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((a) => (
            <tr key={a.id}>
              <td>{date(a.at)}</td>
              <td>{t(`admin.reports.did.${a.action}`, { days: a.days ?? 0 })}</td>
              <td>
                {t(`admin.reports.target.${a.targetType}`)} <code>{a.targetId}</code>
              </td>
              <td>{handle(a.author)}</td>
              <td>{handle(a.by)}</td>
              <td>{a.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReportsPage({ title }: AdminPageProps) {
  useSignals();
  const t = useT();
  const model = useModel(
    () => new ReportsModel({ list: listReports, audit: listAudit, act: actOnReport, lift: liftSuspension, unrestrict: liftRestriction }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const tab = model.tab.value;
  const cases = model.cases.value;
  return (
    <AdminFrame title={title} lead={t('admin.reports.lead')}>
      <Tabs
        label={t('admin.reports.queue')}
        value={tab}
        options={QUEUE_TABS}
        name={(x) =>
          x === 'open' && model.openCount.value !== null
            ? t('admin.reports.tab.openCount', { count: model.openCount.value })
            : t(`admin.reports.tab.${x}`)
        }
        onChange={(x) => void model.show(x)}
      />
      {tab === 'audit' ? (
        <AuditTable model={model} />
      ) : cases === null ? (
        <Pending error={model.casesError.value} onRetry={() => void model.load()} />
      ) : (
        <>
          {cases.every((c) => model.hidden.value.has(caseKey(c))) ? (
            <EmptyState icon={<Flag size={32} />} message={tab === 'open' ? t('admin.reports.none') : undefined} />
          ) : null}
          {/* Kept while cases are hidden in their undo window, so Undo brings back the same cards. */}
          {cases.length > 0 ? (
            <ul className="page-list page-list--loose">
              {cases.map((c) => (
                <CaseCard key={caseKey(c)} c={c} model={model} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </AdminFrame>
  );
}
