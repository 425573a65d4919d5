// The status badge: 3 s of loading text, then the status in its tone (spec section 4).
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { STATUS_LOADING_MS, StatusBadge, statusTone } from '../status-badge';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('<StatusBadge> (spec section 4)', () => {
  it('"shows loading text for the first 3s, then the status or \'All system normal\'"', () => {
    expect(STATUS_LOADING_MS).toBe(3000);
    render(<StatusBadge />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(STATUS_LOADING_MS - 1);
    });
    expect(screen.getByText('Carregando…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('All system normal')).toBeTruthy();
  });

  it('shows the given status after the loading time, in its tone', () => {
    const { container } = render(<StatusBadge status="Completed" />);
    expect(container.querySelector('[data-tone="default"]')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(STATUS_LOADING_MS);
    });
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(container.querySelector('.ui-status--success')).not.toBeNull();
  });

  it('"success, active, completed, opened are green"', () => {
    for (const s of ['success', 'active', 'completed', 'opened', 'Active']) expect(statusTone(s)).toBe('success');
  });

  it('"inactive, failed, error, cancelled, expired, closed are red"', () => {
    for (const s of ['inactive', 'failed', 'error', 'cancelled', 'expired', 'closed']) expect(statusTone(s)).toBe('danger');
  });

  it('"processing, inprogress, pending are yellow"', () => {
    for (const s of ['processing', 'inprogress', 'in progress', 'in_progress', 'Pending']) expect(statusTone(s)).toBe('warning');
  });

  it('"default uses the theme colour"', () => {
    for (const s of [undefined, null, '', 'unknown', 'All system normal']) expect(statusTone(s)).toBe('default');
  });
});
