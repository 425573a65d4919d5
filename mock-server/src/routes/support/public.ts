// The public site's calls under support (no sign-in): the platform's health check behind the footer's status line,
// and the contact page's messages (idempotent by request id), which staff read and answer by e-mail under
// /admin/contact (store/support-contact.ts; the e-mails go through the platform outbox, store/outbox.ts).
// The mock is one process, so when it answers every area answers: `operational`. When it cannot (down, or a fault
// rule on this operation or on every call: plugins/faults.ts), the client gets no answer or a 5xx and says so,
// which is what a developer sees by stopping the mock or adding a rule.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { createOutbox, type Outbox } from '../../store/outbox.ts';
import { createContactDesk, type ContactDesk } from '../../store/support-contact.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact page's messages and the platform's outbox; replaced by every store reset. */
    contactDesk: { readonly repo: { desk: ContactDesk; outbox: Outbox } };
  }
}

export function publicSupportRoutes(app: FastifyInstance): void {
  const { store, clock } = app;
  app.operation('platformStatus', () => ok('common.ok', { status: 'operational' as const, areas: [], checkedAt: clock.now() }));

  const area = resettableRepo(store, () => {
    const outbox = createOutbox(() => clock.now());
    return { outbox, desk: createContactDesk({ users: store.users, outbox }) };
  });
  app.decorate('contactDesk', area);
  const desk = (): ContactDesk => area.repo.desk;

  app.operation('supportContact', (_request, reply, body) => {
    const { receipt, created } = desk().receive(body, clock.now());
    if (!created) return ok('support.contactAlreadyReceived', receipt);
    reply.code(201);
    return ok('support.contactReceived', receipt);
  });

  app.operation('adminContactMessages', (request, _reply, body) => {
    requireStaff(request);
    return ok('common.ok', desk().list(body.filter ?? 'new', clock.now()));
  });

  app.operation('adminContactReply', (request, _reply, body) => {
    const staff = requireStaff(request);
    return ok('support.contactReplySent', desk().reply(staff.uid, body.id, body.text, clock.now()));
  });

  app.operation('adminContactStatus', (request, _reply, body) => {
    const staff = requireStaff(request);
    const message = desk().setStatus(staff.uid, body.id, body.status, clock.now());
    return ok(body.status === 'new' ? 'support.contactReopened' : 'support.contactHandled', message);
  });

  // A test control (README "Test controls"): what the platform has e-mailed, as a test reads a mailbox. Only where
  // the test controls are (the fault plugin is their marker: never in production).
  if (app.hasDecorator('faults')) {
    app.get('/__mock/outbox', () => ({ status: 'success', message: 'Outbox', data: area.repo.outbox.all() }));
  }
}
