// /account/top-up and /account/cash-out: my OSBT balance and what it is worth in my currency (spec section 9), the
// way into the pay area's add and withdraw pages, which own moving money (/pay/add, /pay/withdraw: one form, one
// ledger), and, for cash-outs, the payout account my bank details are kept in.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { convert, formatMoney, formatOsbt, PLATFORM_ASSET } from '../../../lib/currency';
import { errorMessage } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { rates } from '../../../state/rates';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { getPayout } from '../../../lib/api/calls/get-payout';
import { savePayout } from '../api/save-payout';
import { cleanPayout, PAY_FUNDS_LINKS, type FundsDirection, type Payout } from '../models/payout';
import { LoadState } from './load-state';
import { AccountPage, TextField } from './page-bits';

function PayoutCard({ payout, onSaved }: { payout: Payout | null; onSaved: (next: Payout) => void }) {
  const t = useT();
  const headingId = useId();
  const [editing, setEditing] = useState(payout === null);
  const [values, setValues] = useState<Payout>(payout ?? { bankName: '', holder: '', accountNumber: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = cleanPayout(values);
    if (!next) {
      setProblem(t('accountPages.payoutProblem'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await savePayout(next);
      if (data) onSaved(data);
      toast.success(t('accountPages.done.payout'));
      setEditing(false);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const labels = { bankName: 'accountPages.bankName', holder: 'accountPages.holder', accountNumber: 'accountPages.accountNumber' } as const;
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPages.payoutTitle')}</h2>
      {!editing && payout ? (
        <div className="page-row page-row--loose page-row--spread">
          <p>
            <strong>{payout.bankName}</strong> · {payout.holder} · <span dir="ltr">•••• {payout.accountNumber.slice(-4)}</span>
          </p>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('accountPages.changePayout')}
          </Button>
        </div>
      ) : (
        <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
          {payout === null ? <p className="field__hint">{t('accountPages.payoutNone')}</p> : null}
          {(Object.keys(labels) as (keyof Payout)[]).map((field) => (
            <TextField
              key={field}
              label={t(labels[field])}
              value={values[field]}
              maxLength={field === 'accountNumber' ? 40 : field === 'bankName' ? 60 : 80}
              autoComplete={field === 'holder' ? 'name' : 'off'}
              onValue={(value) => setValues({ ...values, [field]: value })}
            />
          ))}
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="page-row page-row--loose">
            <Button type="submit" loading={busy}>
              {t('accountPages.savePayout')}
            </Button>
            {payout ? (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('accountPages.cancel')}
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

function Balance({ direction }: { direction: FundsDirection }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const headingId = useId();
  const currency = user.value?.currency ?? 'USD';
  const balance = user.value?.assets[PLATFORM_ASSET] ?? 0;
  const hasRate = rates.value[currency] !== undefined;
  return (
    <section className="page-card account-card stack-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="page-row page-row--loose page-row--spread">
        <span>{t('accountPages.yourBalance')}</span>
        {hasRate ? (
          <span className="account-pill">
            {t('accountPages.rate', { value: formatMoney(convert(1, PLATFORM_ASSET, currency, rates.value), currency, lang) })}
          </span>
        ) : null}
      </h2>
      <p>
        <strong>{formatOsbt(balance, lang)}</strong>
        {hasRate ? (
          <span className="field__hint"> ≈ {formatMoney(convert(balance, PLATFORM_ASSET, currency, rates.value), currency, lang)}</span>
        ) : null}
      </p>
      <Link className="ui-button ui-button--primary ui-button--lg ui-button--block" to={PAY_FUNDS_LINKS[direction]}>
        {t(direction === 'add' ? 'accountPages.topUpSubmit' : 'accountPages.cashOutSubmit')}
      </Link>
    </section>
  );
}

function FundsPage({ title, direction }: { title: string; direction: FundsDirection }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const currency = user.value?.currency ?? 'USD';
  const [payout, setPayout] = useState<Payout | null | undefined>(direction === 'withdraw' ? undefined : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const loadPayout = () => {
    setLoadError(null);
    getPayout().then(setPayout, (error: unknown) => setLoadError(errorMessage(error)));
  };
  useEffect(() => {
    if (direction === 'withdraw') loadPayout();
  }, [direction]);
  const currencyName = new Intl.DisplayNames([lang], { type: 'currency' }).of(currency) ?? currency;
  const lead = t(direction === 'add' ? 'accountPages.topUpLead' : 'accountPages.cashOutLead', { currency: currencyName });
  return (
    <AccountPage title={title} lead={lead}>
      {direction === 'withdraw' ? (
        payout === undefined ? (
          <LoadState error={loadError} onRetry={loadPayout} />
        ) : (
          <PayoutCard payout={payout} onSaved={setPayout} />
        )
      ) : null}
      <Balance direction={direction} />
    </AccountPage>
  );
}

export function TopUpPage({ title }: { title: string }) {
  return <FundsPage title={title} direction="add" />;
}

export function CashOutPage({ title }: { title: string }) {
  return <FundsPage title={title} direction="withdraw" />;
}
