// /pay/p2p/live: live offers of other traders filtered by side, asset, fiat, payment method and amount; taking
// one opens a panel to choose the amount and method, and creating the order opens its page. The offers stay live.
import { useEffect, useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { currency } from '../../../state/preferences';
import { createOrder } from '../api/create-order';
import { listOffers } from '../api/list-offers';
import { fiatAssets, findAsset, loadAssets, p2pAssets } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import { maxOrderFiat } from '../models/fees';
import { payLinks } from '../models/links';
import { OffersModel, P2P_METHODS } from '../models/p2p';
import type { CurrencyCode, P2pAd, P2pAsset, P2pMethod } from '../models/types';
import { availableOf, refreshWallet } from '../models/wallet';
import { AmountField } from './amount-field';
import { Amount, MethodChips, TraderLine } from './p2p-parts';
import { ListStates, LoadError, PayPage, type PayPageProps } from './pay-page';
import { useLive } from '../../../lib/live/use-live';
import { PaymentFieldsInput } from './p2p-payment-input';

/** How often the offers (their available amounts) are looked at again while the page is visible. */
const OFFERS_POLL_MS = 30_000;

type Model = InstanceType<typeof OffersModel>;

function TakePanel({ ad, model }: { ad: P2pAd; model: Model }) {
  useSignals();
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const lang = language.value;
  const asset = findAsset(ad.asset);
  const fiat = findAsset(ad.fiat);
  if (!asset || !fiat) return null;
  const buying = ad.side === 'sell';
  const receive = model.takeReceive.value;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const orderId = await model.createOrder();
    if (orderId) void navigate(payLinks.p2pOrder(orderId));
  };
  return (
    <form
      className="pay-take stack-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('pay.p2p.takeTitle', {
        action: t(buying ? 'pay.p2p.buyAsset' : 'pay.p2p.sellAsset', { asset: ad.asset }),
        name: ad.owner.userName,
      })}
    >
      <AmountField
        label={buying ? t('pay.p2p.youPay') : t('pay.p2p.youGet', { fiat: ad.fiat })}
        asset={fiat}
        value={model.takeText.value}
        onChange={(v) => (model.takeText.value = v)}
        hint={`${t('pay.p2p.limits')}: ${formatAsset(ad.minFiat, fiat, lang)} – ${formatAsset(maxOrderFiat(ad, asset.precision), fiat, lang)}`}
        name="fiatAmount"
      />
      <p className="page-muted" aria-live="polite">
        {buying ? t('pay.p2p.youReceive') : t('pay.p2p.youSell')}: <strong>{formatAsset(receive ?? 0, asset, lang)}</strong>
        {!buying ? ` · ${t('pay.available', { amount: formatAsset(availableOf(asset.code), asset, lang) })}` : ''}
      </p>
      <div className="field">
        <label htmlFor={`${id}-method`}>{t('pay.p2p.method')}</label>
        <select id={`${id}-method`} value={model.takeMethod.value} onChange={(e) => (model.takeMethod.value = e.target.value as P2pMethod)}>
          <option value="" disabled>
            —
          </option>
          {ad.methods.map((m) => (
            <option key={m} value={m}>
              {t(`pay.method.${m}`)}
            </option>
          ))}
        </select>
      </div>
      {!buying && model.takeMethod.value ? (
        <PaymentFieldsInput
          method={model.takeMethod.value}
          values={model.takePayment.value}
          errors={model.takePaymentErrors.value}
          onChange={(next) => (model.takePayment.value = next)}
        />
      ) : null}
      {ad.terms ? (
        <p className="pay-note">
          <strong>{t('pay.p2p.terms')}:</strong> {ad.terms}
        </p>
      ) : null}
      <p className="page-muted">{t('pay.p2p.timeLimit', { count: ad.timeLimitMin })}</p>
      {model.takeError.value ? (
        <p className="form-error" role="alert">
          {model.takeError.value}
        </p>
      ) : null}
      <div className="pay-actions">
        <Button variant="secondary" onClick={() => model.take(null)}>
          {t('pay.cancel')}
        </Button>
        <Button type="submit" loading={model.busy.value}>
          {t('pay.p2p.createOrder')}
        </Button>
      </div>
    </form>
  );
}

function OfferRow({ ad, model }: { ad: P2pAd; model: Model }) {
  useSignals();
  const t = useT();
  const asset = findAsset(ad.asset);
  const open = model.taking.value?.id === ad.id;
  const actionLabel = t(ad.side === 'sell' ? 'pay.p2p.buyAsset' : 'pay.p2p.sellAsset', { asset: ad.asset });
  return (
    <li className="pay-offer" data-open={open || undefined}>
      <div className="pay-offer__row">
        <TraderLine trader={ad.owner} />
        <div className="pay-offer__price">
          <span className="page-muted">{t('pay.p2p.price')}</span>
          <strong>
            <Amount minor={ad.price} code={ad.fiat} />
          </strong>
        </div>
        <div className="pay-offer__limits">
          <span>
            <span className="page-muted">{t('pay.p2p.available')} </span>
            <Amount minor={ad.available} code={ad.asset} />
          </span>
          <span>
            <span className="page-muted">{t('pay.p2p.limits')} </span>
            <Amount minor={ad.minFiat} code={ad.fiat} /> –{' '}
            <Amount minor={asset ? maxOrderFiat(ad, asset.precision) : ad.maxFiat} code={ad.fiat} />
          </span>
          <MethodChips methods={ad.methods} />
        </div>
        {!open ? (
          <Button
            variant={ad.side === 'sell' ? 'primary' : 'danger'}
            onClick={() => model.take(ad)}
            aria-label={`${actionLabel} · @${ad.owner.userName}`}
          >
            {actionLabel}
          </Button>
        ) : null}
      </div>
      {open ? <TakePanel ad={ad} model={model} /> : null}
    </li>
  );
}

export function P2pLivePage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const model = useModel(
    () => new OffersModel({ asset: findAsset, available: availableOf, list: listOffers, createOrder, fiat: () => currency.peek() }),
  );
  useEffect(() => {
    void loadAssets().catch(() => null);
    void refreshWallet();
    void model.load();
  }, [model]);
  // Other people's ads fill and refill on the server with no frame to this page: look again while it is shown.
  useLive('balance', () => model.load(), { intervalMs: OFFERS_POLL_MS });

  const fiat = findAsset(model.fiat.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.load();
  };
  const setSide = (side: 'buy' | 'sell') => {
    model.side.value = side;
    model.take(null);
    void model.load();
  };

  return (
    <PayPage title={title} lead={t('pay.p2p.liveLead', { assets: p2pAssets.value.map((a) => a.code).join(', ') || 'USDT, OSBT' })}>
      <div className="pay-segmented" role="group" aria-label={t('pay.p2p.sideLabel')}>
        <button type="button" aria-pressed={model.side.value === 'buy'} onClick={() => setSide('buy')}>
          {t('pay.p2p.buy')}
        </button>
        <button type="button" aria-pressed={model.side.value === 'sell'} onClick={() => setSide('sell')}>
          {t('pay.p2p.sell')}
        </button>
      </div>
      <form className="pay-filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-asset`}>{t('pay.asset')}</label>
          <select
            id={`${id}-asset`}
            value={model.asset.value}
            onChange={(e) => {
              model.asset.value = e.target.value as P2pAsset;
              void model.load();
            }}
          >
            {(p2pAssets.value.length ? p2pAssets.value : [{ code: 'USDT' }, { code: 'OSBT' }]).map((a) => (
              <option key={a.code} value={a.code}>
                {a.code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-fiat`}>{model.side.value === 'buy' ? t('pay.p2p.fiat') : t('pay.p2p.fiatSell')}</label>
          <select
            id={`${id}-fiat`}
            value={model.fiat.value}
            onChange={(e) => {
              model.fiat.value = e.target.value as CurrencyCode;
              void model.load();
            }}
          >
            {fiatAssets.value.map((a) => (
              <option key={a.code} value={a.code}>
                {a.code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-method`}>{t('pay.p2p.method')}</label>
          <select
            id={`${id}-method`}
            value={model.method.value}
            onChange={(e) => {
              model.method.value = e.target.value as P2pMethod | '';
              void model.load();
            }}
          >
            <option value="">{t('pay.p2p.anyMethod')}</option>
            {P2P_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`pay.method.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('pay.p2p.amountFilter', { fiat: fiat?.code ?? model.fiat.value })}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={model.amountText.value}
            onChange={(e) => (model.amountText.value = e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" loading={model.loading.value}>
          {t('pay.p2p.search')}
        </Button>
      </form>
      {model.error.value ? <LoadError message={model.error.value} onRetry={() => void model.load()} /> : null}
      <ListStates items={model.offers.value} empty={<EmptyState message={t('pay.p2p.noOffers')} />}>
        {(offers) => (
          <ul className="page-list page-list--loose">
            {offers.map((ad) => (
              <OfferRow key={ad.id} ad={ad} model={model} />
            ))}
          </ul>
        )}
      </ListStates>
    </PayPage>
  );
}
