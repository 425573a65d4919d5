// Country choices for the profile (openapi CountryCode: ISO 3166-1 alpha-2); names come from Intl in the
// person's language, so only the codes live here.
import { findCurrency, CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode } from '../../../lib/currency';

/** Spec section 3: "country (code; 'IA' shows a white flag)" — offered as "Other / prefer not to say". */
export const NO_COUNTRY = 'IA';

export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BW BY BZ CA CD CF ' +
  'CG CH CI CK CL CM CN CO CR CU CV CW CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FO FR GA GB GD GE ' +
  'GH GI GL GM GN GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR ' +
  'KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE ' +
  'NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PR PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN ' +
  'SO SR SS ST SV SX SY SZ TC TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WS ' +
  'XK YE ZA ZM ZW'
).split(' ');

/** Euro-area members, whose currency in the table is EUR (the table keys the euro by the code EU). */
const EURO_AREA = new Set('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));

/** The table's currency of a country, else the spec's default (USD). */
export function currencyForCountry(country: string | null | undefined): CurrencyCode {
  if (!country) return DEFAULT_CURRENCY;
  if (EURO_AREA.has(country)) return findCurrency('EUR')?.code ?? DEFAULT_CURRENCY;
  return CURRENCIES.find((c) => c.country === country)?.code ?? DEFAULT_CURRENCY;
}

/** Codes sorted by their name in `lang`, so the list reads alphabetically in either language. */
export function sortedCountries(lang: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, lang));
}
