// The chat list rules (spec sections 3, 4, 9): batches until one has fewer than 20, the last fetched id stored
// per user and used for the next fetch, conversations told apart by id length, news from others flagged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { user, type User } from '../../../state/session';
import { chats, clearChatList, fetchBatches, onInboxNews, refreshInbox, summaryOf } from '../models/chat-list';
import { readChats, readLastId, writeChats, writeLastId } from '../models/inbox-cache';
import { adoptStoredChats, followOtherTabs } from '../models/other-tabs';
import type { ChatListEntry, InboxBatch } from '../models/types';

const me = (uid: string): User => ({
  uid,
  userName: 'ada',
  email: 'ada@example.com',
  isVerified: true,
  isStaff: false,
  country: 'NG',
  currency: 'NGN',
  userCountry: 'NG',
  timeZone: 'Africa/Lagos',
  assets: { OSBT: 0 },
  playData: null,
  todo: '',
});

const id = (n: number): string => `m${String(n).padStart(11, '0')}`;
const chatId = (n: number): string => `c${String(n).padStart(11, '0')}`;

function entry(n: number, from = 'u0000000002'): ChatListEntry {
  return {
    type: 'chat',
    nid: `ben-1-US-${from}`,
    unread: 1,
    data: { i: id(n), m: `message ${n}`, s: 'd', t: 1_000 + n, u: from, c: chatId(n), n: 'ben' },
  };
}

/** A fake inbox/list over `total` conversations whose newest ids are 1..total, in batches of 20. */
function fakeList(total: number) {
  const calls: Array<string | undefined> = [];
  const list = vi.fn(async (after?: string): Promise<InboxBatch> => {
    calls.push(after);
    const out: InboxBatch = {};
    for (let n = 1; n <= total && Object.keys(out).length < 20; n++) if (after === undefined || id(n) > after) out[chatId(n)] = entry(n);
    return out;
  });
  return { list, calls };
}

beforeEach(() => {
  clearChatList();
  user.value = me('u0000000001');
});
afterEach(() => {
  user.value = null;
});

describe('fetchBatches', () => {
  it('asks again after a full batch of 20 and stops at the first batch of fewer than 20', async () => {
    const { list, calls } = fakeList(45);
    const { entries, lastId } = await fetchBatches(list);
    expect(calls).toEqual([undefined, id(20), id(40)]);
    expect(entries).toHaveLength(45);
    expect(lastId).toBe(id(45));
  });

  it('stops after one call when the first batch is short, and keeps the start id when nothing is new', async () => {
    const { list, calls } = fakeList(3);
    expect((await fetchBatches(list, id(3))).lastId).toBe(id(3));
    expect(calls).toEqual([id(3)]);
  });

  it('makes exactly one more call when the last batch is exactly 20', async () => {
    const { list, calls } = fakeList(40);
    await fetchBatches(list);
    expect(calls).toEqual([undefined, id(20), id(40)]);
  });
});

describe('refreshInbox', () => {
  it('stores the last fetched id per user and starts the next fetch from it', async () => {
    const { list, calls } = fakeList(25);
    await refreshInbox(list);
    expect(readLastId('u0000000001')).toBe(id(25));
    expect(Object.keys(chats.value)).toHaveLength(25);
    await refreshInbox(list);
    expect(calls.at(-1)).toBe(id(25));
    // Another account has its own cursor.
    user.value = me('u0000000009');
    expect(readLastId('u0000000009')).toBeUndefined();
    writeLastId('u0000000009', id(7));
    await refreshInbox(list);
    expect(calls.at(-1)).toBe(id(7));
    expect(readLastId('u0000000009')).toBe(id(25));
    expect(readLastId('u0000000001')).toBe(id(25));
  });

  it('flags news from someone else after the first load, not the first load itself', async () => {
    const news: boolean[] = [];
    const stop = onInboxNews((n) => news.push(n.incoming));
    const { list } = fakeList(2);
    await refreshInbox(list);
    const later = vi.fn(async (): Promise<InboxBatch> => ({ [chatId(1)]: entry(9) }));
    await refreshInbox(later);
    const mine = vi.fn(async (): Promise<InboxBatch> => ({ [chatId(1)]: entry(10, 'u0000000001') }));
    await refreshInbox(mine);
    expect(news).toEqual([false, true, false]);
    stop();
  });

  it('folds calls made while a fetch runs into one more fetch', async () => {
    const { list } = fakeList(2);
    await Promise.all([refreshInbox(list), refreshInbox(list), refreshInbox(list)]);
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('summaryOf', () => {
  it('tells a direct chat from a community and names the other person from nid', () => {
    const chat = summaryOf('abcdefghijkl', entry(1));
    expect(chat).toMatchObject({ type: 'chat', name: 'ben', peer: 'u0000000002', u: 1, l: { m: 'message 1' } });
    const community = summaryOf('abcdefghijklmn', {
      type: 'community',
      nid: 'lagos_devs',
      unread: 0,
      data: { i: id(2), m: 'hi', s: 'd', t: 1, u: 'u0000000003', c: 'abcdefghijklmn', n: 'lagos_devs' },
    });
    expect(community).toMatchObject({ type: 'community', name: 'lagos_devs', u: 0 });
    expect(community.peer).toBeUndefined();
  });
});

describe('adoptStoredChats (another tab of the account read a chat)', () => {
  it("takes the other tab's row where it is about the same last message, keeps ours where it is not", async () => {
    const { list } = fakeList(3);
    await refreshInbox(list);
    const uid = 'u0000000001';
    const stored = readChats(uid);
    writeChats(uid, {
      ...stored,
      [chatId(1)]: { ...stored[chatId(1)]!, u: 0, l: { ...stored[chatId(1)]!.l, s: 'r' } },
      // An older row of chat 2, from before this tab's fetch.
      [chatId(2)]: { ...stored[chatId(2)]!, u: 0, l: { ...stored[chatId(2)]!.l, i: id(0) } },
    });
    adoptStoredChats();
    expect(chats.peek()[chatId(1)]).toMatchObject({ u: 0, l: { s: 'r' } });
    expect(chats.peek()[chatId(2)]?.u).toBe(1);
    expect(chats.peek()[chatId(3)]?.u).toBe(1);
  });

  it('a fetch that left before another tab read a chat does not bring its unread count back', async () => {
    const { list } = fakeList(1);
    await refreshInbox(list);
    // The other tab read chat 1; its news arrives while a fetch that left earlier (unread 1) is still in flight.
    const uid = 'u0000000001';
    const stored = readChats(uid);
    writeChats(uid, { ...stored, [chatId(1)]: { ...stored[chatId(1)]!, u: 0, l: { ...stored[chatId(1)]!.l, s: 'r' } } });
    adoptStoredChats();
    const stale = async (): Promise<InboxBatch> => ({ [chatId(1)]: entry(1) });
    await refreshInbox(stale);
    expect(chats.peek()[chatId(1)]).toMatchObject({ u: 0, l: { s: 'r' } });
  });

  it("takes the other tab's read once its write is visible here (the storage event), even after its announcement", async () => {
    const { list } = fakeList(1);
    await refreshInbox(list);
    const stop = followOtherTabs();
    try {
      // The announcement came first and found the old row; then the other tab's write arrives.
      const uid = 'u0000000001';
      const stored = readChats(uid);
      writeChats(uid, { ...stored, [chatId(1)]: { ...stored[chatId(1)]!, u: 0, l: { ...stored[chatId(1)]!.l, s: 'r' } } });
      expect(chats.peek()[chatId(1)]?.u).toBe(1);
      window.dispatchEvent(new StorageEvent('storage', { key: 'chats' }));
      expect(chats.peek()[chatId(1)]).toMatchObject({ u: 0, l: { s: 'r' } });
      // Another key's change is not about the chats.
      writeChats(uid, { ...stored });
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
      expect(chats.peek()[chatId(1)]?.u).toBe(0);
    } finally {
      stop();
    }
    // Stopped: the list no longer follows.
    writeChats('u0000000001', { ...readChats('u0000000001'), [chatId(1)]: { ...chats.peek()[chatId(1)]!, u: 5 } });
    window.dispatchEvent(new StorageEvent('storage', { key: 'chats' }));
    expect(chats.peek()[chatId(1)]?.u).toBe(0);
  });

  it("never takes another account's cache", async () => {
    const { list } = fakeList(1);
    await refreshInbox(list);
    writeChats('u0000000002', { [chatId(1)]: { ...summaryOf(chatId(1), entry(1)), u: 0 } });
    adoptStoredChats();
    expect(chats.peek()[chatId(1)]?.u).toBe(1);
  });
});
