// The top bar's balance is live: a balance announced here or in another tab of the account, a realtime `i` and
// the tab shown again refetch the user, and the new amount shows without a reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { announce, receive } from '../../../lib/live/announce';
import { handleFrame } from '../../../lib/api/socket';
import { user, type User } from '../../../state/session';
import { Balance } from '../balance';

const refreshUser = vi.hoisted(() => vi.fn());
vi.mock('../../../state/session', async (original) => ({ ...(await original<typeof import('../../../state/session')>()), refreshUser }));

const ada = (osbt: number) => ({ uid: 'u0000000001', assets: { OSBT: osbt } }) as unknown as User;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  user.value = null;
  refreshUser.mockReset();
});

describe('Balance', () => {
  it('refetches the user on a balance announcement, from this tab or another, and shows the new amount', async () => {
    user.value = ada(1000);
    refreshUser.mockImplementation(() => {
      user.value = ada(999);
      return Promise.resolve(user.value);
    });
    render(<Balance />);
    expect(screen.getByText('1.000 OSBT')).toBeTruthy();
    act(() => announce('balance'));
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(screen.getByText('999 OSBT')).toBeTruthy();
    await settle();
    act(() => receive({ uid: 'u0000000001', topic: 'balance' }));
    expect(refreshUser).toHaveBeenCalledTimes(2);
    await settle();
    // Another account's tab, or another topic, is not this balance's business.
    receive({ uid: 'u0000000002', topic: 'balance' });
    announce('inbox');
    expect(refreshUser).toHaveBeenCalledTimes(2);
    act(() => handleFrame('i'));
    expect(refreshUser).toHaveBeenCalledTimes(3);
  });
});
