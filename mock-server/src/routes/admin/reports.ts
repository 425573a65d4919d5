// Reporting (tag report: anyone signed in) and the staff's report queue, actions and audit trail (tag admin).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { currentUser, requireStaff } from '../../plugins/auth.ts';

export default function reportRoutes(app: FastifyInstance): void {
  const { clock } = app;
  const repo = () => app.admin.repo.moderation;

  app.operation('reportContent', (request, reply, body) => {
    const report = repo().report(currentUser(request).uid, body, clock.now());
    reply.code(201);
    return ok('report.thanks', report);
  });

  app.operation('adminReports', (request, _reply, body) => {
    requireStaff(request);
    return ok('common.ok', repo().cases(body.status ?? 'open', clock.now()));
  });

  app.operation('adminReportAction', (request, _reply, body) => {
    const staff = requireStaff(request);
    const { code, case: done } = repo().act(staff.uid, body, clock.now());
    return ok(code, done);
  });

  app.operation('adminLiftSuspension', (request, _reply, body) => {
    const staff = requireStaff(request);
    return ok('admin.suspensionLifted', repo().lift(staff.uid, body.uid, body.note ?? '', clock.now()));
  });

  app.operation('adminLiftRestriction', (request, _reply, body) => {
    const staff = requireStaff(request);
    return ok('admin.restrictionLifted', repo().unrestrict(staff.uid, body.c, body.note ?? '', clock.now()));
  });

  app.operation('adminReportAudit', (request) => {
    requireStaff(request);
    return ok('common.ok', repo().audit());
  });
}
