// /account/top-up and /account/cash-out: buy OSBT with my currency (card or bank) and sell it back to my saved
// payout account, showing the rate (spec section 9), the fee and what I pay or get, then the recent ones with
// their status. The money moves through the pay area's /pay/add and /pay/withdraw (one ledger).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { convert, formatMoney, formatOsbt } from '../../../lib/currency';
import { errorMessage } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { rates } from '../../../state/rates';
import { refreshUser, user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { cashOut } from '../api/cash-out';
import { getFundingTerms } from '../api/get-funding-terms';
import { getPayout } from '../api/get-payout';
import { listFunding } from '../api/list-funding';
import { savePayout } from '../api/save-payout';
import { topUp } from '../api/top-up';
import { ACCOUNT_NUMBER, FundsModel, quoteFunds, type FundsDirection, type FundsMovement, type Payout } from '../models/funds';
import { LoadState } from './load-state';
import { AccountPage, TextField, useWhen } from './page-bits';

type Model = InstanceType<typeof FundsModel>;

/** "1 hour", "1 minute": how long a method takes to settle, in the reader's language. */
function duration(ms: number, lang: string): string {
  const hours = ms / 3_600_000;
  const [value, unit] = hours >= 1 ? [Math.round(hours), 'hour'] : [Math.max(1, Math.round(ms / 60_000)), 'minute'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

function PayoutCard({ payout, onSaved }: { payout: Payout | null; onSaved: (next: Payout) => void }) {
  const t = useT();
  const headingId = useId();
  const [editing, setEditing] = useState(payout === null);
  const [values, setValues] = useState<Payout>(payout ?? { bankName: '', holder: '', accountNumber: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { bankName: values.bankName.trim(), holder: values.holder.trim(), accountNumber: values.accountNumber.replace(/\s/g, '') };
    if (next.bankName.length < 2 || next.holder.length < 2 || !ACCOUNT_NUMBER.test(next.accountNumber)) {
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

function Recent({ direction, items }: { direction: FundsDirection; items: FundsMovement[] }) {
  const t = useT();
  const when = useWhen();
  const lang = language.value;
  const headingId = useId();
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(direction === 'add' ? 'accountPages.recentTopUps' : 'accountPages.recentCashOuts')}</h2>
      {items.length === 0 ? (
        <p>{t('accountPages.noRecent')}</p>
      ) : (
        <ul className="page-list page-list--loose account-recent">
          {items.map((m) => (
            <li key={m.id}>
              <span>
                <strong>{formatOsbt(m.amount, lang)}</strong>
                <span className="field__hint">
                  {' '}
                  · {m.method ? t(`accountPages.method.${m.method}`) : ''} · {when(m.createdAt)}
                </span>
              </span>
              <span className={`account-status account-status--${m.status}`}>{t(`accountPages.status.${m.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FundsForm({ direction, model, payout }: { direction: FundsDirection; model: Model; payout: Payout | null }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const formId = useId();
  const currency = user.value?.currency ?? 'USD';
  const rate = convert(1, 'OSBT', currency, rates.value);
  const terms = model.terms.value;
  const errors = model.errors.value;
  const amount = model.amount.value;
  const quote = terms && amount !== null ? quoteFunds(direction, amount, terms, rate) : null;
  const amountError = errors.amount
    ? t(`accountPages.${errors.amount}`, { min: terms?.min ?? 0, max: terms?.max ?? 0 })
    : errors.payout
      ? t('accountPages.payoutRequired')
      : null;
  if (!terms) return null;
  return (
    <form
      className="page-card account-card stack-form"
      aria-labelledby={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void model.submit(payout);
      }}
    >
      <h2 id={formId} className="page-row page-row--loose page-row--spread">
        <span>{t(direction === 'add' ? 'accountPages.topUpSubmit' : 'accountPages.cashOutSubmit')}</span>
        <span className="account-pill">{t('accountPages.rate', { value: formatMoney(rate, currency, lang) })}</span>
      </h2>
      <p className="field__hint">
        {t('accountPages.yourBalance')}: {formatOsbt(user.value?.assets.OSBT ?? 0, lang)}
      </p>
      {model.methods.value.length > 1 ? (
        <fieldset className="page-fieldset page-choices account-segments">
          <legend>{t('accountPages.method')}</legend>
          {model.methods.value.map((m) => (
            <label key={m.method} data-checked={terms.method === m.method}>
              <input
                type="radio"
                name={`${direction}-method`}
                value={m.method}
                checked={terms.method === m.method}
                onChange={() => (model.method.value = m.method)}
              />
              {t(`accountPages.method.${m.method}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          {t('accountPages.method')}: <strong>{t(`accountPages.method.${terms.method}`)}</strong>
        </p>
      )}
      <TextField
        label={t('accountPages.amountOsbt')}
        inputMode="numeric"
        autoComplete="off"
        value={model.amountText.value}
        onValue={model.setAmount}
        hint={t('accountPages.limits', { min: terms.min, max: new Intl.NumberFormat(lang).format(terms.max) })}
        error={amountError}
      />
      {direction === 'add' && terms.method === 'card' ? (
        <TextField
          label={t('accountPages.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={model.card.value}
          onValue={(value) => (model.card.value = value)}
          hint={t('accountPages.cardHint')}
          error={errors.card ? t('accountPages.cardProblem') : null}
        />
      ) : null}
      <dl className="account-quote" aria-live="polite">
        <div>
          <dt>{t('accountPages.fee')}</dt>
          <dd>{quote ? formatOsbt(quote.fee, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t(direction === 'add' ? 'accountPages.charged' : 'accountPages.leaves')}</dt>
          <dd>{quote ? formatOsbt(quote.total, lang) : '—'}</dd>
        </div>
        <div className="account-quote__total">
          <dt>{t(direction === 'add' ? 'accountPages.youPay' : 'accountPages.youGet')}</dt>
          <dd>{quote ? formatMoney(quote.local, currency, lang) : '—'}</dd>
        </div>
        {direction === 'add' ? (
          <div>
            <dt>{t('accountPages.youGet')}</dt>
            <dd>{quote ? formatOsbt(quote.amount, lang) : '—'}</dd>
          </div>
        ) : null}
      </dl>
      <p className="field__hint">{t('accountPages.settles', { time: duration(terms.settleMs, lang) })}</p>
      {errors.form ? (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={model.busy.value}>
        {t(direction === 'add' ? 'accountPages.topUpSubmit' : 'accountPages.cashOutSubmit')}
      </Button>
    </form>
  );
}

function FundsPage({ title, direction }: { title: string; direction: FundsDirection }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const currency = user.value?.currency ?? 'USD';
  const [payout, setPayout] = useState<Payout | null | undefined>(direction === 'withdraw' ? undefined : null);
  const model = useModel(
    () =>
      new FundsModel({
        direction,
        terms: getFundingTerms,
        topUp,
        cashOut,
        recent: listFunding,
        available: () => user.peek()?.assets.OSBT ?? 0,
        refresh: refreshUser,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  useEffect(() => {
    void model.load();
    if (direction === 'withdraw') getPayout().then(setPayout, () => setPayout(null));
  }, [model, direction]);
  // While anything is pending, look again as the server's clock settles it.
  const anyPending = (model.recent.value ?? []).some((m) => m.status === 'pending');
  useEffect(() => {
    if (!anyPending) return undefined;
    const timer = setInterval(() => void model.load(), 15_000);
    return () => clearInterval(timer);
  }, [anyPending, model]);
  const currencyName = new Intl.DisplayNames([lang], { type: 'currency' }).of(currency) ?? currency;
  const lead = t(direction === 'add' ? 'accountPages.topUpLead' : 'accountPages.cashOutLead', { currency: currencyName });
  const ready = model.asset.value !== null && model.recent.value !== null && payout !== undefined;
  return (
    <AccountPage title={title} lead={lead}>
      {!ready ? (
        <LoadState error={model.loadError.value} onRetry={() => void model.load()} />
      ) : (
        <>
          {direction === 'withdraw' ? <PayoutCard payout={payout ?? null} onSaved={setPayout} /> : null}
          <FundsForm direction={direction} model={model} payout={payout ?? null} />
          <Recent direction={direction} items={model.recent.value ?? []} />
        </>
      )}
    </AccountPage>
  );
}

export function TopUpPage({ title }: { title: string }) {
  return <FundsPage title={title} direction="add" />;
}

export function CashOutPage({ title }: { title: string }) {
  return <FundsPage title={title} direction="withdraw" />;
}
