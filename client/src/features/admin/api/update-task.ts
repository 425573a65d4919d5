// POST /admin/tasks/update (staff): move a task, reassign it or change its priority.
import { api, unwrap } from '../../../lib/api/client';
import type { AdminTask, TaskUpdate } from '../models/types';

export async function updateTask(body: TaskUpdate): Promise<AdminTask> {
  return (await unwrap(api.POST('/admin/tasks/update', { body }))).data;
}
