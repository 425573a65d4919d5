// POST /admin/tasks/update (staff): edit a task (title, details, priority, due date), move it or reassign it.
import { api, unwrap } from '../../../lib/api/client';
import type { AdminTask, TaskUpdate } from '../models/types';

export async function updateTask(body: TaskUpdate): Promise<AdminTask> {
  return (await unwrap(api.POST('/admin/tasks/update', { body }))).data;
}
