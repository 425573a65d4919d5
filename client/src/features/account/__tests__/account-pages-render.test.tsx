// The address book and rewards pages against mocked calls: a bad address never reaches the server, a good one
// is sent trimmed; an earned achievement is claimed with one click; a signal change re-renders the page.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import type { Address } from '../models/addresses';
import type { Rewards } from '../models/rewards';

const calls = vi.hoisted(() => ({ list: vi.fn(), save: vi.fn(), remove: vi.fn(), rewards: vi.fn(), claim: vi.fn(), apply: vi.fn() }));
vi.mock('../../../lib/api/calls/list-addresses', () => ({ listAddresses: calls.list }));
vi.mock('../api/save-address', () => ({ saveAddress: calls.save }));
vi.mock('../api/delete-address', () => ({ deleteAddress: calls.remove }));
vi.mock('../api/get-rewards', () => ({ getRewards: calls.rewards }));
vi.mock('../api/claim-reward', () => ({ claimReward: calls.claim }));
vi.mock('../../../lib/api/calls/apply-referral', () => ({ applyReferral: calls.apply }));
vi.mock('../../../state/session', async (original) => ({ ...(await original<object>()), refreshUser: vi.fn() }));

const { AddressPage } = await import('../components/address-page');
const { RewardsPage } = await import('../components/rewards-page');

const home: Address = {
  id: 'ad00000001',
  label: 'Home',
  name: 'Ada Obi',
  line1: '12 Marina Road',
  line2: '',
  city: 'Lagos',
  region: 'Lagos',
  postalCode: '101001',
  country: 'NG',
  phone: '+2348012345678',
  isDefault: true,
};

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
  vi.clearAllMocks();
});

describe('AddressPage', () => {
  it('lists the book with the default marked', async () => {
    calls.list.mockResolvedValue([home]);
    render(<AddressPage title="Addresses" defaultCountry="NG" />);
    expect(await screen.findByText('12 Marina Road, Lagos, Lagos, 101001, Nigeria')).toBeTruthy();
    expect(screen.getByText('Default')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make default: Home' })).toBeNull();
  });

  it('catches a bad phone locally, then sends a good address trimmed', async () => {
    calls.list.mockResolvedValue([]);
    calls.save.mockResolvedValue({ data: [{ ...home, id: 'ad00000002', label: 'Work' }], message: 'Address saved' });
    render(<AddressPage title="Addresses" defaultCountry="NG" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Work' } });
    fireEvent.change(screen.getByLabelText('Recipient name'), { target: { value: ' Ada Obi ' } });
    fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '4 Broad Street' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lagos' } });
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '102273' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0801 234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the phone in international form: + then the country code and number (7 to 15 digits)',
    );
    expect(calls.save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+234 801 234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledOnce());
    expect(calls.save.mock.calls[0]?.[0]).toMatchObject({ label: 'Work', name: 'Ada Obi', country: 'NG', phone: '+2348012345678' });
    expect(await screen.findByRole('heading', { name: /Work/ })).toBeTruthy();
  });
});

describe('RewardsPage', () => {
  it('claims an earned achievement with one click and shows it claimed', async () => {
    const before: Rewards = {
      referralCode: 'ABC234',
      referredBy: null,
      canApplyCode: false,
      referrals: [{ userName: 'fela', joinedAt: Date.UTC(2026, 9, 1) }],
      achievements: [{ id: 'verified', progress: 1, goal: 1, reward: 100, earned: true, claimedAt: null }],
    };
    calls.rewards.mockResolvedValue(before);
    calls.claim.mockResolvedValue({
      data: { ...before, achievements: [{ ...before.achievements[0], claimedAt: 1 }] },
      message: 'Reward claimed',
    });
    render(<RewardsPage title="Rewards" />);
    expect(await screen.findByDisplayValue('ABC234')).toBeTruthy();
    expect(screen.getByText('@fela')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim 100 OSBT' }));
    expect(await screen.findByText('Claimed')).toBeTruthy();
    expect(calls.claim.mock.calls[0]?.[0]).toBe('verified');
  });
});
