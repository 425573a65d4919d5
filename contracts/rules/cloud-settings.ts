// Cloud settings and API keys: a monthly spending limit and a low-balance alert in whole OSBT (1 to 1,000,000, or
// none), the SMS sender name carriers take, and an API key's label and scopes. Checked by the client before saving
// and by the mock.
import { problem, type RuleProblem } from './problem.ts';

export const CLOUD_SETTINGS_CODES = [
  'settings.monthlyLimit',
  'settings.lowBalanceAlert',
  'settings.smsSender',
  'keys.labelEmpty',
  'keys.labelTooLong',
  'keys.labelDuplicate',
  'keys.scopesEmpty',
] as const;
export type CloudSettingsCode = (typeof CLOUD_SETTINGS_CODES)[number];
export type CloudSettingsProblem = RuleProblem<CloudSettingsCode>;

/** Limits and thresholds are whole OSBT from 1 to this (openapi CloudSettingsInput). */
export const MAX_OSBT_SETTING = 1_000_000;
/** Carriers' alphanumeric sender id: 3–11 letters and digits, starting with a letter. */
export const SMS_SENDER = /^[A-Za-z][A-Za-z0-9]{2,10}$/;
/** The longest API key label. */
export const KEY_LABEL_MAX = 40;
/** What a key may call (openapi CloudApiKeyScope), in the server's order; a key created without a choice gets them all. */
export const API_KEY_SCOPES = ['messaging', 'storage', 'domains'] as const;

/** A limit or threshold: null (none), or a whole number of OSBT from 1 to 1,000,000. */
export function osbtSettingProblem(field: 'monthlyLimit' | 'lowBalanceAlert', value: number | null): CloudSettingsProblem | null {
  if (value === null) return null;
  return Number.isInteger(value) && value >= 1 && value <= MAX_OSBT_SETTING ? null : problem(`settings.${field}`);
}

export function smsSenderProblem(sender: string): CloudSettingsProblem | null {
  return SMS_SENDER.test(sender.trim()) ? null : problem('settings.smsSender');
}

/** A key's label: not blank, at most 40 characters, not one of the person's live keys' labels (in any case). */
export function keyLabelProblem(label: string, liveLabels: readonly string[]): CloudSettingsProblem | null {
  const text = label.trim();
  if (text.length === 0) return problem('keys.labelEmpty');
  if (text.length > KEY_LABEL_MAX) return problem('keys.labelTooLong', { max: KEY_LABEL_MAX });
  if (liveLabels.some((l) => l.toLowerCase() === text.toLowerCase())) return problem('keys.labelDuplicate', { label: text });
  return null;
}

export function scopesProblem(scopes: readonly string[]): CloudSettingsProblem | null {
  return scopes.length === 0 ? problem('keys.scopesEmpty', { scopes: API_KEY_SCOPES.join(', ') }) : null;
}
