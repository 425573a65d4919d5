// Country flags as emoji (spec section 3): regional indicator letters from the code; 'IA' is a white flag.
import { useSignals } from '@preact/signals-react/runtime';
import { language } from '../../state/language';
import { t } from '../../i18n/index';
import { cx } from './class-names';

/** Spec section 3: "country (code; 'IA' shows a white flag)". */
export const WHITE_FLAG_COUNTRY = 'IA';
export const WHITE_FLAG = '\u{1F3F3}\u{FE0F}';

const REGIONAL_INDICATOR_A = 0x1f1e6;
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function flagEmoji(code: string | null | undefined): string {
  const upper = (code ?? '').toUpperCase();
  if (upper === WHITE_FLAG_COUNTRY) return WHITE_FLAG;
  if (!COUNTRY_CODE.test(upper)) return '';
  return String.fromCodePoint(...Array.from(upper, (c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}

export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function CountryFlag({ code, className }: { code: string | null | undefined; className?: string }) {
  useSignals();
  const emoji = flagEmoji(code);
  if (!emoji || !code) return null;
  const upper = code.toUpperCase();
  const label =
    upper === WHITE_FLAG_COUNTRY ? t('common.whiteFlag') : t('common.flagOf', { country: countryName(upper, language.value) });
  return (
    <span role="img" aria-label={label} title={label} className={cx('ui-flag', className)}>
      {emoji}
    </span>
  );
}
