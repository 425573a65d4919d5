// The staff's shared task board (tag admin): list with filters, create, move/reassign, comment; and the staff list.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff } from '../../plugins/auth.ts';

type S = components['schemas'];

export default async function taskRoutes(app: FastifyInstance): Promise<void> {
  const { clock } = app;
  const tasks = () => app.admin.repo.tasks;

  app.operation('adminStaff', (request) => {
    requireStaff(request);
    return ok('OK', tasks().staff());
  });

  app.operation<S['AdminTaskQuery']>('adminTasks', (request, _reply, body) =>
    ok('OK', tasks().list(requireStaff(request).uid, body, clock.now())),
  );

  app.operation<S['AdminTaskInput']>('adminTaskAdd', (request, reply, body) => {
    const task = tasks().add(requireStaff(request).uid, body, clock.now());
    reply.code(201);
    return ok('Task created', task);
  });

  app.operation<S['AdminTaskUpdate']>('adminTaskUpdate', (request, _reply, body) => {
    requireStaff(request);
    return ok('Task updated', tasks().update(body, clock.now()));
  });

  app.operation<S['AdminTaskCommentInput']>('adminTaskComment', (request, reply, body) => {
    const task = tasks().comment(requireStaff(request).uid, body.id, body.text, clock.now());
    reply.code(201);
    return ok('Comment added', task);
  });
}
