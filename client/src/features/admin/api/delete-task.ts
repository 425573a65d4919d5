// POST /admin/tasks/delete (staff): deletes a task and its comments (failures are raised by the client middleware).
import { api } from '../../../lib/api/client';
import { ApiError, GENERIC_ERROR } from '../../../lib/api/errors';

export async function deleteTask(id: string): Promise<void> {
  const { data } = await api.POST('/admin/tasks/delete', { body: { id } });
  if (!data) throw new ApiError(GENERIC_ERROR);
}
