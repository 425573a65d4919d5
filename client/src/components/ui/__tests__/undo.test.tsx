// The one undo: the removal waits for the window to close before the call goes out; Undo takes it back and nothing
// is sent; the toast carries the Undo button.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../toaster';
import { UNDO_WINDOW_MS, withUndo } from '../undo';
import { toasts } from '../../../state/toasts';

beforeEach(() => {
  vi.useFakeTimers();
  toasts.value = [];
});
afterEach(() => vi.useRealTimers());

describe('withUndo', () => {
  it('offers Undo for five seconds and sends only when the window closes', () => {
    expect(UNDO_WINDOW_MS).toBe(5000);
    render(<Toaster />);
    const commit = vi.fn();
    const restore = vi.fn();
    act(() => {
      withUndo({ message: 'Registro excluído', commit, restore });
    });
    expect(screen.getByText('Registro excluído')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    });
    expect(commit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commit).toHaveBeenCalledTimes(1);
    expect(restore).not.toHaveBeenCalled();
    expect(screen.queryByText('Registro excluído')).toBeNull();
  });

  it('Undo puts it back and never sends', () => {
    render(<Toaster />);
    const commit = vi.fn();
    const restore = vi.fn();
    act(() => {
      withUndo({ message: 'Registro excluído', commit, restore });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    });
    expect(restore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Registro excluído')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    });
    expect(commit).not.toHaveBeenCalled();
  });

  it('an undo after the call went out does nothing', () => {
    const commit = vi.fn();
    const restore = vi.fn();
    const pending = withUndo({ message: 'x', commit, restore });
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(pending.undo()).toBe(false);
    expect(restore).not.toHaveBeenCalled();
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('a page closing inside the window still sends what the person did', () => {
    const commit = vi.fn();
    withUndo({ message: 'x', commit, restore: vi.fn() });
    window.dispatchEvent(new Event('pagehide'));
    expect(commit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
