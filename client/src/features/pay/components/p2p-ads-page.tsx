// /pay/p2p/ads: my ads with price, limits and methods — post a new one, edit, pause, resume or delete (delete
// asks once more inline; ads with open orders are refused by the API).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { currency } from '../../../state/preferences';
import { toast } from '../../../state/toasts';
import { createAd } from '../api/create-ad';
import { deleteAd } from '../api/delete-ad';
import { listMyAds } from '../api/list-my-ads';
import { updateAd } from '../api/update-ad';
import { fiatAssets, findAsset, loadAssets, p2pAssets, precisionOf } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import { AdsModel, P2P_METHODS, TIME_LIMITS, type TimeLimit } from '../models/p2p';
import type { CurrencyCode, P2pAd, P2pAsset } from '../models/types';
import { availableOf, refreshWallet } from '../models/wallet';
import { AmountField } from './amount-field';
import { Amount, MethodChips } from './p2p-parts';
import { ListStates, LoadError, PayPage, type PayPageProps } from './pay-page';
import { useLive } from '../../../lib/live/use-live';
import { PayStatus } from './pay-status';
import { PaymentFieldsInput } from './p2p-payment-input';

type Model = InstanceType<typeof AdsModel>;

function AdForm({ model }: { model: Model }) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const f = model.form.value;
  const errors = model.errors.value;
  const asset = findAsset(f.asset);
  const fiat = findAsset(f.fiat);
  const editing = model.editing.value !== 'new';
  const covers = model.sellCovers();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.save();
  };
  return (
    <form className="page-card stack-form pay-ad-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? t('pay.ads.editTitle') : t('pay.ads.new')}</h2>
      {f.side === 'sell' ? <p className="page-muted">{t('pay.ads.sellLocks')}</p> : null}
      {!editing ? (
        <div className="pay-form-row">
          <div className="field">
            <label htmlFor={`${id}-side`}>{t('pay.ads.side')}</label>
            <select id={`${id}-side`} value={f.side} onChange={(e) => model.set({ side: e.target.value as 'buy' | 'sell' })}>
              <option value="sell">{t('pay.ads.sideSell')}</option>
              <option value="buy">{t('pay.ads.sideBuy')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-asset`}>{t('pay.asset')}</label>
            <select id={`${id}-asset`} value={f.asset} onChange={(e) => model.set({ asset: e.target.value as P2pAsset })}>
              {p2pAssets.value.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.code}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-fiat`}>{t('pay.ads.fiat')}</label>
            <select id={`${id}-fiat`} value={f.fiat} onChange={(e) => model.set({ fiat: e.target.value as CurrencyCode })}>
              {fiatAssets.value.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.code}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <div className="pay-form-row">
        <AmountField
          label={t('pay.ads.price', { asset: f.asset, fiat: f.fiat })}
          asset={fiat}
          value={f.price}
          onChange={(v) => model.set({ price: v })}
          error={errors.price}
          name="price"
        />
        <AmountField
          label={t('pay.ads.total', { asset: f.asset })}
          asset={asset}
          value={f.total}
          onChange={(v) => model.set({ total: v })}
          error={errors.total}
          hint={asset && covers !== null ? t('pay.ads.sellBalance', { amount: formatAsset(covers, asset, lang) }) : null}
          name="total"
        />
      </div>
      <div className="pay-form-row">
        <AmountField
          label={t('pay.ads.min', { fiat: f.fiat })}
          asset={fiat}
          value={f.min}
          onChange={(v) => model.set({ min: v })}
          error={errors.min}
          name="minFiat"
        />
        <AmountField
          label={t('pay.ads.max', { fiat: f.fiat })}
          asset={fiat}
          value={f.max}
          onChange={(v) => model.set({ max: v })}
          error={errors.max}
          name="maxFiat"
        />
      </div>
      <fieldset className="page-fieldset pay-methods pay-methods--inline">
        <legend>{t('pay.ads.methods')}</legend>
        {P2P_METHODS.map((m) => (
          <label key={m} className="pay-check">
            <input
              type="checkbox"
              checked={f.methods.includes(m)}
              onChange={(e) => model.set({ methods: e.target.checked ? [...f.methods, m] : f.methods.filter((x) => x !== m) })}
            />
            {t(`pay.method.${m}`)}
          </label>
        ))}
        {errors.methods ? (
          <p className="field__error" role="alert">
            {errors.methods}
          </p>
        ) : null}
      </fieldset>
      {f.side === 'sell'
        ? f.methods.map((m) => (
            <PaymentFieldsInput
              key={m}
              method={m}
              values={f.payment[m]}
              errors={model.paymentErrors.value[m]}
              onChange={(next) => model.set({ payment: { ...f.payment, [m]: next } })}
            />
          ))
        : null}
      <div className="pay-form-row">
        <div className="field">
          <label htmlFor={`${id}-limit`}>{t('pay.ads.timeLimit')}</label>
          <select id={`${id}-limit`} value={f.timeLimit} onChange={(e) => model.set({ timeLimit: Number(e.target.value) as TimeLimit })}>
            {TIME_LIMITS.map((n) => (
              <option key={n} value={n}>
                {t('pay.ads.minutes', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <div className="field pay-grow">
          <label htmlFor={`${id}-terms`}>{t('pay.ads.terms')}</label>
          <input id={`${id}-terms`} maxLength={500} value={f.terms} onChange={(e) => model.set({ terms: e.target.value })} />
        </div>
      </div>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="pay-actions">
        <Button variant="secondary" onClick={() => model.close()}>
          {t('pay.cancel')}
        </Button>
        <Button type="submit" loading={model.busy.value === 'form'}>
          {editing ? t('pay.ads.saveChanges') : t('pay.ads.post')}
        </Button>
      </div>
    </form>
  );
}

function AdRow({ ad, model }: { ad: P2pAd; model: Model }) {
  useSignals();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const busy = model.busy.value === ad.id;
  const summary = t(ad.side === 'sell' ? 'pay.ads.summarySell' : 'pay.ads.summaryBuy', { asset: ad.asset, fiat: ad.fiat });
  return (
    <li className="pay-ad" data-status={ad.status}>
      <div className="page-row page-row--spread">
        <strong>{summary}</strong>
        <PayStatus status={ad.status} />
      </div>
      <dl className="pay-ad__facts">
        <div>
          <dt>{t('pay.p2p.price')}</dt>
          <dd>
            <Amount minor={ad.price} code={ad.fiat} />
          </dd>
        </div>
        <div>
          <dt>{t('pay.p2p.available')}</dt>
          <dd>
            <Amount minor={ad.available} code={ad.asset} /> / <Amount minor={ad.total} code={ad.asset} />
          </dd>
        </div>
        <div>
          <dt>{t('pay.p2p.limits')}</dt>
          <dd>
            <Amount minor={ad.minFiat} code={ad.fiat} /> – <Amount minor={ad.maxFiat} code={ad.fiat} />
          </dd>
        </div>
        <div>
          <dt>{t('pay.p2p.methods')}</dt>
          <dd>
            <MethodChips methods={ad.methods} />
          </dd>
        </div>
      </dl>
      {ad.side === 'sell' ? (
        <p className="page-muted" data-testid="ad-hold">
          {ad.status === 'active'
            ? t('pay.ads.holding', {
                amount: formatAsset(ad.available, { code: ad.asset, precision: precisionOf(ad.asset) }, language.value),
              })
            : t('pay.ads.pausedFree')}
        </p>
      ) : null}
      <div className="pay-actions pay-actions--start">
        {confirming ? (
          <>
            <span className="page-muted">{t('pay.ads.deleteConfirm')}</span>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('pay.cancel')}
            </Button>
            <Button size="sm" variant="danger" loading={busy} onClick={() => void model.remove(ad)}>
              {t('pay.ads.delete')}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => model.open(ad)}>
              {t('pay.ads.edit')}
            </Button>
            {ad.status === 'active' ? (
              <Button size="sm" variant="secondary" loading={busy} onClick={() => void model.pause(ad)}>
                {t('pay.ads.pause')}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" loading={busy} onClick={() => void model.resume(ad)}>
                {t('pay.ads.resume')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              {t('pay.ads.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function P2pAdsPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const model = useModel(
    () =>
      new AdsModel({
        asset: findAsset,
        available: availableOf,
        list: listMyAds,
        create: createAd,
        update: updateAd,
        remove: deleteAd,
        notify: (kind, message) => toast[kind](message),
        fiat: () => currency.peek(),
      }),
  );
  useEffect(() => {
    void loadAssets().catch(() => null);
    void refreshWallet();
    void model.load();
  }, [model]);
  // An order on one of my ads (realtime `i`) changes what the ad has left.
  useLive('balance', () => model.load());

  return (
    <PayPage
      title={title}
      lead={t('pay.ads.lead')}
      actions={
        model.editing.value === null ? (
          <Button onClick={() => model.open(null)}>
            <Plus size={16} aria-hidden="true" />
            {t('pay.ads.new')}
          </Button>
        ) : null
      }
    >
      {model.editing.value !== null ? <AdForm model={model} /> : null}
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      <ListStates items={model.ads.value} empty={<EmptyState message={t('pay.ads.none')} />}>
        {(ads) => (
          <ul className="page-list page-list--loose">
            {ads.map((ad) => (
              <AdRow key={ad.id} ad={ad} model={model} />
            ))}
          </ul>
        )}
      </ListStates>
    </PayPage>
  );
}
