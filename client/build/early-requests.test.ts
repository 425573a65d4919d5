// Early requests (build/early-requests.ts): the table written into index.html and the inline script that starts
// the requests for a stored session.
import { describe, expect, it, vi } from 'vitest';
import { earlyMap, earlyScript, requestPath } from './early-requests';
import { earlyKey } from '../src/lib/api/early-responses';

const ROUTES = earlyMap([
  { path: '/*', requests: [{ path: '/account/get/user' }] },
  { path: '/discover', requests: [{ path: '/account/get/user' }, { path: '/app/feed/list', body: { page: 1, feed: 'forYou' } }] },
  { path: '/inbox', requests: [{ path: '/{product}/inbox/list', params: { product: 'app' }, body: {} }] },
]);

function run(pathname: string, storedToken: string | null) {
  const fetch = vi.fn((url: string, init: { method: string; headers: Record<string, string>; body?: string }) =>
    Promise.resolve({ url, init }),
  );
  const window: { __osbEarly?: Record<string, unknown> } = {};
  const localStorage = { getItem: (key: string) => (key === 'token' && storedToken !== null ? JSON.stringify(storedToken) : null) };
  new Function('window', 'localStorage', 'fetch', 'location', earlyScript(ROUTES, 'http://api.test/v1'))(window, localStorage, fetch, {
    pathname,
  });
  return { fetch, early: window.__osbEarly };
}

describe('earlyMap', () => {
  it('fills path parameters and writes bodies as canonical JSON', () => {
    expect(ROUTES['/discover']).toEqual([
      ['/account/get/user', ''],
      ['/app/feed/list', '{"feed":"forYou","page":1}'],
    ]);
    expect(ROUTES['/inbox']).toEqual([['/app/inbox/list', '{}']]);
  });

  it('fails the build for a path parameter without a value', () => {
    expect(() => requestPath({ path: '/{product}/inbox/list', body: {} })).toThrow(/needs a value for \{product\}/);
  });
});

describe('earlyScript', () => {
  it("starts the page's requests with the stored token, keyed as the app looks them up", () => {
    const { fetch, early } = run('/discover', 'tok');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('http://api.test/v1/app/feed/list', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"feed":"forYou","page":1}',
    });
    expect(fetch).toHaveBeenCalledWith('http://api.test/v1/account/get/user', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok' },
      body: undefined,
    });
    expect(Object.keys(early ?? {}).sort()).toEqual(
      [earlyKey('/account/get/user', '', 'tok'), earlyKey('/app/feed/list', '{"feed":"forYou","page":1}', 'tok')].sort(),
    );
  });

  it('falls back to the longest "/*" prefix', () => {
    expect(run('/pay/activity', 'tok').fetch.mock.calls.map((c) => c[0])).toEqual(['http://api.test/v1/account/get/user']);
  });

  it('does nothing without a stored session', () => {
    const { fetch, early } = run('/discover', null);
    expect(fetch).not.toHaveBeenCalled();
    expect(early).toBeUndefined();
  });
});
