// The footer's status line (issue #33): it says what the API's health check answers, in the reader's language, and
// claims nothing before it knows — not "All system normal" from a timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PlatformStatus, SEEN_AFTER_MS } from '../components/platform-status';
import { language } from '../../../state/language';
import '../components/marketing-messages';

// The footer loads the call and its line on demand; loaded here first, so those imports are ready when the faked
// clock runs.
await import('../models/platform-status');
await import('../components/platform-status-live');

const answer = (status: number, body: unknown) =>
  vi.fn(async (_request: Request) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const success = (data: unknown) => answer(200, { status: 'success', code: 'common.ok', message: 'OK', data });

async function settle(ms = 3000) {
  // The line's live part is a lazy component: one act for React to show it (it asks as it mounts), then the wait.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  await act(async () => {
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  language.value = 'pt';
});

describe('<PlatformStatus>', () => {
  it('asks the health check and says the platform works, in green, with when it looked', async () => {
    const fetch = success({ status: 'operational', areas: [], checkedAt: Date.UTC(2026, 10, 26, 23, 10) });
    vi.stubGlobal('fetch', fetch);
    render(<PlatformStatus />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await settle();
    const badge = screen.getByText('Todos os sistemas funcionando');
    expect(badge.getAttribute('data-tone')).toBe('success');
    expect(badge.getAttribute('title')).toMatch(/^Verificado às \d{2}:\d{2}$/);
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/v1/support/status');
  });

  it('in English, and degraded areas in yellow', async () => {
    language.value = 'en';
    vi.stubGlobal('fetch', success({ status: 'degraded', areas: ['pay'], checkedAt: Date.now() }));
    render(<PlatformStatus />);
    await settle();
    expect(screen.getByText('Some services are degraded').getAttribute('data-tone')).toBe('warning');
  });

  it('a 5xx says the platform is down, in red', async () => {
    vi.stubGlobal('fetch', answer(503, { status: 'error', code: 'server.unavailable', message: 'The service is unavailable', data: null }));
    render(<PlatformStatus />);
    await settle();
    // The failure's code texts load on demand first.
    const badge = await vi.waitFor(() => screen.getByText('A plataforma está fora do ar'), { timeout: 5000 });
    expect(badge.getAttribute('data-tone')).toBe('danger');
  });

  it('no answer at all claims nothing: it could not check', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<PlatformStatus />);
    await settle();
    const badge = await vi.waitFor(() => screen.getByText('Não foi possível verificar o status'), { timeout: 5000 });
    expect(badge.getAttribute('data-tone')).toBe('default');
    expect(badge.hasAttribute('title')).toBe(false);
    expect(screen.queryByText(/All system normal/)).toBeNull();
  });

  it('stays on the loading text past 3 s while the check has not answered, and asks again every minute', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(<PlatformStatus />);
    await settle(5000);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await act(async () => {
      release(
        new Response(
          JSON.stringify({ status: 'success', code: 'common.ok', message: 'OK', data: { status: 'operational', areas: [], checkedAt: 1 } }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
      );
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Todos os sistemas funcionando')).toBeTruthy();
    await settle(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the line asks only once it is reached', () => {
  /** A stand-in IntersectionObserver whose callback the test drives. */
  function fakeObserver() {
    const state: { report?: (visible: boolean) => void } = {};
    class Observer {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        state.report = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    return state;
  }

  it('a passing glimpse of the footer (the page still loading) asks nothing; staying on screen asks', async () => {
    // The glimpse's timer is cleared when the line leaves the screen: clearTimeout is faked too here.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const observer = fakeObserver();
    const fetch = success({ status: 'operational', areas: [], checkedAt: Date.now() });
    vi.stubGlobal('fetch', fetch);
    render(<PlatformStatus />);
    act(() => observer.report?.(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS - 100);
    });
    act(() => observer.report?.(false));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * SEEN_AFTER_MS);
    });
    expect(fetch).not.toHaveBeenCalled();
    act(() => observer.report?.(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS);
    });
    await settle();
    expect(screen.getByText('Todos os sistemas funcionando')).toBeTruthy();
  });
});
