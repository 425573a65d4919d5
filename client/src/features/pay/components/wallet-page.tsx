// /pay/wallet: the total in the display currency, quick actions, every asset with its balance and value, the
// requests waiting for me, and the latest movements (Revolut/Wise-style home of the wallet).
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { ArrowLeftRight, ArrowUpFromLine, ChevronDown, HandCoins, Lock, Plus, Send } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { formatMoney } from '../../../lib/currency';
import { currency } from '../../../state/preferences';
import { user } from '../../../state/session';
import { language } from '../../../state/language';
import { assetsByCode, loadAssets } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import { payLinks, type Flow } from '../models/links';
import {
  missingRates,
  recentActivity,
  recentError,
  refreshRecent,
  refreshWallet,
  wallet,
  walletError,
  walletRows,
  walletTotal,
  type WalletRow,
} from '../models/wallet';
import { MovementList } from './movement-list';
import { ListStates, Loading, LoadError, PayPage, type PayPageProps } from './pay-page';
import { useLive } from '../../../lib/live/use-live';

const QUICK_ACTIONS: ReadonlyArray<{ flow: Flow; icon: typeof Plus }> = [
  { flow: 'add', icon: Plus },
  { flow: 'send', icon: Send },
  { flow: 'request', icon: HandCoins },
  { flow: 'convert', icon: ArrowLeftRight },
  { flow: 'withdraw', icon: ArrowUpFromLine },
];

function AssetRow({ row }: { row: WalletRow }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const asset = assetsByCode.value.get(row.asset);
  if (!asset) return null;
  return (
    <li className="pay-asset" data-asset={asset.code}>
      <span className="pay-asset__badge" data-kind={asset.kind} aria-hidden="true">
        {asset.symbol.length <= 2 ? asset.symbol : asset.code.slice(0, 1)}
      </span>
      <span className="pay-asset__name">
        <strong>{asset.code}</strong>
        <span>{asset.name}</span>
      </span>
      <span className="pay-asset__amounts">
        <strong data-testid={`balance-${asset.code}`}>{formatAsset(row.available, asset, lang)}</strong>
        {row.held > 0 ? <span>{t('pay.wallet.held', { amount: formatAsset(row.held, asset, lang) })}</span> : null}
        <span>{row.missingRate ? '—' : formatMoney(row.value, currency.value, lang)}</span>
      </span>
      <span className="pay-asset__actions" aria-label={t('pay.wallet.rowActions', { code: asset.code })} role="group">
        <Link to={payLinks.flow('send', asset.code)} className="pay-chip-link">
          {t('pay.action.send')}
        </Link>
        <Link to={payLinks.flow('convert', asset.code)} className="pay-chip-link">
          {t('pay.action.convert')}
        </Link>
      </span>
    </li>
  );
}

export function WalletPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const [showOther, setShowOther] = useState(false);
  const load = useCallback(async () => {
    await Promise.all([loadAssets().catch(() => null), refreshWallet(), refreshRecent()]);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useLive('balance', load);

  const rows = walletRows.value;
  const held = rows.filter((r) => r.available > 0 || r.held > 0);
  const other = rows.filter((r) => r.available === 0 && r.held === 0);
  const pendingRequests = wallet.value?.pendingRequests ?? 0;
  const missing = missingRates.value;
  // A new account's grant, held until its owner is verified (User.held): said where the balance shows.
  const grantHeld = user.value?.held?.OSBT ?? 0;
  const osbt = assetsByCode.value.get('OSBT');

  return (
    <PayPage title={title}>
      {walletError.value ? <LoadError message={walletError.value} onRetry={() => void load()} /> : null}
      <div className="pay-hero">
        <div className="pay-hero__total">
          <span className="pay-hero__label">{t('pay.wallet.total')}</span>
          <strong className="pay-hero__amount" data-testid="wallet-total">
            {wallet.value ? formatMoney(walletTotal.value, currency.value, lang) : '…'}
          </strong>
          <span className="pay-hero__sub">{t('pay.wallet.totalIn', { currency: currency.value })}</span>
          {missing.length > 0 ? (
            <p className="pay-warning" role="status">
              {t('pay.wallet.missingRate', { assets: missing.join(', ') })}
            </p>
          ) : null}
        </div>
        <nav className="pay-quick" aria-label={t('pay.wallet.assets')}>
          {QUICK_ACTIONS.map(({ flow, icon: Icon }) => (
            <Link key={flow} to={payLinks.flow(flow)} className="pay-quick__action">
              <span className="pay-quick__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              {t(`pay.action.${flow}`)}
            </Link>
          ))}
        </nav>
      </div>

      {/* The cards come in together once the wallet is known: a card growing from a spinner to its list would
          push the cards below it down the screen (a layout shift; CLS budget ≤ 0.02). */}
      {!wallet.value ? (
        <Loading />
      ) : (
        <>
          {grantHeld > 0 ? (
            <p className="form-notice page-row pay-banner" data-testid="grant-held">
              <Lock size={16} aria-hidden="true" />
              <span>{t('pay.wallet.grantHeld', { amount: osbt ? formatAsset(grantHeld, osbt, lang) : `${grantHeld} OSBT` })}</span>
              <Link to="/account/verification">{t('pay.wallet.verify')}</Link>
            </p>
          ) : null}
          {pendingRequests > 0 ? (
            <p className="form-notice page-row pay-banner">
              <HandCoins size={16} aria-hidden="true" />
              <span>{t('pay.wallet.pendingRequests', { n: pendingRequests })}</span>
              <Link to={payLinks.flow('request')}>{t('pay.wallet.review')}</Link>
            </p>
          ) : null}

          <section className="page-card" aria-labelledby="pay-assets-title">
            <h2 id="pay-assets-title">{t('pay.wallet.assets')}</h2>
            <>
              <ul className="pay-assets">
                {held.map((row) => (
                  <AssetRow key={row.asset} row={row} />
                ))}
              </ul>
              {other.length > 0 ? (
                <button type="button" className="pay-disclosure" aria-expanded={showOther} onClick={() => setShowOther((v) => !v)}>
                  <ChevronDown size={16} aria-hidden="true" />
                  {showOther ? t('pay.wallet.hideOther') : t('pay.wallet.otherAssets', { n: other.length })}
                </button>
              ) : null}
              {showOther ? (
                <ul className="pay-assets pay-assets--other">
                  {other.map((row) => (
                    <AssetRow key={row.asset} row={row} />
                  ))}
                </ul>
              ) : null}
            </>
          </section>

          <section className="page-card" aria-labelledby="pay-recent-title">
            <div className="page-row page-row--spread">
              <h2 id="pay-recent-title">{t('pay.wallet.recent')}</h2>
              <Link to={payLinks.activity}>{t('pay.wallet.seeAll')}</Link>
            </div>
            {recentError.value ? (
              <LoadError message={recentError.value} onRetry={() => void refreshRecent()} />
            ) : (
              <ListStates items={recentActivity.value} empty={<EmptyState message={t('pay.wallet.noActivity')} />}>
                {(items) => <MovementList items={items} />}
              </ListStates>
            )}
          </section>
        </>
      )}
    </PayPage>
  );
}
