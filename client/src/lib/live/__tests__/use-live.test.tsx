// The one live-values mechanism: an announcement refetches here and in other tabs of the same account (never of
// another), a realtime `i` or the tab shown again refetches, polling runs only while active and visible, a
// refetch in flight is not doubled, and nothing runs after unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { handleFrame } from '../../api/socket';
import { user, type User } from '../../../state/session';
import { announce, LIVE_KEY, receive, resetLiveTransport, subscribe } from '../announce';
import { useLive } from '../use-live';

function showTab(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets a finished refetch clear its in-flight mark (it settles a few microtasks later). */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const signIn = (uid: string) => {
  user.value = { uid } as User;
};

/** A BroadcastChannel between "tabs" of this test: every channel of a name but the sender gets the message. */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly name: string;
  constructor(name: string) {
    this.name = name;
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown): void {
    for (const other of FakeChannel.open) {
      if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
    }
  }
  close(): void {
    FakeChannel.open = FakeChannel.open.filter((c) => c !== this);
  }
}

beforeEach(() => {
  FakeChannel.open = [];
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  resetLiveTransport();
  signIn('u0000000001');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetLiveTransport();
  showTab('visible');
  user.value = null;
});

describe('announce', () => {
  it('refetches this tab at once and posts to the other tabs with the account', () => {
    const here = vi.fn();
    const off = subscribe('balance', here);
    const otherTab = new FakeChannel('osb-live');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    announce('balance');
    expect(here).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([expect.objectContaining({ uid: 'u0000000001', topic: 'balance' })]);
    off();
    announce('balance');
    expect(here).toHaveBeenCalledTimes(1);
  });

  it("delivers another tab's announcement of the same account, not one of another account or another topic", () => {
    const balance = vi.fn();
    const inbox = vi.fn();
    subscribe('balance', balance);
    subscribe('inbox', inbox);
    const otherTab = new FakeChannel('osb-live');
    otherTab.postMessage({ uid: 'u0000000001', topic: 'balance' });
    expect(balance).toHaveBeenCalledTimes(1);
    otherTab.postMessage({ uid: 'u0000000002', topic: 'balance' });
    otherTab.postMessage({ uid: 'u0000000001', topic: 'weather' });
    receive('balance');
    expect(balance).toHaveBeenCalledTimes(1);
    expect(inbox).not.toHaveBeenCalled();
  });

  it('falls back to storage events where there is no BroadcastChannel, leaving nothing stored', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    resetLiveTransport();
    const notifications = vi.fn();
    subscribe('notifications', notifications);
    const writes: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      writes.push(`${key}=${value}`);
    });
    announce('orders');
    expect(writes).toEqual([expect.stringContaining(`${LIVE_KEY}=`)]);
    expect(localStorage.getItem(LIVE_KEY)).toBeNull();
    setItem.mockRestore();
    // What another tab's write looks like here.
    const message = JSON.stringify({ uid: 'u0000000001', topic: 'notifications' });
    window.dispatchEvent(new StorageEvent('storage', { key: LIVE_KEY, newValue: message }));
    window.dispatchEvent(new StorageEvent('storage', { key: LIVE_KEY, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: message }));
    expect(notifications).toHaveBeenCalledTimes(1);
  });
});

describe('useLive', () => {
  it('refetches on its topic, from this tab or another, until unmounted', async () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useLive(['balance', 'orders'], reload));
    announce('orders');
    expect(reload).toHaveBeenCalledTimes(1);
    announce('inbox');
    expect(reload).toHaveBeenCalledTimes(1);
    await settle();
    new FakeChannel('osb-live').postMessage({ uid: 'u0000000001', topic: 'balance' });
    expect(reload).toHaveBeenCalledTimes(2);
    await settle();
    unmount();
    announce('balance');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on a realtime i and when the tab is shown again, not on other frames or a hidden tab', async () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useLive([], reload));
    handleFrame('i');
    expect(reload).toHaveBeenCalledTimes(1);
    await settle();
    handleFrame('y');
    showTab('hidden');
    expect(reload).toHaveBeenCalledTimes(1);
    showTab('visible');
    expect(reload).toHaveBeenCalledTimes(2);
    await settle();
    unmount();
    handleFrame('i');
    showTab('visible');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('calls the latest reload it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ reload }) => useLive('balance', reload), { initialProps: { reload: first } });
    rerender({ reload: second });
    announce('balance');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('runs one more refetch after the one in flight, however many signals came meanwhile', async () => {
    let finish: () => void = () => undefined;
    const reload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { unmount } = renderHook(() => useLive('balance', reload));
    announce('balance');
    announce('balance');
    handleFrame('i');
    expect(reload).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(reload).toHaveBeenCalledTimes(2);
    await act(async () => finish());
    expect(reload).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('polls every intervalMs only while active and the tab is visible', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useLive([], reload, { intervalMs: 1000, active }), {
      initialProps: { active: true },
    });
    await act(async () => vi.advanceTimersByTimeAsync(2500));
    expect(reload).toHaveBeenCalledTimes(2);
    showTab('hidden');
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(reload).toHaveBeenCalledTimes(2);
    showTab('visible');
    expect(reload).toHaveBeenCalledTimes(3);
    rerender({ active: false });
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(reload).toHaveBeenCalledTimes(3);
    unmount();
  });

  it('stops polling on unmount', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { unmount } = renderHook(() => useLive([], reload, { intervalMs: 1000 }));
    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(reload).not.toHaveBeenCalled();
  });
});
