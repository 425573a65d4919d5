// /admin/tasks state: the shared board (filter all / mine / overdue, in three status columns), the staff to
// assign, a new task checked before it is sent (title 3–120, a due day not in the past), and editing, moving,
// reassigning, deleting and commenting on a task (the board keeps the answer).
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { loadedList } from './loaded-list';
import type { AdminTask, StaffMember, TaskInput, TaskPriority, TaskQuery, TaskStatus, TaskUpdate } from './types';
import type { KeySuffix } from '../../../i18n/keys';

export type TaskFilter = NonNullable<TaskQuery['filter']>;
export const TASK_FILTERS: readonly TaskFilter[] = ['all', 'mine', 'overdue'];
export const TASK_STATUSES: readonly TaskStatus[] = ['open', 'in_progress', 'done'];
export const PRIORITIES: readonly TaskPriority[] = ['low', 'normal', 'high', 'urgent'];
/** The mock's rule (store/admin-tasks.ts): a title of 3–120 characters after trimming. */
export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const DETAILS_MAX = 2000;
export const COMMENT_MAX = 1000;

/** The YYYY-MM-DD (UTC, as the server counts due days) of a time. */
export const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

export interface TaskDraft {
  title: string;
  details: string;
  priority: TaskPriority;
  dueDate: string;
  assignee: string;
}
export const emptyDraft = (): TaskDraft => ({ title: '', details: '', priority: 'normal', dueDate: '', assignee: '' });

/** Field → i18n key (admin catalogue) of what is wrong; empty when the draft can be sent. */
export function draftProblems(draft: TaskDraft, now: number): Partial<Record<'title' | 'dueDate' | 'details', KeySuffix<'admin.'>>> {
  const problems: Partial<Record<'title' | 'dueDate' | 'details', KeySuffix<'admin.'>>> = {};
  const title = draft.title.trim();
  if (title.length < TITLE_MIN || title.length > TITLE_MAX) problems.title = 'tasks.problem.title';
  if (draft.dueDate && draft.dueDate < utcDay(now)) problems.dueDate = 'tasks.problem.pastDate';
  if (draft.details.length > DETAILS_MAX) problems.details = 'tasks.problem.details';
  return problems;
}

export function draftBody(draft: TaskDraft): TaskInput {
  return {
    title: draft.title.trim(),
    details: draft.details.trim(),
    priority: draft.priority,
    dueDate: draft.dueDate || null,
    assignee: draft.assignee || null,
  };
}

/** The fields of an existing task a person edits in place. */
export type TaskEdit = Pick<TaskDraft, 'title' | 'details' | 'priority' | 'dueDate'>;

export const editOf = (task: AdminTask): TaskEdit => ({
  title: task.title,
  details: task.details,
  priority: task.priority,
  dueDate: task.dueDate ?? '',
});

/** As draftProblems, except that a due date already past may stay: only a changed date must not be in the past. */
export function editProblems(task: AdminTask, edit: TaskEdit, now: number): ReturnType<typeof draftProblems> {
  const problems = draftProblems({ ...edit, assignee: '' }, now);
  if (edit.dueDate === (task.dueDate ?? '')) delete problems.dueDate;
  return problems;
}

/** The update carrying only what changed, or null when nothing did. */
export function editBody(task: AdminTask, edit: TaskEdit): TaskUpdate | null {
  const body: TaskUpdate = { id: task.id };
  const title = edit.title.trim();
  const details = edit.details.trim();
  const dueDate = edit.dueDate || null;
  if (title !== task.title) body.title = title;
  if (details !== task.details) body.details = details;
  if (edit.priority !== task.priority) body.priority = edit.priority;
  if (dueDate !== task.dueDate) body.dueDate = dueDate;
  return Object.keys(body).length > 1 ? body : null;
}

export interface TasksDeps {
  list(query: TaskQuery): Promise<AdminTask[]>;
  staff: () => Promise<StaffMember[]>;
  add(body: TaskInput): Promise<AdminTask>;
  update(body: TaskUpdate): Promise<AdminTask>;
  comment(id: string, text: string): Promise<AdminTask>;
  remove(id: string): Promise<void>;
  now?: () => number;
}

export const TasksModel = createModel((deps: TasksDeps) => {
  const now = deps.now ?? Date.now;
  const filter = signal<TaskFilter>('all', { name: 'adminTasksFilter' });
  const tasks = loadedList('adminTasks', () => deps.list({ filter: filter.peek() }));
  const staff = loadedList('adminStaff', deps.staff);
  const draft = signal<TaskDraft>(emptyDraft(), { name: 'adminTaskDraft' });
  const problems = signal<ReturnType<typeof draftProblems>>({}, { name: 'adminTaskProblems' });
  const saving = signal(false, { name: 'adminTaskSaving' });
  const saveError = signal<string | null>(null, { name: 'adminTaskSaveError' });
  const columns = computed(() => {
    const list = tasks.items.value ?? [];
    return TASK_STATUSES.map((status) => ({ status, tasks: list.filter((t) => t.status === status) }));
  });

  function setFilter(next: TaskFilter): Promise<void> {
    filter.value = next;
    return tasks.load();
  }

  /** Keeps a changed task on the board (or drops it when it no longer fits the filter). */
  function replace(task: AdminTask): void {
    const fits = filter.peek() !== 'overdue' || task.overdue;
    const list = tasks.items.peek() ?? [];
    tasks.items.value = fits ? list.map((t) => (t.id === task.id ? task : t)) : list.filter((t) => t.id !== task.id);
  }

  async function create(): Promise<AdminTask | null> {
    const found = draftProblems(draft.peek(), now());
    problems.value = found;
    if (Object.keys(found).length > 0 || saving.peek()) return null;
    saving.value = true;
    try {
      const task = await deps.add(draftBody(draft.peek()));
      draft.value = emptyDraft();
      saveError.value = null;
      await tasks.load();
      return task;
    } catch (e) {
      saveError.value = errorMessage(e);
      return null;
    } finally {
      saving.value = false;
    }
  }

  /** Applies a change; answers the error text, or null when it worked. */
  async function change(body: TaskUpdate): Promise<string | null> {
    try {
      replace(await deps.update(body));
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  }

  /** Saves an edit: the field problems, the server's refusal, or null when it was saved (or nothing changed). */
  async function edit(task: AdminTask, fields: TaskEdit): Promise<ReturnType<typeof draftProblems> | string | null> {
    const found = editProblems(task, fields, now());
    if (Object.keys(found).length > 0) return found;
    const body = editBody(task, fields);
    return body === null ? null : change(body);
  }

  /** Deletes a task (the caller has asked first); answers the error text, or null when it is gone. */
  async function remove(id: string): Promise<string | null> {
    try {
      await deps.remove(id);
      tasks.items.value = (tasks.items.peek() ?? []).filter((t) => t.id !== id);
      return null;
    } catch (e) {
      void tasks.load();
      return errorMessage(e);
    }
  }

  async function comment(id: string, text: string): Promise<string | null> {
    if (!text.trim()) return 'tasks.problem.comment';
    try {
      replace(await deps.comment(id, text.trim()));
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  }

  return {
    filter,
    tasks: tasks.items,
    error: tasks.error,
    staff: staff.items,
    draft,
    problems,
    saving,
    saveError,
    columns,
    load: tasks.load,
    loadStaff: staff.load,
    setFilter,
    create,
    change,
    edit,
    remove,
    comment,
  };
});
