// Postal addresses as the client shows them: on one line in the reader's language (the account's address book,
// market checkout and orders). The rules an address follows are shared with the mock: contracts/rules/postal-address.ts.
import type { components } from '../../../contracts/api/schema';

export type PostalAddress = Pick<components['schemas']['AccountAddress'], 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country'>;

/** An address on one line in the reader's language, the country by its name. */
export function addressLine(address: PostalAddress, lang: string): string {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? address.country;
  } catch {
    // An engine without region names shows the code.
  }
  return [address.line1, address.line2, address.city, address.region, address.postalCode, country].filter((part) => part !== '').join(', ');
}
