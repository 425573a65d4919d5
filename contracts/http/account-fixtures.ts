// Fixture calls of the account area's own operations (spread into fixtures.ts): profile, picture, settings,
// password and sessions. Calls that would change a seeded person's credentials run on a fresh account.
import { NO_BODY } from '../lib/generate.ts';
import type { Exchange } from '../lib/http.ts';
import { dataOf, type Actor, type World } from '../lib/world.ts';
import type { Fixture } from './fixtures.ts';

/** Unique per run, so fresh accounts never collide on a real deployment. */
const runTag = Date.now().toString(36);
let sequence = 0;
const FRESH_PASSWORD = 'correct-horse-battery-9';

/** A 1×1 GIF in which every byte is below 0x80, so it crosses Prism's text proxy intact. */
const ASCII_GIF = 'GIF89a\x01\x00\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;';

/** Operations that change the caller's password or sessions: the suite runs them on a fresh account. */
export const ACCOUNT_SECURITY_OPERATIONS: ReadonlySet<string> = new Set(['accountPasswordChange', 'accountSessionsRevokeOthers']);

/** Signs up a new account of its own (its password and sessions are the fixture's to change). */
export async function freshAccount(w: World): Promise<Actor | undefined> {
  const email = `contract-acct-${runTag}-${++sequence}@example.com`;
  const res = await w.call('signUp', { body: { email, password: FRESH_PASSWORD }, label: 'a fresh account' });
  const token = dataOf(res)?.token;
  return typeof token === 'string' ? { auth: { kind: 'bearer', token, who: email } } : undefined;
}

/** The id of the first item when the answer's data is a list (the address book). */
export function firstId(ex: Exchange): string | undefined {
  const data = (ex.json as { data?: unknown } | undefined)?.data;
  const id = Array.isArray(data) ? (data[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** A postal address that passes every rule (US postal code, E.164 phone). */
export const CONTRACT_ADDRESS = {
  label: 'Contract',
  name: 'Contract Suite',
  line1: '1 Test Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  phone: '+15555550100',
};

/** Identity details of an adult (verification fixtures). */
const VERIFICATION_DETAILS = {
  legalName: 'Contract Suite',
  dateOfBirth: '1990-01-15',
  documentType: 'passport',
  documentNumber: 'C1234567',
};

/** The identity details with a photo of the document `as` uploaded first (accountVerificationSubmit asks for one). */
async function withDocumentPhoto(w: World, as: Actor): Promise<Record<string, string> | undefined> {
  const up = await w.call('uploadMedia', {
    as,
    raw: { body: ASCII_GIF, contentType: 'image/gif', describe: 'a 1×1 GIF (the document photo)' },
    label: 'upload the document photo',
  });
  const key = dataOf(up)?.key;
  return typeof key === 'string' ? { ...VERIFICATION_DETAILS, documentImage: key } : undefined;
}

export const accountFixtures: Record<string, Fixture> = {
  async accountProfile(w) {
    await w.call('accountProfile', { body: {}, label: 'my profile' });
    await w.call('accountProfile', { body: NO_BODY, label: 'no body (the body is optional)' });
  },
  async accountProfileUpdate(w) {
    await w.call('accountProfileUpdate', {
      body: { displayName: 'Contract suite', bio: 'Checked by the contract suite' },
      label: 'display name and bio',
    });
  },
  async accountAvatarSet(w) {
    const up = await w.call('uploadMedia', {
      raw: { body: ASCII_GIF, contentType: 'image/gif', describe: 'a 1×1 GIF' },
      label: 'upload a picture',
    });
    const key = dataOf(up)?.key;
    if (typeof key === 'string') await w.call('accountAvatarSet', { body: { key }, label: `make ${key} my picture` });
  },
  async accountAvatarRemove(w) {
    await w.call('accountAvatarRemove', { body: {}, label: 'back to the generated picture' });
  },
  async accountSettings(w) {
    await w.call('accountSettings', { body: {}, label: 'my settings' });
  },
  async accountSettingsUpdate(w) {
    await w.call('accountSettingsUpdate', { body: { notifications: { news: false } }, label: 'product news off' });
  },
  async accountPasswordChange(w) {
    const as = await freshAccount(w);
    if (as)
      await w.call('accountPasswordChange', {
        as,
        body: { currentPassword: FRESH_PASSWORD, newPassword: 'another-secret-42' },
        label: 'change a fresh account’s password',
      });
  },
  async accountSessionsRevokeOthers(w) {
    const as = await freshAccount(w);
    if (as) await w.call('accountSessionsRevokeOthers', { as, body: {}, label: 'sign out the other sessions of a fresh account' });
  },
  async accountVerification(w) {
    await w.call('accountVerification', { body: {}, label: 'my verification status' });
  },
  async accountVerificationSubmit(w) {
    const as = await freshAccount(w);
    if (!as) return;
    const body = await withDocumentPhoto(w, as);
    if (body) await w.call('accountVerificationSubmit', { as, body, label: 'a fresh account submits its details and document photo' });
  },
  async adminOverview(w) {
    await w.call('adminOverview', { body: { days: 7 }, label: 'the last 7 days (staff)' });
    await w.call('adminOverview', { body: { days: 90 }, label: 'the last 90 days (staff)' });
  },
  async adminVerifications(w) {
    await w.call('adminVerifications', { body: {}, label: 'the pending queue (staff)' });
    await w.call('adminVerifications', { body: { status: 'rejected' }, label: 'rejected requests (staff)' });
  },
  async adminVerificationReview(w) {
    const as = await freshAccount(w);
    if (!as) return;
    const body = await withDocumentPhoto(w, as);
    if (!body) return;
    const submitted = await w.call('accountVerificationSubmit', { as, body, label: 'a fresh account submits its details' });
    const request = dataOf(submitted)?.request as { id?: unknown } | undefined;
    if (typeof request?.id === 'string')
      await w.call('adminVerificationReview', { body: { id: request.id, decision: 'approve' }, label: `staff approve ${request.id}` });
  },
  async accountAnalytics(w) {
    await w.call('accountAnalytics', { body: { days: 7 }, label: 'the last 7 days' });
    await w.call('accountAnalytics', { body: { days: 90 }, label: 'the last 90 days' });
  },
  async accountRewards(w) {
    await w.call('accountRewards', { body: {}, label: 'my referral code and achievements' });
  },
  async accountRewardsClaim(w) {
    // A fresh account has finished nothing but its own sign-up: onboarding is earned once it has a profile.
    const as = await freshAccount(w);
    if (!as) return;
    await w.call('updateAccount', {
      as,
      body: { userName: `ct${runTag}${++sequence}`.slice(0, 25), country: 'US', currency: 'USD' },
      label: 'the fresh account finishes onboarding',
    });
    await w.call('accountRewardsClaim', {
      as,
      body: { id: 'onboarding', requestId: `claim-${runTag}-${++sequence}` },
      label: 'claim the onboarding reward',
    });
  },
  async accountRewardsReferral(w) {
    const code = dataOf(await w.call('accountRewards', { body: {}, label: "main's referral code" }))?.referralCode;
    const as = await freshAccount(w);
    if (as && typeof code === 'string')
      await w.call('accountRewardsReferral', { as, body: { code }, label: `a fresh account was invited with ${code}` });
  },
  async accountPayout(w) {
    await w.call('accountPayout', { body: {}, label: 'my payout account' });
  },
  async accountPayoutSave(w) {
    await w.call('accountPayoutSave', {
      body: { bankName: 'Contract Bank', holder: 'Contract Suite', accountNumber: '3012345678' },
      label: 'save a payout account',
    });
  },
  async accountAddresses(w) {
    await w.call('accountAddresses', { body: {}, label: 'my address book' });
  },
  async accountAddressSave(w) {
    await w.call('accountAddressSave', { body: CONTRACT_ADDRESS, label: 'add an address' });
  },
  async accountAddressDelete(w) {
    const as = await freshAccount(w);
    if (!as) return;
    const id = firstId(await w.call('accountAddressSave', { as, body: CONTRACT_ADDRESS, label: 'a fresh account adds an address' }));
    if (id) await w.call('accountAddressDelete', { as, body: { id }, label: `delete ${id}` });
  },
};
