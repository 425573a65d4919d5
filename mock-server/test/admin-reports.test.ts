// Reports and moderation: anyone reports a post, comment or profile once while open (409 after), staff see the
// queue grouped by target and act on it (dismiss, remove, warn, suspend N days), every action is audited, and a
// suspended person cannot post, comment or send (403) until the suspension ends on the mock clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { call, signIn, USERS } from './helpers.ts';
import { DAY_MS } from '../src/store/admin-moderation.ts';

const t = useTestApp(['ada'], { fresh: 'reset' });
let ada: string;
let ben: string;
let chidi: string;
beforeEach(async () => {
  ada = t.ada;
  [ben, chidi] = await Promise.all([signIn(t.app, 'ben'), signIn(t.app, 'chidi')]);
});

/** A post of chidi's (the reported author in these tests). */
const chidiPost = () => t.app.store.posts.byAuthor(USERS.chidi.uid)[0]!.id;
const report = (token: string, body: Record<string, unknown>) => call(t.app, 'reportContent', { token, body });

describe('reportContent', () => {
  it('files a report and thanks the reporter (201)', async () => {
    const { status, body } = await report(ben, { targetType: 'post', targetId: chidiPost(), reason: 'spam', details: ' Buy followers ' });
    expect(status).toBe(201);
    expect(body.message).toBe("Thanks, we'll review it");
    expect(body.data).toMatchObject({ targetType: 'post', reason: 'spam', details: 'Buy followers' });
  });

  it('"one open report per user per target": a second one is 409', async () => {
    await report(ben, { targetType: 'post', targetId: chidiPost(), reason: 'spam' });
    const { status, body } = await report(ben, { targetType: 'post', targetId: chidiPost(), reason: 'hate' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'report.duplicate', message: 'You already reported this; we are reviewing it' });
  });

  it("refuses an unknown target (404), one's own content (422), a wrong reason or details over 500 (400)", async () => {
    expect((await report(ben, { targetType: 'post', targetId: 'p9999999999', reason: 'spam' })).status).toBe(404);
    expect((await report(ben, { targetType: 'comment', targetId: 'cm9999999999', reason: 'spam' })).status).toBe(404);
    expect((await report(ben, { targetType: 'profile', targetId: USERS.dana.uid, reason: 'spam' })).status).toBe(404);
    expect((await report(chidi, { targetType: 'post', targetId: chidiPost(), reason: 'spam' })).body.code).toBe('report.ownContent');
    expect((await report(ben, { targetType: 'post', targetId: chidiPost(), reason: 'rude' })).status).toBe(400);
    expect((await report(ben, { targetType: 'post', targetId: chidiPost(), reason: 'other', details: 'x'.repeat(501) })).status).toBe(400);
  });
});

describe('admin reports', () => {
  it('is staff only (403 for others)', async () => {
    expect((await call(t.app, 'adminReports', { token: ben, body: {} })).status).toBe(403);
    expect(
      (await call(t.app, 'adminReportAction', { token: ben, body: { targetType: 'post', targetId: chidiPost(), action: 'dismiss' } }))
        .status,
    ).toBe(403);
    expect((await call(t.app, 'adminReportAudit', { token: ben, body: {} })).status).toBe(403);
  });

  it('has a seeded queue grouped by target, most reported first, with reasons counted and a preview', async () => {
    const { body } = await call(t.app, 'adminReports', { token: ada, body: {} });
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    const [top] = body.data;
    expect(top).toMatchObject({ targetType: 'post', status: 'open', count: 3 });
    expect(top.reasons).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'scam', count: 1 },
    ]);
    expect(top.preview.available).toBe(true);
    expect(top.firstAt).toBeLessThan(top.lastAt);
    const types = new Set(body.data.map((c: { targetType: string }) => c.targetType));
    expect(types).toEqual(new Set(['post', 'comment', 'profile']));
    const closed = await call(t.app, 'adminReports', { token: ada, body: { status: 'closed' } });
    expect(closed.body.data[0].actions[0]).toMatchObject({ action: 'dismiss', by: { userName: 'ada' } });
  });

  it('"remove the content": the post disappears from feeds for everyone, and the action is audited', async () => {
    const id = chidiPost();
    await report(ben, { targetType: 'post', targetId: id, reason: 'violence' });
    const { status, body } = await call(t.app, 'adminReportAction', {
      token: ada,
      body: { targetType: 'post', targetId: id, action: 'remove', note: 'Graphic' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'closed', preview: { available: false } });
    expect((await call(t.app, 'getPost', { token: ben, body: { id } })).status).toBe(404);
    const feed = await call(t.app, 'listFeed', { token: ben, body: { feed: 'forYou', page: 1 } });
    expect(feed.body.data.list.some((p: { id: string }) => p.id === id)).toBe(false);
    const audit = await call(t.app, 'adminReportAudit', { token: ada, body: {} });
    expect(audit.body.data[0]).toMatchObject({
      action: 'remove',
      targetId: id,
      author: { userName: 'chidi' },
      by: { userName: 'ada' },
      note: 'Graphic',
      reports: 1,
    });
  });

  it('removes a reported comment', async () => {
    const post = t.app.store.posts.byAuthor(USERS.ben.uid)[0]!.id;
    const added = await call(t.app, 'addComment', { token: chidi, body: { id: post, text: 'you are all idiots' } });
    const commentId = added.body.data.comment.id as string;
    await report(ben, { targetType: 'comment', targetId: commentId, reason: 'harassment' });
    await call(t.app, 'adminReportAction', { token: ada, body: { targetType: 'comment', targetId: commentId, action: 'remove' } });
    const comments = await call(t.app, 'listComments', { token: ben, body: { id: post, page: 1 } });
    expect(comments.body.data.list.some((c: { id: string }) => c.id === commentId)).toBe(false);
  });

  it('"suspend the author for N days": they cannot post, comment or send (403) until it ends on the mock clock', async () => {
    const id = chidiPost();
    await report(ben, { targetType: 'post', targetId: id, reason: 'spam' });
    const act = await call(t.app, 'adminReportAction', {
      token: ada,
      body: { targetType: 'post', targetId: id, action: 'suspend', days: 2 },
    });
    expect(act.body).toMatchObject({ code: 'admin.authorSuspended', message: 'Author suspended' });
    expect(act.body.data.author.suspendedUntil).toBeGreaterThan(0);
    const post = { type: 'Text', text: 'hello', tags: [], description: '', media: [], country: 'GB' };
    const blocked = await call(t.app, 'createPost', { token: chidi, body: post });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/^Your account is suspended until \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z:/);
    expect((await call(t.app, 'addComment', { token: chidi, body: { id, text: 'hi' } })).status).toBe(403);
    expect((await call(t.app, 'sendMessage', { token: chidi, body: { to: USERS.ada.uid, m: 'hi', k: 'k-suspended-1' } })).status).toBe(403);
    const edit = { id, text: 'edited while suspended', tags: [], description: '' };
    expect((await call(t.app, 'updatePost', { token: chidi, body: edit })).body.code).toBe('admin.suspended');
    expect((await call(t.app, 'createCommunity', { token: chidi, body: { name: 'chidi_club', description: '' } })).body.code).toBe(
      'admin.suspended',
    );
    // Others are not affected.
    expect((await call(t.app, 'createPost', { token: ben, body: { ...post, country: 'US' } })).status).toBe(201);
    t.app.clock.advance(2 * DAY_MS);
    expect((await call(t.app, 'createPost', { token: chidi, body: post })).status).toBe(201);
  });

  it('warns (counted on the case), and refuses bad actions with clear messages', async () => {
    const id = chidiPost();
    const profile = USERS.chidi.uid;
    expect(
      (await call(t.app, 'adminReportAction', { token: ada, body: { targetType: 'post', targetId: id, action: 'warn' } })).status,
    ).toBe(404);
    await report(ben, { targetType: 'post', targetId: id, reason: 'spam' });
    await report(ben, { targetType: 'profile', targetId: profile, reason: 'other' });
    const noDays = await call(t.app, 'adminReportAction', { token: ada, body: { targetType: 'post', targetId: id, action: 'suspend' } });
    expect([noDays.status, noDays.body.code]).toEqual([422, 'admin.daysRequired']);
    const daysOnWarn = await call(t.app, 'adminReportAction', {
      token: ada,
      body: { targetType: 'post', targetId: id, action: 'warn', days: 3 },
    });
    expect(daysOnWarn.status).toBe(422);
    const removeProfile = await call(t.app, 'adminReportAction', {
      token: ada,
      body: { targetType: 'profile', targetId: profile, action: 'remove' },
    });
    expect([removeProfile.status, removeProfile.body.code]).toEqual([422, 'admin.profileNotRemovable']);
    expect(
      (await call(t.app, 'adminReportAction', { token: ada, body: { targetType: 'post', targetId: id, action: 'suspend', days: 0 } }))
        .status,
    ).toBe(400);
    const warned = await call(t.app, 'adminReportAction', { token: ada, body: { targetType: 'post', targetId: id, action: 'warn' } });
    expect(warned.body.data.author.warnings).toBe(1);
    // Once acted on, the reporter may report it again (a new open report).
    expect((await report(ben, { targetType: 'post', targetId: id, reason: 'spam' })).status).toBe(201);
  });

  it('never suspends staff (422)', async () => {
    const post = t.app.store.posts.byAuthor(USERS.ada.uid)[0]!.id;
    await report(ben, { targetType: 'post', targetId: post, reason: 'spam' });
    const res = await call(t.app, 'adminReportAction', {
      token: ada,
      body: { targetType: 'post', targetId: post, action: 'suspend', days: 1 },
    });
    expect([res.status, res.body.code]).toEqual([422, 'admin.staffNotSuspendable']);
  });
});

describe('adminLiftSuspension', () => {
  it('"a suspension can be lifted early": the person can act again at once, and the lift is audited', async () => {
    const id = chidiPost();
    await report(ben, { targetType: 'post', targetId: id, reason: 'spam' });
    await call(t.app, 'adminReportAction', { token: ada, body: { targetType: 'post', targetId: id, action: 'suspend', days: 30 } });
    const post = { type: 'Text', text: 'back again', tags: [], description: '', media: [], country: 'GB' };
    expect((await call(t.app, 'createPost', { token: chidi, body: post })).status).toBe(403);
    const lifted = await call(t.app, 'adminLiftSuspension', { token: ada, body: { uid: USERS.chidi.uid, note: ' Appeal accepted ' } });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({
      code: 'admin.suspensionLifted',
      data: { action: 'lift', targetType: 'profile', targetId: USERS.chidi.uid, note: 'Appeal accepted', by: { userName: 'ada' } },
    });
    expect(lifted.body.data.until).toBeGreaterThan(t.app.clock.now());
    expect((await call(t.app, 'createPost', { token: chidi, body: post })).status).toBe(201);
    const closed = await call(t.app, 'adminReports', { token: ada, body: { status: 'closed' } });
    const theCase = closed.body.data.find((c: { targetId: string }) => c.targetId === id);
    expect(theCase.author.suspendedUntil).toBeNull();
    const audit = await call(t.app, 'adminReportAudit', { token: ada, body: {} });
    expect(audit.body.data[0]).toMatchObject({ action: 'lift', author: { userName: 'chidi' } });
  });

  it('refuses a person who is not suspended (422), and is staff only (403)', async () => {
    const notSuspended = await call(t.app, 'adminLiftSuspension', { token: ada, body: { uid: USERS.chidi.uid } });
    expect([notSuspended.status, notSuspended.body.code]).toEqual([422, 'admin.notSuspended']);
    expect((await call(t.app, 'adminLiftSuspension', { token: ada, body: { uid: 'u9999999999' } })).status).toBe(422);
    expect((await call(t.app, 'adminLiftSuspension', { token: ben, body: { uid: USERS.chidi.uid } })).status).toBe(403);
  });
});

describe('moderation notifications', () => {
  const notificationsOf = async (token: string) => (await call(t.app, 'listNotifications', { token, body: {} })).body.data.items;

  it('"the person warned, suspended or whose content was removed is told why; the reporter learns the outcome"', async () => {
    const id = chidiPost();
    await report(ben, { targetType: 'post', targetId: id, reason: 'scam' });
    await call(t.app, 'adminReportAction', {
      token: ada,
      body: { targetType: 'post', targetId: id, action: 'suspend', days: 3, note: ' Asks for OSBT up front ' },
    });
    const [toAuthor] = await notificationsOf(chidi);
    expect(toAuthor).toMatchObject({
      type: 'moderation',
      action: 'suspend',
      targetType: 'post',
      reason: 'scam',
      note: 'Asks for OSBT up front',
      read: false,
    });
    expect(toAuthor.until).toBe(t.app.clock.now() + 3 * DAY_MS);
    expect(toAuthor.text).toMatch(/^Your account is suspended until .* UTC$/);
    // Staff stay unnamed.
    expect(toAuthor.n).toBeUndefined();
    const [toReporter] = await notificationsOf(ben);
    expect(toReporter).toMatchObject({
      type: 'report',
      action: 'suspend',
      targetType: 'post',
      text: 'We reviewed the post you reported and suspended its author',
    });

    await call(t.app, 'adminLiftSuspension', { token: ada, body: { uid: USERS.chidi.uid } });
    expect((await notificationsOf(chidi))[0]).toMatchObject({ type: 'moderation', action: 'lift' });
  });

  it('a dismissal tells only the reporters (each once), not the author', async () => {
    const id = chidiPost();
    const before = (await notificationsOf(chidi)).length;
    await report(ben, { targetType: 'post', targetId: id, reason: 'spam' });
    await report(ada, { targetType: 'post', targetId: id, reason: 'spam' });
    await call(t.app, 'adminReportAction', { token: ada, body: { targetType: 'post', targetId: id, action: 'dismiss' } });
    expect((await notificationsOf(chidi)).length).toBe(before);
    const benNotes = (await notificationsOf(ben)).filter((n: { type: string }) => n.type === 'report');
    expect(benNotes).toHaveLength(1);
    expect(benNotes[0]).toMatchObject({ action: 'dismiss', text: 'We reviewed the post you reported and found no rule broken' });
  });
});
