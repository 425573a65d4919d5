// A postal address on one line (the account's address book and the market's checkout and orders show it the same
// way): street, second line, city, region and postal code, then the country's name in the reader's language.
import type { components } from './api/schema';

export type PostalAddress = Pick<components['schemas']['AccountAddress'], 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country'>;

export function addressLine(address: PostalAddress, lang: string): string {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // An engine without region names shows the code.
  }
  return [address.line1, address.line2, address.city, address.region, address.postalCode, country].filter((part) => part !== '').join(', ');
}
