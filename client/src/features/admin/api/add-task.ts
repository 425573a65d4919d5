// POST /admin/tasks/add (staff): a new task on the board.
import { api, unwrap } from '../../../lib/api/client';
import type { AdminTask, TaskInput } from '../models/types';

export async function addTask(body: TaskInput): Promise<AdminTask> {
  return (await unwrap(api.POST('/admin/tasks/add', { body }))).data;
}
