// The signed-in user's platform balance in OSBT (spec section 1), with its value in the user's currency; live: it
// refetches the user when anything moves the balance (here or in another tab), on a realtime `i` and when shown again.
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Coins } from 'lucide-react';
import { refreshUser, user } from '../../state/session';
import { watch } from '../../lib/live/announce';
import { rates } from '../../state/rates';
import { currency } from '../../state/preferences';
import { language } from '../../state/language';
import { PLATFORM_ASSET, convert, formatMoney, formatOsbt } from '../../lib/currency';
import { useT } from '../../i18n';
import './shell-messages';

export function Balance() {
  useSignals();
  const t = useT();
  // lib/live's watch, not the useLive hook: this loads with every signed-in page and the hook would add to it.
  useEffect(() => watch('balance', refreshUser), []);
  const amount = user.value?.assets[PLATFORM_ASSET] ?? 0;
  const lang = language.value;
  const shown = formatOsbt(amount, lang);
  const hasRate = rates.value[currency.value] !== undefined;
  const local = hasRate ? formatMoney(convert(amount, PLATFORM_ASSET, currency.value, rates.value), currency.value, lang) : null;
  return (
    <p className="balance" title={local ?? undefined}>
      <Coins size={18} aria-hidden="true" />
      <span className="visually-hidden">{t('shell.balance')}: </span>
      <span className="balance__amount">{shown}</span>
    </p>
  );
}
