// The frame's unread counts: chats with unread messages follow the chat list; unread notifications are asked for
// once per burst of realtime `i` (20 messages make one request), and an answer that left before a newer one is
// dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user, type User } from '../../../state/session';
import { unreadChats, unreadNotifications, unreadTotal } from '../../../state/unread';
import { chats } from '../models/chat-list';
import type { ChatSummary } from '../models/types';

const listNotifications = vi.fn(async (_before?: string, _limit?: number) => ({ items: [], unread: 4, more: false }));
vi.mock('../api/list-notifications', () => ({ listNotifications: (before?: string, limit?: number) => listNotifications(before, limit) }));
let frameHandler: ((frame: string) => void) | undefined;
vi.mock('../../../lib/api/socket', () => ({
  onTextFrame: (handler: (frame: string) => void) => {
    frameHandler = handler;
    return () => undefined;
  },
}));

const { startUnreadCounts, UNREAD_FETCH_DELAY_MS } = await import('../models/unread-counts');

const BEN = { uid: 'u0000000002', userName: 'ben', todo: '' } as unknown as User;
const chat = (id: string, u: number) => ({ id, u, t: 1, l: { i: 'm1', u: 'x', m: 'hi', s: 'd', t: 1 } }) as unknown as ChatSummary;

afterEach(() => {
  vi.useRealTimers();
});

describe('unread counts', () => {
  it('counts chats with unread messages, and notifications once per burst of i', async () => {
    vi.useFakeTimers();
    startUnreadCounts();
    user.value = BEN;
    await vi.advanceTimersByTimeAsync(UNREAD_FETCH_DELAY_MS);
    expect(listNotifications).toHaveBeenCalledTimes(1);
    expect(listNotifications).toHaveBeenLastCalledWith(undefined, 1);
    expect(unreadNotifications.value).toBe(4);

    chats.value = { a: chat('a', 20), b: chat('b', 0), c: chat('c', 1) };
    expect(unreadChats.value).toBe(2);
    expect(unreadTotal.value).toBe(6);

    listNotifications.mockResolvedValue({ items: [], unread: 5, more: false });
    for (let i = 0; i < 20; i++) frameHandler?.('i');
    await vi.advanceTimersByTimeAsync(UNREAD_FETCH_DELAY_MS);
    expect(listNotifications).toHaveBeenCalledTimes(2);
    expect(unreadNotifications.value).toBe(5);

    chats.value = { a: chat('a', 0), b: chat('b', 0), c: chat('c', 1) };
    expect(unreadTotal.value).toBe(6);
  });
});
