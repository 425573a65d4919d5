// Tag inbox, changing messages: replies (quotes), edits and deletes by their author only (with the JSON frame `m`
// to every member), delivery receipts (`s` sent → `d` delivered → `r` read) and what the other side then fetches.
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { directChatId } from '../src/store/inbox.ts';
import { call, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
let frames: Array<[string, unknown]>;
const ADA_BEN = directChatId(USERS.ada.uid, USERS.ben.uid);

useTestApp(['ada', 'ben', 'chidi'], { ready: (t) => ({ app, ada, ben, chidi } = t) });
beforeEach(() => {
  frames = [];
  const send = app.realtime.send.bind(app.realtime);
  vi.spyOn(app.realtime, 'send').mockImplementation((uid, frame) => {
    frames.push([uid, frame]);
    return send(uid, frame);
  });
});

const send = async (token: string, m: string, k: string, q?: string): Promise<string> => {
  const { status, body } = await call(app, 'sendMessage', { token, body: { to: ADA_BEN, m, k, ...(q ? { q } : {}) } });
  expect(status).toBe(201);
  return body.data.i as string;
};

const newest = async (token: string, limit = 3) =>
  (await call(app, 'getHistory', { token, body: { c: ADA_BEN, limit } })).body.data.messages as Array<Record<string, unknown>>;

describe('replies', () => {
  it('quote the message replied to, as it reads now, for both sides', async () => {
    const first = await send(ben, 'Lunch at one?', 'reply-first-1');
    const { body } = await call(app, 'sendMessage', { token: ada, body: { to: USERS.ben.uid, m: 'Yes!', k: 'reply-answer-1', q: first } });
    expect(body.data.q).toEqual({ i: first, m: 'Lunch at one?', u: USERS.ben.uid, n: 'ben' });
    const [, reply] = await newest(ben, 2);
    expect(reply).toMatchObject({ m: 'Yes!', q: { i: first, m: 'Lunch at one?', u: USERS.ben.uid, n: 'ben' } });
    // Once the quoted message is deleted, the quote says so and no longer carries its text.
    await call(app, 'deleteMessage', { token: ben, body: { c: ADA_BEN, i: first } });
    const [, after] = await newest(ada, 2);
    expect(after?.q).toEqual({ i: first, m: '', u: USERS.ben.uid, n: 'ben', d: true });
  });

  it('refuse a message that is not in the conversation', async () => {
    const elsewhere = (await call(app, 'sendMessage', { token: chidi, body: { to: USERS.ben.uid, m: 'hi', k: 'reply-other-1' } })).body.data
      .i;
    const res = await call(app, 'sendMessage', { token: ada, body: { to: ADA_BEN, m: 'Re', k: 'reply-bad-1', q: elsewhere } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'inbox.replyNotFound' });
  });
});

describe('inbox/edit', () => {
  it('changes the author’s text, marks it edited, and tells every member at once', async () => {
    const i = await send(ada, 'Helo ben', 'edit-own-1');
    frames.length = 0;
    app.clock.advance(60_000);
    const res = await call(app, 'editMessage', { token: ada, body: { c: ADA_BEN, i, m: 'Hello ben' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'inbox.messageEdited', data: { i, m: 'Hello ben', c: ADA_BEN, t: TEST_NOW } });
    expect(res.body.data.e).toBe(TEST_NOW + 60_000);
    const changed = { type: 'm', data: { c: ADA_BEN, messages: [expect.objectContaining({ i, m: 'Hello ben', e: res.body.data.e })] } };
    expect(frames).toEqual([
      [USERS.ada.uid, changed],
      [USERS.ben.uid, changed],
    ]);
    expect((await newest(ben, 1))[0]).toMatchObject({ i, m: 'Hello ben', e: res.body.data.e });
  });

  it('refuses anyone but the author, a deleted message, blank text and an unknown id', async () => {
    const i = await send(ada, 'Mine', 'edit-refuse-1');
    frames.length = 0;
    const other = await call(app, 'editMessage', { token: ben, body: { c: ADA_BEN, i, m: 'Not yours' } });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: 'inbox.notAuthor' });
    const blank = await call(app, 'editMessage', { token: ada, body: { c: ADA_BEN, i, m: '   ' } });
    expect(blank.body).toMatchObject({ code: 'inbox.messageBlank' });
    const unknown = await call(app, 'editMessage', { token: ada, body: { c: ADA_BEN, i: 'm99999999999', m: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'inbox.messageNotFound' });
    // Not a member: the conversation does not exist for them.
    const stranger = await call(app, 'editMessage', { token: chidi, body: { c: ADA_BEN, i, m: 'x' } });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ code: 'inbox.conversationNotFound' });
    await call(app, 'deleteMessage', { token: ada, body: { c: ADA_BEN, i } });
    const gone = await call(app, 'editMessage', { token: ada, body: { c: ADA_BEN, i, m: 'Back' } });
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ code: 'inbox.messageGone' });
    expect((await newest(ben, 1))[0]).toMatchObject({ i, m: '', d: true });
  });
});

describe('inbox/delete', () => {
  it('removes the text for everyone: the other side’s fetches never see it again', async () => {
    const i = await send(ada, 'secret plan', 'delete-own-1');
    frames.length = 0;
    const res = await call(app, 'deleteMessage', { token: ada, body: { c: ADA_BEN, i } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'inbox.messageDeleted', data: { i, m: '', d: true, c: ADA_BEN } });
    expect(frames.map(([uid, frame]) => [uid, (frame as { type: string }).type])).toEqual([
      [USERS.ada.uid, 'm'],
      [USERS.ben.uid, 'm'],
    ]);
    const history = await call(app, 'getHistory', { token: ben, body: { c: ADA_BEN, limit: 5 } });
    expect(JSON.stringify(history.body)).not.toContain('secret plan');
    const list = await call(app, 'listInbox', { token: ben, body: {} });
    expect(JSON.stringify(list.body)).not.toContain('secret plan');
    // Again: the same answer.
    expect((await call(app, 'deleteMessage', { token: ada, body: { c: ADA_BEN, i } })).status).toBe(200);
  });

  it('refuses anyone but the author and leaves the text', async () => {
    const i = await send(ada, 'keep me', 'delete-refuse-1');
    const res = await call(app, 'deleteMessage', { token: ben, body: { c: ADA_BEN, i } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'inbox.notAuthor', message: 'Only the person who sent a message can change or delete it' });
    expect((await newest(ada, 1))[0]).toMatchObject({ i, m: 'keep me' });
  });
});

describe('delivery states', () => {
  it('go from sent to delivered when the recipient’s device acknowledges, then to read', async () => {
    const one = await send(ada, 'one', 'state-one-1');
    const two = await send(ada, 'two', 'state-two-1');
    expect((await newest(ada, 2)).map((m) => m.s)).toEqual(['s', 's']);
    frames.length = 0;
    // The sender's own device does not deliver its messages.
    const own = await call(app, 'markReceived', { token: ada, body: { c: ADA_BEN, i: two } });
    expect(own.body.data).toEqual({ c: ADA_BEN, messages: [] });
    expect(frames).toEqual([]);
    const received = await call(app, 'markReceived', { token: ben, body: { c: ADA_BEN, i: two } });
    expect(received.status).toBe(200);
    expect(received.body.data.messages.map((m: { i: string; s: string }) => [m.i, m.s])).toEqual([
      [one, 'd'],
      [two, 'd'],
    ]);
    expect(frames).toEqual([[USERS.ada.uid, { type: 'm', data: received.body.data }]]);
    expect((await newest(ada, 2)).map((m) => m.s)).toEqual(['d', 'd']);
    // Acknowledged again: nothing changes, nobody is told.
    frames.length = 0;
    expect((await call(app, 'markReceived', { token: ben, body: { c: ADA_BEN, i: two } })).body.data.messages).toEqual([]);
    expect(frames).toEqual([]);
    await call(app, 'markRead', { token: ben, body: { c: ADA_BEN } });
    expect((await newest(ada, 2)).map((m) => m.s)).toEqual(['r', 'r']);
    // Read never goes back to delivered.
    expect((await call(app, 'markReceived', { token: ben, body: { c: ADA_BEN, i: two } })).body.data.messages).toEqual([]);
  });

  it('a receipt covers messages up to the id it names only', async () => {
    const one = await send(ada, 'a', 'state-upto-1');
    await send(ada, 'b', 'state-upto-2');
    await call(app, 'markReceived', { token: ben, body: { c: ADA_BEN, i: one } });
    expect((await newest(ada, 2)).map((m) => m.s)).toEqual(['d', 's']);
  });

  it('answers 404 for a conversation the caller is not in', async () => {
    const i = await send(ada, 'x', 'state-404-1');
    const res = await call(app, 'markReceived', { token: chidi, body: { c: ADA_BEN, i } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'inbox.conversationNotFound' });
  });
});
