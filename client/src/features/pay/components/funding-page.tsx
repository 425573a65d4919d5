// /pay/add/{asset} and /pay/withdraw/{asset}: pick a method (its fee, limits and settle time on the card), the
// amount, the card or destination; the fee and totals show before confirming, and a withdrawal has send's review
// step (?step=review, so browser Back returns to the form); recent ones follow their pending → completed/failed
// lifecycle.
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useFlowStep } from '../../../components/ui/use-flow-step';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { getPayout } from '../../../lib/api/calls/get-payout';
import { toast } from '../../../state/toasts';
import { addMoney } from '../api/add-money';
import { listActivity } from '../api/list-activity';
import { withdrawMoney } from '../api/withdraw-money';
import { assetFromPath, assets, DEFAULT_ASSET, findAsset, loadAssets } from '../models/assets';
import { durationText } from '../models/describe';
import { payLinks } from '../models/links';
import { largestBefore } from '../models/fees';
import { FundingModel, type Direction, type WithdrawReview } from '../models/funding';
import { formatAmount, formatAsset } from '../../../lib/amount';
import type { AssetCode } from '../models/types';
import { availableOf, refreshWallet } from '../models/wallet';
import { AmountField, AssetSelect } from './amount-field';
import { LimitNote } from './limit-note';
import { MovementList } from './movement-list';
import { PayStatus } from './pay-status';
import { ListStates, PayPage, type PayPageProps } from './pay-page';
import { useLive } from '../../../lib/live/use-live';

/** While something is pending, look again this often (settling happens on the server's clock). */
const PENDING_POLL_MS = 5_000;

type Funding = InstanceType<typeof FundingModel>;

/** The withdrawal's review step: what leaves the balance, the fee, what arrives and where, before it is sent. */
function WithdrawReviewCard({
  model,
  reviewed,
  onBack,
  onConfirm,
}: {
  model: Funding;
  reviewed: WithdrawReview;
  onBack: () => void;
  onConfirm: () => void;
}) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const { asset, terms } = reviewed;
  const error = model.errors.value.form;
  return (
    <section className="page-card pay-confirm" aria-labelledby={`${id}-confirm`}>
      <h2 id={`${id}-confirm`}>{t('pay.withdraw.confirmTitle')}</h2>
      <dl className="page-summary pay-summary">
        <div>
          <dt>{t('pay.withdraw.method')}</dt>
          <dd>{t(`pay.method.${terms.method}`)}</dd>
        </div>
        <div>
          <dt>{t(terms.method === 'crypto' ? 'pay.withdraw.destinationCrypto' : 'pay.withdraw.destinationBank')}</dt>
          <dd className="page-break">{reviewed.destination}</dd>
        </div>
        <div>
          <dt>{t('pay.withdraw.received')}</dt>
          <dd>{formatAsset(reviewed.amount, asset, lang)}</dd>
        </div>
        <div>
          <dt>{t('pay.fee')}</dt>
          <dd>{formatAsset(reviewed.fee, asset, lang)}</dd>
        </div>
        <div className="pay-summary__total">
          <dt>{t('pay.withdraw.deducted')}</dt>
          <dd>{formatAsset(reviewed.total, asset, lang)}</dd>
        </div>
      </dl>
      <p className="page-muted">{t('pay.withdraw.arrives', { time: durationText(terms.settleMs) })}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="pay-actions">
        <Button variant="secondary" onClick={onBack} disabled={model.busy.value}>
          {t('pay.back')}
        </Button>
        <Button onClick={onConfirm} loading={model.busy.value}>
          {t('pay.withdraw.submit', { amount: formatAsset(reviewed.amount, asset, lang) })}
        </Button>
      </div>
    </section>
  );
}

/** The payment this page just started, followed to its end without a reload (the live poll below refreshes it):
 *  pending with when it should settle, then credited (or paid out) with the new balance, or failed. */
function Tracker({ model, withdrawing }: { model: InstanceType<typeof FundingModel>; withdrawing: boolean }) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const movement = model.tracked.value;
  const started = model.started.value;
  const asset = movement ? findAsset(movement.asset) : undefined;
  if (!movement || !started || !asset) return null;
  const amount = formatAsset(movement.amount, asset, lang);
  const balance = formatAsset(availableOf(asset.code), asset, lang);
  const status = movement.status;
  return (
    <section className="page-card pay-tracker" aria-labelledby={`${id}-tracker`} data-status={status}>
      <h2 id={`${id}-tracker`} className="page-row page-row--loose">
        {t(withdrawing ? 'pay.track.withdrawTitle' : 'pay.track.addTitle', { amount })}
        <PayStatus status={status} />
      </h2>
      <p role="status">
        {status === 'pending'
          ? t(withdrawing ? 'pay.track.withdrawPending' : 'pay.track.addPending', { time: durationText(started.settleMs) })
          : status === 'completed'
            ? t(withdrawing ? 'pay.track.withdrawDone' : 'pay.track.addDone', { amount, balance })
            : t(withdrawing ? 'pay.track.withdrawFailed' : 'pay.track.addFailed', { balance })}
      </p>
      {status === 'pending' ? (
        <p className="page-muted">{t('pay.track.live')}</p>
      ) : (
        <Link to={payLinks.receipt(movement.id)}>{t('pay.track.receipt')}</Link>
      )}
    </section>
  );
}

function FundingScreen({ title, direction }: PayPageProps & { direction: Direction }) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const params = useParams();
  const model = useModel(
    () =>
      new FundingModel({
        direction,
        asset: findAsset,
        available: availableOf,
        add: addMoney,
        withdraw: withdrawMoney,
        list: listActivity,
        refresh: refreshWallet,
        notify: (kind, message) => toast[kind](message),
        duration: durationText,
      }),
  );
  const splat = params['*'];
  useEffect(() => {
    void loadAssets()
      .then(() => model.setAsset(assetFromPath(splat) ?? DEFAULT_ASSET))
      .catch(() => null);
    void refreshWallet();
    void model.loadRecent();
  }, [model, splat]);
  useEffect(() => {
    if (direction !== 'withdraw') return;
    getPayout().then(
      (payout) => model.suggestDestination(payout?.accountNumber ?? null),
      () => null,
    );
  }, [model, direction]);
  useLive(
    'balance',
    async () => {
      await model.loadRecent();
      await refreshWallet();
    },
    { intervalMs: PENDING_POLL_MS, active: model.anyPending.value },
  );

  // The withdrawal's review step is a history entry (?step=review): browser Back returns to the form.
  const review = useFlowStep('review', model.edit);
  const asset = model.asset.value;
  const terms = model.terms.value;
  const quote = model.quote.value;
  const errors = model.errors.value;
  const withdrawing = direction === 'withdraw';
  const available = asset ? availableOf(asset.code) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit().then((ok) => {
      if (ok && withdrawing) review.enter();
    });
  };
  const reviewed = withdrawing ? model.reviewed.value : null;

  return (
    <PayPage title={title} lead={t(withdrawing ? 'pay.withdraw.lead' : 'pay.add.lead')}>
      <div className="page-split">
        {reviewed ? (
          <WithdrawReviewCard
            model={model}
            reviewed={reviewed}
            onBack={() => (review.active ? review.leave() : model.edit())}
            onConfirm={() =>
              void model.confirm().then((ok) => {
                if (ok) review.drop();
              })
            }
          />
        ) : (
          <form className="page-card stack-form" onSubmit={submit} noValidate>
            <AssetSelect
              label={t('pay.asset')}
              value={model.assetCode.value}
              options={assets.value}
              onChange={(code) => model.setAsset(code as AssetCode)}
            />
            {asset && model.methods.value.length === 0 ? (
              <p className="form-error">{t('pay.flow.unavailable', { code: asset.code })}</p>
            ) : null}
            {asset && terms ? (
              <fieldset className="page-fieldset pay-methods">
                <legend>{t('pay.flow.method')}</legend>
                {model.methods.value.map((m) => (
                  <label key={m.method} className="choice" data-checked={terms.method === m.method}>
                    <input
                      type="radio"
                      name="method"
                      value={m.method}
                      checked={terms.method === m.method}
                      onChange={() => (model.method.value = m.method)}
                    />
                    <span className="choice__main">
                      <strong>{t(`pay.method.${m.method}`)}</strong>
                      <span className="pay-method__terms">
                        {m.feeBps === 0 && m.feeFixed === 0
                          ? t('pay.flow.free')
                          : t('pay.flow.feeLine', {
                              fee: [m.feeBps ? `${m.feeBps / 100}%` : '', m.feeFixed ? formatAsset(m.feeFixed, asset, lang) : '']
                                .filter(Boolean)
                                .join(' + '),
                            })}
                        {' · '}
                        {t('pay.flow.settle', { time: durationText(m.settleMs) })}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {asset && terms ? (
              <>
                <AmountField
                  label={t('pay.amount')}
                  asset={asset}
                  value={model.amountText.value}
                  onChange={(v) => {
                    model.amountText.value = v;
                    model.clearError('amount');
                  }}
                  error={errors.amount}
                  hint={
                    withdrawing
                      ? `${t('pay.available', { amount: formatAsset(available, asset, lang) })} · ${t('pay.flow.limits', { min: formatAsset(terms.min, asset, lang), max: formatAsset(terms.max, asset, lang) })}`
                      : t('pay.flow.limits', { min: formatAsset(terms.min, asset, lang), max: formatAsset(terms.max, asset, lang) })
                  }
                  onMax={
                    withdrawing
                      ? () =>
                          (model.amountText.value = formatAmount(
                            Math.min(terms.max, largestBefore(available, terms.feeBps, terms.feeFixed)),
                            asset.precision,
                            lang,
                          ))
                      : undefined
                  }
                />
                {withdrawing ? <LimitNote kind="withdraw" /> : null}
                {!withdrawing && terms.method === 'card' ? (
                  <div className="field">
                    <label htmlFor={`${id}-card`}>{t('pay.add.cardNumber')}</label>
                    <input
                      id={`${id}-card`}
                      name="card"
                      inputMode="numeric"
                      autoComplete="cc-number"
                      placeholder="4242 4242 4242 4242"
                      value={model.card.value}
                      onChange={(e) => {
                        model.card.value = e.target.value;
                        model.clearError('card');
                      }}
                      aria-invalid={errors.card ? true : undefined}
                    />
                    {errors.card ? (
                      <p className="field__error" role="alert">
                        {errors.card}
                      </p>
                    ) : (
                      <p className="field__hint">{t('pay.add.cardHint')}</p>
                    )}
                  </div>
                ) : null}
                {!withdrawing && terms.method === 'bank' ? (
                  <p className="form-notice">{t('pay.add.bankInstructions', { time: durationText(terms.settleMs) })}</p>
                ) : null}
                {!withdrawing && terms.method === 'crypto' ? (
                  <p className="form-notice page-break">
                    {t('pay.add.cryptoInstructions', { code: asset.code, time: durationText(terms.settleMs) })}
                  </p>
                ) : null}
                {withdrawing ? (
                  <div className="field">
                    <label htmlFor={`${id}-dest`}>
                      {t(terms.method === 'crypto' ? 'pay.withdraw.destinationCrypto' : 'pay.withdraw.destinationBank')}
                    </label>
                    <input
                      id={`${id}-dest`}
                      name="destination"
                      autoComplete="off"
                      spellCheck={false}
                      value={model.destination.value}
                      onChange={(e) => {
                        model.destination.value = e.target.value;
                        model.clearError('destination');
                      }}
                      aria-invalid={errors.destination ? true : undefined}
                    />
                    {errors.destination ? (
                      <p className="field__error" role="alert">
                        {errors.destination}
                      </p>
                    ) : null}
                  </div>
                ) : null}
                {quote ? (
                  <dl className="page-summary pay-summary" aria-live="polite">
                    <div>
                      <dt>{t('pay.fee')}</dt>
                      <dd>{formatAsset(quote.fee, asset, lang)}</dd>
                    </div>
                    <div className="pay-summary__total">
                      <dt>{t(withdrawing ? 'pay.withdraw.deducted' : 'pay.add.charged')}</dt>
                      <dd>{formatAsset(quote.total, asset, lang)}</dd>
                    </div>
                    <div>
                      <dt>{t(withdrawing ? 'pay.withdraw.received' : 'pay.add.youGet')}</dt>
                      <dd>{formatAsset(quote.amount, asset, lang)}</dd>
                    </div>
                  </dl>
                ) : null}
                {errors.form ? (
                  <p className="form-error" role="alert">
                    {errors.form}
                  </p>
                ) : null}
                <Button type="submit" loading={model.busy.value} block>
                  {withdrawing
                    ? t('pay.send.review')
                    : t('pay.add.submit', { amount: quote ? formatAsset(quote.amount, asset, lang) : asset.code })}
                </Button>
              </>
            ) : null}
          </form>
        )}
        <Tracker model={model} withdrawing={withdrawing} />
        <section className="page-card" aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`}>{t(withdrawing ? 'pay.flow.recentWithdrawals' : 'pay.flow.recentAdds')}</h2>
          <ListStates items={model.recent.value} empty={<p className="page-muted">{t('pay.flow.none')}</p>}>
            {(items) => <MovementList items={items} />}
          </ListStates>
        </section>
      </div>
    </PayPage>
  );
}

export function AddPage({ title }: PayPageProps) {
  return <FundingScreen title={title} direction="add" />;
}

export function WithdrawPage({ title }: PayPageProps) {
  return <FundingScreen title={title} direction="withdraw" />;
}
