// Tag inbox: contacts, communities and the batched conversation list.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { directChatId } from '../src/store/inbox.ts';
import { call, signIn, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
useTestApp(['ada'], { ready: (t) => ({ app, ada } = t) });

describe('contacts', () => {
  it('lists the seeded contacts (uid → name)', async () => {
    const { status, body } = await call(app, 'listContacts', { token: ada });
    expect(status).toBe(200);
    expect(body.data).toEqual({ [USERS.ben.uid]: 'ben', [USERS.chidi.uid]: 'chidi', [USERS.eve.uid]: 'eve' });
  });

  it('adds a contact with the name part of the identifier and answers the new map', async () => {
    const { status, body } = await call(app, 'addContact', { token: ada, body: { uid: 'u0000000006', nid: 'fela-1-NG-u0000000006' } });
    expect(status).toBe(200);
    expect(body.message).toBe('Contact added');
    expect(body.data['u0000000006']).toBe('fela');
    expect((await call(app, 'listContacts', { token: ada })).body.data).toEqual(body.data);
  });

  it('answers an unknown uid with 404 and yourself with 422', async () => {
    const unknown = await call(app, 'addContact', { token: ada, body: { uid: 'u9999999999', nid: 'x-0-US-u9999999999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    expect((await call(app, 'addContact', { token: ada, body: { uid: USERS.ada.uid, nid: 'ada-1-NG-u0000000001' } })).status).toBe(422);
  });

  it('removes contacts (unknown uids are ignored) and keeps each user apart', async () => {
    const { status, body } = await call(app, 'removeContacts', { token: ada, body: { uids: [USERS.ben.uid, 'u9999999999'] } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Contacts removed', data: { [USERS.chidi.uid]: 'chidi', [USERS.eve.uid]: 'eve' } });
    const ben = await signIn(app, 'ben');
    expect((await call(app, 'listContacts', { token: ben })).body.data).toEqual({ [USERS.ada.uid]: 'ada', [USERS.chidi.uid]: 'chidi' });
  });

  it('refuses an empty removal list (spec section 5: removal needs a non-empty list)', async () => {
    const { status, body } = await call(app, 'removeContacts', { token: ada, body: { uids: [] } });
    expect(status).toBe(400);
    expect(body.data).toBeNull();
  });
});

describe('inbox/list', () => {
  it('pages the conversations in batches of 20 by an increasing cursor', async () => {
    const seen: string[] = [];
    const cursors: string[] = [];
    let id: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const { status, body } = await call(app, 'listInbox', { token: ada, body: id === undefined ? {} : { id } });
      expect(status).toBe(200);
      const entries = Object.entries<{ type: string; data: { i: string; c: string } }>(body.data);
      sizes.push(entries.length);
      for (const [conversation, entry] of entries) {
        expect(entry.data.c).toBe(conversation);
        expect(conversation).toHaveLength(entry.type === 'chat' ? 12 : 14);
        seen.push(conversation);
        cursors.push(entry.data.i);
      }
      if (entries.length < 20) break;
      id = entries.at(-1)?.[1].data.i;
    }
    expect(sizes).toEqual([20, 5]);
    expect(new Set(seen).size).toBe(25);
    expect([...cursors].sort()).toEqual(cursors);
  });

  it('names the other person of a chat (nid) and counts unread messages of the others', async () => {
    const { body } = await call(app, 'listInbox', { token: ada, body: {} });
    const chat = body.data[directChatId(USERS.ada.uid, USERS.ben.uid)];
    // The seeded 10,000-message chat: ben wrote last and ada has not read it.
    expect(chat).toMatchObject({ type: 'chat', nid: 'ben-1-US-u0000000002', unread: 1, data: { u: USERS.ben.uid, s: 'd' } });
    const community = Object.values<{ nid: string; data: { n?: string } }>(body.data).find((e) => e.data.n === 'lagos_devs');
    expect(community?.nid).toBe('lagos_devs');
  });

  it('returns only conversations the user belongs to, with their newest message', async () => {
    const chidi = await signIn(app, 'chidi');
    const { body } = await call(app, 'listInbox', { token: chidi, body: {} });
    const entries = Object.values<{ type: string; data: { n: string } }>(body.data);
    expect(
      entries
        .filter((e) => e.type === 'community')
        .map((e) => e.data.n)
        .sort(),
    ).toEqual(['book_club', 'lagos_devs', 'rps_league']);
    expect(entries.filter((e) => e.type === 'chat')).toHaveLength(2);
    const dana = await signIn(app, 'dana');
    expect((await call(app, 'listInbox', { token: dana, body: {} })).body.data).toEqual({});
  });

  it('answers nothing after the newest id', async () => {
    const { body } = await call(app, 'listInbox', { token: ada, body: { id: 'zzzz' } });
    expect(body.data).toEqual({});
  });
});

describe('inbox/community/add', () => {
  it('creates a 14-character community with the creator as member; it shows after the last cursor', async () => {
    const last = Object.values(app.store.inbox.list(USERS.ada.uid, undefined, 1000)).at(-1)?.data.i;
    expect((await call(app, 'listInbox', { token: ada, body: { id: last } })).body.data).toEqual({});
    const { status, body } = await call(app, 'createCommunity', { token: ada, body: { name: 'lagos_devs_2', description: 'Builders' } });
    expect(status).toBe(201);
    expect(body.message).toBe('Community created');
    expect(body.data.uid).toHaveLength(14);
    const after = await call(app, 'listInbox', { token: ada, body: { id: last } });
    expect(after.body.data).toEqual({
      [body.data.uid]: {
        type: 'community',
        nid: 'lagos_devs_2',
        unread: 0,
        data: {
          i: expect.any(String),
          m: 'Created lagos_devs_2',
          s: 'd',
          t: TEST_NOW,
          u: USERS.ada.uid,
          c: body.data.uid,
          n: 'lagos_devs_2',
        },
      },
    });
    expect(app.store.inbox.get(body.data.uid)?.members).toEqual([USERS.ada.uid]);
  });

  it.each([
    ['a name of 25 characters', { name: 'a'.repeat(25), description: '' }],
    ['a name of 2 characters', { name: 'ab', description: '' }],
    ['a name with a space', { name: 'lagos devs', description: '' }],
    ['a description over 200 characters', { name: 'lagos', description: 'x'.repeat(201) }],
  ])('refuses %s (spec section 5)', async (_label, body) => {
    expect((await call(app, 'createCommunity', { token: ada, body })).status).toBe(400);
  });

  it('accepts a 24-character name and a 200-character description', async () => {
    expect((await call(app, 'createCommunity', { token: ada, body: { name: 'a'.repeat(24), description: 'x'.repeat(200) } })).status).toBe(
      201,
    );
  });
});
