// Dropdowns by id: same id closes, outside click and Escape close (spec section 2).
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dropdown, DropdownItem } from '../dropdown';
import { ModalHost } from '../modal-host';
import { closeDropdown, openDropdown } from '../../../state/dropdown';
import { closeModal, modal, openModal } from '../../../state/modal';

beforeEach(() => {
  closeDropdown();
  closeModal();
});

function Menus({ onCopy = () => {} }: { onCopy?: () => void }) {
  return (
    <div>
      <p>Outside</p>
      <Dropdown id="profile" trigger="Profile">
        <DropdownItem onClick={onCopy}>Copy UID</DropdownItem>
        <DropdownItem>View my profile</DropdownItem>
      </Dropdown>
      <Dropdown id="products" trigger="Products">
        <DropdownItem>Pay</DropdownItem>
      </Dropdown>
    </div>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('<Dropdown> (spec section 2: "opens and closes by id; clicking the same id again closes it")', () => {
  it('clicking the same trigger again closes it', () => {
    render(<Menus />);
    expect(trigger('Profile').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger('Profile'));
    expect(trigger('Profile').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(openDropdown.value).toBe('profile');
    fireEvent.click(trigger('Profile'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(openDropdown.value).toBeNull();
  });

  it('opening another closes the first', () => {
    render(<Menus />);
    fireEvent.click(trigger('Profile'));
    fireEvent.click(trigger('Products'));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Pay' })).toBeTruthy();
  });

  it('closes on an outside click and on Escape (focus back on the trigger)', () => {
    render(<Menus />);
    fireEvent.click(trigger('Profile'));
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger('Profile'));
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy UID' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger('Profile'));
  });

  it('choosing an item runs it and closes the menu; arrows move between items', () => {
    const onCopy = vi.fn();
    render(<Menus onCopy={onCopy} />);
    fireEvent.click(trigger('Profile'));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View my profile' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy UID' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy UID' }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Escape in a dropdown inside a modal closes only the dropdown', () => {
    render(<ModalHost />);
    act(() => openModal(<Menus />));
    fireEvent.click(trigger('Profile'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(modal.value.show).toBe(true);
  });
});
