// Country flags as emoji (spec section 3): regional indicator letters from the code; 'IA' is a white flag.
// Where the system has no flag glyphs (Windows, Linux without an emoji font) the letters would show as two empty
// boxes, so the country code is shown as a small badge instead (a white flag icon for 'IA').
import { useSignals } from '@preact/signals-react/runtime';
import { Flag } from 'lucide-react';
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

let flagSupport: boolean | undefined;

/**
 * Whether this browser draws a flag emoji as one glyph: a font with flags joins the two regional indicators into
 * one picture about as wide as one of them; without, they stay two glyphs side by side. Measured once on a canvas;
 * where there is no canvas (tests, very old browsers) the emoji is trusted.
 */
export function flagEmojiSupported(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  flagSupport = true;
  try {
    const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (context) {
      context.font = '32px sans-serif';
      const flag = context.measureText(flagEmoji('NG')).width;
      const letter = context.measureText(String.fromCodePoint(REGIONAL_INDICATOR_A + 13)).width;
      flagSupport = letter > 0 && flag < letter * 1.5;
    }
  } catch {
    // No canvas: keep the emoji.
  }
  return flagSupport;
}

/** Tests: forget the measured answer. */
export function resetFlagSupport(value?: boolean): void {
  flagSupport = value;
}

// Every flag on a page names its country; one Intl.DisplayNames per language serves them all.
const regionNames = new Map<string, Intl.DisplayNames | null>();

export function countryName(code: string, lang: string): string {
  let names = regionNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(lang, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    // A code Intl refuses (not a region): the code itself.
    return code;
  }
}

export function CountryFlag({ code, className }: { code: string | null | undefined; className?: string }) {
  useSignals();
  const emoji = flagEmoji(code);
  if (!emoji || !code) return null;
  const upper = code.toUpperCase();
  const label = upper === WHITE_FLAG_COUNTRY ? t('common.whiteFlag') : t('common.flagOf', { country: countryName(upper, language.value) });
  if (!flagEmojiSupported()) {
    return (
      <span role="img" aria-label={label} title={label} className={cx('ui-flag', 'ui-flag--code', className)}>
        {upper === WHITE_FLAG_COUNTRY ? <Flag size={12} aria-hidden="true" /> : upper}
      </span>
    );
  }
  return (
    <span role="img" aria-label={label} title={label} className={cx('ui-flag', className)}>
      {emoji}
    </span>
  );
}
