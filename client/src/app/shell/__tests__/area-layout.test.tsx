// The area frame (spec section 2 Layout) rendered: the document title from the route, the highlighted menu entry,
// the balance in OSBT, and the rail's icons-only collapsed form keeping names for assistive technology.
import { describe, it, expect, beforeEach } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Activity, Wallet } from 'lucide-react';
import { user } from '../../../state/session';
import { unreadChats, unreadNotifications } from '../../../state/unread';
import { AreaLayout } from '../area-layout';
// The pay area's route module registers its titles; the test's pay menu stands in for it.
import '../page-messages-areas';
import type { MenuEntry } from '../side-menu';
import { makeUser } from '../../guards/__tests__/make-user';

const menu: MenuEntry[] = [
  { name: 'pages.pay.wallet', url: '/pay/wallet', category: 'pages.category.pay.wallet', icon: Wallet, count: () => unreadChats.value },
  { name: 'pages.pay.activity', url: '/pay/activity', category: 'pages.category.pay.wallet', icon: Activity },
];

beforeEach(() => {
  user.value = makeUser();
  unreadChats.value = 0;
  unreadNotifications.value = 0;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AreaLayout area="pay" menu={menu} />,
        children: [
          { path: '/pay/wallet', handle: { titleKey: 'pages.pay.wallet' }, element: <p>wallet body</p> },
          { path: '/pay/activity', handle: { titleKey: 'pages.pay.activity' }, element: <p>activity body</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<AreaLayout>', () => {
  it('titles the document "<page> · <area>" in lowercase', async () => {
    renderAt('/pay/wallet');
    await waitFor(() => expect(document.title).toBe('carteira · pay'));
  });

  it('highlights the entry of the current path in the rail and the list panel', () => {
    renderAt('/pay/activity');
    for (const nav of [
      screen.getByRole('navigation', { name: 'Navegação principal' }),
      screen.getByRole('navigation', { name: 'Seção' }),
    ]) {
      expect(within(nav).getByRole('link', { name: 'Atividade' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Carteira' }).getAttribute('aria-current')).toBeNull();
    }
  });

  it('shows the OSBT balance and the signed-in name in the top bar', () => {
    renderAt('/pay/wallet');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('50.000 OSBT')).toBeTruthy();
    expect(within(bar).getByText('ada')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Suporte' }).getAttribute('href')).toBe('/account/support');
  });

  it('counts what is unread on its entry (named as before, the count as its description) and first in the tab title, live', async () => {
    renderAt('/pay/activity');
    await waitFor(() => expect(document.title).toBe('atividade · pay'));
    act(() => {
      unreadChats.value = 3;
      unreadNotifications.value = 2;
    });
    await waitFor(() => expect(document.title).toBe('(5) atividade · pay'));
    const rail = screen.getByRole('navigation', { name: 'Navegação principal' });
    const entry = within(rail).getByRole('link', { name: 'Carteira' });
    expect(entry.textContent).toContain('3');
    expect(document.getElementById(entry.getAttribute('aria-describedby') ?? '')?.textContent).toBe('3 não lidas');
    act(() => {
      unreadChats.value = 0;
      unreadNotifications.value = 0;
    });
    await waitFor(() => expect(document.title).toBe('atividade · pay'));
    expect(within(rail).getByRole('link', { name: 'Carteira' }).getAttribute('aria-describedby')).toBeNull();
  });
});
