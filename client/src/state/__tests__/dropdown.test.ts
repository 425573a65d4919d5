// Dropdown state by id (spec section 2).
import { describe, it, expect, beforeEach } from 'vitest';
import { closeDropdown, openDropdown, toggleDropdown } from '../dropdown';

beforeEach(() => closeDropdown());

describe('dropdown state (spec section 2: "opens and closes by id; clicking the same id again closes it")', () => {
  it('the same id again closes it', () => {
    toggleDropdown('profile');
    expect(openDropdown.value).toBe('profile');
    toggleDropdown('profile');
    expect(openDropdown.value).toBeNull();
  });

  it('another id switches to it; only one is open', () => {
    toggleDropdown('profile');
    toggleDropdown('products');
    expect(openDropdown.value).toBe('products');
    closeDropdown();
    expect(openDropdown.value).toBeNull();
  });
});
