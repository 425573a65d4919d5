// The toaster: 3 s lifetime, types and dismissal (spec section 4).
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../toaster';
import { TOAST_DURATION_MS, toast, toasts } from '../../../state/toasts';

beforeEach(() => {
  vi.useFakeTimers();
  toasts.value = [];
});
afterEach(() => vi.useRealTimers());

describe('<Toaster> (spec section 4: "Toasts last 3s by default; types success, error, info, warning")', () => {
  it('shows a toast in a polite live region and removes it after 3 s', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      toast.success('Update successful!');
    });
    expect(screen.getByText('Update successful!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.queryByText('Update successful!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Update successful!')).toBeNull();
  });

  it('colours each type and can be dismissed early', () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('ok');
      toast.error('Something went wrong');
      toast.info('fyi');
      toast.warning('careful');
    });
    for (const type of ['success', 'error', 'info', 'warning']) {
      expect(container.querySelector(`.ui-toast--${type}`)).not.toBeNull();
    }
    expect(screen.getByText('Erro:', { exact: false })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Dispensar notificação' });
    expect(buttons).toHaveLength(4);
    fireEvent.click(buttons[1]!);
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByText('ok')).toBeTruthy();
  });
});
