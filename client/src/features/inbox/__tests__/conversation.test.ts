// A conversation's optimistic sending with the API mocked: shown at once as pending, then delivered in the
// order typed; a lost answer retried with the same client id shows the message once; a refusal offers Retry;
// what was not acknowledged survives a reload for its author only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { user, type User } from '../../../state/session';
import type { ChatMessage, ConversationPage, SendMessageBody } from '../models/types';

const stored: ChatMessage[] = [];
const byK = new Map<string, ChatMessage>();
let behaviour: 'ok' | 'lose-answer-once' | 'refuse' | 'offline' = 'ok';
/** The error class of the modules in use (a simulated reload loads them afresh, and the outbox checks instanceof). */
let Api = ApiError;
const sendMessage = vi.fn(async (body: SendMessageBody): Promise<ChatMessage> => {
  if (behaviour === 'refuse') throw new Api('Conversation not found', 404);
  if (behaviour === 'offline') throw new Api(undefined, 0);
  let message = byK.get(body.k);
  if (!message) {
    message = {
      i: `m${String(100 + stored.length).padStart(11, '0')}`,
      m: body.m,
      s: 'd',
      t: stored.length,
      u: 'u0000000001',
      c: 'abcdefghijkl',
      k: body.k,
    };
    stored.push(message);
    byK.set(body.k, message);
  }
  if (behaviour === 'lose-answer-once') {
    behaviour = 'ok';
    throw new Api(undefined, 0);
  }
  return message;
});
const page: ConversationPage = {
  c: 'abcdefghijkl',
  type: 'chat',
  name: 'ben',
  nid: 'ben-1-US-u0000000002',
  peer: 'u0000000002',
  description: '',
  members: 2,
  unread: 0,
  more: false,
  messages: [{ i: 'm00000000001', m: 'hello', s: 'r', t: 0, u: 'u0000000002' }],
};
vi.mock('../api/send-message', () => ({ sendMessage: (body: SendMessageBody) => sendMessage(body) }));
vi.mock('../api/get-history', () => ({ getHistory: async () => page }));

const ada = { uid: 'u0000000001', userName: 'ada', todo: '' } as User;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  user.value = ada;
  stored.length = 0;
  byK.clear();
  behaviour = 'ok';
  sendMessage.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  user.value = null;
});

async function openChat() {
  const model = await import('../models/conversation');
  model.clearConversations();
  const chat = model.conversationFor('u0000000002');
  await model.loadConversation(chat);
  return { model, chat };
}

describe('leaving', () => {
  it('keeps only the newest page (and what is still being sent) once the person leaves', async () => {
    const { model, chat } = await openChat();
    const { HISTORY_PAGE } = await import('../models/constants');
    const many = Array.from({ length: 3 * HISTORY_PAGE }, (_, n) => ({
      i: `m${String(n + 1).padStart(11, '0')}`,
      m: `message ${n + 1}`,
      s: 'r' as const,
      t: n,
      u: 'u0000000002',
    }));
    chat.messages.value = many;
    chat.hasOlder.value = false;
    behaviour = 'offline';
    model.sendText(chat, 'still on its way');

    model.keepNewestPage(chat);
    const kept = chat.messages.value;
    expect(kept.filter((m) => !m.i.startsWith('local:'))).toEqual(many.slice(-HISTORY_PAGE));
    expect(kept.at(-1)?.m).toBe('still on its way');
    expect(chat.hasOlder.value).toBe(true);

    // Leaving a short conversation changes nothing.
    chat.messages.value = many.slice(0, 3);
    chat.hasOlder.value = false;
    model.keepNewestPage(chat);
    expect(chat.messages.value).toHaveLength(3);
    expect(chat.hasOlder.value).toBe(false);
  });
});

describe('sending', () => {
  it('shows each message at once as pending, then delivered, in the order typed', async () => {
    const { model, chat } = await openChat();
    for (const text of ['one', 'two', 'three']) model.sendText(chat, text);
    expect(chat.messages.value.map((m) => [m.m, m.s])).toEqual([
      ['hello', 'r'],
      ['one', 'p'],
      ['two', 'p'],
      ['three', 'p'],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.messages.value.map((m) => [m.m, m.s])).toEqual([
      ['hello', 'r'],
      ['one', 'd'],
      ['two', 'd'],
      ['three', 'd'],
    ]);
    expect(sendMessage.mock.calls.map(([body]) => [body.to, body.m])).toEqual([
      ['u0000000002', 'one'],
      ['u0000000002', 'two'],
      ['u0000000002', 'three'],
    ]);
  });

  it('a lost answer is retried with the same client id and the message shows once', async () => {
    const { model, chat } = await openChat();
    behaviour = 'lose-answer-once';
    model.sendText(chat, 'only once');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.messages.value.at(-1)?.s).toBe('p');
    await vi.advanceTimersByTimeAsync(1_000);
    const keys = sendMessage.mock.calls.map(([body]) => body.k);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(stored).toHaveLength(1);
    expect(chat.messages.value.filter((m) => m.m === 'only once')).toHaveLength(1);
    expect(chat.messages.value.at(-1)?.s).toBe('d');
  });

  it("a refused message is marked failed with the server's reason, and Retry sends it again with its client id", async () => {
    const { model, chat } = await openChat();
    behaviour = 'refuse';
    model.sendText(chat, 'try me');
    await vi.advanceTimersByTimeAsync(0);
    const failed = chat.messages.value.at(-1);
    expect(failed).toMatchObject({ s: 'f', why: 'Conversation not found' });
    behaviour = 'ok';
    model.retrySend(chat, failed?.k ?? '');
    expect(chat.messages.value.at(-1)?.why).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.messages.value.at(-1)).toMatchObject({ m: 'try me', s: 'd', k: failed?.k });
  });
});

describe('unsent messages across a reload', () => {
  const ben = { uid: 'u0000000002', userName: 'ben', todo: '' } as User;

  let current: typeof import('../models/conversation') | undefined;

  /** A new page of this browser: the app's modules afresh (the same mocked API), the same storage, `who` signed in. */
  async function newPage(who: User) {
    vi.resetModules();
    Api = (await import('../../../lib/api/errors')).ApiError;
    (await import('../../../state/session')).user.value = who;
    const page = await import('../models/conversation');
    page.restoreOutbox(who.uid);
    return page;
  }

  /** A reload: the page before stops (its timers with it) and a new one starts. */
  async function reload(who: User) {
    current?.clearConversations();
    current = await newPage(who);
    return current;
  }

  /** Ada opens her chat with ben and sends `text` while the API answers as `during`; then the API works again. */
  async function sendWhile(during: typeof behaviour, text: string) {
    const model = await reload(ada);
    const chat = model.conversationFor('u0000000002');
    await model.loadConversation(chat);
    behaviour = during;
    model.sendText(chat, text);
    await vi.advanceTimersByTimeAsync(0);
    behaviour = 'ok';
    sendMessage.mockClear();
    return chat;
  }

  it('a message no server acknowledged is shown pending after a reload, then delivered once', async () => {
    expect((await sendWhile('offline', 'typed on the train')).messages.value.at(-1)).toMatchObject({ m: 'typed on the train', s: 'p' });

    behaviour = 'offline';
    const model = await reload(ada);
    await vi.advanceTimersByTimeAsync(0);
    const chat = model.conversationFor('u0000000002');
    await model.loadConversation(chat);
    expect(chat.messages.value.map((m) => [m.m, m.s])).toEqual([
      ['hello', 'r'],
      ['typed on the train', 'p'],
    ]);

    behaviour = 'ok';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stored.map((m) => m.m)).toEqual(['typed on the train']);
    expect(chat.messages.value.map((m) => [m.m, m.s])).toEqual([
      ['hello', 'r'],
      ['typed on the train', 'd'],
    ]);
    // Acknowledged: nothing is left to send on the next load.
    sendMessage.mockClear();
    await reload(ada);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('a refused message comes back failed, with Retry, and is not sent by itself', async () => {
    await sendWhile('refuse', 'not allowed');
    const model = await reload(ada);
    const chat = model.conversationFor('u0000000002');
    await model.loadConversation(chat);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sendMessage).not.toHaveBeenCalled();
    const failed = chat.messages.value.at(-1);
    expect(failed).toMatchObject({ m: 'not allowed', s: 'f' });
    model.retrySend(chat, failed?.k ?? '');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.messages.value.at(-1)).toMatchObject({ m: 'not allowed', s: 'd' });
  });

  it("two tabs of one person keep each other's unsent messages in storage", async () => {
    /** Another tab: a new page while the first stays open. */
    const openTab = async () => {
      const tab = await newPage(ada);
      const chat = tab.conversationFor('u0000000002');
      await tab.loadConversation(chat);
      return { tab, chat };
    };
    behaviour = 'offline';
    const a = await openTab();
    a.tab.sendText(a.chat, 'from tab A');
    const b = await openTab();
    b.tab.sendText(b.chat, 'from tab B');
    a.tab.sendText(a.chat, 'again from tab A');
    await vi.advanceTimersByTimeAsync(0);
    const { readOutbox } = await import('../models/inbox-cache');
    expect(
      readOutbox(ada.uid)
        .map((item) => item.m)
        .sort(),
    ).toEqual(['again from tab A', 'from tab A', 'from tab B']);
    a.tab.clearConversations();
    b.tab.clearConversations();
  });

  it("another person's unsent messages are neither shown nor sent, and stay theirs", async () => {
    await sendWhile('offline', 'from ada');

    // Ben signs in on the same browser.
    const asBen = await reload(ben);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sendMessage).not.toHaveBeenCalled();
    const bensView = asBen.conversationFor('u0000000001');
    await asBen.loadConversation(bensView);
    expect(bensView.messages.value.map((m) => m.m)).toEqual(['hello']);

    // Back to ada: hers is sent.
    await reload(ada);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stored.map((m) => [m.m, m.u])).toEqual([['from ada', 'u0000000001']]);
  });
});
