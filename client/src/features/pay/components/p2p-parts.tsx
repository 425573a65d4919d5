// Pieces the P2P pages share: a trader with their record, payment-method chips, and amounts in an asset or fiat.
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { precisionOf } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import type { P2pMethod, P2pTrader } from '../models/types';
import { PartyLine } from './party';

export function TraderLine({ trader }: { trader: P2pTrader }) {
  const t = useT();
  return (
    <PartyLine party={trader} size={36}>
      {trader.orders === 0 ? (
        t('pay.p2p.newTrader')
      ) : (
        <>
          {t('pay.p2p.traderOrders', { count: trader.orders })} · {t('pay.p2p.traderRate', { n: trader.completionRate })}
          {trader.positiveRate > 0 ? ` · ${t('pay.p2p.traderPositive', { n: trader.positiveRate })}` : ''}
        </>
      )}
    </PartyLine>
  );
}

export function MethodChips({ methods }: { methods: readonly P2pMethod[] }) {
  const t = useT();
  return (
    <span className="pay-chips">
      {methods.map((m) => (
        <span key={m} className="pay-chip" data-method={m}>
          {t(`pay.method.${m}`)}
        </span>
      ))}
    </span>
  );
}

/** An amount of any asset or fiat code, in the current language. */
export function Amount({ minor, code }: { minor: number; code: string }) {
  useSignals();
  return <>{formatAsset(minor, { code, precision: precisionOf(code) }, language.value)}</>;
}
