// Postal addresses of the account's address book (ours; task "Address book"): required fields and their least
// lengths, the postal code formats of common countries, a phone in international form, the longest each field may
// be (openapi AccountAddressInput) and how many addresses a book holds. Checked by the client and by the mock.
import { problem, type RuleProblem } from './problem.ts';

export const ADDRESS_CODES = [
  'address.label',
  'address.name',
  'address.line1',
  'address.city',
  'address.country',
  'address.postalCode',
  'address.phone',
  'address.bookFull',
] as const;
export type AddressCode = (typeof ADDRESS_CODES)[number];
export type AddressProblem = RuleProblem<AddressCode>;

/** Ours: a book holds at most 10 addresses (Amazon and Shopify books are a handful in practice). */
export const ADDRESS_LIMIT = 10;
/** openapi AccountAddressInput maxLength of each field. */
export const ADDRESS_MAX = { label: 40, name: 80, line1: 100, line2: 100, city: 60, region: 60, postalCode: 12, phone: 20 } as const;
/** The least length of each required text field (after trimming). */
export const ADDRESS_MIN = { label: 1, name: 2, line1: 3, city: 2 } as const;
/** Spec section 3: 'IA' is the white flag ("prefer not to say"), not a place a parcel reaches. */
export const NOT_A_PLACE = 'IA';

export type AddressField = 'label' | 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country' | 'phone';
export type AddressFields = Record<AddressField, string>;

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

/** The fields as stored: trimmed, inner runs of spaces as one, the postal code in capitals, the phone compact. */
export function normalAddress(fields: AddressFields): AddressFields {
  const t = (text: string): string => text.trim().replace(/\s+/g, ' ');
  return {
    label: t(fields.label),
    name: t(fields.name),
    line1: t(fields.line1),
    line2: t(fields.line2),
    city: t(fields.city),
    region: t(fields.region),
    postalCode: t(fields.postalCode).toUpperCase(),
    country: fields.country,
    phone: normalPhone(fields.phone),
  };
}

/** The problem of each field of a normalised address (normalAddress first), in the order the form shows them. */
export function addressProblems(fields: AddressFields): Partial<Record<AddressField, AddressProblem>> {
  const found: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ['label', 'name', 'line1', 'city'] as const) {
    if (fields[field].length < ADDRESS_MIN[field]) found[field] = problem(`address.${field}`, { min: ADDRESS_MIN[field] });
  }
  const placed = fields.country !== '' && fields.country !== NOT_A_PLACE;
  if (!placed) found.country = problem('address.country');
  // Without a country, a postal code cannot be judged against one: only an empty one is wrong.
  if (placed ? !postalCodeFits(fields.country, fields.postalCode) : fields.postalCode === '')
    found.postalCode = problem('address.postalCode');
  if (!isInternationalPhone(fields.phone)) found.phone = problem('address.phone');
  return found;
}

export function bookFullProblem(count: number): AddressProblem | null {
  return count >= ADDRESS_LIMIT ? problem('address.bookFull', { max: ADDRESS_LIMIT }) : null;
}
