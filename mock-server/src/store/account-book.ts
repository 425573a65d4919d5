// The account's address book and payout account (ours; task "Address book", "Cash-out"): postal addresses with
// one default, validated field by field (the rules the client checks too: contracts/rules/postal-address.ts), and
// the bank account cash-outs go to. Market checkout copies an address from here onto the order.
import type { components } from '../../../contracts/api/schema.d.ts';
import { addressProblems, bookFullProblem, normalAddress } from '../../../contracts/rules/postal-address.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';

type S = components['schemas'];
export type AccountAddress = S['AccountAddress'];
export type AccountAddressInput = S['AccountAddressInput'];
export type AccountPayout = S['AccountPayoutInput'];

/** The address as stored: trimmed, checked; throws 422 with the first wrong field's rule code (address.*). */
export function checkedAddress(input: AccountAddressInput): Omit<AccountAddress, 'id' | 'isDefault'> {
  const fields = normalAddress({ ...input, line2: input.line2 ?? '', region: input.region ?? '' });
  const [field, found] = Object.entries(addressProblems(fields))[0] ?? [];
  if (field && found) throw unprocessable(found.code, { ...found.params, field });
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
    if (!address || address.owner !== uid) throw notFound('account.addressNotFound');
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
        const full = bookFullProblem(existing.length);
        if (full) throw conflict(full.code, full.params);
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
      if (payout.bankName.length < 2 || payout.holder.length < 2) throw unprocessable('account.payoutBlank');
      payouts.set(uid, payout);
      return payout;
    },
  };
  return repo;
}
