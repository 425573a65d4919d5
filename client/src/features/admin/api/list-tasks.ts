// POST /admin/tasks/list (staff): the task board, all, mine or overdue.
import { api, unwrap } from '../../../lib/api/client';
import type { AdminTask, TaskQuery } from '../models/types';

export async function listTasks(body: TaskQuery): Promise<AdminTask[]> {
  return (await unwrap(api.POST('/admin/tasks/list', { body }))).data;
}
