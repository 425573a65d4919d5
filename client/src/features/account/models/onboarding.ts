// The onboarding step (todo 'profile', DESIGN.md): username, country and currency, checked before the call.
import type { components } from '../../../../../contracts/api/schema';
import { CURRENCIES } from '../../../lib/currency';
import { USERNAME_MESSAGE, isValidUserName, normalizeUserName } from '../../../lib/username';
import { COUNTRY_CODES, NO_COUNTRY } from './countries';

export type ProfileUpdate = Required<Pick<components['schemas']['AccountUpdate'], 'userName' | 'country' | 'currency'>>;

export interface OnboardingInput {
  userName: string;
  country: string;
  currency: string;
}

export type OnboardingErrors = Partial<Record<keyof OnboardingInput, string>>;

/** The update to send, or the field errors (the username one is spec section 5's message). */
export function checkOnboarding(input: OnboardingInput): { update: ProfileUpdate } | { errors: OnboardingErrors } {
  const errors: OnboardingErrors = {};
  const userName = normalizeUserName(input.userName);
  if (!isValidUserName(userName)) errors.userName = USERNAME_MESSAGE;
  const country = input.country.toUpperCase();
  if (country !== NO_COUNTRY && !COUNTRY_CODES.includes(country)) errors.country = 'country';
  const currency = CURRENCIES.find((c) => c.code === input.currency)?.code;
  if (!currency) errors.currency = 'currency';
  if (Object.keys(errors).length > 0 || !currency) return { errors };
  return { update: { userName, country, currency } };
}
