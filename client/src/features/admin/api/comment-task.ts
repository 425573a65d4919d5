// POST /admin/tasks/comment/add (staff): a comment on a task; answers the task with it.
import { api, unwrap } from '../../../lib/api/client';
import type { AdminTask } from '../models/types';

export async function commentTask(id: string, text: string): Promise<AdminTask> {
  return (await unwrap(api.POST('/admin/tasks/comment/add', { body: { id, text } }))).data;
}
