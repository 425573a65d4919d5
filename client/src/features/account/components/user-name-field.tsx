// The username field of onboarding and edit profile: '@' prefix, lowercased as typed (spec section 5), and the
// spec's message in place of the hint while invalid.
import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isValidUserName, normalizeUserName } from '../../../lib/username';
import { user } from '../../../state/session';
import { useT } from '../../../i18n';
import './account-messages';

export function UserNameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null | undefined;
  onChange: (next: string) => void;
}) {
  useSignals();
  const t = useT();
  const ids = { input: useId(), note: useId() };
  // The example is the person's own: what they typed, else their e-mail's name part when it would do, never a
  // stranger's (it said @ada to everyone).
  const fromEmail = normalizeUserName((user.value?.email ?? '').split('@')[0] ?? '').replace(/[^a-z0-9_]/g, '');
  const example = value || (isValidUserName(fromEmail) ? fromEmail : '');
  return (
    <div className="field">
      <label htmlFor={ids.input}>{t('account.userName')}</label>
      <div className="field__prefixed">
        <span aria-hidden="true">@</span>
        <input
          id={ids.input}
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={25}
          required
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.note}
          onChange={(e) => onChange(normalizeUserName(e.target.value))}
        />
      </div>
      {error ? (
        <p id={ids.note} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={ids.note} className="field__hint">
          {example ? t('account.userNameHint', { name: example }) : t('account.userNameHintEmpty')}
        </p>
      )}
    </div>
  );
}
