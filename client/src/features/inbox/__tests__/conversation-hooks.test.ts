// The realtime wiring without the open conversations' code (decision 033): /discover does not load conversation.ts,
// yet an edit or a delete of a chat's last message still reaches the chat list, and the code arrives once something
// loads it.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

describe('conversation hooks', () => {
  it('are empty until conversation.ts loads, then hold its functions', async () => {
    const hooks = await import('../models/conversation-hooks');
    expect(hooks.conversations()).toBeNull();
    const seen = vi.fn();
    hooks.whenConversationsLoad(seen);
    await import('../models/conversation');
    expect(hooks.conversations()?.catchUp).toBeTypeOf('function');
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('a realtime edit or delete of a chat’s last message reaches the chat list without the conversation code', async () => {
    const { chats } = await import('../models/chat-list');
    const sync = await import('../models/realtime-sync');
    const hooks = await import('../models/conversation-hooks');
    const last = { i: 'm00000000000009', m: 'até amanhã', s: 'd' as const, t: 1, u: 'u0000000002' };
    chats.value = { c1: { id: 'c1', type: 'chat', nid: 'n', name: 'ben', t: 1, l: last, u: 0 } };
    sync.handleChangedFrame({ c: 'c1', messages: [{ ...last, m: '', d: true }] });
    expect(hooks.conversations()).toBeNull();
    expect(chats.value.c1?.l).toMatchObject({ i: last.i, d: true });
  });
});
