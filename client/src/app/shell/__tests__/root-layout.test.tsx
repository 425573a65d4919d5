// The root frame: the cookie notice is the root's, so it is there on every page from the first render on, a
// product area's loading screen included, and only once.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { RootFallback, RootLayout } from '../root-layout';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { cookieConsent } from '../../../state/cookie-consent';
import { toast, toasts } from '../../../state/toasts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  cookieConsent.value = null;
  toasts.value = [];
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { path: 'loading', Component: FullScreenSpinner },
          { path: 'page', element: <h1>Page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('<RootLayout>', () => {
  it('shows the cookie notice while a page is still loading', () => {
    renderAt('/loading');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Cookies' })).toHaveLength(1);
  });

  it("shows it while the router is still loading the first page's code (its HydrateFallback)", async () => {
    let arrive: (page: { Component: () => React.JSX.Element }) => void = () => {};
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: RootLayout,
          HydrateFallback: RootFallback,
          children: [{ path: 'page', lazy: () => new Promise((resolve) => (arrive = resolve)) }],
        },
      ],
      { initialEntries: ['/page'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Cookies' })).toHaveLength(1);
    await act(async () => arrive({ Component: () => <h1>Page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Cookies' })).toHaveLength(1);
  });

  it('shows it once on a page, and not at all once answered', () => {
    renderAt('/page');
    expect(screen.getAllByRole('region', { name: 'Cookies' })).toHaveLength(1);
    act(() => {
      cookieConsent.value = 'accepted';
    });
    expect(screen.queryAllByRole('region', { name: 'Cookies' })).toHaveLength(0);
  });

  it("has the toasts' live region from the first render, and a toast appears in it once their code has loaded", async () => {
    renderAt('/page');
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.childElementCount).toBe(0);
    act(() => {
      toast.success('Update successful!');
    });
    expect(await within(region).findByText('Update successful!')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Dispensar notificação' })).toBeTruthy();
  });
});
