// Why a typed amount was refused, in the person's language and with an example of how to write it for the field's
// asset; kept apart from lib/amount.ts so pages that only show amounts do not carry the catalogue.
import { t } from '../i18n';
import { registerMessages } from '../i18n/catalogue';
import { amount } from '../i18n/messages/amount';
import { language } from '../state/language';
import { amountExample, type AmountError } from './amount-input';

registerMessages('amount', amount);

/** The message for a refused amount of `asset` ({ code: 'OSBT', precision: 0 }), e.g. "1.00" typed in pt. */
export function amountErrorText(error: AmountError, asset: { code: string; precision: number }): string {
  const example = amountExample(asset.precision, language.value);
  switch (error) {
    case 'empty':
      return t('amount.empty');
    case 'tooLarge':
      return t('amount.tooLarge');
    case 'negative':
      return t('amount.negative', { example });
    case 'precision':
      return asset.precision === 0
        ? t('amount.noDecimals', { code: asset.code, example })
        : t('amount.precision', { code: asset.code, n: asset.precision, example });
    case 'format':
      return asset.precision === 0 ? t('amount.formatWhole', { example }) : t('amount.format', { example });
  }
}
