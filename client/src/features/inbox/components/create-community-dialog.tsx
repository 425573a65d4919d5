// The Create Community action (spec section 5): a name under 25 characters in an input that takes 50 (the spec's
// two limits, reconciled in contracts/rules/community.ts), a description of at most 200; the answer's data.uid opens.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { closeModal } from '../../../state/modal';
import { toast } from '../../../state/toasts';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_INPUT_MAX } from '../../../../../contracts/rules/community';
import { useT } from '../../../i18n';
import { ruleText } from '../../../i18n/rule-text';
import { refreshInbox } from '../models/chat-list';
import { createCommunity } from '../models/community';
import { startInbox } from '../models/realtime-sync';
import { checkCommunity } from '../models/validation';
import './inbox-i18n';

/** Spec section 8: "Failed post or community: the response message, or 'Failed to post'". */
const FAILED_MESSAGE = 'Failed to post';

export function CreateCommunityDialog() {
  const t = useT();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), name: useId(), nameHint: useId(), nameError: useId(), description: useId(), count: useId() };
  const errors = checkCommunity({ name, description });
  const nameError = touched && errors.name ? ruleText(errors.name) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || Object.keys(errors).length > 0) return;
    startInbox();
    setBusy(true);
    try {
      const result = await createCommunity({ name, description });
      if (!result.ok) return;
      toast.success(t('inbox.communityCreated'));
      closeModal();
      void navigate(`/inbox/${encodeURIComponent(result.uid)}`);
      refreshInbox().catch(() => undefined);
    } catch (error) {
      toast.error(error instanceof ApiError ? errorMessage(error) : FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack-form inbox-dialog" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('inbox.createCommunityTitle')}</h2>
      <div className="field">
        <label htmlFor={ids.name}>{t('inbox.communityName')}</label>
        <input
          id={ids.name}
          name="name"
          autoComplete="off"
          maxLength={COMMUNITY_NAME_INPUT_MAX}
          value={name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : ids.nameHint}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(name.length > 0 || touched)}
        />
        {nameError ? (
          <p id={ids.nameError} className="field__error" role="alert">
            {nameError}
          </p>
        ) : (
          <p id={ids.nameHint} className="field__hint">
            {t('inbox.communityNameHint')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.description}>{t('inbox.communityDescription')}</label>
        <textarea
          id={ids.description}
          name="description"
          rows={3}
          maxLength={COMMUNITY_DESCRIPTION_MAX}
          value={description}
          aria-describedby={ids.count}
          onChange={(e) => setDescription(e.target.value)}
        />
        <p id={ids.count} className="field__hint inbox-dialog__count">
          {t('inbox.charactersLeft', { count: description.length, max: COMMUNITY_DESCRIPTION_MAX })}
        </p>
      </div>
      <div className="inbox-dialog__actions">
        <Button variant="ghost" onClick={closeModal}>
          {t('inbox.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('inbox.create')}
        </Button>
      </div>
    </form>
  );
}
