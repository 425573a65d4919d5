// The staff's shared task board (tag admin): list with filters, create, edit/move/reassign, delete, comment; and the staff list.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { requireStaff } from '../../plugins/auth.ts';

export default function taskRoutes(app: FastifyInstance): void {
  const { clock } = app;
  const tasks = () => app.admin.repo.tasks;

  app.operation('adminStaff', (request) => {
    requireStaff(request);
    return ok('common.ok', tasks().staff());
  });

  app.operation('adminTasks', (request, _reply, body) => ok('common.ok', tasks().list(requireStaff(request).uid, body, clock.now())));

  app.operation('adminTaskAdd', (request, reply, body) => {
    const task = tasks().add(requireStaff(request).uid, body, clock.now());
    reply.code(201);
    return ok('admin.taskCreated', task);
  });

  app.operation('adminTaskUpdate', (request, _reply, body) => {
    requireStaff(request);
    return ok('admin.taskUpdated', tasks().update(body, clock.now()));
  });

  app.operation('adminTaskDelete', (request, _reply, body) => {
    requireStaff(request);
    tasks().remove(body.id);
    return ok('admin.taskDeleted', null);
  });

  app.operation('adminTaskComment', (request, reply, body) => {
    const task = tasks().comment(requireStaff(request).uid, body.id, body.text, clock.now());
    reply.code(201);
    return ok('admin.commentAdded', task);
  });
}
