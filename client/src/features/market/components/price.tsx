// A price: OSBT first, then its estimate in the person's currency (re-rendered when rates or currency change).
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { currency } from '../../../state/preferences';
import { rates } from '../../../state/rates';
import { formatOsbt } from '../../../lib/currency';
import { localPrice } from '../models/price';

export function Price({ amount, className }: { amount: number; className?: string }) {
  useSignals();
  useT();
  const lang = language.value;
  const local = localPrice(amount, currency.value, rates.value, lang);
  return (
    <span className={className ? `market-price ${className}` : 'market-price'}>
      <strong>{formatOsbt(amount, lang)}</strong>
      {local ? <span className="market-price__local">{local}</span> : null}
    </span>
  );
}
