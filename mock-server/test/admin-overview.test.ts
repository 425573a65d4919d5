// The staff overview: staff only, the period's days (UTC, today last), people, queues, OSBT on the platform and
// moved, and the newest people — each counted from the stores, so a sign-up, a post or a send moves them.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn, TEST_NOW, uploadFixture } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { periodStart, queueOf, RECENT_PEOPLE } from '../src/store/admin-overview.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

const DAY = 86_400_000;

describe('periodStart and queueOf', () => {
  it('starts a period at UTC midnight, days - 1 days before today', () => {
    expect(periodStart(Date.UTC(2026, 10, 1, 12), 7)).toBe(Date.UTC(2026, 9, 26));
    expect(periodStart(Date.UTC(2026, 10, 1, 0), 1)).toBe(Date.UTC(2026, 10, 1));
  });

  it('counts what waits and the oldest arrival, null when nothing waits', () => {
    expect(queueOf('reports', [30, 10, 20])).toEqual({ queue: 'reports', waiting: 3, oldestAt: 10 });
    expect(queueOf('tasks', [])).toEqual({ queue: 'tasks', waiting: 0, oldestAt: null });
  });
});

describe('admin/overview', () => {
  it('is for staff only (403), and the period is 7, 30 or 90 days (400 otherwise)', async () => {
    expect((await call(app, 'adminOverview', { token: await signIn(app, 'ben'), body: { days: 7 } })).status).toBe(403);
    expect((await call(app, 'adminOverview', { body: { days: 7 } })).status).toBe(401);
    const ada = await signIn(app, 'ada');
    expect((await call(app, 'adminOverview', { token: ada, body: { days: 14 } })).status).toBe(400);
    expect((await call(app, 'adminOverview', { token: ada, body: { days: '7' } })).status).toBe(400);
    expect((await call(app, 'adminOverview', { token: ada, body: {} })).status).toBe(400);
  });

  it('has one row a day, oldest first and today last, and counts the seeded people', async () => {
    const ada = await signIn(app, 'ada');
    const { status, body } = await call(app, 'adminOverview', { token: ada, body: { days: 30 } });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1).day).toBe(new Date(TEST_NOW).toISOString().slice(0, 10));
    expect(data.from).toBe(periodStart(TEST_NOW, 30));
    expect(data.to).toBe(TEST_NOW);
    const users = app.store.users.all();
    expect(data.people.total).toBe(users.length);
    expect(data.people.verified).toBe(users.filter((u) => u.isVerified).length);
    expect(data.people.onboarding).toBeGreaterThanOrEqual(1); // dana has todo "profile"
    expect(data.recent.length).toBe(Math.min(RECENT_PEOPLE, users.length));
    expect(data.osbt.held).toBeGreaterThan(0);
  });

  it('moves with what happens: a sign-up, a post, a pending verification and an OSBT send', async () => {
    const ada = await signIn(app, 'ada');
    const before = (await call(app, 'adminOverview', { token: ada, body: { days: 7 } })).body.data;

    await call(app, 'signUp', { body: { email: 'newcomer@example.com', password: 'correct horse 1' } });
    const ben = await signIn(app, 'ben');
    await call(app, 'createPost', {
      token: ben,
      body: { type: 'Text', text: 'Hello overview', tags: [], description: '', media: [], country: 'US' },
    });
    const chidi = await signIn(app, 'chidi');
    await call(app, 'accountVerificationSubmit', {
      token: chidi,
      body: {
        legalName: 'Chidi Okeke',
        dateOfBirth: '1994-05-17',
        documentType: 'passport',
        documentNumber: 'A12345678',
        documentImage: await uploadFixture(app, chidi, 'photo.png', 'image/png'),
      },
    });
    const sent = await call(app, 'paySend', { token: ben, body: { requestId: 'ov-send-1', userName: 'chidi', asset: 'OSBT', amount: 25 } });
    expect(sent.status).toBe(201);

    const after = (await call(app, 'adminOverview', { token: ada, body: { days: 7 } })).body.data;
    expect(after.people.total).toBe(before.people.total + 1);
    expect(after.people.joined).toBe(before.people.joined + 1);
    expect(after.people.onboarding).toBe(before.people.onboarding + 1);
    expect(after.recent[0]).toMatchObject({ userName: null, isVerified: false, createdAt: TEST_NOW });
    expect(after.daily.at(-1).posts).toBe(before.daily.at(-1).posts + 1);
    expect(after.daily.at(-1).joined).toBe(before.daily.at(-1).joined + 1);
    const queue = (d: typeof after) => d.queues.find((q: { queue: string }) => q.queue === 'verifications');
    expect(queue(after).waiting).toBe(queue(before).waiting + 1);
    expect(after.osbt.moved).toBeGreaterThanOrEqual(before.osbt.moved + 25);
    expect(after.osbt.transfers).toBe(before.osbt.transfers + 1);
    expect(after.daily.at(-1).moved).toBe(before.daily.at(-1).moved + (after.osbt.moved - before.osbt.moved));
  });

  it('counts every staff queue: verifications, tickets waiting on staff, open reports and tasks not done', async () => {
    const ada = await signIn(app, 'ada');
    const before = (await call(app, 'adminOverview', { token: ada, body: { days: 7 } })).body.data;
    expect(before.queues.map((q: { queue: string }) => q.queue)).toEqual([
      'verifications',
      'supports',
      'reports',
      'tasks',
      'disputes',
      'contact',
    ]);
    const waiting = (d: typeof before, queue: string) => d.queues.find((q: { queue: string }) => q.queue === queue).waiting;
    expect(waiting(before, 'reports')).toBeGreaterThan(0);
    expect(waiting(before, 'tasks')).toBeGreaterThan(0);

    const ben = await signIn(app, 'ben');
    const post = app.store.posts
      .all()
      .find(
        (p) =>
          p.uid !== app.store.users.byEmail('ben@example.com')?.uid &&
          !app.admin.repo.moderation.cases('open', TEST_NOW).some((c) => c.targetId === p.id),
      );
    expect(
      (await call(app, 'reportContent', { token: ben, body: { targetType: 'post', targetId: post?.id, reason: 'spam' } })).status,
    ).toBe(201);
    await call(app, 'adminTaskAdd', { token: ada, body: { title: 'Check the new report', priority: 'high' } });
    const ticket = await call(app, 'supportTicketCreate', {
      token: ben,
      body: {
        requestId: 'overview-ticket-1',
        subject: 'Where is my order?',
        category: 'market',
        message: 'It says shipped but nothing came.',
      },
    });
    expect(ticket.status).toBe(201);
    const after = (await call(app, 'adminOverview', { token: ada, body: { days: 7 } })).body.data;
    expect(waiting(after, 'reports')).toBe(waiting(before, 'reports') + 1);
    expect(waiting(after, 'tasks')).toBe(waiting(before, 'tasks') + 1);
    expect(waiting(after, 'supports')).toBe(waiting(before, 'supports') + 1);
  });

  it('leaves a day behind once the clock passes midnight, and what happened stays on its day', async () => {
    const ada = await signIn(app, 'ada');
    await call(app, 'signUp', { body: { email: 'yesterday@example.com', password: 'correct horse 1' } });
    const today = (await call(app, 'adminOverview', { token: ada, body: { days: 7 } })).body.data;
    app.clock.advance(DAY);
    const tomorrow = (await call(app, 'adminOverview', { token: ada, body: { days: 7 } })).body.data;
    expect(tomorrow.daily.at(-2)).toEqual(today.daily.at(-1));
    expect(tomorrow.daily.at(-1)).toMatchObject({ joined: 0, posts: 0 });
  });
});
