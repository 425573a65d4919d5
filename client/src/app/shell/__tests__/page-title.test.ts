// Page titles of spec section 2 Layout: the lowercase page title plus the area name.
import { describe, it, expect } from 'vitest';
import { formatPageTitle, withUnreadCount } from '../page-title';

describe('formatPageTitle', () => {
  it('joins the lowercase page title and the area', () => {
    expect(formatPageTitle('Wallet', 'pay')).toBe('wallet · pay');
    expect(formatPageTitle('P2P Orders', 'Pay')).toBe('p2p orders · pay');
  });
  it('does not repeat the area when the page is named after it', () => {
    expect(formatPageTitle('Pay', 'pay')).toBe('pay');
  });
  it('falls back to the area alone while the page has no title', () => {
    expect(formatPageTitle('  ', 'cloud')).toBe('cloud');
  });
});

describe('withUnreadCount (the tab title counter)', () => {
  it('puts what is unread first, and nothing at 0', () => {
    expect(withUnreadCount('discover · app', 3)).toBe('(3) discover · app');
    expect(withUnreadCount('discover · app', 0)).toBe('discover · app');
    expect(withUnreadCount('discover · app', 120)).toBe('(99+) discover · app');
  });
});

describe('usePageTitle in a browser', () => {
  it('sets document.title and reports nothing for a server render (serverRender is for Node only)', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { usePageTitle } = await import('../page-title');
    const { IS_SERVER, serverRender } = await import('../../../lib/server-render');
    renderHook(() => usePageTitle('Preços', 'osb'));
    expect(IS_SERVER).toBe(false);
    expect(document.title).toBe('preços · osb');
    expect(serverRender.title).toBeNull();
  });
});
