// POST /admin/overview (tag admin): the staff's platform-at-a-glance page. The figures are counted in
// store/admin-overview.ts; each staff queue the mock keeps is listed here. Registered by the admin folder (after
// it decorates `app.admin`).
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { overview, queueOf, type QueueSource } from '../../store/admin-overview.ts';

type S = components['schemas'];

export default function adminOverviewRoutes(app: FastifyInstance): void {
  const { store, clock, realtime } = app;
  const queues: QueueSource[] = [
    () =>
      queueOf(
        'verifications',
        store.verifications.list('pending').map((r) => r.submittedAt),
      ),
    // Tickets waiting on staff (opened), since their last update; the support folder registers after this one.
    () =>
      queueOf(
        'supports',
        app.support.repo.queue('', { filter: 'open' }).map((t) => t.updatedAt),
      ),
    () =>
      queueOf(
        'reports',
        app.admin.repo.moderation.cases('open', clock.now()).map((c) => c.firstAt),
      ),
    // A task waits until it is done (open or in progress).
    () =>
      queueOf(
        'tasks',
        app.admin.repo.tasks
          .list('', { filter: 'all' }, clock.now())
          .filter((t) => t.status !== 'done')
          .map((t) => t.createdAt),
      ),
    // P2P disputes waiting for a decision (the pay folder keeps them), since each was opened.
    () =>
      queueOf(
        'disputes',
        app.pay.repo.p2p.disputes('open').items.map((d) => d.openedAt),
      ),
    // Contact-page messages nobody has answered or marked handled yet (the support folder keeps them).
    () => queueOf('contact', app.contactDesk.repo.desk.waiting()),
  ];

  app.operation('adminOverview', (request, _reply, body) => {
    requireStaff(request);
    const data = overview(
      {
        users: store.users,
        posts: store.posts,
        ledger: store.ledger,
        queues,
        isConnected: (uid) => realtime.isConnected(uid),
        now: clock.now(),
      },
      body.days,
    );
    return ok('common.ok', data satisfies S['AdminOverview']);
  });
}
