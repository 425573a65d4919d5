// The account's address book and payout account (ours; task "Address book", "Cash-out"): postal addresses with
// one default, validated field by field (the rules the client checks too: client/src/lib/postal-address.ts), and
// the bank account cash-outs go to. Market checkout copies an address from here onto the order.
import type { components } from '../../../contracts/api/schema.d.ts';
import { isInternationalPhone, normalPhone, postalCodeFits } from '../../../client/src/lib/postal-address.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';

type S = components['schemas'];
export type AccountAddress = S['AccountAddress'];
export type AccountAddressInput = S['AccountAddressInput'];
export type AccountPayout = S['AccountPayoutInput'];

/** Ours: a book holds at most 10 addresses (Amazon and Shopify books are a handful in practice). */
export const ADDRESS_LIMIT = 10;

/** Spec section 3: 'IA' is the white flag ("prefer not to say"), not a place a parcel reaches. */
const NOT_A_PLACE = 'IA';

export const ADDRESS_MESSAGES = {
  notFound: 'Address not found',
  full: `Your address book is full: delete an address to add another (at most ${ADDRESS_LIMIT})`,
  label: 'Give the address a label such as Home or Work',
  name: 'Enter the name of the person who receives (at least 2 characters)',
  line1: 'Enter the street and number (at least 3 characters)',
  city: 'Enter the city (at least 2 characters)',
  postalCode: 'Enter a postal code in the format used in that country',
  country: 'Choose the country the address is in',
  phone: 'Enter the phone in international form: + then the country code and number (7 to 15 digits)',
  payoutBlank: 'Enter the bank name and the account holder',
} as const;

/** The address as stored: trimmed, checked; throws 422 naming the first field that is wrong. */
export function checkedAddress(input: AccountAddressInput): Omit<AccountAddress, 'id' | 'isDefault'> {
  const t = (text: string | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ');
  const fields = {
    label: t(input.label),
    name: t(input.name),
    line1: t(input.line1),
    line2: t(input.line2),
    city: t(input.city),
    region: t(input.region),
    postalCode: t(input.postalCode).toUpperCase(),
    country: input.country,
    phone: normalPhone(input.phone),
  };
  if (fields.label.length < 1) throw unprocessable(`label: ${ADDRESS_MESSAGES.label}`);
  if (fields.name.length < 2) throw unprocessable(`name: ${ADDRESS_MESSAGES.name}`);
  if (fields.line1.length < 3) throw unprocessable(`line1: ${ADDRESS_MESSAGES.line1}`);
  if (fields.city.length < 2) throw unprocessable(`city: ${ADDRESS_MESSAGES.city}`);
  if (fields.country === NOT_A_PLACE) throw unprocessable(`country: ${ADDRESS_MESSAGES.country}`);
  if (!postalCodeFits(fields.country, fields.postalCode)) throw unprocessable(`postalCode: ${ADDRESS_MESSAGES.postalCode}`);
  if (!isInternationalPhone(fields.phone)) throw unprocessable(`phone: ${ADDRESS_MESSAGES.phone}`);
  return fields;
}

interface Stored extends AccountAddress {
  owner: string;
  createdAt: number;
}

export interface AccountBookRepo {
  /** The owner's addresses, the default first, then newest first. */
  list(uid: string): AccountAddress[];
  get(uid: string, id: string): AccountAddress;
  save(uid: string, input: AccountAddressInput): AccountAddress[];
  remove(uid: string, id: string): AccountAddress[];
  payout(uid: string): AccountPayout | null;
  savePayout(uid: string, input: AccountPayout): AccountPayout;
}

export function createAccountBook(deps: { now: () => number }): AccountBookRepo {
  const addresses = new Map<string, Stored>();
  const payouts = new Map<string, AccountPayout>();
  let lastId = 0;

  const mine = (uid: string): Stored[] =>
    [...addresses.values()]
      .filter((a) => a.owner === uid)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  const view = ({ owner: _owner, createdAt: _createdAt, ...address }: Stored): AccountAddress => address;
  const own = (uid: string, id: string): Stored => {
    const address = addresses.get(id);
    // Someone else's address is "not found": its existence is not leaked.
    if (!address || address.owner !== uid) throw notFound(ADDRESS_MESSAGES.notFound);
    return address;
  };
  const makeDefault = (uid: string, id: string): void => {
    for (const address of mine(uid)) address.isDefault = address.id === id;
  };

  const repo: AccountBookRepo = {
    list: (uid) => mine(uid).map(view),
    get: (uid, id) => view(own(uid, id)),
    save(uid, input) {
      const fields = checkedAddress(input);
      const existing = mine(uid);
      let id = input.id;
      if (id !== undefined) {
        Object.assign(own(uid, id), fields);
      } else {
        if (existing.length >= ADDRESS_LIMIT) throw conflict(ADDRESS_MESSAGES.full);
        lastId += 1;
        id = `ad${String(lastId).padStart(8, '0')}`;
        addresses.set(id, { ...fields, id, owner: uid, createdAt: deps.now(), isDefault: existing.length === 0 });
      }
      if (input.isDefault === true) makeDefault(uid, id);
      return repo.list(uid);
    },
    remove(uid, id) {
      const address = own(uid, id);
      addresses.delete(id);
      const rest = mine(uid);
      const newest = rest[0];
      if (address.isDefault && newest) makeDefault(uid, newest.id);
      return repo.list(uid);
    },
    payout: (uid) => payouts.get(uid) ?? null,
    savePayout(uid, input) {
      const payout = { bankName: input.bankName.trim(), holder: input.holder.trim(), accountNumber: input.accountNumber.toUpperCase() };
      if (payout.bankName.length < 2 || payout.holder.length < 2) throw unprocessable(ADDRESS_MESSAGES.payoutBlank);
      payouts.set(uid, payout);
      return payout;
    },
  };
  return repo;
}
