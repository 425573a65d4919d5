// /account/currency: the currency amounts are shown in (spec section 3 table), saved with updateAccount.
import { useMemo, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { CountryFlag } from '../../../components/ui/country-flag';
import { CURRENCIES, PLATFORM_ASSET, convert, formatMoney, formatOsbtNumber } from '../../../lib/currency';
import { errorMessage } from '../../../lib/api/errors';
import { updateAccount } from '../../../state/session';
import { currency as currentCurrency } from '../../../state/preferences';
import { rates } from '../../../state/rates';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import './account-messages';

/** The sample amount the preview converts, so the choice is concrete. */
const PREVIEW_OSBT = 1000;

export function CurrencyForm() {
  useSignals();
  const t = useT();
  const lang = language.value;
  const saved = currentCurrency.value;
  const [choice, setChoice] = useState<string>(saved);
  const [busy, setBusy] = useState(false);
  const names = useMemo(() => new Intl.DisplayNames([lang], { type: 'currency' }), [lang]);
  const chosen = CURRENCIES.find((c) => c.code === choice);
  const preview =
    chosen && rates.value[chosen.code] !== undefined
      ? formatMoney(convert(PREVIEW_OSBT, PLATFORM_ASSET, chosen.code, rates.value), chosen.code, lang)
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (chosen.code === saved) {
      toast.info(t('account.unchanged'));
      return;
    }
    setBusy(true);
    try {
      await updateAccount({ currency: chosen.code });
      toast.success(t('common.updateSuccessful'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack-form" onSubmit={(e) => void submit(e)}>
      <p className="lead">{t('account.currencyLead')}</p>
      <fieldset className="choice-grid">
        <legend className="visually-hidden">{t('account.currency')}</legend>
        {CURRENCIES.map((c) => (
          <label key={c.code} className="choice" data-checked={c.code === choice}>
            <input type="radio" name="currency" value={c.code} checked={c.code === choice} onChange={() => setChoice(c.code)} />
            <CountryFlag code={c.country === 'EU' ? null : c.country} />
            <span className="choice__main">
              <strong>{c.code}</strong> <span>{names.of(c.code) ?? c.name}</span>
            </span>
            <span className="choice__aside">{c.symbol}</span>
          </label>
        ))}
      </fieldset>
      {preview ? (
        <p className="field__hint">{t('account.currencyExample', { amount: formatOsbtNumber(PREVIEW_OSBT, lang), value: preview })}</p>
      ) : null}
      <Button type="submit" loading={busy}>
        {t('account.save')}
      </Button>
    </form>
  );
}
