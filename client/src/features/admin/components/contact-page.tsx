// /admin/contact (staff): the contact page's messages, newest first, filtered new / answered / all; each with its
// sender, whether an account uses that e-mail, its topic and text, and every step with who and when; a reply sent
// by e-mail (the screen says to whom), and mark handled / reopen. A card stays where it is after an action, so the
// person sees what happened; the list follows the filter when the tab is chosen again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { registerMessages } from '../../../i18n/catalogue';
import { adminContact } from '../../../i18n/messages/admin-contact';
import { errorMessage } from '../../../lib/api/errors';
import { listContactMessages, replyToContact, setContactStatus, type ContactFilter, type ContactMessage } from '../api/contact-messages';
import { AdminFrame, handle, Pending, Problem, Tabs, useDateTime, type AdminPageProps } from './admin-frame';

registerMessages('adminContact', adminContact);

const FILTERS = ['new', 'answered', 'all'] as const satisfies readonly ContactFilter[];
/** Ours, as the API refuses (support.contactReplyTooShort). */
const REPLY_MIN = 10;
const REPLY_MAX = 5000;

function Account({ m }: { m: ContactMessage }) {
  const t = useT();
  if (!m.account) return <span className="page-muted">{t('adminContact.noAccount')}</span>;
  const { uid, userName } = m.account;
  if (!userName) return <span>{t('adminContact.accountNoName', { uid })}</span>;
  return (
    <span>
      {t('adminContact.account')} <Link to={`/@${encodeURIComponent(userName)}`}>@{userName}</Link>
    </span>
  );
}

function History({ m }: { m: ContactMessage }) {
  const t = useT();
  const when = useDateTime();
  return (
    <div>
      <h3 className="admin-subtitle">{t('adminContact.history')}</h3>
      <ol className="admin-history">
        {m.steps.map((s, i) => (
          <li key={i}>
            {t(`adminContact.step.${s.step}`, { who: handle(s.by), when: when(s.at) })}
            {s.email ? <span className="page-muted"> · {t(`adminContact.email.${s.email.status}`, { to: s.email.to })}</span> : null}
            {s.text ? <p className="admin-contact__reply">{s.text}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function ReplyForm({ m, onSent, onCancel }: { m: ContactMessage; onSent: (next: ContactMessage) => void; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < REPLY_MIN) {
      setProblem(t('adminContact.replyShort'));
      box.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onSent(await replyToContact(m.id, text));
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack-form" onSubmit={(e) => void send(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('adminContact.replyLabel', { name: m.name, email: m.email })}</label>
        <textarea
          ref={box}
          id={`${id}-text`}
          className="admin-textarea"
          rows={5}
          maxLength={REPLY_MAX}
          value={text}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="field__hint page-muted" id={`${id}-hint`}>
          {t('adminContact.replyHint', { email: m.email })}
        </p>
        <Problem text={problem} id={`${id}-problem`} />
      </div>
      <div className="page-row">
        <Button type="submit" size="sm" loading={busy}>
          {t('adminContact.send')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('adminContact.cancel')}
        </Button>
      </div>
    </form>
  );
}

function MessageCard({ m, onChange }: { m: ContactMessage; onChange: (next: ContactMessage) => void }) {
  const t = useT();
  const when = useDateTime();
  const heading = useId();
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const sent = (next: ContactMessage) => {
    setReplying(false);
    setNotice(t('adminContact.sent', { email: next.email }));
    onChange(next);
    // The form is gone: focus goes back to the button that opened it, under the notice that says what happened.
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  const setStatus = async (status: ContactMessage['status']) => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await setContactStatus(m.id, status);
      setNotice(t(status === 'new' ? 'adminContact.reopened' : 'adminContact.handled'));
      onChange(next);
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="page-card admin-card" aria-labelledby={heading} data-testid="contact-message">
      <div className="page-row page-row--spread">
        <h2 id={heading} className="admin-card__title">
          {t('adminContact.from', { name: m.name })}
        </h2>
        <span className={m.status === 'new' ? 'admin-chip admin-chip--urgent' : 'admin-chip'}>{t(`adminContact.status.${m.status}`)}</span>
      </div>
      <p className="admin-contact__meta">
        <a href={`mailto:${m.email}`}>{m.email}</a> · <Account m={m} />
      </p>
      <p className="page-muted">
        {t('adminContact.topic', { topic: t(`adminContact.topic.${m.topic}`) })} ·{' '}
        {t('adminContact.received', { when: when(m.receivedAt) })}
      </p>
      <blockquote className="admin-contact__text">{m.message}</blockquote>
      {m.steps.length > 1 ? <History m={m} /> : null}
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      {replying ? (
        <ReplyForm
          m={m}
          onSent={sent}
          onCancel={() => {
            setReplying(false);
            requestAnimationFrame(() => replyButton.current?.focus());
          }}
        />
      ) : (
        <div className="page-row">
          <Button
            ref={replyButton}
            size="sm"
            onClick={() => {
              setNotice(null);
              setReplying(true);
            }}
          >
            {t('adminContact.reply')}
          </Button>
          {m.status === 'new' ? (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void setStatus('answered')}>
              {t('adminContact.handle')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => void setStatus('new')}>
              {t('adminContact.reopen')}
            </Button>
          )}
        </div>
      )}
      <Problem text={problem} />
    </li>
  );
}

export function ContactPage({ title }: AdminPageProps) {
  const t = useT();
  const [filter, setFilter] = useState<ContactFilter>('new');
  const [items, setItems] = useState<ContactMessage[] | null>(null);
  const [newCount, setNewCount] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(0);
  const load = (which: ContactFilter) => {
    const call = ++latest.current;
    setFailed(null);
    listContactMessages(which)
      .then((answer) => {
        if (call !== latest.current) return;
        setItems(answer.items);
        setNewCount(answer.new);
      })
      .catch((e: unknown) => {
        if (call === latest.current) setFailed(errorMessage(e));
      });
  };
  useEffect(() => load(filter), [filter]);
  const choose = (next: ContactFilter) => {
    setItems(null);
    if (next === filter) load(next);
    else setFilter(next);
  };
  const changed = (next: ContactMessage) => {
    const before = items?.find((m) => m.id === next.id);
    if (before && before.status !== next.status) setNewCount((n) => (n === null ? n : n + (next.status === 'new' ? 1 : -1)));
    setItems((list) => list?.map((m) => (m.id === next.id ? next : m)) ?? list);
  };
  return (
    <AdminFrame title={title} lead={t('adminContact.lead')}>
      <Tabs
        label={t('adminContact.tabs')}
        value={filter}
        options={FILTERS}
        name={(x) => (x === 'new' && newCount !== null ? t('adminContact.tab.newCount', { count: newCount }) : t(`adminContact.tab.${x}`))}
        onChange={choose}
      />
      {items === null ? (
        <Pending error={failed} onRetry={() => load(filter)} />
      ) : items.length === 0 ? (
        <EmptyState icon={<Mail size={32} />} message={t(`adminContact.none.${filter}`)} />
      ) : (
        <ul className="page-list page-list--loose">
          {items.map((m) => (
            <MessageCard key={m.id} m={m} onChange={changed} />
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
