// Tag support: a person's tickets (/account/support/*) and the staff help desk (/admin/supports/*, tags admin and
// support, 403 for everyone else). The rules live in store/support.ts. Realtime: every staff answer or status
// change sends the requester `i`, so an open support page reloads without a refresh; a requester's reply sends
// the assignee `i` as well. Staff also share saved replies (store/support-replies.ts), and see who else has a
// ticket open or is answering it (store/support-presence.ts: each change sends the others on the ticket `i`).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import { currentUser, requireStaff } from '../../plugins/auth.ts';
import { seedSupport } from '../../seed/support.ts';
import { seedSavedReplies } from '../../seed/support-replies.ts';
import { createSupportRepo, type SupportRepo } from '../../store/support.ts';
import { createSavedRepliesRepo, type SavedRepliesRepo } from '../../store/support-replies.ts';
import { publicSupportRoutes } from './public.ts';
import { createPresenceRepo, type PresenceRepo, type PresenceState } from '../../store/support-presence.ts';

const NEWS = 'i';
/** How many of the requester's newest payments and orders the staff page shows. */
const REQUESTER_RECENT = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** The support store; replaced (and re-seeded) by every store reset. */
    support: { readonly repo: SupportRepo };
  }
}

function supportRoutes(app: FastifyInstance): void {
  publicSupportRoutes(app);
  const { store, clock, realtime } = app;
  const area = resettableRepo(store, () => {
    const repo = createSupportRepo({ users: store.users, media: store.posts.media, now: () => clock.now() });
    seedSupport(repo, clock.now());
    return repo;
  });
  app.decorate('support', area);
  const repo = (): SupportRepo => area.repo;
  const savedReplies = resettableRepo(store, () => {
    const saved = createSavedRepliesRepo({ users: store.users, now: () => clock.now() });
    seedSavedReplies(saved);
    return saved;
  });
  const macros = (): SavedRepliesRepo => savedReplies.repo;
  const presences = resettableRepo(store, createPresenceRepo);
  const presence = (): PresenceRepo => presences.repo;
  /** Records a staff member's state on a ticket; a change reaches the other staff on it at once (`i`). */
  const setPresence = (ticketId: string, uid: string, state: PresenceState): void => {
    const now = clock.now();
    if (!presence().set(ticketId, uid, state, now)) return;
    for (const other of presence().others(ticketId, uid, now)) tell(other.uid);
  };
  const tell = (uid: string | null): void => {
    if (uid) realtime.send(uid, NEWS);
  };

  // The person's side.
  app.operation('supportTickets', (request) => ok('common.ok', repo().mine(currentUser(request).uid)));

  app.operation('supportTicketCreate', (request, reply, body) => {
    const { thread, created } = repo().create(currentUser(request).uid, body);
    reply.code(created ? 201 : 200);
    return ok(created ? 'support.ticketOpened' : 'support.ticketAlreadyOpened', thread);
  });

  app.operation('supportTicket', (request, _reply, body) =>
    ok('common.ok', repo().read({ uid: currentUser(request).uid, staff: false }, body.id)),
  );

  app.operation('supportTicketReply', (request, _reply, body) => {
    const thread = repo().reply(currentUser(request).uid, body);
    tell(repo().parties(body.id).assignee);
    return ok('support.replySent', thread);
  });

  app.operation('supportTicketClose', (request, _reply, body) =>
    ok('support.ticketClosed', repo().close(currentUser(request).uid, body.id)),
  );

  app.operation('supportTicketReopen', (request, _reply, body) =>
    ok('support.ticketReopened', repo().reopen(currentUser(request).uid, body.id)),
  );

  app.operation('supportTicketRate', (request, _reply, body) => ok('support.rated', repo().rate(currentUser(request).uid, body)));

  // Staff.
  app.operation('adminSupportTickets', (request, _reply, body) => ok('common.ok', repo().queue(requireStaff(request).uid, body)));

  // What helps answer the requester, read from the areas that own it (pay and market are registered before support).
  app.operation('adminSupportUser', (request, _reply, body) => {
    const page = repo().ofUser(requireStaff(request).uid, body.uid);
    const precision = new Map(app.pay.repo.assets().map((asset) => [asset.code, asset.precision]));
    const payments = app.pay.repo.activity(body.uid, { page: 1, pageSize: REQUESTER_RECENT }).items.map((movement) => ({
      id: movement.id,
      type: movement.type,
      direction: movement.direction,
      status: movement.status,
      asset: movement.asset,
      precision: precision.get(movement.asset) ?? 0,
      amount: movement.amount,
      createdAt: movement.createdAt,
    }));
    const orders = app.market.repo
      .orders(body.uid)
      .slice(0, REQUESTER_RECENT)
      .map((order) => ({
        id: order.id,
        status: order.status,
        items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        total: order.total,
        createdAt: order.createdAt,
      }));
    // Seeded people were verified without a request on record: being verified is what counts.
    const verification = page.requester.isVerified ? 'approved' : (store.verifications.latestOf(body.uid)?.status ?? 'none');
    return ok('common.ok', { ...page, verification, payments, orders });
  });

  app.operation('adminSupportTicket', (request, _reply, body) =>
    ok('common.ok', repo().read({ uid: requireStaff(request).uid, staff: true }, body.id)),
  );

  app.operation('adminSupportPresence', (request, _reply, body) => {
    const staff = requireStaff(request);
    // An unknown ticket is 404, as reading it is.
    if (!repo().parties(body.id).requester) repo().read({ uid: staff.uid, staff: true }, body.id);
    setPresence(body.id, staff.uid, body.state);
    const others = presence()
      .others(body.id, staff.uid, clock.now())
      .map((p) => ({ ...p, userName: store.users.get(p.uid)?.userName ?? '' }));
    return ok('common.ok', others);
  });

  app.operation('adminSupportReply', (request, _reply, body) => {
    const staffUid = requireStaff(request).uid;
    const thread = repo().staffReply(staffUid, body);
    // Sent: they are no longer writing (the others' warning goes away).
    if (
      presence()
        .others(body.id, '', clock.now())
        .some((p) => p.uid === staffUid)
    )
      setPresence(body.id, staffUid, 'viewing');
    if (!body.internal || body.status) tell(thread.ticket.uid);
    return ok(body.internal ? 'support.noteAdded' : 'support.answerSent', thread);
  });

  app.operation('adminSupportAssign', (request, _reply, body) =>
    ok(body.assign ? 'support.assigned' : 'support.unassigned', repo().assign(requireStaff(request).uid, body.id, body.assign)),
  );

  app.operation('adminSupportPriority', (request, _reply, body) =>
    ok('support.priorityChanged', repo().setPriority(requireStaff(request).uid, body.id, body.priority)),
  );

  app.operation('adminSupportStatus', (request, _reply, body) => {
    const thread = repo().setStatus(requireStaff(request).uid, body.id, body.status);
    tell(thread.ticket.uid);
    return ok('support.statusChanged', thread);
  });

  // Saved replies (macros), shared by every staff member.
  app.operation('adminSupportSavedReplies', (request) => {
    requireStaff(request);
    return ok('common.ok', macros().list());
  });

  app.operation('adminSupportSavedReplyCreate', (request, reply, body) => {
    const created = macros().create(requireStaff(request).uid, body);
    reply.code(201);
    return ok('support.savedReplyCreated', created);
  });

  app.operation('adminSupportSavedReplyUpdate', (request, _reply, body) => {
    requireStaff(request);
    return ok('support.savedReplyUpdated', macros().update(body));
  });

  app.operation('adminSupportSavedReplyDelete', (request, _reply, body) => {
    requireStaff(request);
    return ok('support.savedReplyDeleted', macros().remove(body.id));
  });
}

// Not encapsulated: `app.support` reaches the whole app (the staff overview counts its queue).
Object.assign(supportRoutes, { [Symbol.for('skip-override')]: true });

export default supportRoutes;
