// The one confirm dialog: the action runs only on its yes; Cancel, Escape and the backdrop are a no; it opens on
// the safe answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmPanel, confirmAction } from '../confirm';
import { ModalHost } from '../modal-host';
import { closeModal, modal } from '../../../state/modal';

afterEach(() => closeModal());

function ask(onConfirm: () => unknown) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirmAction({
      title: 'Remover esta publicação?',
      body: <p>Isto não pode ser desfeito.</p>,
      confirmLabel: 'Remover',
      onConfirm,
    });
  });
  return answer;
}

describe('confirmAction', () => {
  it('shows the question in a dialog named by it, and runs nothing until yes', async () => {
    render(<ModalHost />);
    const action = vi.fn();
    const answer = ask(action);
    const dialog = screen.getByRole('dialog', { name: 'Remover esta publicação?' });
    expect(dialog.textContent).toContain('Isto não pode ser desfeito.');
    expect(action).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(await answer).toBe(true);
    expect(modal.value.show).toBe(false);
  });

  it('Cancel is a no: nothing runs', async () => {
    render(<ModalHost />);
    const action = vi.fn();
    const answer = ask(action);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    });
    expect(await answer).toBe(false);
    expect(action).not.toHaveBeenCalled();
  });

  it('Escape and the backdrop are a no', async () => {
    render(<ModalHost />);
    const action = vi.fn();
    const first = ask(action);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(await first).toBe(false);
    const second = ask(action);
    act(() => {
      fireEvent.click(screen.getByTestId('modal-backdrop'));
    });
    expect(await second).toBe(false);
    expect(action).not.toHaveBeenCalled();
  });

  it('stays open and busy while the action runs, and cannot be said twice', async () => {
    render(<ModalHost />);
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const answer = ask(action);
    const yes = screen.getByRole('button', { name: 'Remover' });
    act(() => {
      fireEvent.click(yes);
    });
    expect(yes.getAttribute('aria-busy')).toBe('true');
    act(() => {
      fireEvent.click(yes);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(modal.value.show).toBe(true);
    await act(async () => finish());
    expect(await answer).toBe(true);
    expect(modal.value.show).toBe(false);
  });
});

describe('<ConfirmPanel>', () => {
  it('takes focus on its safe answer and names its own no', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmPanel
        title="Descartar esta publicação?"
        confirmLabel="Descartar"
        cancelLabel="Continuar editando"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByRole('group', { name: 'Descartar esta publicação?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
