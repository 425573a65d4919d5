// The Create Chat action (spec sections 4 and 5): a username (lowercased as typed, the spec's message while
// invalid, Message disabled until valid); an existing chat or contact opens, otherwise the profile is found,
// added as a contact and /inbox/{uid} opens. Failures toast 'Something went wrong' (spec section 8).
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ApiError, GENERIC_ERROR, errorMessage } from '../../../lib/api/errors';
import { loadCodeTexts } from '../../../i18n/api-text-load';
import { closeModal } from '../../../state/modal';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { chats } from '../models/chat-list';
import { contacts } from '../models/contacts';
import { startChat } from '../models/new-chat';
import { startInbox } from '../models/realtime-sync';
import { checkUserName } from '../models/validation';
import './inbox-i18n';

/** Spec section 5: usernames are at most 25 characters. */
const USERNAME_MAX = 25;

export function NewChatDialog() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [notFound, setNotFound] = useState(false);
  /** Why the chat cannot start, in the person's language (a chat with oneself). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { input: useId(), error: useId(), title: useId() };
  const { error } = checkUserName(value);
  const shownError = value.length > 0 && error ? t('inbox.userNameInvalid') : notFound ? t('inbox.profileNotFound') : refusal;

  const open = (segment: string) => {
    closeModal();
    void navigate(`/inbox/${encodeURIComponent(segment)}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error || busy) return;
    startInbox();
    setBusy(true);
    setNotFound(false);
    setRefusal(null);
    try {
      open(await startChat(value, { chats: chats.peek(), contacts: contacts.peek(), me: user.peek()?.uid, myName: user.peek()?.userName }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) setNotFound(true);
      else if (failure instanceof ApiError && failure.code === 'inbox.chatSelf') {
        await loadCodeTexts(failure.code);
        setRefusal(errorMessage(failure));
      } else toast.error(GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const known = Object.entries(contacts.value).slice(0, 8);
  return (
    <form className="stack-form inbox-dialog" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('inbox.newChatTitle')}</h2>
      <p className="lead">{t('inbox.newChatLead')}</p>
      <div className="field">
        <label htmlFor={ids.input}>{t('inbox.userName')}</label>
        <div className="field__prefixed">
          <span aria-hidden="true">@</span>
          <input
            id={ids.input}
            name="userName"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX}
            value={value}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? ids.error : undefined}
            onChange={(e) => {
              setNotFound(false);
              setRefusal(null);
              // Spec section 5: "input lowercased" as it is typed.
              setValue(e.target.value.toLowerCase().trim());
            }}
          />
        </div>
        {shownError ? (
          <p id={ids.error} className="field__error" role="alert">
            {shownError}
          </p>
        ) : null}
      </div>
      <div className="inbox-dialog__actions">
        <Button variant="ghost" onClick={closeModal}>
          {t('inbox.cancel')}
        </Button>
        <Button type="submit" disabled={Boolean(error)} loading={busy}>
          {t('inbox.message')}
        </Button>
      </div>
      {known.length > 0 ? (
        <section className="inbox-dialog__contacts" aria-label={t('inbox.yourContacts')}>
          <h3>{t('inbox.yourContacts')}</h3>
          <ul>
            {known.map(([uid, name]) => (
              <li key={uid}>
                <button
                  type="button"
                  className="inbox-contact-chip"
                  onClick={() => open(uid)}
                  aria-label={t('inbox.openChatWith', { name })}
                >
                  <Avatar uid={uid} userName={name} size={28} />
                  <span>@{name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}
