// A conversation's optimistic sending with the API mocked: shown at once as pending, then delivered in the
// order typed; a lost answer retried with the same client id shows the message once; a refusal offers Retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { user, type User } from '../../../state/session';
import type { ChatMessage, ConversationPage, SendMessageBody } from '../models/types';

const stored: ChatMessage[] = [];
const byK = new Map<string, ChatMessage>();
let behaviour: 'ok' | 'lose-answer-once' | 'refuse' = 'ok';
const sendMessage = vi.fn(async (body: SendMessageBody): Promise<ChatMessage> => {
  if (behaviour === 'refuse') throw new ApiError('Conversation not found', 404);
  let message = byK.get(body.k);
  if (!message) {
    message = { i: `m${String(100 + stored.length).padStart(11, '0')}`, m: body.m, s: 'd', t: stored.length, u: 'u0000000001', c: 'abcdefghijkl', k: body.k };
    stored.push(message);
    byK.set(body.k, message);
  }
  if (behaviour === 'lose-answer-once') {
    behaviour = 'ok';
    throw new ApiError(undefined, 0);
  }
  return message;
});
const page: ConversationPage = {
  c: 'abcdefghijkl', type: 'chat', name: 'ben', nid: 'ben-1-US-u0000000002', peer: 'u0000000002', description: '', members: 2, unread: 0, more: false,
  messages: [{ i: 'm00000000001', m: 'hello', s: 'r', t: 0, u: 'u0000000002' }],
};
vi.mock('../api/send-message', () => ({ sendMessage: (body: SendMessageBody) => sendMessage(body) }));
vi.mock('../api/get-history', () => ({ getHistory: async () => page }));

const ada = { uid: 'u0000000001', userName: 'ada', todo: '' } as User;

beforeEach(() => {
  vi.useFakeTimers();
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

describe('sending', () => {
  it('shows each message at once as pending, then delivered, in the order typed', async () => {
    const { model, chat } = await openChat();
    for (const text of ['one', 'two', 'three']) model.sendText(chat, text);
    expect(chat.messages.value.map((m) => [m.m, m.s])).toEqual([['hello', 'r'], ['one', 'p'], ['two', 'p'], ['three', 'p']]);
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.messages.value.map((m) => [m.m, m.s])).toEqual([['hello', 'r'], ['one', 'd'], ['two', 'd'], ['three', 'd']]);
    expect(sendMessage.mock.calls.map(([body]) => [body.to, body.m])).toEqual([['u0000000002', 'one'], ['u0000000002', 'two'], ['u0000000002', 'three']]);
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

  it('a refused message is marked failed and Retry sends it again with its client id', async () => {
    const { model, chat } = await openChat();
    behaviour = 'refuse';
    model.sendText(chat, 'try me');
    await vi.advanceTimersByTimeAsync(0);
    const failed = chat.messages.value.at(-1);
    expect(failed?.s).toBe('f');
    behaviour = 'ok';
    model.retrySend(chat, failed?.k ?? '');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.messages.value.at(-1)).toMatchObject({ m: 'try me', s: 'd', k: failed?.k });
  });
});
