// /pay/card/gift-card/my (buy a card, see my cards with codes and states, cancel one nobody redeemed) and
// /pay/card/gift-card/redeem.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { CheckCircle2, Copy, Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { toast } from '../../../state/toasts';
import { buyGiftCard } from '../api/buy-gift-card';
import { cancelGiftCard } from '../api/cancel-gift-card';
import { listGiftCards } from '../api/list-gift-cards';
import { redeemGiftCard } from '../api/redeem-gift-card';
import { assets, findAsset, loadAssets, precisionOf } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import { GiftCardsModel } from '../models/gift-cards';
import { payLinks } from '../models/links';
import type { AssetCode, GiftCard } from '../models/types';
import { availableOf, refreshWallet } from '../models/wallet';
import { AmountField, AssetSelect } from './amount-field';
import { ListStates, LoadError, PayPage, type PayPageProps } from './pay-page';
import { useLive } from '../../../lib/live/use-live';
import { PayStatus } from './pay-status';

type GiftCards = ReturnType<typeof useGiftCards>;

function useGiftCards() {
  return useModel(
    () =>
      new GiftCardsModel({
        asset: findAsset,
        available: availableOf,
        buy: buyGiftCard,
        list: listGiftCards,
        redeem: redeemGiftCard,
        cancel: cancelGiftCard,
        refresh: refreshWallet,
        notify: (kind, message) => toast[kind](message),
      }),
  );
}

function CopyCode({ code }: { code: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="pay-icon-button"
      aria-label={t('pay.gift.copyCode', { code })}
      onClick={() =>
        void navigator.clipboard?.writeText(code).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <Copy size={16} aria-hidden="true" />
      <span className="pay-icon-button__text">{copied ? t('pay.copied') : t('pay.copy')}</span>
    </button>
  );
}

/** A card I bought that nobody redeemed yet: cancel it, after a confirmation. */
function CancelCard({ card, model }: { card: GiftCard; model: GiftCards }) {
  useSignals();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const busy = model.cancelling.value === card.id;
  if (!confirming) {
    return (
      <div className="pay-actions pay-actions--start">
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          {t('pay.gift.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className="pay-actions pay-actions--start">
      <span className="page-muted">{t('pay.gift.cancelConfirm')}</span>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
        {t('pay.back')}
      </Button>
      <Button size="sm" variant="danger" loading={busy} onClick={() => void model.cancel(card)}>
        {t('pay.gift.cancel')}
      </Button>
    </div>
  );
}

function CardTile({ card, model }: { card: GiftCard; model: GiftCards }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const asset = { code: card.asset, precision: precisionOf(card.asset) };
  return (
    <li className="pay-gift" data-status={card.status} data-role={card.role}>
      <div className="pay-gift__face">
        <Gift size={20} aria-hidden="true" />
        <strong>{formatAsset(card.amount, asset, lang)}</strong>
        <PayStatus status={card.status} />
      </div>
      <div className="pay-gift__code">
        <span className="page-muted">{t('pay.gift.code')}</span>
        <code data-testid="gift-code">{card.code}</code>
        {card.status === 'cancelled' ? null : <CopyCode code={card.code} />}
      </div>
      {card.message ? <p className="pay-note">“{card.message}”</p> : null}
      <p className="page-muted">
        {card.role === 'bought'
          ? t('pay.gift.boughtOn', { date: formatTime(card.createdAt, { timeZone: timeZone.value, lang, style: 'date' }) })
          : t('pay.gift.fromBuyer', { name: card.buyer.userName })}
        {card.redeemedBy && card.role === 'bought' ? ` · ${t('pay.gift.redeemedBy', { name: card.redeemedBy.userName })}` : ''}
      </p>
      {card.role === 'bought' && card.status === 'active' ? <CancelCard card={card} model={model} /> : null}
    </li>
  );
}

export function GiftCardMyPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const model = useGiftCards();
  useEffect(() => {
    void loadAssets().catch(() => null);
    void refreshWallet();
    void model.load();
  }, [model]);
  // A card of mine redeemed by someone else (realtime `i`) or bought in another tab shows without a reload.
  useLive('balance', () => model.load());

  const asset = model.asset.value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.buy();
  };
  const bought = model.bought.value;

  return (
    <PayPage
      title={title}
      actions={
        <Link to={payLinks.giftCardRedeem} className="ui-button ui-button--secondary ui-button--md">
          {t('pay.gift.redeemLink')}
        </Link>
      }
    >
      <div className="page-split">
        <form className="page-card stack-form" onSubmit={submit} noValidate aria-labelledby={`${id}-buy`}>
          <h2 id={`${id}-buy`}>{t('pay.gift.buyTitle')}</h2>
          <p className="page-muted">{t('pay.gift.buyLead')}</p>
          <AssetSelect
            label={t('pay.asset')}
            value={model.assetCode.value}
            options={assets.value}
            onChange={(code) => (model.assetCode.value = code as AssetCode)}
          />
          <AmountField
            label={t('pay.amount')}
            asset={asset}
            value={model.amountText.value}
            onChange={(v) => (model.amountText.value = v)}
            error={model.buyError.value.amount}
            hint={
              asset
                ? `${t('pay.gift.limits', { min: formatAsset(asset.giftCardMin, asset, lang), max: formatAsset(asset.giftCardMax, asset, lang) })} · ${t('pay.available', { amount: formatAsset(availableOf(asset.code), asset, lang) })}`
                : null
            }
          />
          <div className="field">
            <label htmlFor={`${id}-message`}>{t('pay.gift.message')}</label>
            <input
              id={`${id}-message`}
              maxLength={140}
              value={model.message.value}
              onChange={(e) => (model.message.value = e.target.value)}
            />
          </div>
          {model.buyError.value.form ? (
            <p className="form-error" role="alert">
              {model.buyError.value.form}
            </p>
          ) : null}
          <Button type="submit" loading={model.busy.value === 'buy'} block>
            {asset && model.amount.value !== null
              ? t('pay.gift.buy', { amount: formatAsset(model.amount.value, asset, lang) })
              : t('pay.gift.buyPlain')}
          </Button>
          {bought ? (
            <div className="form-notice pay-bought" role="status">
              <CheckCircle2 size={16} aria-hidden="true" />
              <span>{t('pay.gift.bought')}</span>
              <code data-testid="new-gift-code">{bought.code}</code>
              <CopyCode code={bought.code} />
            </div>
          ) : null}
        </form>
        <section className="page-card" aria-labelledby={`${id}-mine`}>
          <h2 id={`${id}-mine`}>{t('pay.gift.mine')}</h2>
          {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
          <ListStates items={model.cards.value} empty={<EmptyState message={t('pay.gift.none')} icon={<Gift size={32} />} />}>
            {(cards) => (
              <ul className="page-list page-list--loose">
                {cards.map((card) => (
                  <CardTile key={card.id} card={card} model={model} />
                ))}
              </ul>
            )}
          </ListStates>
        </section>
      </div>
    </PayPage>
  );
}

export function GiftCardRedeemPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const model = useGiftCards();
  useEffect(() => {
    void loadAssets().catch(() => null);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.redeem();
  };
  const redeemed = model.redeemed.value;
  return (
    <PayPage
      title={title}
      lead={t('pay.gift.redeemLead')}
      narrow
      actions={
        <Link to={payLinks.giftCardMy} className="ui-button ui-button--secondary ui-button--md">
          {t('pay.gift.buyLink')}
        </Link>
      }
    >
      <form className="page-card stack-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('pay.gift.codeLabel')}</label>
          <input
            id={`${id}-code`}
            name="code"
            className="pay-code-input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="OSB-XXXX-XXXX-XXXX"
            maxLength={24}
            value={model.code.value}
            onChange={(e) => (model.code.value = e.target.value.toUpperCase())}
            aria-invalid={model.redeemError.value ? true : undefined}
          />
          {model.redeemError.value ? (
            <p className="field__error" role="alert">
              {model.redeemError.value}
            </p>
          ) : null}
        </div>
        <Button type="submit" loading={model.busy.value === 'redeem'} block>
          {t('pay.gift.redeem')}
        </Button>
      </form>
      {redeemed ? (
        <div className="page-card pay-done" role="status">
          <CheckCircle2 size={40} aria-hidden="true" />
          <h2>
            {t('pay.gift.redeemed', {
              amount: formatAsset(redeemed.amount, { code: redeemed.asset, precision: findAsset(redeemed.asset)?.precision ?? 0 }, lang),
            })}
          </h2>
          <p className="page-muted">{t('pay.gift.fromBuyer', { name: redeemed.buyer.userName })}</p>
          {redeemed.message ? <p className="pay-note">“{redeemed.message}”</p> : null}
        </div>
      ) : null}
    </PayPage>
  );
}
