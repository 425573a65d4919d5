// Deterministic seed of the account area's own records: address books, a payout account and who joined with
// whose referral code (ours), so the address, cash-out and rewards pages have real content.
import type { AccountBookRepo } from '../store/account-book.ts';
import type { AccountRewardsRepo } from '../store/account-rewards.ts';
import { seedUid } from './users.ts';

const ADA = seedUid(1);
const BEN = seedUid(2);
const CHIDI = seedUid(3);
/** The extra users fela, gina and hugo (seed/users.ts: personas 1–5, then the extras in order). */
const FELA = seedUid(6);
const GINA = seedUid(7);
const HUGO = seedUid(8);

export function seedAccountBook(book: AccountBookRepo): void {
  book.save(ADA, {
    label: 'Home',
    name: 'Ada Obi',
    line1: '12 Marina Road',
    line2: 'Flat 3',
    city: 'Lagos',
    region: 'Lagos',
    postalCode: '101001',
    country: 'NG',
    phone: '+234 801 234 5678',
  });
  book.save(ADA, {
    label: 'Work',
    name: 'Ada Obi',
    line1: '4 Broad Street',
    line2: '',
    city: 'Lagos',
    region: 'Lagos',
    postalCode: '102273',
    country: 'NG',
    phone: '+234 801 234 5678',
  });
  book.save(BEN, {
    label: 'Home',
    name: 'Ben Carter',
    line1: '350 5th Avenue',
    line2: 'Apt 21B',
    city: 'New York',
    region: 'NY',
    postalCode: '10118',
    country: 'US',
    phone: '+1 212 555 0142',
  });
  book.save(CHIDI, {
    label: 'Home',
    name: 'Chidi Eze',
    line1: '221B Baker Street',
    line2: '',
    city: 'London',
    region: '',
    postalCode: 'NW1 6XE',
    country: 'GB',
    phone: '+44 20 7946 0958',
  });
  book.savePayout(ADA, { bankName: 'First Bank', holder: 'Ada Obi', accountNumber: '3012345678' });
  book.savePayout(BEN, { bankName: 'Chase', holder: 'Ben Carter', accountNumber: '000123456789' });
}

export function seedReferrals(rewards: AccountRewardsRepo): void {
  rewards.refer(FELA, ADA);
  rewards.refer(GINA, ADA);
  rewards.refer(HUGO, BEN);
}
