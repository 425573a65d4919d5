// Every route of spec section 2 resolves to a page (not the 404), each listed redirect goes where the spec says,
// and unknown paths fall through to the 404.
import { describe, it, expect } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '../../router';
import { REDIRECTS } from '../../paths';

function deepest(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

const SPEC_PAGES = [
  // Public marketing shell
  '/',
  '/about',
  '/blog',
  '/blog/introducing-osb',
  '/careers',
  '/contact-us',
  '/download',
  '/faqs',
  '/help',
  '/partners',
  '/pricing',
  '/privacy',
  '/sdks',
  '/security',
  '/solutions',
  '/solutions/domain',
  '/terms',
  '/resources',
  '/docs/cloud/getting-started-with-cloud',
  '/guides/app',
  '/guides/app/your-first-week',
  '/sign-in',
  // Account
  '/account/analytics',
  '/account/todo',
  '/account/cash-out',
  '/account/rewards',
  '/account/top-up',
  '/account/address',
  '/account/currency',
  '/account/edit-profile',
  '/account/settings',
  '/account/time-zone',
  '/account/verification',
  '/account/support',
  // Admin
  '/admin/overview',
  '/admin/supports',
  '/admin/supports/u0000000002',
  '/admin/reports',
  '/admin/tasks',
  '/admin/upload',
  '/admin/verifications',
  '/admin/contact',
  // Main platform
  '/discover',
  '/discover/tag/osb',
  '/play',
  '/play/friend',
  '/play/online',
  '/inbox',
  '/inbox/u0000000002',
  '/inbox/notification',
  '/focus',
  '/@ada',
  '/ada',
  // Cloud
  '/cloud/overview',
  '/cloud/domain',
  '/cloud/domain/new',
  '/cloud/domain/transfer',
  '/cloud/domain/manage/d001',
  '/cloud/storage',
  '/cloud/storage/new',
  '/cloud/storage/usage',
  '/cloud/storage/rules',
  '/cloud/email',
  '/cloud/sms',
  '/cloud/whatsapp',
  '/cloud/settings',
  // Map
  '/map/live',
  '/map/c/ABC123',
  '/map/saved',
  // Market
  '/market/trending',
  '/market/featured',
  '/market/electronics',
  '/market/foods',
  '/market/clothings',
  '/market/others',
  '/market/cart',
  '/market/order',
  '/market/saved',
  '/market/product/pr00000001',
  // Pay
  '/pay/wallet',
  '/pay/activity',
  '/pay/transactions',
  '/pay/p2p/live',
  '/pay/p2p/ads',
  '/pay/p2p/orders',
  '/pay/p2p/orders/o123',
  '/pay/add',
  '/pay/add/OSBT',
  '/pay/withdraw/USD',
  '/pay/send',
  '/pay/send/OSBT',
  '/pay/request/NGN',
  '/pay/convert',
  '/pay/card/gift-card/my',
  '/pay/card/gift-card/redeem',
];

describe('route table', () => {
  it.each(SPEC_PAGES)('%s has a page of its own', (path) => {
    const route = deepest(path);
    expect(route, path).toBeDefined();
    expect(route?.path).not.toBe('*');
    expect(route?.lazy ?? route?.Component ?? route?.element ?? route?.loader, path).toBeTruthy();
  });

  it.each(['/nope', '/pay/unknown', '/market/toys', '/cloud/domain/manage', '/a/b/c'])('%s is a 404', (path) => {
    const route = deepest(path);
    // Single segments reach the profile route, whose loader turns non-usernames into a 404 (next test).
    expect(route?.path === '*' || route?.path === '/:username', path).toBe(true);
  });

  it('turns a profile path that cannot be a username into a 404', async () => {
    const route = deepest('/Not-A-User!');
    expect(route?.path).toBe('/:username');
    const loader = route?.loader as (args: { params: Record<string, string> }) => unknown;
    expect(() => loader({ params: { username: 'Not-A-User!' } })).toThrow();
    expect(loader({ params: { username: '@ada' } })).toBeNull();
  });
});

describe('redirects', () => {
  const expected: [string, string][] = [
    ['/account', '/account/analytics'],
    ['/admin', '/admin/overview'],
    ['/cloud', '/cloud/overview'],
    ['/map', '/map/live'],
    ['/market', '/market/trending'],
    ['/pay', '/pay/wallet'],
    ['/pay/card', '/pay/card/gift-card/my'],
    ['/docs', '/docs/cloud/getting-started-with-cloud'],
    ['/guides', '/guides/app'],
    ['/cart', '/market/cart'],
    ['/order', '/market/order'],
    ['/saved', '/market/saved'],
  ];

  it('lists exactly the spec redirects', () => {
    expect(REDIRECTS.map((r) => [r.from, r.to])).toEqual(expected);
  });

  it.each(expected)('%s replaces itself with %s', async (from, to) => {
    const route = deepest(from);
    const loader = route?.loader as () => Response;
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(to);
    // A replace: Back never returns to a path that bounces again.
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('sends /support to /account/support with a full page load', () => {
    const route = deepest('/support');
    expect(route?.element).toBeTruthy();
    expect(route?.loader).toBeUndefined();
  });
});
