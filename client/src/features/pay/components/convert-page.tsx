// /pay/convert/{asset}: choose the two assets and an amount, see an estimate, get a quote (rate, fee, exactly
// what arrives, and how long it holds), convert at it — or get a new one once it expired.
import { useEffect, useId, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { ArrowDownUp, CheckCircle2, Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { rates } from '../../../state/rates';
import { executeConvert } from '../api/execute-convert';
import { quoteConvert } from '../api/quote-convert';
import { assetFromPath, assets, findAsset, loadAssets } from '../models/assets';
import { ConvertModel } from '../models/convert';
import { formatAmount, formatAsset } from '../../../lib/amount';
import type { AssetCode } from '../models/types';
import { availableOf, refreshWallet } from '../models/wallet';
import { AmountField, AssetSelect } from './amount-field';
import { PayPage, type PayPageProps } from './pay-page';

/** How often the countdown redraws. */
const COUNTDOWN_TICK_MS = 250;

export function ConvertPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const params = useParams();
  const model = useModel(
    () =>
      new ConvertModel({
        asset: findAsset,
        available: availableOf,
        rates: () => rates.value,
        quote: quoteConvert,
        execute: executeConvert,
        refresh: refreshWallet,
        now: () => Date.now(),
      }),
  );
  const splat = params['*'];
  useEffect(() => {
    void loadAssets()
      .then(() => {
        const code = assetFromPath(splat);
        if (code) model.setFrom(code);
      })
      .catch(() => null);
    void refreshWallet();
  }, [model, splat]);
  const hasQuote = !!model.quote.value;
  useEffect(() => {
    if (!hasQuote) return;
    const timer = setInterval(() => model.tick(), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [model, hasQuote]);

  const from = model.fromAsset.value;
  const to = model.toAsset.value;
  const quote = model.quote.value;
  const estimate = model.estimate.value;
  const error = model.error.value;
  const available = from ? availableOf(from.code) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.getQuote();
  };

  return (
    <PayPage title={title} lead={t('pay.convert.lead')} narrow>
      {model.result.value && !quote ? (
        <p className="form-notice page-row pay-banner" role="status">
          <CheckCircle2 size={16} aria-hidden="true" />
          {t('pay.convert.done', {
            from: formatAsset(
              model.result.value.amount,
              { code: model.result.value.asset, precision: findAsset(model.result.value.asset)?.precision ?? 0 },
              lang,
            ),
            to: formatAsset(
              model.result.value.counterAmount ?? 0,
              { code: model.result.value.counterAsset ?? '', precision: findAsset(model.result.value.counterAsset)?.precision ?? 0 },
              lang,
            ),
          })}
        </p>
      ) : null}
      <form className="page-card stack-form" onSubmit={submit} noValidate>
        <AssetSelect
          label={t('pay.convert.from')}
          name="from"
          value={model.from.value}
          options={assets.value}
          onChange={(code) => model.setFrom(code as AssetCode)}
        />
        <AmountField
          label={t('pay.amount')}
          asset={from}
          value={model.amountText.value}
          onChange={(v) => {
            model.amountText.value = v;
            model.clearQuote();
          }}
          hint={from ? t('pay.available', { amount: formatAsset(available, from, lang) }) : null}
          onMax={
            from
              ? () => {
                  model.amountText.value = formatAmount(available, from.precision, lang);
                  model.clearQuote();
                }
              : undefined
          }
        />
        <Button variant="ghost" size="sm" className="pay-swap" onClick={() => model.swap()} aria-label={t('pay.convert.swap')}>
          <ArrowDownUp size={18} aria-hidden="true" />
        </Button>
        <AssetSelect
          label={t('pay.convert.to')}
          name="to"
          value={model.to.value}
          options={assets.value.filter((a) => a.code !== model.from.value)}
          onChange={(code) => {
            model.to.value = code as AssetCode;
            model.clearQuote();
          }}
        />
        {!quote && to && estimate ? (
          <p className="page-muted" aria-live="polite">
            {t('pay.convert.estimate', { amount: formatAsset(estimate.receive, to, lang) })} · {t('pay.fee')}:{' '}
            {from ? formatAsset(estimate.fee, from, lang) : ''}
          </p>
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            {error === 'same' ? t('pay.convert.same') : error}
          </p>
        ) : null}
        {!quote ? (
          <Button type="submit" loading={model.busy.value} block>
            {t('pay.convert.getQuote')}
          </Button>
        ) : null}
      </form>

      {quote && from && to ? (
        <section className="page-card pay-quote" aria-labelledby={`${id}-quote`} data-expired={model.expired.value || undefined}>
          <h2 id={`${id}-quote`}>
            {t('pay.convert.rate', {
              from: from.code,
              rate: new Intl.NumberFormat(lang, { maximumSignificantDigits: 8 }).format(quote.rate),
              to: to.code,
            })}
          </h2>
          <dl className="page-summary pay-summary">
            <div>
              <dt>{t('pay.amount')}</dt>
              <dd>{formatAsset(quote.amount, from, lang)}</dd>
            </div>
            <div>
              <dt>{t('pay.fee')}</dt>
              <dd>{formatAsset(quote.fee, from, lang)}</dd>
            </div>
            <div className="pay-summary__total">
              <dt>{t('pay.convert.receive')}</dt>
              <dd data-testid="quote-receive">{formatAsset(quote.receive, to, lang)}</dd>
            </div>
          </dl>
          {model.expired.value ? (
            <>
              <p className="form-error" role="alert">
                {t('pay.convert.expired')}
              </p>
              <Button onClick={() => void model.getQuote()} loading={model.busy.value} block>
                {t('pay.convert.newQuote')}
              </Button>
            </>
          ) : (
            <>
              <p className="pay-countdown" role="timer" aria-live="off">
                <Clock size={16} aria-hidden="true" />
                {t('pay.convert.validFor', { seconds: Math.ceil(model.msLeft.value / 1000) })}
              </p>
              <div className="pay-actions">
                <Button variant="secondary" onClick={() => model.clearQuote()}>
                  {t('pay.cancel')}
                </Button>
                <Button onClick={() => void model.execute()} loading={model.busy.value}>
                  {t('pay.convert.execute')}
                </Button>
              </div>
            </>
          )}
        </section>
      ) : null}
    </PayPage>
  );
}
