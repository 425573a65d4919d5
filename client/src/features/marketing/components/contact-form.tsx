// The contact page's form (issue #33): name, e-mail, topic and message, checked as typed out and again by the API
// (POST /support/contact, open to visitors), sent once per intended message (a request id kept through retries),
// then a confirmation with the reference and the address the answer goes to. The API's refusals are shown in the
// reader's language (errorMessage).
import { useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { registerMessages } from '../../../i18n/catalogue';
import { contact } from '../../../i18n/messages/contact';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { user } from '../../../state/session';
import { sendContact, type ContactReceipt } from '../api/send-contact';
import {
  checkContact,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  newContactRequestId,
  type ContactDraft,
  type ContactProblem,
} from '../models/contact';
import { LocalLink as Link } from './local-link';

registerMessages('contact', contact);

type Problems = Partial<Record<keyof ContactDraft, ContactProblem>>;

export function ContactForm() {
  useSignals();
  const t = useT();
  const id = useId();
  const empty = (): ContactDraft => ({ name: '', email: user.peek()?.email ?? '', topic: 'general', message: '' });
  const [draft, setDraft] = useState<ContactDraft>(empty);
  const [problems, setProblems] = useState<Problems>({});
  const [requestId, setRequestId] = useState(newContactRequestId);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactReceipt | null>(null);

  const edit = (patch: Partial<ContactDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's complaint goes once it is edited; the others stay until the next try.
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkContact(draft, requestId);
    if ('problems' in checked) {
      setProblems(checked.problems);
      const first = Object.keys(checked.problems)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      setSent(await sendContact(checked.body));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const another = () => {
    setDraft(empty());
    setRequestId(newContactRequestId());
    setSent(null);
  };

  if (sent) {
    return (
      <section className="page-card mk-contact" role="status" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`}>{t('contact.sentTitle')}</h2>
        <p>{t('contact.sentText', { email: sent.email, id: sent.id })}</p>
        <Button variant="secondary" onClick={another}>
          {t('contact.another')}
        </Button>
      </section>
    );
  }

  const count = [...draft.message.trim()].length;
  const problemText = (field: keyof ContactDraft): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    return t(`contact.problem.${problem}`, {
      min: CONTACT_MESSAGE_MIN,
      max: field === 'name' ? CONTACT_NAME_MAX : CONTACT_MESSAGE_MAX,
      count,
    });
  };
  const field = (name: keyof ContactDraft) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-note`,
  });
  const note = (name: keyof ContactDraft, hint?: string) => {
    const problem = problemText(name);
    if (!problem && !hint) return <span id={`${id}-${name}-note`} hidden />;
    return (
      <p id={`${id}-${name}-note`} className={problem ? 'field__error' : 'field__hint'} role={problem ? 'alert' : undefined}>
        {problem ?? hint}
      </p>
    );
  };

  return (
    <form className="page-card stack-form mk-contact" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contact.title')}</h2>
      <p className="field__hint">{t('contact.lead')}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
        <input {...field('name')} autoComplete="name" value={draft.name} onChange={(e) => edit({ name: e.target.value })} />
        {note('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('contact.email')}</label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={draft.email}
          onChange={(e) => edit({ email: e.target.value })}
        />
        {note('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-topic`}>{t('contact.topic')}</label>
        <select {...field('topic')} value={draft.topic} onChange={(e) => edit({ topic: e.target.value as ContactDraft['topic'] })}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topic.${topic}`)}
            </option>
          ))}
        </select>
        {note('topic')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
        <textarea
          {...field('message')}
          className="page-textarea"
          rows={6}
          value={draft.message}
          onChange={(e) => edit({ message: e.target.value })}
        />
        {note('message', t('contact.messageCounter', { count, max: CONTACT_MESSAGE_MAX, min: CONTACT_MESSAGE_MIN }))}
      </div>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="page-row">
        <Button type="submit" loading={sending}>
          {t('contact.send')}
        </Button>
      </div>
      <p className="field__hint">
        {t('contact.accountHint')} <Link to="/account/support">{t('contact.accountLink')}</Link>
      </p>
    </form>
  );
}
