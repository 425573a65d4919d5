// The products menu lists the spec's areas for everyone, and the admin area for staff only.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { language } from '../../../state/language';
import { user, type User } from '../../../state/session';
import { ProductsMenu } from '../products-menu';

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  user.value = null;
});

function openMenu(): void {
  render(
    <MemoryRouter>
      <ProductsMenu />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Products' }));
}

describe('ProductsMenu', () => {
  it('offers staff the admin area', () => {
    user.value = { isStaff: true } as User;
    openMenu();
    expect(screen.getByRole('menuitem', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(screen.getAllByRole('menuitem')).toHaveLength(7);
  });

  it('does not offer it to anyone else', () => {
    user.value = { isStaff: false } as User;
    openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    expect(screen.getAllByRole('menuitem')).toHaveLength(6);
  });
});
