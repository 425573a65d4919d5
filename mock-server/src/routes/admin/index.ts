// Tags admin (staff only, 403 for everyone else) and report: the report queue and its actions, the shared task
// board, and the upload library. The records live in the admin repos (resettable with the store). Suspensions are
// enforced here too: a preHandler on the posting, commenting and sending routes refuses them (403) while the person
// is suspended, and on sending to or adding members to a community staff restricted. It is attached as those routes are registered, so app.ts registers this folder before the post and
// inbox folders (the app refuses to start otherwise).
import type { FastifyInstance } from 'fastify';
import type { OperationId } from '../../../../contracts/api/operations.ts';
import { forbidden } from '../../lib/errors.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import { guardOperations } from '../../lib/route-guard.ts';
import { seedAdminStaff, seedAssets, seedReports, seedTasks } from '../../seed/admin-desk.ts';
import { createAssetsRepo, type AssetsRepo } from '../../store/admin-assets.ts';
import { createModerationRepo, suspendedParams, type ModerationRepo } from '../../store/admin-moderation.ts';
import { createTasksRepo, type TasksRepo } from '../../store/admin-tasks.ts';
import overviewRoutes from './overview.ts';
import reportRoutes from './reports.ts';
import taskRoutes from './tasks.ts';
import uploadRoutes from './upload.ts';

export interface AdminRepos {
  moderation: ModerationRepo;
  tasks: TasksRepo;
  assets: AssetsRepo;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin area's repos; replaced (and re-seeded) by every store reset. */
    admin: { readonly repo: AdminRepos };
  }
}

/** The operations a suspended person may not use (posting, editing a post, commenting, sending a message, creating a community). */
export const SUSPENDED_OPERATIONS: ReadonlySet<OperationId> = new Set([
  'createPost',
  'updatePost',
  'addComment',
  'sendMessage',
  'createCommunity',
]);

/** The operations that would add to a community (a message, members): refused once staff restricted it. */
export const RESTRICTED_COMMUNITY_OPERATIONS: ReadonlySet<OperationId> = new Set(['sendMessage', 'inviteToCommunity']);

async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { store, clock } = app;
  const fresh = (): AdminRepos => {
    const now = clock.now();
    seedAdminStaff(store.users);
    // The seed's past actions are history, not news: nobody is notified of them.
    let seeding = true;
    const repos: AdminRepos = {
      moderation: createModerationRepo({
        posts: store.posts,
        users: store.users,
        inbox: store.inbox,
        // Every member's tabs see the message go, as when its author deletes it (contracts/asyncapi.yaml frame m).
        messageRemoved: (conversation, message) => {
          const frame = { type: 'm' as const, data: { c: conversation.id, messages: [store.inbox.view(conversation, message)] } };
          for (const uid of conversation.members) app.realtime.send(uid, frame);
        },
        restrictionChanged: (conversation) => {
          if (seeding) return;
          for (const uid of conversation.members) app.realtime.send(uid, 'i');
        },
        notify: (uid, input) => {
          if (seeding) return;
          app.store.inbox.notifications.add(uid, input);
          app.realtime.send(uid, 'i');
        },
      }),
      tasks: createTasksRepo({ users: store.users }),
      assets: createAssetsRepo(),
    };
    seedReports(repos.moderation, store.posts, now);
    seedTasks(repos.tasks, now);
    seedAssets(repos.assets, now);
    seeding = false;
    return repos;
  };
  const area = resettableRepo(store, fresh);
  app.decorate('admin', area);

  guardOperations(
    app,
    SUSPENDED_OPERATIONS,
    (request, _reply, done) => {
      const until = request.user ? area.repo.moderation.suspendedUntil(request.user.uid, clock.now()) : null;
      done(until === null ? undefined : forbidden('admin.suspended', suspendedParams(until)));
    },
    'The suspension check',
  );

  guardOperations(
    app,
    RESTRICTED_COMMUNITY_OPERATIONS,
    (request, _reply, done) => {
      const body = request.body as { to?: unknown; c?: unknown } | undefined;
      const id = typeof body?.to === 'string' ? body.to : typeof body?.c === 'string' ? body.c : '';
      // Only a member learns it is restricted; anyone else gets the route's own 404.
      const member = request.user ? store.inbox.get(id)?.members.includes(request.user.uid) === true : false;
      done(member && area.repo.moderation.isRestricted(id) ? forbidden('admin.communityRestricted') : undefined);
    },
    'The restricted-community check',
  );

  await app.register(overviewRoutes);
  await app.register(reportRoutes);
  await app.register(taskRoutes);
  await app.register(uploadRoutes);
}

// Not encapsulated: `app.admin` and the suspension check reach the whole app.
Object.assign(adminRoutes, { [Symbol.for('skip-override')]: true });

export default adminRoutes;
