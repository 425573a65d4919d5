// Side-menu rules of spec section 2 Layout: grouping by category, highlighting by equal-or-prefix path.
import { describe, it, expect } from 'vitest';
import { Wallet } from 'lucide-react';
import { activeEntryUrl, groupByCategory, isEntryActive, type MenuEntry } from '../side-menu';
// Fake keys: grouping and matching never read the catalogue.
import type { TextKey } from '../../../i18n/keys';

describe('isEntryActive', () => {
  it('highlights the entry whose url equals the path', () => {
    expect(isEntryActive('/pay/wallet', '/pay/wallet')).toBe(true);
  });
  it('highlights the entry whose url the path starts with', () => {
    expect(isEntryActive('/pay/p2p/orders/o123', '/pay/p2p/orders')).toBe(true);
    expect(isEntryActive('/pay/add/OSBT', '/pay/add')).toBe(true);
  });
  it('does not highlight on a partial segment or a sibling', () => {
    expect(isEntryActive('/playground', '/play')).toBe(false);
    expect(isEntryActive('/pay/activity', '/pay/wallet')).toBe(false);
    expect(isEntryActive('/pay', '/pay/wallet')).toBe(false);
  });
  it('ignores a trailing slash on the url', () => {
    expect(isEntryActive('/map/live', '/map/live/')).toBe(true);
  });
});

describe('activeEntryUrl', () => {
  const menu: MenuEntry[] = ['/play', '/play/friend', '/play/online', '/inbox', '/inbox/notification'].map((url) => ({
    name: url as TextKey,
    url,
    category: 'c' as TextKey,
    icon: Wallet,
  }));

  it('of the entries "highlighted when the current path equals or starts with its url", the most specific is current', () => {
    expect(activeEntryUrl('/play/friend', menu)).toBe('/play/friend');
    expect(activeEntryUrl('/play', menu)).toBe('/play');
    expect(activeEntryUrl('/inbox/notification', menu)).toBe('/inbox/notification');
    expect(activeEntryUrl('/inbox/u0000000002', menu)).toBe('/inbox');
  });
  it('is none when no entry matches', () => {
    expect(activeEntryUrl('/pay/wallet', menu)).toBeNull();
  });
});

describe('groupByCategory', () => {
  const entry = (name: string, category: string): MenuEntry => ({
    name: name as TextKey,
    url: `/${name}`,
    category: category as TextKey,
    icon: Wallet,
  });

  it('groups entries by category in first-seen order, keeping entry order', () => {
    const groups = groupByCategory([entry('a', 'x'), entry('b', 'y'), entry('c', 'x')]);
    expect(groups.map((g) => [g.category, g.entries.map((e) => e.name)])).toEqual([
      ['x', ['a', 'c']],
      ['y', ['b']],
    ]);
  });
});
