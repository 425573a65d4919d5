// Form checks shared by the pay flows, run before anything is sent (the API checks the same again): amounts
// against the asset's precision, limits and the balance (fee included), and usernames (spec section 5).
import { t } from '../../../i18n';
import { isValidUserName, normalizeUserName } from '../../../lib/username';
import { language } from '../../../state/language';
import { formatAsset } from '../../../lib/amount';
import { parseAmount } from '../../../lib/amount-input';
import { amountErrorText } from '../../../lib/amount-text';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export interface AmountRules {
  min?: number;
  max?: number;
  /** The balance the amount (plus its fee) must fit in. */
  available?: number;
  fee?: (minor: number) => number;
}

export function checkAmount(text: string, asset: { code: string; precision: number }, rules: AmountRules = {}): Checked<number> {
  const lang = language.peek();
  const parsed = parseAmount(text, asset.precision, lang);
  if (!parsed.ok) return { ok: false, message: amountErrorText(parsed.error, asset) };
  const minor = parsed.minor;
  // The reader takes 0 (a cloud limit may be nothing); an amount that moves may not.
  if (minor === 0) return { ok: false, message: t('pay.amount.zero') };
  if (rules.min !== undefined && minor < rules.min)
    return { ok: false, message: t('pay.amount.min', { amount: formatAsset(rules.min, asset, lang) }) };
  if (rules.max !== undefined && minor > rules.max)
    return { ok: false, message: t('pay.amount.max', { amount: formatAsset(rules.max, asset, lang) }) };
  const total = minor + (rules.fee?.(minor) ?? 0);
  if (rules.available !== undefined && total > rules.available) {
    return { ok: false, message: t('pay.amount.balance', { amount: formatAsset(rules.available, asset, lang) }) };
  }
  return { ok: true, value: minor };
}

export function checkUserName(text: string, me?: string): Checked<string> {
  const userName = normalizeUserName(text.replace(/^@/, ''));
  if (!isValidUserName(userName)) return { ok: false, message: t('pay.userName.invalid') };
  if (me && userName === me) return { ok: false, message: t('pay.userName.self') };
  return { ok: true, value: userName };
}
