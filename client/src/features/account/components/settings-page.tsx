// /account/settings: theme and language (the app-wide signals), notification preferences kept by the server
// (each switch saves at once), password change (current + new with the rules of models/settings) and signing
// out the other sessions.
import { useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/errors';
import { LANGUAGES, language, setLanguage } from '../../../state/language';
import { setTheme, theme, type Theme } from '../../../state/theme';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { changePassword } from '../api/change-password';
import { getSettings } from '../api/get-settings';
import { revokeOtherSessions } from '../api/revoke-other-sessions';
import { updateSettings } from '../api/update-settings';
import {
  NOTIFICATION_KINDS,
  checkPasswordChange,
  type AccountSettings,
  type PasswordInput,
  type PasswordProblem,
} from '../models/settings';
import { LoadState } from './load-state';
import { useLoaded } from './use-loaded';
import './account-messages';
import '../../../components/ui/page-frame.css';
import './account.css';
import type { TextKey } from '../../../i18n/keys';

const THEMES: readonly Theme[] = ['light', 'dark'];

function AppearanceCard() {
  useSignals();
  const t = useT();
  const current = theme.value;
  const lang = language.value;
  const headingId = useId();
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.appearance')}</h2>
      <fieldset className="page-fieldset page-choices account-segments">
        <legend>{t('account.theme')}</legend>
        {THEMES.map((value) => (
          <label key={value} data-checked={value === current}>
            <input type="radio" name="theme" value={value} checked={value === current} onChange={() => setTheme(value)} />
            {t(value === 'light' ? 'account.themeLight' : 'account.themeDark')}
          </label>
        ))}
      </fieldset>
      <fieldset className="page-fieldset page-choices account-segments">
        <legend>{t('account.language')}</legend>
        {LANGUAGES.map((l) => (
          <label key={l.code} lang={l.code} data-checked={l.code === lang}>
            <input type="radio" name="language" value={l.code} checked={l.code === lang} onChange={() => setLanguage(l.code)} />
            {l.name}
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{t('account.languageHint')}</p>
    </section>
  );
}

function NotificationsCard({ settings, onChange }: { settings: AccountSettings; onChange: (next: AccountSettings) => void }) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  const toggle = async (kind: (typeof NOTIFICATION_KINDS)[number], on: boolean) => {
    setBusy(kind);
    try {
      const { data } = await updateSettings({ [kind]: on });
      onChange(data);
      toast.success(t('common.updateSuccessful'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.notifications')}</h2>
      <p className="field__hint">{t('account.notificationsLead')}</p>
      <fieldset className="account-switches">
        <legend className="visually-hidden">{t('account.notifications')}</legend>
        {NOTIFICATION_KINDS.map((kind) => {
          const on = settings.notifications[kind];
          return (
            <label key={kind} className="account-switch">
              <span>{t(`account.notify.${kind}`)}</span>
              <span className="page-row page-row--loose">
                <span className="account-switch__state" aria-hidden="true">
                  {t(on ? 'account.on' : 'account.off')}
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  checked={on}
                  disabled={busy === kind}
                  onChange={(e) => void toggle(kind, e.target.checked)}
                />
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}

const EMPTY_PASSWORDS: PasswordInput = { current: '', next: '', confirm: '' };

function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const [values, setValues] = useState<PasswordInput>(EMPTY_PASSWORDS);
  const [problems, setProblems] = useState<Partial<Record<keyof PasswordInput, PasswordProblem>>>({});
  /** The new-password rule's refusal of the new password (the shared rule, the API's own text). */
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const labels: Record<keyof PasswordInput, TextKey> = {
    current: 'account.currentPassword',
    next: 'account.newPassword',
    confirm: 'account.confirmPassword',
  };
  const autoComplete: Record<keyof PasswordInput, string> = { current: 'current-password', next: 'new-password', confirm: 'new-password' };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setRuleError(null);
    const found = checkPasswordChange(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const refusal = await (await import('../../../lib/new-password')).newPasswordRefusal(values.next);
      if (refusal) {
        setRuleError(errorMessage(refusal));
        return;
      }
      const { data } = await changePassword({ currentPassword: values.current, newPassword: values.next });
      setValues(EMPTY_PASSWORDS);
      toast.success(`${t('account.done.passwordChanged')}. ${t('account.sessionsEnded', { count: data.sessionsEnded })}`);
      onChanged();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.password')}</h2>
      <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
        {(Object.keys(labels) as (keyof PasswordInput)[]).map((field) => {
          const problem = problems[field];
          const error = problem ? t(`account.password.${problem}`) : field === 'next' ? ruleError : null;
          const errorId = `${ids[field]}-error`;
          return (
            <div key={field} className="field">
              <label htmlFor={ids[field]}>{t(labels[field])}</label>
              <input
                id={ids[field]}
                type="password"
                autoComplete={autoComplete[field]}
                maxLength={128}
                value={values[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : field === 'next' ? hintId : undefined}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })}
              />
              {error ? (
                <p id={errorId} className="field__error" role="alert">
                  {error}
                </p>
              ) : null}
              {field === 'next' && !error ? (
                <p id={hintId} className="field__hint">
                  {t('account.passwordHint')}
                </p>
              ) : null}
            </div>
          );
        })}
        {serverError ? (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={busy}>
          {t('account.changePassword')}
        </Button>
      </form>
    </section>
  );
}

function SessionsCard({ settings, onChanged }: { settings: AccountSettings; onChanged: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const signOutOthers = async () => {
    setBusy(true);
    try {
      const { data } = await revokeOtherSessions();
      toast.success(t('account.sessionsEnded', { count: data.sessionsEnded }));
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.sessions')}</h2>
      <p>{t('account.otherSessions', { count: settings.otherSessions })}</p>
      <div>
        <Button variant="secondary" loading={busy} disabled={settings.otherSessions === 0} onClick={() => void signOutOthers()}>
          {t('account.signOutOthers')}
        </Button>
      </div>
    </section>
  );
}

export function SettingsPage() {
  const loaded = useLoaded(getSettings);
  return (
    <div className="stack-form">
      <AppearanceCard />
      {loaded.data ? (
        <>
          <NotificationsCard settings={loaded.data} onChange={loaded.set} />
          <PasswordCard onChanged={loaded.reload} />
          <SessionsCard settings={loaded.data} onChanged={loaded.reload} />
        </>
      ) : (
        <LoadState error={loaded.error} onRetry={loaded.reload} />
      )}
    </div>
  );
}
