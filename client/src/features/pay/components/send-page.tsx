// /pay/send/{asset}: to a username or a saved recipient; a confirmation with the amount, the fee and who the
// recipient is (avatar, verified badge, country) before anything moves (?step=review, so browser Back returns to
// the form); then the result.
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useFlowStep } from '../../../components/ui/use-flow-step';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { listRecipients } from '../api/list-recipients';
import { previewSend } from '../api/preview-send';
import { saveRecipient } from '../api/save-recipient';
import { sendMoney } from '../api/send-money';
import { assetFromPath, assets, DEFAULT_ASSET, findAsset, loadAssets } from '../models/assets';
import { formatAmount, formatAsset } from '../../../lib/amount';
import { largestBefore } from '../models/fees';
import { payLinks } from '../models/links';
import { SendModel } from '../models/send';
import { availableOf, refreshWallet, wallet } from '../models/wallet';
import { AmountField, AssetSelect } from './amount-field';
import { LimitNote } from './limit-note';
import { PartyLine } from './party';
import { PayPage, type PayPageProps } from './pay-page';

export function SendPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const params = useParams();
  const model = useModel(
    () =>
      new SendModel({
        asset: findAsset,
        available: availableOf,
        me: () => user.peek()?.userName,
        preview: previewSend,
        send: sendMoney,
        recipients: listRecipients,
        saveRecipient,
        refresh: refreshWallet,
      }),
  );
  const splat = params['*'];
  useEffect(() => {
    void loadAssets()
      .then(() => {
        model.assetCode.value = assetFromPath(splat) ?? DEFAULT_ASSET;
      })
      .catch(() => null);
    if (!wallet.peek()) void refreshWallet();
    void model.loadRecipients();
  }, [model, splat]);

  // The review step is a history entry (?step=review): browser Back returns to the form with what was typed.
  const review = useFlowStep('review', model.edit);
  const asset = model.asset.value;
  const errors = model.errors.value;
  const step = model.step.value;
  const preview = model.preview.value;
  const estimate = model.estimate.value;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.review().then((ok) => {
      if (ok) review.enter();
    });
  };
  const confirm = () =>
    void model.confirm().then((ok) => {
      if (ok) review.drop();
    });

  if (step === 'done' && model.result.value && preview) {
    return (
      <PayPage title={title} narrow>
        <div className="page-card pay-done" role="status">
          <CheckCircle2 size={40} aria-hidden="true" />
          <h2>{t('pay.send.done')}</h2>
          <p>
            {t('pay.send.doneLead', {
              amount: formatAsset(preview.amount, { code: preview.asset, precision: asset?.precision ?? 0 }, lang),
              name: preview.recipient.userName,
            })}
          </p>
          <div className="pay-actions">
            <Button onClick={() => model.again()}>{t('pay.send.again')}</Button>
            <Link to={payLinks.activity} className="ui-button ui-button--secondary ui-button--md">
              {t('pay.send.seeActivity')}
            </Link>
          </div>
        </div>
      </PayPage>
    );
  }

  if (step === 'confirm' && preview && asset) {
    return (
      <PayPage title={title} narrow>
        <section className="page-card pay-confirm" aria-labelledby={`${id}-confirm`}>
          <h2 id={`${id}-confirm`}>{t('pay.send.confirmTitle')}</h2>
          <PartyLine party={preview.recipient} size={48} />
          <dl className="page-summary pay-summary">
            <div>
              <dt>{t('pay.send.youSend')}</dt>
              <dd>{formatAsset(preview.amount, asset, lang)}</dd>
            </div>
            <div>
              <dt>{t('pay.fee')}</dt>
              <dd>{formatAsset(preview.fee, asset, lang)}</dd>
            </div>
            <div className="pay-summary__total">
              <dt>{t('pay.send.total')}</dt>
              <dd>{formatAsset(preview.total, asset, lang)}</dd>
            </div>
            <div>
              <dt>{t('pay.send.theyGet', { name: preview.recipient.userName })}</dt>
              <dd>{formatAsset(preview.amount, asset, lang)}</dd>
            </div>
          </dl>
          {model.note.value.trim() ? <p className="pay-note">“{model.note.value.trim()}”</p> : null}
          {!model.isSaved.value ? (
            <label className="pay-check">
              <input type="checkbox" checked={model.remember.value} onChange={(e) => (model.remember.value = e.target.checked)} />
              {t('pay.send.saveRecipient', { name: preview.recipient.userName })}
            </label>
          ) : null}
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <div className="pay-actions">
            <Button variant="secondary" onClick={() => (review.active ? review.leave() : model.edit())} disabled={model.busy.value}>
              {t('pay.back')}
            </Button>
            <Button onClick={confirm} loading={model.busy.value}>
              {t('pay.send.confirm', { amount: formatAsset(preview.amount, asset, lang) })}
            </Button>
          </div>
        </section>
      </PayPage>
    );
  }

  const available = asset ? availableOf(asset.code) : 0;
  return (
    <PayPage title={title} lead={t('pay.send.lead')} narrow>
      <form className="page-card stack-form" onSubmit={submit} noValidate>
        <AssetSelect
          label={t('pay.asset')}
          value={model.assetCode.value}
          options={assets.value}
          onChange={(code) => (model.assetCode.value = code as typeof model.assetCode.value)}
        />
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('pay.send.to')}</label>
          <div className="field__prefixed">
            <span aria-hidden="true">@</span>
            <input
              id={`${id}-to`}
              name="userName"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={model.userName.value}
              onChange={(e) => (model.userName.value = e.target.value.toLowerCase())}
              aria-invalid={errors.userName ? true : undefined}
              aria-describedby={`${id}-to-note`}
            />
          </div>
          {errors.userName ? (
            <p className="field__error" id={`${id}-to-note`} role="alert">
              {errors.userName}
            </p>
          ) : (
            <p className="field__hint" id={`${id}-to-note`}>
              {t('pay.send.toHint')}
            </p>
          )}
        </div>
        {model.recipients.value.length > 0 ? (
          <div className="pay-recipients" role="group" aria-label={t('pay.send.saved')}>
            {model.recipients.value.map((r) => (
              <button
                type="button"
                key={r.id}
                className="pay-recipient"
                aria-pressed={model.userName.value === r.party.userName}
                onClick={() => (model.userName.value = r.party.userName)}
              >
                <PartyLine party={r.party} size={24}>
                  {r.label || null}
                </PartyLine>
              </button>
            ))}
          </div>
        ) : null}
        <AmountField
          label={t('pay.amount')}
          asset={asset}
          value={model.amountText.value}
          onChange={(v) => (model.amountText.value = v)}
          error={errors.amount}
          hint={asset ? t('pay.available', { amount: formatAsset(available, asset, lang) }) : null}
          onMax={
            asset
              ? () => (model.amountText.value = formatAmount(largestBefore(available, asset.sendFeeBps), asset.precision, lang))
              : undefined
          }
        />
        <LimitNote kind="send" />
        {asset && estimate ? (
          <p className="page-muted" aria-live="polite">
            {t('pay.fee')}: {formatAsset(estimate.fee, asset, lang)} · {t('pay.total')}: {formatAsset(estimate.total, asset, lang)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('pay.note')}</label>
          <input
            id={`${id}-note`}
            name="note"
            maxLength={140}
            value={model.note.value}
            onChange={(e) => (model.note.value = e.target.value)}
          />
        </div>
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" loading={model.busy.value} block>
          {t('pay.send.review')}
        </Button>
      </form>
    </PayPage>
  );
}
