// Reports on chat messages and communities: only a member reports them (anyone else reads 404), staff see the
// message with the two either side of it (a community: its five newest), removing a message deletes it for every
// member, restricting a community refuses new messages and members, and the author and reporter are told.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { call, signIn, USERS } from './helpers.ts';

const t = useTestApp(['ada'], { fresh: 'reset' });
let ada: string;
let ben: string;
let chidi: string;
let eve: string;
beforeEach(async () => {
  ada = t.ada;
  [ben, chidi, eve] = await Promise.all([signIn(t.app, 'ben'), signIn(t.app, 'chidi'), signIn(t.app, 'eve')]);
});

let sent = 0;
const send = async (token: string, to: string, m: string) => {
  const { status, body } = await call(t.app, 'sendMessage', { token, body: { to, m, k: `chat-report-${++sent}` } });
  return { status, body, id: body.data?.i as string, c: body.data?.c as string };
};
const report = (token: string, body: Record<string, unknown>) => call(t.app, 'reportContent', { token, body });
const act = (body: Record<string, unknown>) => call(t.app, 'adminReportAction', { token: ada, body });
type Case = {
  targetType: string;
  targetId: string;
  preview: { chat: { messages: Array<{ id: string; text: string; reported: boolean }> } } & Record<string, unknown>;
};
const openCases = async () => (await call(t.app, 'adminReports', { token: ada, body: {} })).body.data as Case[];
const notificationsOf = async (token: string) =>
  (await call(t.app, 'listNotifications', { token, body: {} })).body.data.items as Array<Record<string, unknown>>;

/** A chat between ben and chidi of seven messages; answers their ids in order (chidi's abuse is the fourth). */
async function chat(): Promise<string[]> {
  const ids: string[] = [];
  for (const [who, text] of [
    [ben, 'one'],
    [chidi, 'two'],
    [ben, 'three'],
    [chidi, 'Send me 500 OSBT or else'],
    [ben, 'five'],
    [chidi, 'six'],
    [ben, 'seven'],
  ] as const) {
    ids.push((await send(who, who === ben ? USERS.chidi.uid : USERS.ben.uid, text)).id);
  }
  return ids;
}

describe('reporting a chat message', () => {
  it('a member reports someone else’s message; staff see it with two messages either side and nothing more', async () => {
    const ids = await chat();
    const filed = await report(ben, { targetType: 'message', targetId: ids[3], reason: 'harassment' });
    expect([filed.status, filed.body.code]).toEqual([201, 'report.thanks']);
    const found = (await openCases()).find((c) => c.targetType === 'message');
    expect(found?.targetId).toBe(ids[3]);
    expect(found?.preview).toMatchObject({
      available: true,
      author: { userName: 'chidi' },
      text: 'Send me 500 OSBT or else',
      postId: null,
    });
    const chatContext = found!.preview.chat;
    expect(chatContext).toMatchObject({ type: 'chat', name: '', members: 2, restricted: false });
    expect(chatContext.messages.map((m: { text: string }) => m.text)).toEqual(['two', 'three', 'Send me 500 OSBT or else', 'five', 'six']);
    expect(chatContext.messages.filter((m: { reported: boolean }) => m.reported).map((m: { id: string }) => m.id)).toEqual([ids[3]]);
  });

  it('refuses a message one is not in the conversation of (404 like no such message), one’s own (422), a deleted one (404)', async () => {
    const ids = await chat();
    const outsider = await report(eve, { targetType: 'message', targetId: ids[3], reason: 'spam' });
    expect([outsider.status, outsider.body.code]).toEqual([404, 'report.messageNotFound']);
    expect((await report(ben, { targetType: 'message', targetId: 'm99999999999', reason: 'spam' })).status).toBe(404);
    expect((await report(chidi, { targetType: 'message', targetId: ids[3], reason: 'spam' })).body.code).toBe('report.ownContent');
    await call(t.app, 'deleteMessage', { token: chidi, body: { c: (await send(ben, USERS.chidi.uid, 'x')).c, i: ids[5] } });
    expect((await report(ben, { targetType: 'message', targetId: ids[5], reason: 'spam' })).body.code).toBe('report.messageNotFound');
  });

  it('remove: the message reads as deleted for every member; the author is told why, the reporter the outcome', async () => {
    const ids = await chat();
    const target = ids[3]!;
    await report(ben, { targetType: 'message', targetId: target, reason: 'harassment' });
    const frames: Array<[string, unknown]> = [];
    const original = t.app.realtime.send.bind(t.app.realtime);
    t.app.realtime.send = (uid: string, frame: never) => {
      frames.push([uid, frame]);
      return original(uid, frame);
    };
    try {
      const done = await act({ targetType: 'message', targetId: target, action: 'remove', note: 'Threats' });
      expect([done.status, done.body.code]).toEqual([200, 'admin.messageRemoved']);
      expect(done.body.data.preview).toMatchObject({ available: false, text: '' });
    } finally {
      t.app.realtime.send = original;
    }
    // Both members' tabs get the change frame a deletion sends.
    const changed = frames.filter(([, f]) => typeof f === 'object' && (f as { type: string }).type === 'm').map(([uid]) => uid);
    expect(changed.sort()).toEqual([USERS.ben.uid, USERS.chidi.uid].sort());
    const history = await call(t.app, 'getHistory', { token: ben, body: { c: USERS.chidi.uid } });
    const gone = history.body.data.messages.find((m: { i: string }) => m.i === target);
    expect(gone).toMatchObject({ m: '', d: true });
    expect((await notificationsOf(chidi))[0]).toMatchObject({
      type: 'moderation',
      action: 'remove',
      targetType: 'message',
      reason: 'harassment',
      note: 'Threats',
      text: 'Your message was removed for breaking the community rules',
    });
    expect((await notificationsOf(ben))[0]).toMatchObject({
      type: 'report',
      action: 'remove',
      targetType: 'message',
      text: 'We reviewed the message you reported and removed it',
    });
  });

  it('restrict is refused for a message (422), and a message can be warned or suspended like any content', async () => {
    const ids = await chat();
    await report(ben, { targetType: 'message', targetId: ids[3], reason: 'harassment' });
    expect((await act({ targetType: 'message', targetId: ids[3], action: 'restrict' })).body.code).toBe('admin.restrictOnlyCommunity');
    const suspended = await act({ targetType: 'message', targetId: ids[3], action: 'suspend', days: 1 });
    expect(suspended.body.code).toBe('admin.authorSuspended');
    expect((await send(chidi, USERS.ben.uid, 'again')).body.code).toBe('admin.suspended');
  });
});

describe('reporting a community', () => {
  /** chidi's community with ben in it and a few messages. */
  async function community(): Promise<string> {
    const created = await call(t.app, 'createCommunity', { token: chidi, body: { name: 'fast_money', description: 'Double your OSBT' } });
    const c = created.body.data.uid as string;
    await call(t.app, 'inviteToCommunity', { token: chidi, body: { c, uids: [USERS.ben.uid] } });
    for (const m of ['Send 100, get 200', 'Only today']) await send(chidi, c, m);
    return c;
  }

  it('a member reports it; staff see its name, description and newest messages; the creator is its author', async () => {
    const c = await community();
    expect((await report(eve, { targetType: 'community', targetId: c, reason: 'scam' })).status).toBe(404);
    expect((await report(chidi, { targetType: 'community', targetId: c, reason: 'scam' })).body.code).toBe('report.ownContent');
    expect((await report(ben, { targetType: 'community', targetId: 'zzzzzzzzzzzzzz', reason: 'scam' })).body.code).toBe(
      'report.communityNotFound',
    );
    expect((await report(ben, { targetType: 'community', targetId: c, reason: 'scam' })).status).toBe(201);
    const found = (await openCases()).find((x) => x.targetType === 'community');
    expect(found?.preview).toMatchObject({
      available: true,
      author: { userName: 'chidi' },
      text: 'fast_money',
      chat: { type: 'community', name: 'fast_money', description: 'Double your OSBT', members: 2, restricted: false },
    });
    expect(found?.preview.chat.messages.map((m: { text: string }) => m.text)).toEqual([
      'Created fast_money',
      'Send 100, get 200',
      'Only today',
    ]);
  });

  it('restrict: members still read it, nobody sends or adds members (403); the creator and reporter are told', async () => {
    const c = await community();
    await report(ben, { targetType: 'community', targetId: c, reason: 'scam' });
    expect((await act({ targetType: 'community', targetId: c, action: 'remove' })).body.code).toBe('admin.communityNotRemovable');
    const done = await act({ targetType: 'community', targetId: c, action: 'restrict' });
    expect([done.status, done.body.code]).toEqual([200, 'admin.communityRestrictedDone']);
    expect(done.body.data.preview.chat.restricted).toBe(true);
    const refused = await send(chidi, c, 'Still here');
    expect([refused.status, refused.body.code]).toEqual([403, 'admin.communityRestricted']);
    expect((await send(ben, c, 'me too')).status).toBe(403);
    const invite = await call(t.app, 'inviteToCommunity', { token: chidi, body: { c, uids: [USERS.dana.uid] } });
    expect([invite.status, invite.body.code]).toEqual([403, 'admin.communityRestricted']);
    // Not a member: the route's own 404, the restriction is not leaked.
    expect((await send(eve, c, 'hello')).status).toBe(404);
    const history = await call(t.app, 'getHistory', { token: ben, body: { c } });
    expect(history.body.data.messages.at(-1).m).toBe('Only today');
    expect((await notificationsOf(chidi))[0]).toMatchObject({ type: 'moderation', action: 'restrict', targetType: 'community' });
    expect((await notificationsOf(ben))[0]).toMatchObject({
      type: 'report',
      action: 'restrict',
      text: 'We reviewed the community you reported and restricted it',
    });
    // Other conversations are untouched.
    expect((await send(chidi, USERS.ben.uid, 'hi')).status).toBe(201);
  });

  it('the conversation says who created it and whether it is restricted, to each member', async () => {
    const c = await community();
    const info = async (token: string) => (await call(t.app, 'getHistory', { token, body: { c } })).body.data;
    expect(await info(chidi)).toMatchObject({ mine: true, restricted: false });
    expect(await info(ben)).toMatchObject({ mine: false, restricted: false });
    expect((await call(t.app, 'getHistory', { token: ben, body: { c: USERS.chidi.uid } })).body.data).toMatchObject({
      mine: false,
      restricted: false,
    });
    await report(ben, { targetType: 'community', targetId: c, reason: 'scam' });
    await act({ targetType: 'community', targetId: c, action: 'restrict' });
    expect(await info(ben)).toMatchObject({ mine: false, restricted: true });
  });

  it('staff lift a restriction: members send and add again, the audit trail keeps it, the creator is told', async () => {
    const c = await community();
    const lift = (body: Record<string, unknown>, token = ada) => call(t.app, 'adminLiftRestriction', { token, body });
    const notRestricted = await lift({ c });
    expect([notRestricted.status, notRestricted.body.code]).toEqual([422, 'admin.notRestricted']);
    await report(ben, { targetType: 'community', targetId: c, reason: 'scam' });
    await act({ targetType: 'community', targetId: c, action: 'restrict' });
    expect((await lift({ c }, ben)).status).toBe(403);
    expect((await lift({ c: 'zzzzzzzzzzzzzz' })).body.code).toBe('admin.notRestricted');

    const lifted = await lift({ c, note: '  Scam posts gone  ' });
    expect([lifted.status, lifted.body.code]).toEqual([200, 'admin.restrictionLifted']);
    expect(lifted.body.data).toMatchObject({
      action: 'unrestrict',
      targetType: 'community',
      targetId: c,
      author: { userName: 'chidi' },
      by: { userName: 'ada' },
      note: 'Scam posts gone',
      reports: 0,
    });
    expect((await call(t.app, 'adminReportAudit', { token: ada, body: {} })).body.data[0]).toMatchObject({
      action: 'unrestrict',
      targetId: c,
    });
    expect((await send(ben, c, 'back again')).status).toBe(201);
    expect((await call(t.app, 'inviteToCommunity', { token: chidi, body: { c, uids: [USERS.dana.uid] } })).status).toBe(200);
    expect((await call(t.app, 'getHistory', { token: ben, body: { c } })).body.data.restricted).toBe(false);
    expect((await notificationsOf(chidi))[0]).toMatchObject({
      type: 'moderation',
      action: 'unrestrict',
      targetType: 'community',
      note: 'Scam posts gone',
    });
    // The decided case shows it lifted (no Lift button offered any more).
    const closed = (await call(t.app, 'adminReports', { token: ada, body: { status: 'closed' } })).body.data as Case[];
    expect(closed.find((x) => x.targetId === c)?.preview.chat).toMatchObject({ restricted: false });
    expect((await lift({ c })).body.code).toBe('admin.notRestricted');
  });
});
