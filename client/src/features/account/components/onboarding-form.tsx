// The onboarding form at /account/todo: username (spec section 5 rule, lowercased as typed), country and currency
// (the 15 of spec section 3), saved with updateAccount; the protected guard then sends the person on.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { CountryFlag } from '../../../components/ui/country-flag';
import { CURRENCIES } from '../../../lib/currency';
import { errorMessage } from '../../../lib/api/errors';
import { user, updateAccount } from '../../../state/session';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { NO_COUNTRY, currencyForCountry, sortedCountries } from '../models/countries';
import { checkOnboarding, type OnboardingErrors } from '../models/onboarding';
import { UserNameField } from './user-name-field';
import './account-messages';

export function OnboardingForm() {
  useSignals();
  const t = useT();
  const me = user.value;
  const lang = language.value;
  const countries = useMemo(() => sortedCountries(lang), [lang]);
  const currencyNames = useMemo(() => new Intl.DisplayNames([lang], { type: 'currency' }), [lang]);
  const detected = me?.country || me?.userCountry || '';
  const [userName, setUserName] = useState(me?.userName ?? '');
  const [country, setCountry] = useState(detected);
  const [currency, setCurrency] = useState<string>(me?.todo ? currencyForCountry(detected) : (me?.currency ?? 'USD'));
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { country: useId(), currency: useId() };

  // A field's error goes as the person corrects that field.
  const drop = (field: keyof OnboardingErrors) =>
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));

  const chooseCountry = (code: string) => {
    setCountry(code);
    drop('country');
    // Suggest the country's currency until the person picks one themselves.
    if (currency === currencyForCountry(country)) setCurrency(currencyForCountry(code));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const checked = checkOnboarding({ userName, country, currency });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await updateAccount(checked.update);
      toast.success(t('common.updateSuccessful'));
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const userNameError = errors.userName ?? null;
  return (
    <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
      <UserNameField
        value={userName}
        error={userNameError}
        onChange={(next) => {
          setUserName(next);
          drop('userName');
        }}
      />

      <div className="field">
        <label htmlFor={ids.country}>{t('account.country')}</label>
        <div className="field__prefixed">
          <CountryFlag code={country || null} />
          <select
            id={ids.country}
            name="country"
            required
            value={country}
            aria-invalid={errors.country ? true : undefined}
            onChange={(e) => chooseCountry(e.target.value)}
          >
            <option value="" disabled>
              {t('account.chooseCountry')}
            </option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
            <option value={NO_COUNTRY}>{t('account.noCountry')}</option>
          </select>
        </div>
        {errors.country ? (
          <p className="field__error" role="alert">
            {t('account.chooseCountry')}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor={ids.currency}>{t('account.currency')}</label>
        <select
          id={ids.currency}
          name="currency"
          required
          value={currency}
          onChange={(e) => {
            setCurrency(e.target.value);
            drop('currency');
          }}
        >
          {CURRENCIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} — {currencyNames.of(c.code) ?? c.name} ({c.symbol})
            </option>
          ))}
        </select>
      </div>

      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {t('account.continue')}
      </Button>
    </form>
  );
}
