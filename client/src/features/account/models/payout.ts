// The payout account (/account/payout): the bank account my cash-outs go to, kept with my account.
import type { components } from '../../../../../contracts/api/schema';

export type Payout = components['schemas']['AccountPayoutInput'];

/** An account number or IBAN (openapi AccountPayoutInput.accountNumber). */
export const ACCOUNT_NUMBER = /^[A-Za-z0-9]{6,34}$/;

/** Where my cash-outs go, trimmed and without spaces; null when a field is missing or the number is not one. */
export function cleanPayout(values: Payout): Payout | null {
  const next = { bankName: values.bankName.trim(), holder: values.holder.trim(), accountNumber: values.accountNumber.replace(/\s/g, '') };
  return next.bankName.length < 2 || next.holder.length < 2 || !ACCOUNT_NUMBER.test(next.accountNumber) ? null : next;
}

/**
 * The pay area's own add and withdraw pages for OSBT (app/paths.ts PAY_FLOWS): pay owns moving money (one form, one
 * ledger), the account area links there. Features do not import the app layer, so the two hrefs are spelled here.
 */
export const PAY_FUNDS_LINKS = { add: '/pay/add/OSBT', withdraw: '/pay/withdraw/OSBT' } as const;
export type FundsDirection = keyof typeof PAY_FUNDS_LINKS;
