// The sign-in page's form (ours, DESIGN.md auth): sign in or create an account through state/session.ts, which
// stores the account (spec section 3); a refusal shows its code's text in the reader's language (auth.badCredentials).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/errors';
import { signIn, signUp } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import './auth-messages';

/** The new-password rule's minimum (contracts/rules/password.ts), as the field's own hint to the browser. */
export const MIN_NEW_PASSWORD = 8;

export type SignInMode = 'sign-in' | 'sign-up';

export interface SignInFormProps {
  /** Called once the account is stored and the user fetched; the page decides where to go. */
  onSignedIn: () => void;
  /** Shown above the form: why the person is here (the sign-in gate, adding an account). */
  notice?: ReactNode;
  initialMode?: SignInMode;
  /** Adding a second account offers no sign-up switch and a different heading. */
  adding?: boolean;
  footer?: ReactNode;
  /** An invite code (from the invite link's ?ref=): recorded for the new account right after a sign-up. */
  referral?: string | null;
}

export function SignInForm({ onSignedIn, notice, initialMode = 'sign-in', adding = false, footer, referral = null }: SignInFormProps) {
  const t = useT();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), password: useId(), hint: useId(), error: useId() };
  const signingUp = mode === 'sign-up';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      if (signingUp) {
        // The same rule, code and text as the API's refusal, before anything is sent.
        const refusal = await (await import('../../../lib/new-password')).newPasswordRefusal(password);
        if (refusal) throw refusal;
      }
      const signedIn = await (signingUp ? signUp : signIn)(email.trim(), password);
      // The account exists whatever the code's fate: a code that cannot be used only costs the invite.
      if (signedIn && signingUp && referral) {
        // Its module (and the API client behind it) is asked for only now: signUp has loaded the client by then,
        // and the sign-in page's first load carries neither.
        await import('../../../lib/api/calls/apply-referral')
          .then(({ applyReferral }) => applyReferral(referral))
          .then(
            () => toast.success(t('auth.referralApplied', { code: referral })),
            (failure: unknown) => toast.warning(t('auth.referralFailed', { code: referral, message: errorMessage(failure) })),
          );
      }
      if (signedIn) onSignedIn();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const switchMode = () => {
    setMode(signingUp ? 'sign-in' : 'sign-up');
    setError(null);
  };

  const heading = adding ? 'auth.addAccountTitle' : signingUp ? 'auth.signUpTitle' : 'auth.signInTitle';
  const lead = adding ? 'auth.addAccountLead' : signingUp ? 'auth.signUpLead' : 'auth.signInLead';

  return (
    <>
      <h1>{t(heading)}</h1>
      <p className="field__hint">{t(lead)}</p>
      {notice}
      <form className="stack-form auth-form" onSubmit={(e) => void submit(e)} aria-describedby={error ? ids.error : undefined}>
        <div className="field">
          <label htmlFor={ids.email}>{t('auth.email')}</label>
          <input
            id={ids.email}
            type="email"
            name="email"
            autoComplete={signingUp ? 'email' : 'username'}
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>{t('auth.password')}</label>
          <div className="field__password">
            <input
              id={ids.password}
              type={reveal ? 'text' : 'password'}
              name="password"
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              required
              minLength={signingUp ? MIN_NEW_PASSWORD : 1}
              maxLength={200}
              aria-describedby={signingUp ? ids.hint : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t(reveal ? 'auth.hidePassword' : 'auth.showPassword')}
              aria-pressed={reveal}
              onClick={() => setReveal((v) => !v)}
            >
              {reveal ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            </button>
          </div>
          {signingUp ? (
            <p id={ids.hint} className="field__hint">
              {t('auth.passwordHint')}
            </p>
          ) : null}
        </div>
        {error ? (
          <p id={ids.error} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={busy}>
          {t(signingUp ? 'auth.submitSignUp' : 'auth.submitSignIn')}
        </Button>
      </form>
      {adding ? null : (
        <p className="form-switch">
          {t(signingUp ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
          <button type="button" className="link-button" onClick={switchMode}>
            {t(signingUp ? 'auth.toSignIn' : 'auth.toSignUp')}
          </button>
        </p>
      )}
      {footer}
    </>
  );
}
