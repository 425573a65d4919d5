// Tag inbox, messages: send (idempotent by client id, fan-out of `i`), history pages, read state (`x`),
// community members, notifications; and that another user's conversation answers 404 with nothing leaked.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { LONG_CHAT_MESSAGES } from '../src/seed/inbox.ts';
import { directChatId } from '../src/store/inbox.ts';
import { call, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
let eve: string;
let frames: Array<[string, unknown]>;
const ADA_BEN = directChatId(USERS.ada.uid, USERS.ben.uid);
const ADA_CHIDI = directChatId(USERS.ada.uid, USERS.chidi.uid);

useTestApp(['ada', 'ben', 'chidi', 'eve'], { ready: (t) => ({ app, ada, ben, chidi, eve } = t) });
beforeEach(() => {
  frames = [];
  const send = app.realtime.send.bind(app.realtime);
  vi.spyOn(app.realtime, 'send').mockImplementation((uid, frame) => {
    frames.push([uid, frame]);
    return send(uid, frame);
  });
});

const lagosDevs = (): string => {
  const id = app.store.inbox.conversationsOf(USERS.ada.uid).find((c) => app.store.inbox.get(c)?.name === 'lagos_devs');
  if (!id) throw new Error('no lagos_devs');
  return id;
};

describe('direct chat ids', () => {
  it('are 12 characters, start with a letter, and are the same for both orders of the pair', () => {
    expect(ADA_BEN).toMatch(/^[a-z][0-9a-z]{11}$/);
    expect(directChatId(USERS.ben.uid, USERS.ada.uid)).toBe(ADA_BEN);
    expect(ADA_CHIDI).not.toBe(ADA_BEN);
  });
});

describe('inbox/send', () => {
  it('stores a message to a user uid in their direct chat and pushes i to every member', async () => {
    const { status, body } = await call(app, 'sendMessage', { token: ada, body: { to: USERS.ben.uid, m: 'Hi ben', k: 'client-0001' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      message: 'Message sent',
      data: { m: 'Hi ben', s: 's', t: TEST_NOW, u: USERS.ada.uid, c: ADA_BEN, k: 'client-0001', n: 'ada' },
    });
    expect(frames).toEqual([
      [USERS.ada.uid, 'i'],
      [USERS.ben.uid, 'i'],
    ]);
    const history = await call(app, 'getHistory', { token: ben, body: { c: ADA_BEN, limit: 1 } });
    expect(history.body.data.messages).toEqual([
      { i: body.data.i, m: 'Hi ben', s: 's', t: TEST_NOW, u: USERS.ada.uid, n: 'ada', k: 'client-0001' },
    ]);
  });

  it('is idempotent by the client message id: a retry answers the stored message and stores nothing', async () => {
    const first = await call(app, 'sendMessage', { token: ada, body: { to: ADA_BEN, m: 'Once', k: 'client-0002' } });
    frames.length = 0;
    const again = await call(app, 'sendMessage', { token: ada, body: { to: ADA_BEN, m: 'Once', k: 'client-0002' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Already sent');
    expect(again.body.data).toEqual(first.body.data);
    expect(frames).toEqual([]);
    // The uid and the chat id name the same conversation.
    expect((await call(app, 'sendMessage', { token: ada, body: { to: USERS.ben.uid, m: 'Once', k: 'client-0002' } })).status).toBe(200);
    expect(app.store.inbox.get(ADA_BEN)?.messages).toHaveLength(LONG_CHAT_MESSAGES + 1);
    // The same key from another sender is another message.
    expect((await call(app, 'sendMessage', { token: ben, body: { to: ADA_BEN, m: 'Once', k: 'client-0002' } })).status).toBe(201);
  });

  it('answers 409 when a client message id is reused for another text or conversation', async () => {
    await call(app, 'sendMessage', { token: ada, body: { to: ADA_BEN, m: 'First', k: 'client-0003' } });
    const text = await call(app, 'sendMessage', { token: ada, body: { to: ADA_BEN, m: 'Other', k: 'client-0003' } });
    expect(text.status).toBe(409);
    expect(text.body.message).toBe('This message id was already used for another message');
    expect((await call(app, 'sendMessage', { token: ada, body: { to: ADA_CHIDI, m: 'First', k: 'client-0003' } })).status).toBe(409);
  });

  it('keeps messages in the order they were sent', async () => {
    const ids: string[] = [];
    for (const m of ['one', 'two', 'three'])
      ids.push((await call(app, 'sendMessage', { token: ada, body: { to: ADA_BEN, m, k: `order-${m}-x` } })).body.data.i);
    const { body } = await call(app, 'getHistory', { token: ben, body: { c: ADA_BEN, limit: 3 } });
    expect(body.data.messages.map((m: { m: string }) => m.m)).toEqual(['one', 'two', 'three']);
    expect([...ids].sort()).toEqual(ids);
  });

  it('creates a direct chat on its first message', async () => {
    const fela = 'u0000000006';
    const chidiFela = directChatId(USERS.chidi.uid, fela);
    expect(app.store.inbox.get(chidiFela)).toBeUndefined();
    const { status, body } = await call(app, 'sendMessage', { token: chidi, body: { to: fela, m: 'Hello fela', k: 'client-first' } });
    expect(status).toBe(201);
    expect(body.data.c).toBe(chidiFela);
    expect(app.store.inbox.get(chidiFela)?.members).toEqual([USERS.chidi.uid, fela]);
  });

  it('answers 404 for a conversation the sender is not in, exactly as for one that does not exist', async () => {
    const theirs = await call(app, 'sendMessage', { token: chidi, body: { to: ADA_BEN, m: 'let me in', k: 'client-0004' } });
    const none = await call(app, 'sendMessage', { token: chidi, body: { to: 'zzzzzzzzzzzz', m: 'let me in', k: 'client-0005' } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ status: 'error', code: 'inbox.conversationNotFound', message: 'Conversation not found', data: null });
    expect(none.body).toEqual(theirs.body);
    expect(frames).toEqual([]);
    expect(app.store.inbox.get(ADA_BEN)?.messages).toHaveLength(LONG_CHAT_MESSAGES);
  });

  it.each([
    ['an unknown user', { to: 'u9999999999', m: 'hi', k: 'client-0006' }, 404],
    ['yourself', { to: USERS.ada.uid, m: 'hi', k: 'client-0007' }, 422],
    ['only spaces', { to: USERS.ben.uid, m: '   ', k: 'client-0008' }, 400],
    ['no text', { to: USERS.ben.uid, m: '', k: 'client-0009' }, 400],
    ['no client id', { to: USERS.ben.uid, m: 'hi' }, 400],
    ['a short client id', { to: USERS.ben.uid, m: 'hi', k: 'abc' }, 400],
    ['a bad target', { to: 'ben', m: 'hi', k: 'client-0010' }, 400],
    ['a text over 2000 characters', { to: USERS.ben.uid, m: 'x'.repeat(2001), k: 'client-0011' }, 400],
    ['an unknown field', { to: USERS.ben.uid, m: 'hi', k: 'client-0012', extra: 1 }, 400],
  ])('refuses %s', async (_label, body, status) => {
    const res = await call(app, 'sendMessage', { token: ada, body });
    expect(res.status).toBe(status);
    expect(res.body.data).toBeNull();
  });

  it('needs a token', async () => {
    expect((await call(app, 'sendMessage', { body: { to: USERS.ben.uid, m: 'hi', k: 'client-0013' } })).status).toBe(401);
  });

  it('fans out to every member of a community and notifies @mentions', async () => {
    const c = lagosDevs();
    await call(app, 'sendMessage', { token: ben, body: { to: c, m: 'Slides please @ada', k: 'client-0014' } });
    expect(frames.map(([uid]) => uid).sort()).toEqual([USERS.ada.uid, USERS.ben.uid, USERS.chidi.uid, 'u0000000006'].sort());
    const { body } = await call(app, 'listNotifications', { token: ada, body: {} });
    expect(body.data.items[0]).toMatchObject({
      type: 'mention',
      text: 'ben mentioned you in lagos_devs: Slides please @ada',
      u: USERS.ben.uid,
      n: 'ben',
      where: 'lagos_devs',
      excerpt: 'Slides please @ada',
      link: `/inbox/${c}`,
      read: false,
    });
    expect(body.data.items[0]).not.toHaveProperty('amount');
  });
});

describe('inbox/history', () => {
  it('answers the newest page of the 10,000-message chat and pages back without gaps or repeats', async () => {
    const first = await call(app, 'getHistory', { token: ada, body: { c: ADA_BEN } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      c: ADA_BEN,
      type: 'chat',
      name: 'ben',
      nid: 'ben-1-US-u0000000002',
      peer: USERS.ben.uid,
      members: 2,
      unread: 1,
      more: true,
    });
    expect(first.body.data.messages).toHaveLength(50);
    const seen: string[] = first.body.data.messages.map((m: { i: string }) => m.i);
    let before = seen[0];
    for (let page = 0; page < 3; page++) {
      const older = await call(app, 'getHistory', { token: ada, body: { c: ADA_BEN, before, limit: 100 } });
      const ids = older.body.data.messages.map((m: { i: string }) => m.i);
      expect(ids).toHaveLength(100);
      expect(ids.at(-1) < (before ?? '')).toBe(true);
      seen.unshift(...ids);
      before = ids[0];
    }
    expect(new Set(seen).size).toBe(350);
    expect([...seen].sort()).toEqual(seen);
  });

  it('answers messages after an id (what a reconnecting client missed)', async () => {
    const newest = (await call(app, 'getHistory', { token: ben, body: { c: ADA_BEN, limit: 1 } })).body.data.messages[0].i;
    for (const m of ['a', 'b', 'c']) await call(app, 'sendMessage', { token: ada, body: { to: ADA_BEN, m, k: `missed-${m}-1` } });
    const { body } = await call(app, 'getHistory', { token: ben, body: { c: ADA_BEN, after: newest } });
    expect(body.data.messages.map((m: { m: string }) => m.m)).toEqual(['a', 'b', 'c']);
    expect(body.data.more).toBe(false);
    // Ben wrote the seeded chat's newest message, so only ada's three are unread for him.
    expect(body.data.unread).toBe(3);
  });

  it('resolves a user uid with no chat yet to its derived id and no messages', async () => {
    const { status, body } = await call(app, 'getHistory', { token: chidi, body: { c: 'u0000000006' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      c: directChatId(USERS.chidi.uid, 'u0000000006'),
      type: 'chat',
      name: 'fela',
      peer: 'u0000000006',
      messages: [],
      more: false,
    });
  });

  it('answers a community with its name, description and member count', async () => {
    const { body } = await call(app, 'getHistory', { token: ada, body: { c: lagosDevs() } });
    expect(body.data).toMatchObject({
      type: 'community',
      name: 'lagos_devs',
      nid: 'lagos_devs',
      description: 'Builders in Lagos',
      members: 4,
    });
    expect(body.data).not.toHaveProperty('peer');
  });

  it('answers 404 with nothing leaked for another user’s conversation', async () => {
    const res = await call(app, 'getHistory', { token: chidi, body: { c: ADA_BEN } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', code: 'inbox.conversationNotFound', message: 'Conversation not found', data: null });
    expect((await call(app, 'getHistory', { token: chidi, body: { c: 'zzzzzzzzzzzz' } })).body).toEqual(res.body);
  });

  it.each([
    ['before and after together', { c: ADA_BEN, before: 'm00000000010', after: 'm00000000001' }, 400],
    ['a limit over 100', { c: ADA_BEN, limit: 101 }, 400],
    ['a malformed id', { c: ADA_BEN, before: '10' }, 400],
    ['no conversation', {}, 400],
    ['yourself', { c: USERS.ada.uid }, 422],
    ['an unknown user', { c: 'u9999999999' }, 404],
  ])('refuses %s', async (_label, body, status) => {
    expect((await call(app, 'getHistory', { token: ada, body })).status).toBe(status);
  });
});

describe('inbox/read', () => {
  it('sets the others’ messages to r, pushes x to their sender, and zeroes the unread count', async () => {
    const sent = await call(app, 'sendMessage', { token: ben, body: { to: ADA_BEN, m: 'read me', k: 'client-0020' } });
    frames.length = 0;
    const { status, body } = await call(app, 'markRead', { token: ada, body: { c: ADA_BEN } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ c: ADA_BEN, i: sent.body.data.i, unread: 0 });
    expect(frames).toEqual([[USERS.ben.uid, 'x']]);
    const history = await call(app, 'getHistory', { token: ben, body: { c: ADA_BEN, limit: 2 } });
    expect(history.body.data.messages.map((m: { s: string }) => m.s)).toEqual(['r', 'r']);
    // Nothing new to read: no frame.
    frames.length = 0;
    await call(app, 'markRead', { token: ada, body: { c: ADA_BEN } });
    expect(frames).toEqual([]);
    // The chat now has the newest message of ada's inbox: it is the last entry of the listing.
    const before = app.store.inbox.list(USERS.ada.uid, undefined, 100);
    const cursor = Object.values(before).at(-2)?.data.i;
    const list = await call(app, 'listInbox', { token: ada, body: { id: cursor } });
    expect(list.body.data[ADA_BEN].unread).toBe(0);
  });

  it('reads up to a given message only', async () => {
    const ids: string[] = [];
    for (const m of ['1', '2', '3'])
      ids.push((await call(app, 'sendMessage', { token: ben, body: { to: ADA_BEN, m, k: `upto-${m}-xx` } })).body.data.i);
    const { body } = await call(app, 'markRead', { token: ada, body: { c: ADA_BEN, i: ids[1] } });
    expect(body.data).toEqual({ c: ADA_BEN, i: ids[1], unread: 1 });
  });

  it('answers 404 for another user’s conversation and changes nothing', async () => {
    const res = await call(app, 'markRead', { token: chidi, body: { c: ADA_BEN } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', code: 'inbox.conversationNotFound', message: 'Conversation not found', data: null });
    expect(frames).toEqual([]);
    expect((await call(app, 'markRead', { token: chidi, body: { c: USERS.ben.uid } })).status).toBe(400);
  });
});

describe('inbox/community/invite', () => {
  it('adds members who then receive the community’s messages', async () => {
    const created = await call(app, 'createCommunity', { token: ada, body: { name: 'lagos_devs_2', description: '' } });
    const c = created.body.data.uid as string;
    const { status, body } = await call(app, 'inviteToCommunity', { token: ada, body: { c, uids: [USERS.ben.uid] } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ c, members: { [USERS.ada.uid]: 'ada', [USERS.ben.uid]: 'ben' } });
    expect(frames).toContainEqual([USERS.ben.uid, 'i']);
    frames.length = 0;
    await call(app, 'sendMessage', { token: ben, body: { to: c, m: 'Thanks for the invite', k: 'client-0030' } });
    expect(frames.map(([uid]) => uid).sort()).toEqual([USERS.ada.uid, USERS.ben.uid]);
    const list = await call(app, 'listInbox', { token: ben, body: {} });
    expect(list.body.data[c]).toMatchObject({ type: 'community', unread: 0, data: { m: 'Thanks for the invite' } });
  });

  it('answers 404 for a community the caller is not in, an unknown user, or a chat id', async () => {
    expect((await call(app, 'inviteToCommunity', { token: eve, body: { c: lagosDevs(), uids: [USERS.chidi.uid] } })).status).toBe(404);
    expect((await call(app, 'inviteToCommunity', { token: ada, body: { c: lagosDevs(), uids: ['u9999999999'] } })).status).toBe(404);
    expect((await call(app, 'inviteToCommunity', { token: ada, body: { c: ADA_BEN, uids: [USERS.chidi.uid] } })).status).toBe(400);
    expect((await call(app, 'inviteToCommunity', { token: ada, body: { c: lagosDevs(), uids: [] } })).status).toBe(400);
  });
});

describe('inbox/notification', () => {
  it('lists the user’s notifications newest first with read state, and marks them read', async () => {
    const { status, body } = await call(app, 'listNotifications', { token: ada, body: {} });
    expect(status).toBe(200);
    expect(body.data.items.map((n: { type: string }) => n.type)).toEqual(['message', 'mention', 'challenge', 'follow']);
    expect(body.data.unread).toBe(2);
    const unread = body.data.items.filter((n: { read: boolean }) => !n.read).map((n: { id: string }) => n.id);
    // Another user's ids are ignored.
    const bens = (await call(app, 'listNotifications', { token: ben, body: {} })).body.data.items.map((n: { id: string }) => n.id);
    const marked = await call(app, 'markNotificationsRead', { token: ada, body: { ids: [...unread, ...bens] } });
    expect(marked.body.data).toEqual({ unread: 0, unreadMessages: 0 });
    expect((await call(app, 'listNotifications', { token: ben, body: {} })).body.data.unread).toBe(1);
  });

  it('pages with before and limit', async () => {
    const all = (await call(app, 'listNotifications', { token: ada, body: {} })).body.data.items.map((n: { id: string }) => n.id);
    const page = await call(app, 'listNotifications', { token: ada, body: { limit: 2 } });
    expect(page.body.data.items.map((n: { id: string }) => n.id)).toEqual(all.slice(0, 2));
    expect(page.body.data.more).toBe(true);
    const next = await call(app, 'listNotifications', { token: ada, body: { before: all[1], limit: 2 } });
    expect(next.body.data.items.map((n: { id: string }) => n.id)).toEqual(all.slice(2, 4));
    expect(next.body.data.more).toBe(false);
  });

  it('gives the seeded notifications the fields a client composes its own sentence from', async () => {
    const items = (await call(app, 'listNotifications', { token: ada, body: {} })).body.data.items;
    expect(items).toEqual([
      expect.objectContaining({ type: 'message', n: 'ben', text: 'ben sent you a message' }),
      expect.objectContaining({ type: 'mention', n: 'ben', where: 'lagos_devs', excerpt: '@ada can you share the slides?' }),
      expect.objectContaining({ type: 'challenge', n: 'eve', amount: 20, text: 'eve challenged you to a game (20 OSBT)' }),
      expect.objectContaining({ type: 'follow', n: 'chidi', text: 'chidi started following you' }),
    ]);
    // A plain message, a follow and a challenge carry no community or excerpt; only a challenge has an amount.
    for (const item of items) {
      if (item.type !== 'mention') expect(item).not.toHaveProperty('excerpt');
      if (item.type !== 'challenge') expect(item).not.toHaveProperty('amount');
    }
    expect(items[0]).not.toHaveProperty('where');
    const chidis = (await call(app, 'listNotifications', { token: chidi, body: {} })).body.data.items;
    expect(chidis[0]).toMatchObject({ type: 'message', n: 'ben', where: 'rps_league', text: 'ben added you to rps_league' });
  });

  it('a direct mention has no community; the excerpt is on one line and at most 140 characters', async () => {
    const long = `@ada look\n\n${'é'.repeat(80)} ${'😀'.repeat(80)}`;
    await call(app, 'sendMessage', { token: ben, body: { to: ADA_BEN, m: long, k: 'notif-long-x' } });
    const mention = (await call(app, 'listNotifications', { token: ada, body: {} })).body.data.items.find(
      (n: { type: string }) => n.type === 'mention',
    );
    expect(mention).not.toHaveProperty('where');
    const excerpt: string = mention.excerpt;
    expect(Array.from(excerpt)).toHaveLength(140);
    expect(excerpt.startsWith(`@ada look ${'é'.repeat(80)} `)).toBe(true);
    expect(excerpt.endsWith('😀…')).toBe(true);
    expect(mention.text).toBe(`ben mentioned you: ${excerpt}`);
  });

  it('someone added to a community gets a message notification naming it', async () => {
    const c = lagosDevs();
    await call(app, 'inviteToCommunity', { token: ada, body: { c, uids: [USERS.eve.uid] } });
    const items = (await call(app, 'listNotifications', { token: eve, body: {} })).body.data.items;
    expect(items[0]).toMatchObject({
      type: 'message',
      text: 'ada added you to lagos_devs',
      n: 'ada',
      where: 'lagos_devs',
      link: `/inbox/${c}`,
    });
  });

  it('a direct message collapses into one unread message notification per chat', async () => {
    for (const m of ['1', '2']) await call(app, 'sendMessage', { token: ben, body: { to: ADA_BEN, m, k: `notif-${m}-xx` } });
    const { body } = await call(app, 'listNotifications', { token: ada, body: {} });
    expect(body.data.items.filter((n: { type: string; read: boolean }) => n.type === 'message' && !n.read)).toHaveLength(1);
  });

  it.each([
    ['an empty list', { ids: [] }],
    ['a malformed id', { ids: ['x'] }],
  ])('refuses %s', async (_label, body) => {
    expect((await call(app, 'markNotificationsRead', { token: ada, body })).status).toBe(400);
  });
});

describe('realtime fan-out over real sockets', () => {
  it('every tab of every member gets i for a new message; the sender gets x when it is read', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/account/get/connect`;
    const open = (token: string): Promise<{ ws: WebSocket; got: string[] }> =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${base}?token=${token}`);
        const got: string[] = [];
        ws.on('message', (data) => got.push((data as Buffer).toString()));
        ws.once('open', () => resolve({ ws, got }));
        ws.once('error', reject);
      });
    const benTabs = [await open(ben), await open(ben)];
    const adaTab = await open(ada);
    const chidiTab = await open(chidi);
    await call(app, 'sendMessage', { token: ada, body: { to: USERS.ben.uid, m: 'to both tabs', k: 'client-0040' } });
    await call(app, 'markRead', { token: ben, body: { c: ADA_BEN } });
    await vi.waitFor(() => {
      for (const tab of benTabs) expect(tab.got).toEqual(['i']);
      expect(adaTab.got).toEqual(['i', 'x']);
    });
    expect(chidiTab.got).toEqual([]);
    for (const tab of [...benTabs, adaTab, chidiTab]) tab.ws.close();
  });
});
