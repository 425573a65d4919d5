// The frame's unread counts: chats with unread messages follow the chat list; unread notifications are asked for
// once per burst of realtime `i` (20 messages make one request), and an answer that left before a newer one is
// dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user, type User } from '../../../state/session';
import { unreadChats, unreadMessageNotifications, unreadNotifications, unreadTotal } from '../../../state/unread';
import { chats } from '../models/chat-list';
import type { ChatSummary } from '../models/types';

const listNotifications = vi.fn(async (_before?: string, _limit?: number) => ({ items: [], unread: 4, unreadMessages: 0, more: false }));
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

    listNotifications.mockResolvedValue({ items: [], unread: 5, unreadMessages: 0, more: false });
    for (let i = 0; i < 20; i++) frameHandler?.('i');
    await vi.advanceTimersByTimeAsync(UNREAD_FETCH_DELAY_MS);
    expect(listNotifications).toHaveBeenCalledTimes(2);
    expect(unreadNotifications.value).toBe(5);

    chats.value = { a: chat('a', 0), b: chat('b', 0), c: chat('c', 1) };
    expect(unreadTotal.value).toBe(6);
  });

  it("counts a new sender's first message once in the total: its chat, not its 'sent you a message' notice too", async () => {
    vi.useFakeTimers();
    startUnreadCounts();
    user.value = BEN;
    chats.value = {};
    listNotifications.mockResolvedValue({ items: [], unread: 3, unreadMessages: 0, more: false });
    frameHandler?.('i');
    await vi.advanceTimersByTimeAsync(UNREAD_FETCH_DELAY_MS);
    expect(unreadTotal.value).toBe(3);

    // Eve writes for the first time: one unread chat, and one more unread notification that is about it.
    chats.value = { e: chat('e', 1) };
    listNotifications.mockResolvedValue({ items: [], unread: 4, unreadMessages: 1, more: false });
    frameHandler?.('i');
    await vi.advanceTimersByTimeAsync(UNREAD_FETCH_DELAY_MS);
    expect(unreadNotifications.value).toBe(4);
    expect(unreadMessageNotifications.value).toBe(1);
    expect(unreadChats.value).toBe(1);
    expect(unreadTotal.value).toBe(4);

    // Read: both go, the total is what it was.
    chats.value = { e: chat('e', 0) };
    listNotifications.mockResolvedValue({ items: [], unread: 3, unreadMessages: 0, more: false });
    frameHandler?.('i');
    await vi.advanceTimersByTimeAsync(UNREAD_FETCH_DELAY_MS);
    expect(unreadTotal.value).toBe(3);

    // An API that does not send unreadMessages (older) counts as before.
    listNotifications.mockResolvedValue({ items: [], unread: 3, more: false } as never);
    frameHandler?.('i');
    await vi.advanceTimersByTimeAsync(UNREAD_FETCH_DELAY_MS);
    expect(unreadMessageNotifications.value).toBe(0);
  });
});
