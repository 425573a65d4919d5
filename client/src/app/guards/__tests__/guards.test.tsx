// The guards rendered in a router (spec section 2): spinner while loading, replace-redirects, the todo gate,
// todo done → remembered target, the add-account exception, and the admin forbidden page.
import { describe, it, expect, beforeEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { authStatus, user, accounts } from '../../../state/session';
import { setCookie, getCookie } from '../../../lib/cookies';
import { TARGET_COOKIE } from '../../../lib/target';
import { ProtectedGuard } from '../protected-guard';
import { PublicGuard } from '../public-guard';
import { AdminGuard } from '../admin-guard';
import { makeUser } from './make-user';

const page = (path: string, text: string): RouteObject => ({ path, element: <p>{text}</p> });

const routes: RouteObject[] = [
  { element: <PublicGuard />, children: [page('/sign-in', 'sign-in page')] },
  // Where redirects to the remembered section land (the real app redirects /pay to /pay/wallet).
  page('/pay', 'pay section'),
  {
    element: <ProtectedGuard />,
    children: [
      page('/discover', 'discover page'),
      page('/pay/wallet', 'wallet page'),
      page('/account/todo', 'todo page'),
      { element: <AdminGuard />, children: [page('/admin/overview', 'admin page')] },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: ['/elsewhere', path], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  accounts.value = {};
  user.value = null;
  authStatus.value = 'ready';
});

describe('protected guard', () => {
  it('shows the full-screen spinner with the logo while authentication loads', () => {
    authStatus.value = 'loading';
    const { container } = render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/pay/wallet'] })} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(container.querySelector('img[src="/logo.svg"]')).toBeTruthy();
    expect(screen.queryByText('wallet page')).toBeNull();
  });

  it('replaces the entry with /sign-in for a visitor, passing where they were going', () => {
    const router = renderAt('/pay/wallet');
    expect(screen.getByText('sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/pay/wallet' });
  });

  it('remembers the section a visitor wanted, even though they were sent to sign in', () => {
    renderAt('/pay/wallet');
    expect(getCookie(TARGET_COOKIE)).toBe('/pay');
  });

  it('sends a user with a pending todo to /account/todo and does not remember that page', () => {
    user.value = makeUser({ userName: '', todo: 'profile' });
    const router = renderAt('/discover');
    expect(screen.getByText('todo page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getCookie(TARGET_COOKIE)).toBe('/discover');
  });

  it('sends a user whose todo is done from /account/todo to the remembered target', () => {
    setCookie(TARGET_COOKIE, '/pay');
    user.value = makeUser({ userName: '', todo: 'profile' });
    const router = renderAt('/account/todo');
    expect(screen.getByText('todo page')).toBeTruthy();
    act(() => {
      user.value = makeUser({ userName: 'dana', todo: '' });
    });
    expect(router.state.location.pathname).toBe('/pay');
    expect(screen.getByText('pay section')).toBeTruthy();
  });

  it('shows the page to a signed-in user with nothing pending', () => {
    user.value = makeUser();
    renderAt('/pay/wallet');
    expect(screen.getByText('wallet page')).toBeTruthy();
  });
});

describe('public guard', () => {
  it('shows sign-in to a visitor', () => {
    renderAt('/sign-in');
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it('replaces /sign-in with the remembered target for a signed-in user', () => {
    setCookie(TARGET_COOKIE, '/pay');
    user.value = makeUser();
    const router = renderAt('/sign-in');
    expect(router.state.location.pathname).toBe('/pay');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in user add an account below the maximum', () => {
    user.value = makeUser();
    accounts.value = { 'ada@example.com': { token: 't', id: null } };
    renderAt('/sign-in?add=1');
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it('does not offer adding a sixth account', () => {
    user.value = makeUser();
    accounts.value = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`p${n}@example.com`, { token: `t${n}`, id: null }]));
    const router = renderAt('/sign-in?add=1');
    expect(router.state.location.pathname).toBe('/discover');
  });
});

describe('admin guard', () => {
  it('shows admin pages to staff', () => {
    user.value = makeUser({ isStaff: true });
    renderAt('/admin/overview');
    expect(screen.getByText('admin page')).toBeTruthy();
  });

  it('shows a clear forbidden page to everyone else', () => {
    user.value = makeUser({ isStaff: false });
    renderAt('/admin/overview');
    expect(screen.queryByText('admin page')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Somente equipe' })).toBeTruthy();
  });
});
