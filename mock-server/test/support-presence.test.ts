// Collision detection on the help desk: each staff member's page says it has a ticket open or is writing an
// answer; the others on the ticket read it (and get `i` on every change), it goes away when they leave, send,
// or stop saying it (20 s on the mock clock); staff only, an unknown ticket 404.
import { beforeEach, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { PRESENCE_TTL_MS } from '../src/store/support-presence.ts';

const t = useTestApp(['ada'], { fresh: 'reset' });
let ada: string;
let kemi: string;
beforeEach(async () => {
  ada = t.ada;
  kemi = await signIn(t.app, 'kemi@example.com');
});
const TICKET = 'st00000001';
const KEMI = 'u0000000011';
const say = (token: string, state: string, id = TICKET) => call(t.app, 'adminSupportPresence', { token, body: { id, state } });

describe('adminSupportPresence', () => {
  it('kemi writing an answer is what ada reads on the same ticket, and each change tells the other at once', async () => {
    const frames: Array<[string, unknown]> = [];
    const original = t.app.realtime.send.bind(t.app.realtime);
    t.app.realtime.send = (uid: string, frame: never) => {
      frames.push([uid, frame]);
      return original(uid, frame);
    };
    try {
      expect((await say(ada, 'viewing')).body.data).toEqual([]);
      const kemiSees = await say(kemi, 'viewing');
      expect(kemiSees.body.data).toMatchObject([{ uid: USERS.ada.uid, userName: 'ada', state: 'viewing' }]);
      expect(frames).toContainEqual([USERS.ada.uid, 'i']);
      frames.length = 0;
      await say(kemi, 'typing');
      expect(frames).toEqual([[USERS.ada.uid, 'i']]);
      expect((await say(ada, 'viewing')).body.data).toMatchObject([{ uid: KEMI, userName: 'kemi', state: 'typing' }]);
      // Saying the same again (the heartbeat) tells nobody.
      frames.length = 0;
      await say(kemi, 'typing');
      expect(frames).toEqual([]);
      // Another ticket knows nothing of it.
      expect((await say(ada, 'viewing', 'st00000002')).body.data).toEqual([]);
    } finally {
      t.app.realtime.send = original;
    }
  });

  it('goes away when kemi sends her answer or leaves, or stops saying she is there', async () => {
    await say(ada, 'viewing');
    await say(kemi, 'typing');
    await call(t.app, 'adminSupportReply', { token: kemi, body: { id: TICKET, message: 'On it', internal: true } });
    expect((await say(ada, 'viewing')).body.data).toMatchObject([{ userName: 'kemi', state: 'viewing' }]);
    await say(kemi, 'left');
    expect((await say(ada, 'viewing')).body.data).toEqual([]);
    await say(kemi, 'typing');
    t.app.clock.advance(PRESENCE_TTL_MS + 1);
    expect((await say(ada, 'viewing')).body.data).toEqual([]);
  });

  it('is staff only (403) and answers 404 for an unknown ticket', async () => {
    const ben = await signIn(t.app, 'ben');
    expect((await say(ben, 'viewing')).status).toBe(403);
    const unknown = await say(ada, 'viewing', 'st99999999');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'support.ticketNotFound']);
    expect((await say(ada, 'sleeping')).status).toBe(400);
  });
});
