// Display preferences derived from the signed-in user: the time zone and currency every screen shows in.
import { computed } from '@preact/signals-react';
import { user } from './session';
import { browserTimeZone, isValidTimeZone } from '../lib/time';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../lib/currency';

/** The user's IANA zone when valid, else the browser's (signed out, or a zone Intl does not know). */
export const timeZone = computed<string>(() => {
  const zone = user.value?.timeZone;
  return isValidTimeZone(zone) ? zone : browserTimeZone();
});

/** Spec section 9: "Default currency USD" when no user or no choice. */
export const currency = computed<CurrencyCode>(() => user.value?.currency ?? DEFAULT_CURRENCY);
