// The username field of onboarding and edit profile: '@' prefix, lowercased as typed (spec section 5), and the
// spec's message in place of the hint while invalid.
import { useId } from 'react';
import { normalizeUserName } from '../../../lib/username';
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
  const t = useT();
  const ids = { input: useId(), note: useId() };
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
          {t('account.userNameHint', { name: value || 'ada' })}
        </p>
      )}
    </div>
  );
}
