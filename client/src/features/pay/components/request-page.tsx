// /pay/request/{asset}: ask someone for money; requests to me wait here as pending with Pay (after a
// confirmation of amount and fee) and Decline; my own show their outcome.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { closeModal, openModal } from '../../../state/modal';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { createRequest } from '../api/create-request';
import { declineRequest } from '../api/decline-request';
import { listRequests } from '../api/list-requests';
import { payRequest } from '../api/pay-request';
import { assetFromPath, assets, DEFAULT_ASSET, findAsset, loadAssets, precisionOf } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import { RequestsModel } from '../models/requests';
import type { PayRequest } from '../models/types';
import { availableOf, refreshWallet } from '../models/wallet';
import { AmountField, AssetSelect } from './amount-field';
import { PartyLine } from './party';
import { ListStates, LoadError, PayPage, type PayPageProps } from './pay-page';
import { PayStatus } from './pay-status';
import { useLive } from '../../../lib/live/use-live';

type Model = InstanceType<typeof RequestsModel>;

function PayConfirm({ request, model }: { request: PayRequest; model: Model }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const asset = { code: request.asset, precision: precisionOf(request.asset) };
  const total = request.amount + request.fee;
  return (
    <div className="pay-dialog">
      <h2>{t('pay.request.payTitle', { name: request.requester.userName })}</h2>
      <PartyLine party={request.requester} size={40} />
      <p>{t('pay.request.payLead', { name: request.requester.userName, amount: formatAsset(request.amount, asset, lang) })}</p>
      {request.note ? <p className="pay-note">“{request.note}”</p> : null}
      <dl className="page-summary pay-summary">
        <div>
          <dt>{t('pay.amount')}</dt>
          <dd>{formatAsset(request.amount, asset, lang)}</dd>
        </div>
        <div>
          <dt>{t('pay.fee')}</dt>
          <dd>{formatAsset(request.fee, asset, lang)}</dd>
        </div>
        <div className="pay-summary__total">
          <dt>{t('pay.send.total')}</dt>
          <dd>{formatAsset(total, asset, lang)}</dd>
        </div>
      </dl>
      <p className="field__hint">{t('pay.available', { amount: formatAsset(availableOf(request.asset), asset, lang) })}</p>
      <div className="pay-actions">
        <Button variant="secondary" onClick={closeModal}>
          {t('pay.cancel')}
        </Button>
        <Button loading={model.busy.value === request.id} onClick={() => void model.pay(request.id).then((ok) => ok && closeModal())}>
          {t('pay.request.payConfirm', { amount: formatAsset(total, asset, lang) })}
        </Button>
      </div>
    </div>
  );
}

function RequestItem({ request, model }: { request: PayRequest; model: Model }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const asset = { code: request.asset, precision: precisionOf(request.asset) };
  const other = request.role === 'incoming' ? request.requester : request.payer;
  const amount = formatAsset(request.amount, asset, lang);
  const busy = model.busy.value === request.id;
  return (
    <li className="pay-request" data-role={request.role}>
      <PartyLine party={other} size={36}>
        {formatTime(request.createdAt, { timeZone: timeZone.value, lang })}
        {request.note ? ` · ${request.note}` : ''}
      </PartyLine>
      <span className="page-row page-row--spread">
        <strong>
          {request.role === 'incoming'
            ? t('pay.request.asksYou', { name: other.userName, amount })
            : t('pay.request.youAsk', { name: other.userName, amount })}
        </strong>
        <PayStatus status={request.status} />
      </span>
      {request.status === 'pending' ? (
        <span className="pay-request__actions">
          {request.role === 'incoming' ? (
            <>
              <Button
                size="sm"
                onClick={() =>
                  openModal(<PayConfirm request={request} model={model} />, { label: t('pay.request.payTitle', { name: other.userName }) })
                }
              >
                {t('pay.request.pay')}
              </Button>
              <Button size="sm" variant="secondary" loading={busy} onClick={() => void model.decline(request.id)}>
                {t('pay.request.decline')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" loading={busy} onClick={() => void model.decline(request.id)}>
              {t('pay.request.cancel')}
            </Button>
          )}
        </span>
      ) : null}
    </li>
  );
}

export function RequestPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const params = useParams();
  const [showHistory, setShowHistory] = useState(false);
  const model = useModel(
    () =>
      new RequestsModel({
        asset: findAsset,
        me: () => user.peek()?.userName,
        create: createRequest,
        list: listRequests,
        pay: payRequest,
        decline: declineRequest,
        refresh: refreshWallet,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  const splat = params['*'];
  useEffect(() => {
    void loadAssets()
      .then(() => {
        model.assetCode.value = assetFromPath(splat) ?? DEFAULT_ASSET;
      })
      .catch(() => null);
    void refreshWallet();
    void model.load();
  }, [model, splat]);
  useLive('balance', () => model.load());

  const errors = model.errors.value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.create();
  };

  return (
    <PayPage title={title} lead={t('pay.request.lead')}>
      <div className="page-split">
        <form className="page-card stack-form" onSubmit={submit} noValidate>
          <AssetSelect
            label={t('pay.asset')}
            value={model.assetCode.value}
            options={assets.value}
            onChange={(code) => (model.assetCode.value = code as typeof model.assetCode.value)}
          />
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('pay.request.from')}</label>
            <div className="field__prefixed">
              <span aria-hidden="true">@</span>
              <input
                id={`${id}-from`}
                name="userName"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={model.userName.value}
                onChange={(e) => (model.userName.value = e.target.value.toLowerCase())}
                aria-invalid={errors.userName ? true : undefined}
              />
            </div>
            {errors.userName ? (
              <p className="field__error" role="alert">
                {errors.userName}
              </p>
            ) : null}
          </div>
          <AmountField
            label={t('pay.amount')}
            asset={model.asset.value}
            value={model.amountText.value}
            onChange={(v) => (model.amountText.value = v)}
            error={errors.amount}
          />
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
          <Button type="submit" loading={model.busy.value === 'create'} block>
            {t('pay.request.create')}
          </Button>
        </form>

        <div className="page-stack">
          {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
          <section className="page-card" aria-labelledby={`${id}-incoming`}>
            <h2 id={`${id}-incoming`}>{t('pay.request.incoming')}</h2>
            <ListStates
              items={model.all.value === null ? null : model.incoming.value}
              empty={<p className="page-muted">{t('pay.request.none')}</p>}
            >
              {(incoming) => (
                <ul className="page-list page-list--loose">
                  {incoming.map((r) => (
                    <RequestItem key={r.id} request={r} model={model} />
                  ))}
                </ul>
              )}
            </ListStates>
          </section>
          <section className="page-card" aria-labelledby={`${id}-outgoing`}>
            <h2 id={`${id}-outgoing`}>{t('pay.request.outgoing')}</h2>
            {model.all.value === null ? null : model.outgoing.value.length === 0 ? (
              <p className="page-muted">{t('pay.request.noneOutgoing')}</p>
            ) : (
              <ul className="page-list page-list--loose">
                {model.outgoing.value.map((r) => (
                  <RequestItem key={r.id} request={r} model={model} />
                ))}
              </ul>
            )}
          </section>
          {model.history.value.length > 0 ? (
            <section className="page-card" aria-labelledby={`${id}-history`}>
              <button type="button" className="pay-disclosure" aria-expanded={showHistory} onClick={() => setShowHistory((v) => !v)}>
                <span id={`${id}-history`}>{t('pay.request.history')}</span> ({model.history.value.length})
              </button>
              {showHistory ? (
                <ul className="page-list page-list--loose">
                  {model.history.value.map((r) => (
                    <RequestItem key={r.id} request={r} model={model} />
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
        </div>
      </div>
    </PayPage>
  );
}
