// Reporting (tag report: anyone signed in) and the staff's report queue, actions and audit trail (tag admin).
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser, requireStaff } from '../../plugins/auth.ts';
import { MODERATION_MESSAGES } from '../../store/admin-moderation.ts';

type S = components['schemas'];

export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { clock } = app;
  const repo = () => app.admin.repo.moderation;

  app.operation<S['ReportInput']>('reportContent', (request, reply, body) => {
    const report = repo().report(currentUser(request).uid, body, clock.now());
    reply.code(201);
    return ok(MODERATION_MESSAGES.thanks, report);
  });

  app.operation<S['AdminReportQuery']>('adminReports', (request, _reply, body) => {
    requireStaff(request);
    return ok('OK', repo().cases(body.status ?? 'open', clock.now()));
  });

  app.operation<S['AdminReportAction']>('adminReportAction', (request, _reply, body) => {
    const staff = requireStaff(request);
    const { message, case: done } = repo().act(staff.uid, body, clock.now());
    return ok(message, done);
  });

  app.operation('adminReportAudit', (request) => {
    requireStaff(request);
    return ok('OK', repo().audit());
  });
}
