// The inbox's realtime rules (spec section 4) with fake timers: `i` fetches the inbox after 3 s (several `i`
// in that window make one fetch), a lost socket shows the banner, reconnects after 10 s and fetches what was
// missed, and `x` re-reads the open conversation's states.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { user, type User } from '../../../state/session';
import { token } from '../../../state/token';
import { RECONNECT_DELAY_MS } from '../../../lib/api/socket';
import { INBOX_FETCH_DELAY_MS } from '../models/constants';
import type { ConversationPage, InboxBatch } from '../models/types';

const listInbox = vi.fn(async (_id?: string): Promise<InboxBatch> => ({}));
const getHistory = vi.fn(async (): Promise<ConversationPage> => ({
  c: 'abcdefghijkl',
  type: 'chat',
  name: 'ben',
  nid: 'ben-1-US-u0000000002',
  peer: 'u0000000002',
  description: '',
  members: 2,
  unread: 0,
  more: false,
  messages: [{ i: 'm00000000001', m: 'hi', s: 'd', t: 1, u: 'u0000000001' }],
}));
vi.mock('../api/list-inbox', () => ({ listInbox: (id?: string) => listInbox(id) }));
vi.mock('../api/get-history', () => ({ getHistory: () => getHistory() }));
vi.mock('../../../lib/api/calls/list-contacts', () => ({ listContacts: async () => ({}) }));
vi.mock('../api/mark-read', () => ({ markRead: async (c: string) => ({ c, unread: 0 }) }));

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: string): void {
    this.onmessage?.({ data });
  }
}
const socket = (): FakeSocket =>
  FakeSocket.all.at(-1) ??
  (() => {
    throw new Error('no socket');
  })();

const ada: User = {
  uid: 'u0000000001',
  userName: 'ada',
  email: 'ada@example.com',
  isVerified: true,
  isStaff: true,
  country: 'NG',
  currency: 'NGN',
  userCountry: 'NG',
  timeZone: 'Africa/Lagos',
  assets: { OSBT: 0 },
  playData: null,
  todo: '',
};

let sync: typeof import('../models/realtime-sync');
let conversation: typeof import('../models/conversation');

beforeAll(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  token.value = 'tok_ada_000000000001';
  user.value = ada;
  sync = await import('../models/realtime-sync');
  conversation = await import('../models/conversation');
  sync.startInbox();
  socket().open();
  await vi.advanceTimersByTimeAsync(0);
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

beforeEach(async () => {
  await vi.advanceTimersByTimeAsync(INBOX_FETCH_DELAY_MS * 2);
  listInbox.mockClear();
  getHistory.mockClear();
});

describe('i', () => {
  it('fetches the inbox 3 s after the frame, not before', async () => {
    socket().receive('i');
    await vi.advanceTimersByTimeAsync(INBOX_FETCH_DELAY_MS - 1);
    expect(listInbox).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(listInbox).toHaveBeenCalledTimes(1);
  });

  it('several i within the 3 s make one fetch', async () => {
    socket().receive('i');
    await vi.advanceTimersByTimeAsync(1_000);
    socket().receive('i');
    socket().receive('i');
    await vi.advanceTimersByTimeAsync(INBOX_FETCH_DELAY_MS);
    expect(listInbox).toHaveBeenCalledTimes(1);
  });
});

describe('a lost connection', () => {
  it('shows the banner, reconnects 10 s later, then fetches what was missed and clears the banner', async () => {
    const model = conversation.conversationFor('u0000000002');
    await conversation.loadConversation(model);
    getHistory.mockClear();
    const before = FakeSocket.all.length;
    socket().close();
    expect(sync.connectionLost.value).toBe(true);
    expect(sync.showOfflineBanner.value).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all.length).toBe(before + 1);
    expect(listInbox).not.toHaveBeenCalled();
    socket().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.connectionLost.value).toBe(false);
    expect(listInbox).toHaveBeenCalledTimes(1);
    // The loaded conversation catches up (after its newest id, then its newest page for states).
    expect(getHistory).toHaveBeenCalled();
  });
});

describe('x', () => {
  it('re-reads the open conversation', async () => {
    const model = conversation.conversationFor('u0000000002');
    await conversation.loadConversation(model);
    conversation.activeConversation.value = 'abcdefghijkl';
    getHistory.mockClear();
    socket().receive('x');
    await vi.advanceTimersByTimeAsync(0);
    expect(getHistory).toHaveBeenCalled();
    conversation.activeConversation.value = null;
  });
});
