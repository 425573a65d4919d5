// Postal addresses, one set of rules for the client and the mock (the account's address book; market checkout
// and orders show an address the same way): the postal code formats of common countries, a phone in
// international form, and an address on one line in the reader's language.
import type { components } from '../../../contracts/api/schema';

export type PostalAddress = Pick<components['schemas']['AccountAddress'], 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country'>;

/** Postal code formats of common countries (Universal Postal Union formats). */
const POSTAL_FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  NG: /^\d{6}$/,
  IN: /^\d{6}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  BR: /^\d{5}-?\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  JP: /^\d{3}-?\d{4}$/,
  AU: /^\d{4}$/,
  ZA: /^\d{4}$/,
  KE: /^\d{5}$/,
  MX: /^\d{5}$/,
  CN: /^\d{6}$/,
};
/** Elsewhere: 2–12 letters, digits, spaces or dashes, starting and ending with a letter or digit. */
const POSTAL_OTHER = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/i;
/** E.164: a plus, then 7 to 15 digits, the first not zero. */
const PHONE = /^\+[1-9]\d{6,14}$/;

export function postalCodeFits(country: string, code: string): boolean {
  return (POSTAL_FORMATS[country] ?? POSTAL_OTHER).test(code);
}

/** A phone as typed, without the spaces, dashes, dots and brackets people write in it. */
export function normalPhone(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/** Whether a phone (normalPhone first) is in international form. */
export function isInternationalPhone(phone: string): boolean {
  return PHONE.test(phone);
}

export function addressLine(address: PostalAddress, lang: string): string {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // An engine without region names shows the code.
  }
  return [address.line1, address.line2, address.city, address.region, address.postalCode, country].filter((part) => part !== '').join(', ');
}
