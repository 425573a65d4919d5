// The live refresh pay and support screens share: a realtime `i` or the tab shown again reloads, other frames and a
// hidden tab do not, the interval runs only while active, and nothing runs after unmount.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { handleFrame } from '../api/socket';
import { useLiveRefresh } from '../use-live-refresh';

function showTab(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  showTab('visible');
});

describe('useLiveRefresh', () => {
  it('reloads on a realtime i and when the tab is shown again, not on other frames or a hidden tab', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useLiveRefresh(reload));
    handleFrame('i');
    expect(reload).toHaveBeenCalledTimes(1);
    handleFrame('y');
    showTab('hidden');
    expect(reload).toHaveBeenCalledTimes(1);
    showTab('visible');
    expect(reload).toHaveBeenCalledTimes(2);
    unmount();
    handleFrame('i');
    showTab('visible');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('calls the latest reload it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ reload }) => useLiveRefresh(reload), { initialProps: { reload: first } });
    rerender({ reload: second });
    handleFrame('i');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('polls every intervalMs only while active', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useLiveRefresh(reload, { intervalMs: 1000, active }), {
      initialProps: { active: true },
    });
    vi.advanceTimersByTime(2500);
    expect(reload).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(2);
    unmount();
  });
});
