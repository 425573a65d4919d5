// Form checks shared by the pay flows, run before anything is sent (the API checks the same again): amounts
// against the asset's precision, limits and the balance (fee included), and usernames (spec section 5).
import { t } from '../../../i18n';
import { isValidUserName, normalizeUserName } from '../../../lib/username';
import { language } from '../../../state/language';
import { amountErrorText } from './describe';
import { formatAsset, parseAmount } from './money';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export interface AmountRules {
  min?: number;
  max?: number;
  /** The balance the amount (plus its fee) must fit in. */
  available?: number;
  fee?: (minor: number) => number;
}

export function checkAmount(text: string, asset: { code: string; precision: number }, rules: AmountRules = {}): Checked<number> {
  const parsed = parseAmount(text, asset.precision);
  if (!parsed.ok) return { ok: false, message: amountErrorText(parsed.error, asset) };
  const lang = language.peek();
  const minor = parsed.minor;
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
