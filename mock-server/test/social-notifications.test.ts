// Notifications the social side makes: a mention in a post or a comment, a comment on one's post and a like of it
// reach the person concerned once, never the writer themself, and not at all when their "mentions" setting is off.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

const textPost = (text: string) => ({ type: 'Text', text, tags: [], description: '', media: [], country: 'NG' });

/** The notifications about posts (seeded chat mentions left out), newest first. */
async function social(token: string) {
  const { body } = await call(app, 'listNotifications', { token, body: {} });
  return (body.data.items as { type: string; targetType?: string; n?: string; link?: string; excerpt?: string }[]).filter(
    (n) => ['mention', 'comment', 'like'].includes(n.type) && n.link?.includes('/post/') === true,
  );
}

async function post(token: string, text: string): Promise<string> {
  const { status, body } = await call(app, 'createPost', { token, body: textPost(text) });
  expect(status).toBe(201);
  return body.data.id as string;
}

describe('social notifications', () => {
  it('a mention in a post notifies the person named, once, with the permalink, and pushes `i` to them', async () => {
    const send = vi.spyOn(app.realtime, 'send');
    const id = await post(ada, 'Ask @ben, @BEN knows (and @ada, not me)');
    expect(await social(ben)).toEqual([
      expect.objectContaining({
        type: 'mention',
        targetType: 'post',
        n: 'ada',
        link: `/@ada/post/${id}`,
        excerpt: 'Ask @ben, @BEN knows (and @ada, not me)',
      }),
    ]);
    expect(await social(ada)).toEqual([]);
    expect(send).toHaveBeenCalledWith(USERS.ben.uid, 'i');
    expect(send).not.toHaveBeenCalledWith(USERS.ada.uid, 'i');
  });

  it("a comment on one's post notifies its author (not when they comment themself); a mention in a comment notifies the one named", async () => {
    const id = await post(ben, 'My post');
    await call(app, 'addComment', { token: ada, body: { id, text: 'Nice one' } });
    await call(app, 'addComment', { token: ben, body: { id, text: 'Thanks @ada' } });
    expect(await social(ben)).toEqual([
      expect.objectContaining({ type: 'comment', n: 'ada', excerpt: 'Nice one', link: `/@ben/post/${id}` }),
    ]);
    expect(await social(ada)).toEqual([
      expect.objectContaining({ type: 'mention', targetType: 'comment', n: 'ben', link: `/@ben/post/${id}` }),
    ]);
    // The author named in a comment on their own post hears of it once, as the comment.
    await call(app, 'addComment', { token: ada, body: { id, text: 'Right, @ben?' } });
    expect((await social(ben)).map((n) => n.type)).toEqual(['comment', 'comment']);
  });

  it('a like notifies the author once per person and post, however often it is unliked and liked again', async () => {
    const id = await post(ben, 'Like me');
    for (let i = 0; i < 3; i++) {
      expect((await call(app, 'likePost', { token: ada, body: { id } })).status).toBe(200);
      await call(app, 'unlikePost', { token: ada, body: { id } });
    }
    await call(app, 'likePost', { token: ben, body: { id } });
    expect(await social(ben)).toEqual([expect.objectContaining({ type: 'like', n: 'ada', link: `/@ben/post/${id}` })]);
    expect(await social(ada)).toEqual([]);
  });

  it('none of them when the person turned "mentions, comments and likes" off', async () => {
    await call(app, 'accountSettingsUpdate', { token: ben, body: { notifications: { mentions: false } } });
    const send = vi.spyOn(app.realtime, 'send');
    const mine = await post(ben, 'Quiet');
    await post(ada, 'Hi @ben');
    await call(app, 'addComment', { token: ada, body: { id: mine, text: 'Hello @ben' } });
    await call(app, 'likePost', { token: ada, body: { id: mine } });
    expect(await social(ben)).toEqual([]);
    expect(send).not.toHaveBeenCalledWith(USERS.ben.uid, 'i');
  });
});

describe('a chat read to its end', () => {
  it('reads its "sent you a message" notification too', async () => {
    const { body } = await call(app, 'sendMessage', { token: ada, body: { to: USERS.ben.uid, m: 'hello', k: 'k-read-1' } });
    const chat = body.data.c as string;
    const unreadMessages = async () =>
      (
        (await call(app, 'listNotifications', { token: ben, body: {} })).body.data.items as { type: string; link?: string; read: boolean }[]
      ).filter((n) => n.type === 'message' && n.link === `/inbox/${chat}` && !n.read);
    expect(await unreadMessages()).toHaveLength(1);
    expect((await call(app, 'markRead', { token: ben, body: { c: chat } })).status).toBe(200);
    expect(await unreadMessages()).toEqual([]);
  });
});

describe('unreadMessages: the message notifications among the unread (issue #29, a tab title counts a message once)', () => {
  const counts = async (token: string) => {
    const { unread, unreadMessages } = (await call(app, 'listNotifications', { token, body: { limit: 1 } })).body.data as {
      unread: number;
      unreadMessages: number;
    };
    return { unread, unreadMessages };
  };

  it('counts a new sender’s message notification apart from the rest, and follows reads of the chat and of notifications', async () => {
    const before = await counts(ben);
    const { body } = await call(app, 'sendMessage', { token: ada, body: { to: USERS.ben.uid, m: 'first words', k: 'k-count-1' } });
    const chat = body.data.c as string;
    // Further messages from the same person collapse into the one notification.
    await call(app, 'sendMessage', { token: ada, body: { to: USERS.ben.uid, m: 'and more', k: 'k-count-2' } });
    const after = await counts(ben);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    expect(after.unread - after.unreadMessages).toBe(before.unread - before.unreadMessages);

    // Something else than a message counts in unread only.
    await post(ada, 'Look @ben');
    const mentioned = await counts(ben);
    expect(mentioned).toEqual({ unread: after.unread + 1, unreadMessages: after.unreadMessages });

    await call(app, 'markRead', { token: ben, body: { c: chat } });
    expect((await counts(ben)).unreadMessages).toBe(before.unreadMessages);

    // Marking notifications read answers both counts.
    const { items } = (await call(app, 'listNotifications', { token: ben, body: {} })).body.data as {
      items: { id: string; read: boolean }[];
    };
    const ids = items.filter((n) => !n.read).map((n) => n.id);
    const read = await call(app, 'markNotificationsRead', { token: ben, body: { ids } });
    expect(read.body.data).toMatchObject({ unreadMessages: 0 });
    expect(read.body.data.unread).toBeLessThanOrEqual(mentioned.unread - ids.length + 1);
  });
});
