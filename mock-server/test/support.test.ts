// Tag support: tickets (idempotent create, validation, someone else's ticket unseen), the thread without internal
// notes, reply / close / reopen within 7 days / rate once after solved, unread markers, and the staff desk (queue
// filters, search, sort, assign to me, internal notes, status, the requester's page; 403 for non-staff; realtime).
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { call, checkContract, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { MAX_ATTACHMENTS, REOPEN_WINDOW_MS } from '../src/store/support.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

const ticket = {
  requestId: 'sup-test-000001',
  subject: 'Cannot cash out',
  category: 'pay',
  message: 'The cash-out button stays grey although I have 300 OSBT.',
};
type T = { id: string; status: string; unread: boolean; userName: string; updatedAt: number; subject: string };
const ids = (list: T[]): string[] => list.map((t) => t.id);

describe('support: my tickets', () => {
  it('lists my seeded tickets, most recently updated first, with the unread staff answer marked', async () => {
    const ben = await signIn(app, 'ben');
    const list: T[] = (await call(app, 'supportTickets', { token: ben, body: {} })).body.data;
    expect(list.map((t) => t.subject)).toEqual([
      'My top-up has not arrived',
      "Can I export my domain's DNS records?",
      'How do I change my username?',
    ]);
    expect(list.map((t) => t.unread)).toEqual([true, false, false]);
    expect(list.every((t) => t.userName === 'ben')).toBe(true);
  });

  it('opens a ticket (201, opened) and the same requestId with the same body opens no other (200); another body gets 409', async () => {
    const chidi = await signIn(app, 'chidi');
    const first = await call(app, 'supportTicketCreate', { token: chidi, body: ticket });
    expect(first.status).toBe(201);
    expect(first.body.data.ticket).toMatchObject({
      status: 'opened',
      subject: 'Cannot cash out',
      category: 'pay',
      messageCount: 1,
      assignee: null,
      rating: null,
    });
    const again = await call(app, 'supportTicketCreate', { token: chidi, body: ticket });
    expect(again.status).toBe(200);
    expect(again.body.data.ticket.id).toBe(first.body.data.ticket.id);
    expect((await call(app, 'supportTickets', { token: chidi, body: {} })).body.data).toHaveLength(3);
    const reused = await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, subject: 'Something else' } });
    expect(reused).toMatchObject({ status: 409, body: { code: 'support.requestReused' } });
  });

  it('"a subject of fewer than 3 characters or a message of fewer than 10 gets 422"; unknown fields and bad categories 400', async () => {
    const chidi = await signIn(app, 'chidi');
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, subject: '  ab  ' } })).body.code).toBe(
      'support.subjectTooShort',
    );
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, message: '  too short ' } })).body.code).toBe(
      'support.messageTooShort',
    );
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, category: 'games' } })).status).toBe(400);
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, priority: 'high' } })).status).toBe(400);
    expect((await call(app, 'supportTicketCreate', { body: ticket })).status).toBe(401);
  });

  it("shows the thread without internal notes, marks it read, and hides other people's tickets (404)", async () => {
    const ben = await signIn(app, 'ben');
    const { body } = await call(app, 'supportTicket', { token: ben, body: { id: 'st00000001' } });
    expect(body.data.messages).toHaveLength(2);
    expect(body.data.messages.some((m: { internal: boolean }) => m.internal)).toBe(false);
    expect(body.data.messages[1].author).toMatchObject({ userName: 'ada', staff: true });
    expect((await call(app, 'supportTickets', { token: ben, body: {} })).body.data[0].unread).toBe(false);
    const chidi = await signIn(app, 'chidi');
    expect((await call(app, 'supportTicket', { token: chidi, body: { id: 'st00000001' } })).status).toBe(404);
    expect((await call(app, 'supportTicketReply', { token: chidi, body: { id: 'st00000001', message: 'hi' } })).status).toBe(404);
  });

  it('a reply sends the ticket back to staff (opened); a blank one gets 422', async () => {
    const ben = await signIn(app, 'ben');
    const { body } = await call(app, 'supportTicketReply', {
      token: ben,
      body: { id: 'st00000001', message: 'The reference is OSB-4471.' },
    });
    expect(body.data.ticket).toMatchObject({ status: 'opened', messageCount: 3, preview: 'The reference is OSB-4471.' });
    expect((await call(app, 'supportTicketReply', { token: ben, body: { id: 'st00000001', message: '   ' } })).body.code).toBe(
      'support.blank',
    );
  });

  it('closes (409 when already closed) and reopens within 7 days of the end; after that 409', async () => {
    const ben = await signIn(app, 'ben');
    const closed = await call(app, 'supportTicketClose', { token: ben, body: { id: 'st00000001' } });
    expect(closed.body.data.ticket).toMatchObject({ status: 'closed' });
    expect(closed.body.data.ticket.reopenUntil).toBe(closed.body.data.ticket.endedAt + REOPEN_WINDOW_MS);
    expect((await call(app, 'supportTicketClose', { token: ben, body: { id: 'st00000001' } })).body.code).toBe('support.alreadyClosed');
    expect((await call(app, 'supportTicketReopen', { token: ben, body: { id: 'st00000001' } })).body.data.ticket).toMatchObject({
      status: 'opened',
      endedAt: null,
      reopenUntil: null,
    });
    expect((await call(app, 'supportTicketReopen', { token: ben, body: { id: 'st00000001' } })).body.code).toBe('support.notEnded');
    await call(app, 'supportTicketClose', { token: ben, body: { id: 'st00000001' } });
    app.clock.advance(REOPEN_WINDOW_MS + 1);
    expect((await call(app, 'supportTicketReopen', { token: ben, body: { id: 'st00000001' } })).body.code).toBe('support.reopenExpired');
    expect((await call(app, 'supportTicketReply', { token: ben, body: { id: 'st00000001', message: 'Hello again' } })).status).toBe(409);
    const eve = await signIn(app, 'eve');
    expect((await call(app, 'supportTicketReopen', { token: eve, body: { id: 'st00000006' } })).status).toBe(409);
  });

  it('"rates the answer of a solved or closed ticket, once"; not before it is solved', async () => {
    const ben = await signIn(app, 'ben');
    const rated = await call(app, 'supportTicketRate', { token: ben, body: { id: 'st00000003', score: 4, comment: ' Helpful ' } });
    expect(rated.body.data.ticket.rating).toMatchObject({ score: 4, comment: 'Helpful' });
    expect((await call(app, 'supportTicketRate', { token: ben, body: { id: 'st00000003', score: 5 } })).body.code).toBe(
      'support.alreadyRated',
    );
    expect((await call(app, 'supportTicketRate', { token: ben, body: { id: 'st00000001', score: 5 } })).body.code).toBe(
      'support.notRateable',
    );
    expect((await call(app, 'supportTicketRate', { token: ben, body: { id: 'st00000003', score: 6 } })).status).toBe(400);
    const chidi = await signIn(app, 'chidi');
    await call(app, 'supportTicketClose', { token: chidi, body: { id: 'st00000004' } });
    expect((await call(app, 'supportTicketRate', { token: chidi, body: { id: 'st00000004', score: 3 } })).body.code).toBe(
      'support.noAnswer',
    );
  });
});

describe('support: the staff desk', () => {
  it('is staff only (403)', async () => {
    const ben = await signIn(app, 'ben');
    for (const [op, body] of [
      ['adminSupportTickets', {}],
      ['adminSupportUser', { uid: USERS.ben.uid }],
      ['adminSupportTicket', { id: 'st00000001' }],
      ['adminSupportReply', { id: 'st00000001', message: 'x' }],
      ['adminSupportAssign', { id: 'st00000001', assign: true }],
      ['adminSupportStatus', { id: 'st00000001', status: 'solved' }],
    ] as const) {
      expect((await call(app, op, { token: ben, body })).status, op).toBe(403);
    }
  });

  it('filters the queue (open by default, pending, solved, all), searches subject or username, sorts by last update', async () => {
    const ada = await signIn(app, 'ada');
    const queue = async (body: object): Promise<T[]> => (await call(app, 'adminSupportTickets', { token: ada, body })).body.data;
    const open = await queue({});
    expect(open.every((t) => t.status === 'opened')).toBe(true);
    expect(ids(open)).toEqual(['st00000005', 'st00000004', 'st00000009', 'st00000007']);
    expect(ids(await queue({ sort: 'oldest' }))).toEqual(ids(open).reverse());
    expect((await queue({ filter: 'pending' })).map((t) => t.status)).toEqual(['pending', 'pending']);
    expect((await queue({ filter: 'solved' })).every((t) => t.status === 'solved' || t.status === 'closed')).toBe(true);
    expect(await queue({ filter: 'all' })).toHaveLength(10);
    expect(ids(await queue({ filter: 'all', query: 'CHIDI' }))).toEqual(['st00000005', 'st00000004']);
    expect(ids(await queue({ filter: 'all', query: 'top-up' }))).toEqual(['st00000001']);
    expect(open.find((t) => t.id === 'st00000004')?.unread).toBe(true);
    expect(open.find((t) => t.id === 'st00000005')?.unread).toBe(false);
  });

  it('assigns to me and back; "mine" keeps my tickets', async () => {
    const ada = await signIn(app, 'ada');
    const assigned = await call(app, 'adminSupportAssign', { token: ada, body: { id: 'st00000004', assign: true } });
    expect(assigned.body.data.ticket.assignee).toEqual({ uid: USERS.ada.uid, userName: 'ada', staff: true });
    expect(ids((await call(app, 'adminSupportTickets', { token: ada, body: { mine: true } })).body.data)).toContain('st00000004');
    expect(
      (await call(app, 'adminSupportAssign', { token: ada, body: { id: 'st00000004', assign: false } })).body.data.ticket.assignee,
    ).toBeNull();
    expect((await call(app, 'adminSupportAssign', { token: ada, body: { id: 'st99999999', assign: true } })).status).toBe(404);
  });

  it('sees internal notes; a note stays hidden from the user, an answer reaches them at once (realtime i) and waits on them', async () => {
    const ada = await signIn(app, 'ada');
    const chidi = await signIn(app, 'chidi');
    const nudge = vi.spyOn(app.realtime, 'send');
    const staffView = (await call(app, 'adminSupportTicket', { token: ada, body: { id: 'st00000005' } })).body.data;
    expect(staffView.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true]);
    await call(app, 'adminSupportReply', { token: ada, body: { id: 'st00000004', message: 'Checked the queue.', internal: true } });
    expect(nudge).not.toHaveBeenCalled();
    const note = (await call(app, 'supportTicket', { token: chidi, body: { id: 'st00000004' } })).body.data;
    expect(note.messages).toHaveLength(1);
    expect(note.ticket.status).toBe('opened');
    const answer = await call(app, 'adminSupportReply', {
      token: ada,
      body: { id: 'st00000004', message: 'Send a photo of the page with your number.' },
    });
    expect(answer.body.data.ticket).toMatchObject({ status: 'pending', assignee: { userName: 'ada' } });
    expect(nudge).toHaveBeenCalledWith(USERS.chidi.uid, 'i');
    const mine = (await call(app, 'supportTickets', { token: chidi, body: {} })).body.data as T[];
    expect(mine.find((t) => t.id === 'st00000004')).toMatchObject({ unread: true, status: 'pending' });
    expect((await call(app, 'adminSupportReply', { token: ada, body: { id: 'st00000004', message: ' ' } })).status).toBe(422);
  });

  it('an answer may solve the ticket; the status can change alone (409 when unchanged); staff reading clears unread', async () => {
    const ada = await signIn(app, 'ada');
    const solved = await call(app, 'adminSupportReply', {
      token: ada,
      body: { id: 'st00000007', message: 'A replacement is on its way.', status: 'solved' },
    });
    expect(solved.body.data.ticket).toMatchObject({ status: 'solved', unread: false });
    expect(solved.body.data.ticket.endedAt).not.toBeNull();
    expect((await call(app, 'adminSupportStatus', { token: ada, body: { id: 'st00000007', status: 'solved' } })).body.code).toBe(
      'support.sameStatus',
    );
    expect(
      (await call(app, 'adminSupportStatus', { token: ada, body: { id: 'st00000007', status: 'pending' } })).body.data.ticket,
    ).toMatchObject({ status: 'pending', endedAt: null });
    await call(app, 'adminSupportTicket', { token: ada, body: { id: 'st00000009' } });
    const open: T[] = (await call(app, 'adminSupportTickets', { token: ada, body: {} })).body.data;
    expect(open.find((t) => t.id === 'st00000009')?.unread).toBe(false);
  });

  it('"ticket priority; a first answer due timer from the ticket\'s age with the overdue ones first"', async () => {
    const ada = await signIn(app, 'ada');
    const chidi = await signIn(app, 'chidi');
    const created = await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, requestId: 'sup-test-prio-01' } });
    const id = created.body.data.ticket.id as string;
    // The requester never sees the service levels.
    expect(created.body.data.ticket.priority).toBeUndefined();
    expect(created.body.data.ticket.firstAnswerDue).toBeUndefined();
    const seen = (await call(app, 'adminSupportTicket', { token: ada, body: { id } })).body.data.ticket;
    expect(seen).toMatchObject({ priority: 'normal', firstAnsweredAt: null });
    expect(seen.firstAnswerDue).toBe(seen.createdAt + 24 * 3_600_000);
    const urgent = await call(app, 'adminSupportPriority', { token: ada, body: { id, priority: 'urgent' } });
    expect(urgent.body).toMatchObject({ code: 'support.priorityChanged', data: { ticket: { priority: 'urgent' } } });
    expect(urgent.body.data.ticket.firstAnswerDue).toBe(seen.createdAt + 3_600_000);
    expect((await call(app, 'adminSupportPriority', { token: ada, body: { id, priority: 'urgent' } })).status).toBe(409);
    expect((await call(app, 'adminSupportPriority', { token: ada, body: { id, priority: 'asap' } })).status).toBe(400);
    expect((await call(app, 'adminSupportPriority', { token: chidi, body: { id, priority: 'low' } })).status).toBe(403);

    // Sorted by due: unanswered first, the earliest due on top (the new urgent one is due before the seeded ones
    // only if they were answered or are due later); answered tickets after every waiting one.
    type Due = T & { firstAnswerDue: number; firstAnsweredAt: number | null };
    const due = async (): Promise<Due[]> =>
      (await call(app, 'adminSupportTickets', { token: ada, body: { filter: 'all', sort: 'due' } })).body.data;
    const list = await due();
    const waiting = list.filter((t) => t.firstAnsweredAt === null && !['solved', 'closed'].includes(t.status));
    expect(list.slice(0, waiting.length)).toEqual(waiting);
    expect(waiting.map((t) => t.firstAnswerDue)).toEqual([...waiting.map((t) => t.firstAnswerDue)].sort((a, b) => a - b));
    // An internal note is not an answer; a public answer is, and the ticket leaves the waiting group.
    await call(app, 'adminSupportReply', { token: ada, body: { id, message: 'Looking into it', internal: true } });
    expect((await due()).find((t) => t.id === id)?.firstAnsweredAt).toBeNull();
    await call(app, 'adminSupportReply', { token: ada, body: { id, message: 'Fixed: try again now.' } });
    const after = await due();
    const answered = after.find((t) => t.id === id)!;
    expect(answered.firstAnsweredAt).toBeGreaterThan(0);
    expect(after.indexOf(answered)).toBeGreaterThanOrEqual(
      after.filter((t) => t.firstAnsweredAt === null && !['solved', 'closed'].includes(t.status)).length,
    );
  });

  it("shows a requester's page: summary and all their tickets; an unknown uid gets 404", async () => {
    const ada = await signIn(app, 'ada');
    const { body } = await call(app, 'adminSupportUser', { token: ada, body: { uid: USERS.ben.uid } });
    expect(body.data.requester).toMatchObject({ uid: USERS.ben.uid, userName: 'ben', isVerified: true, country: 'US' });
    expect(body.data.tickets).toHaveLength(3);
    expect((await call(app, 'adminSupportUser', { token: ada, body: { uid: 'u9999999999' } })).status).toBe(404);
  });

  it("gives staff what helps answer: the requester's verification state and newest payments and orders, newest first", async () => {
    const ada = await signIn(app, 'ada');
    const ben = await signIn(app, 'ben');
    await call(app, 'paySend', { token: ben, body: { requestId: 'support-card-1', asset: 'OSBT', amount: 700, userName: 'ada' } });
    const { body } = await call(app, 'adminSupportUser', { token: ada, body: { uid: USERS.ben.uid } });
    expect(body.data.verification).toBe('approved');
    expect(body.data.payments.length).toBeGreaterThan(0);
    expect(body.data.payments.length).toBeLessThanOrEqual(5);
    expect(body.data.payments[0]).toMatchObject({ type: 'send', direction: 'out', asset: 'OSBT', amount: 700, precision: 0 });
    const times = body.data.payments.map((p: { createdAt: number }) => p.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data.orders.length).toBeLessThanOrEqual(5);
    for (const order of body.data.orders) expect(order.items).toBeGreaterThan(0);
    // Someone who never asked to be verified, with nothing bought.
    const chidi = (await call(app, 'adminSupportUser', { token: ada, body: { uid: USERS.chidi.uid } })).body.data;
    expect(['none', 'pending', 'rejected']).toContain(chidi.verification);
  });

  it('forgets new tickets on reset', async () => {
    const chidi = await signIn(app, 'chidi');
    await call(app, 'supportTicketCreate', { token: chidi, body: ticket });
    app.store.reset();
    const again = await signIn(app, 'chidi');
    expect((await call(app, 'supportTickets', { token: again, body: {} })).body.data).toHaveLength(2);
  });
});

describe('support: screenshots', () => {
  const fixture = (name: string): Buffer => readFileSync(new URL(`../../e2e/fixtures/${name}`, import.meta.url));
  async function upload(token: string, name: string, contentType: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/media/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: fixture(name),
    });
    return checkContract('uploadMedia', res).data.key as string;
  }

  it('"up to 3 keys of images the sender uploaded": the ticket, a reply and a staff answer carry them, and staff see them', async () => {
    const chidi = await signIn(app, 'chidi');
    const shot = await upload(chidi, 'photo.png', 'image/png');
    const opened = await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, attachments: [shot] } });
    expect(opened.status).toBe(201);
    const id = opened.body.data.ticket.id as string;
    expect(opened.body.data.messages[0].attachments).toEqual([shot]);
    // The same request id with the same screenshots is the same ticket; with other screenshots it is another body.
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, attachments: [shot] } })).status).toBe(200);
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: ticket })).status).toBe(409);

    const replied = await call(app, 'supportTicketReply', {
      token: chidi,
      body: { id, message: 'And this is the error', attachments: [shot] },
    });
    expect(replied.body.data.messages.map((m: { attachments: string[] }) => m.attachments)).toEqual([[shot], [shot]]);

    const ada = await signIn(app, 'ada');
    const staffShot = await upload(ada, 'photo.png', 'image/png');
    const answered = await call(app, 'adminSupportReply', {
      token: ada,
      body: { id, message: 'Tap here, as in the picture', attachments: [staffShot] },
    });
    expect(answered.body.data.messages.at(-1).attachments).toEqual([staffShot]);
    const seen = await call(app, 'adminSupportTicket', { token: ada, body: { id } });
    expect(seen.body.data.messages.map((m: { attachments: string[] }) => m.attachments.length)).toEqual([1, 1, 1]);
    // Messages without screenshots say so with an empty list.
    const ben = await signIn(app, 'ben');
    const seeded = await call(app, 'supportTicket', { token: ben, body: { id: 'st00000001' } });
    expect(seeded.body.data.messages.every((m: { attachments: string[] }) => m.attachments.length === 0)).toBe(true);
  });

  it('"a key that is not one of the sender\'s uploads, or that is a video or audio file, gets 422"; more than 3 or repeats get 400', async () => {
    const chidi = await signIn(app, 'chidi');
    const ben = await signIn(app, 'ben');
    const bens = await upload(ben, 'photo.png', 'image/png');
    const notMine = await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, attachments: [bens] } });
    expect(notMine).toMatchObject({
      status: 422,
      body: {
        code: 'support.attachmentUnknown',
        params: { key: bens },
        message: `Upload the screenshot first: ${bens} is not one of your uploads`,
      },
    });
    const never = 'up/0000000000000000.png';
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, attachments: [never] } })).body).toMatchObject({
      code: 'support.attachmentUnknown',
      params: { key: never },
    });
    const clip = await upload(chidi, 'clip.webm', 'video/webm');
    const video = await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, attachments: [clip] } });
    expect(video).toMatchObject({ status: 422, body: { code: 'support.attachmentNotImage' } });
    // Nothing was opened by the refused calls.
    expect((await call(app, 'supportTickets', { token: chidi, body: {} })).body.data).toHaveLength(2);

    const shot = await upload(chidi, 'photo.png', 'image/png');
    const tooMany = Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, i) => `${shot}?${i}`);
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, attachments: tooMany } })).status).toBe(400);
    expect((await call(app, 'supportTicketCreate', { token: chidi, body: { ...ticket, attachments: [shot, shot] } })).status).toBe(400);
    const reply = await call(app, 'supportTicketReply', { token: ben, body: { id: 'st00000001', message: 'Here', attachments: [clip] } });
    expect(reply).toMatchObject({ status: 422, body: { code: 'support.attachmentUnknown' } });
  });
});
