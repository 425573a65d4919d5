// The global modal: backdrop and Escape close it, focus is trapped and restored (spec section 2).
import { describe, it, expect, beforeEach } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ModalHost } from '../modal-host';
import { closeModal, guardModalDismiss, modal, openModal } from '../../../state/modal';

beforeEach(() => closeModal());

function open(label?: string) {
  act(() => {
    openModal(
      <div>
        <p>Centred content</p>
        <button type="button">First</button>
        <button type="button">Last</button>
      </div>,
      label ? { label } : {},
    );
  });
}

describe('<ModalHost> (spec section 2: "a clickable backdrop closes it; it shows caller-supplied centred content")', () => {
  it('renders nothing while closed', () => {
    const { container } = render(<ModalHost />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the content in an accessible modal dialog', () => {
    render(<ModalHost />);
    open('Create post');
    const dialog = screen.getByRole('dialog', { name: 'Create post' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Centred content')).toBeTruthy();
  });

  it('a click on the backdrop closes it; a click inside the content does not', () => {
    render(<ModalHost />);
    open();
    fireEvent.click(screen.getByText('Centred content'));
    expect(modal.value.show).toBe(true);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(modal.value.show).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes it', () => {
    render(<ModalHost />);
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus in, traps Tab inside, and gives focus back to the opener on close', () => {
    render(
      <>
        <button type="button">Opener</button>
        <ModalHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    open();
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    act(() => closeModal());
    expect(document.activeElement).toBe(opener);
  });
});

describe('<ModalHost> with content holding unsaved work', () => {
  it('Escape and the backdrop ask the content first; it keeps the modal open by answering false', () => {
    render(<ModalHost />);
    open();
    let answer = false;
    const stop = guardModalDismiss(() => answer);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(modal.value.show).toBe(true);
    answer = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(modal.value.show).toBe(false);
    stop();
  });

  it('the guard goes with the content: the next modal closes as usual', () => {
    render(<ModalHost />);
    open();
    const stop = guardModalDismiss(() => false);
    stop();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(modal.value.show).toBe(false);
  });
});
