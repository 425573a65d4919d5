// The staff's shared task board (ours; spec section 2 "/admin/tasks"): tasks with a priority, a due day and an
// assignee among staff, moved open → in progress → done, with comments. "Overdue" is computed on the mock clock:
// not done and its due day (UTC) is over.
import type { components } from '../../../contracts/api/schema.d.ts';
import { notFound, unprocessable } from '../lib/errors.ts';
import type { UsersRepo } from './users.ts';

type S = components['schemas'];
export type AdminTask = S['AdminTask'];
export type TaskInput = S['AdminTaskInput'];
export type TaskUpdate = S['AdminTaskUpdate'];
export type TaskQuery = S['AdminTaskQuery'];

/** Title length after trimming (AdminTaskInput allows 1–120 so a short one gets this message, not a schema one). */
export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
const DAY_MS = 86_400_000;

interface TaskRecord {
  id: string;
  title: string;
  details: string;
  priority: AdminTask['priority'];
  status: AdminTask['status'];
  dueDate: string | null;
  assignee: string | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  comments: Array<{ id: string; author: string; text: string; createdAt: number }>;
}

/** The UTC midnight of a YYYY-MM-DD day, or null for an impossible date. */
export function dayStart(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(y, m - 1, d);
  const check = new Date(at);
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? at : null;
}

/** Overdue: not done, and the due day ended before `now`. */
export function isOverdue(task: { status: string; dueDate: string | null }, now: number): boolean {
  if (task.status === 'done' || task.dueDate === null) return false;
  const start = dayStart(task.dueDate);
  return start !== null && now >= start + DAY_MS;
}

/** The YYYY-MM-DD of a time (UTC). */
export const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

export interface TasksRepo {
  list(uid: string, query: TaskQuery, now: number): AdminTask[];
  add(uid: string, input: TaskInput, now: number): AdminTask;
  /** Changes only the fields sent; a due date already past may stay, but none may be moved into the past. */
  update(input: TaskUpdate, now: number): AdminTask;
  remove(id: string): void;
  comment(uid: string, id: string, text: string, now: number): AdminTask;
  staff(): S['StaffMember'][];
}

export function createTasksRepo(deps: { users: UsersRepo }): TasksRepo {
  const { users } = deps;
  const tasks: TaskRecord[] = [];
  let comments = 0;
  // Ids are never reused after a delete, so a link to a deleted task cannot open another one.
  let ids = 0;

  const member = (uid: string): S['StaffMember'] => ({ uid, userName: users.get(uid)?.userName ?? '' });
  const view = (t: TaskRecord, now: number): AdminTask => ({
    id: t.id,
    title: t.title,
    details: t.details,
    priority: t.priority,
    status: t.status,
    dueDate: t.dueDate,
    overdue: isOverdue(t, now),
    assignee: t.assignee ? member(t.assignee) : null,
    createdBy: member(t.createdBy),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    comments: t.comments.map((c) => ({ id: c.id, author: member(c.author), text: c.text, createdAt: c.createdAt })),
  });
  const find = (id: string): TaskRecord => {
    const task = tasks.find((t) => t.id === id);
    if (!task) throw notFound('admin.taskNotFound');
    return task;
  };
  const checkAssignee = (uid: string | null | undefined): void => {
    if (uid && !users.get(uid)?.isStaff) throw unprocessable('admin.taskNotStaff');
  };
  const checkTitle = (raw: string): string => {
    const title = raw.trim();
    if (title.length < TITLE_MIN || title.length > TITLE_MAX) throw unprocessable('admin.taskTitle', { min: TITLE_MIN, max: TITLE_MAX });
    return title;
  };
  const checkDueDate = (dueDate: string | null, now: number): void => {
    if (dueDate === null) return;
    if (dayStart(dueDate) === null) throw unprocessable('admin.taskDate');
    if (dueDate < isoDay(now)) throw unprocessable('admin.taskPastDate');
  };

  return {
    list(uid, query, now) {
      const filter = query.filter ?? 'all';
      return tasks
        .filter((t) => (filter === 'mine' ? t.assignee === uid : filter === 'overdue' ? isOverdue(t, now) : true))
        .filter((t) => query.status === undefined || t.status === query.status)
        .map((t) => view(t, now))
        .sort(
          (a, b) =>
            Number(b.overdue) - Number(a.overdue) ||
            (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
            b.createdAt - a.createdAt ||
            b.id.localeCompare(a.id),
        );
    },
    add(uid, input, now) {
      const title = checkTitle(input.title);
      const dueDate = input.dueDate ?? null;
      checkDueDate(dueDate, now);
      checkAssignee(input.assignee);
      const task: TaskRecord = {
        id: `tk${String((ids += 1)).padStart(8, '0')}`,
        title,
        details: (input.details ?? '').trim(),
        priority: input.priority,
        status: 'open',
        dueDate,
        assignee: input.assignee ?? null,
        createdBy: uid,
        createdAt: now,
        updatedAt: now,
        comments: [],
      };
      tasks.push(task);
      return view(task, now);
    },
    update(input, now) {
      const task = find(input.id);
      const title = input.title === undefined ? task.title : checkTitle(input.title);
      const details = input.details === undefined ? task.details : input.details.trim();
      const dueDate = input.dueDate === undefined ? task.dueDate : input.dueDate;
      // A due date already over may be kept (the task is simply overdue); only a new date is checked.
      if (dueDate !== task.dueDate) checkDueDate(dueDate, now);
      checkAssignee(input.assignee);
      const changes =
        (input.status !== undefined && input.status !== task.status) ||
        (input.priority !== undefined && input.priority !== task.priority) ||
        (input.assignee !== undefined && input.assignee !== task.assignee) ||
        title !== task.title ||
        details !== task.details ||
        dueDate !== task.dueDate;
      if (!changes) throw unprocessable('admin.taskNothingToChange');
      if (input.status !== undefined) task.status = input.status;
      if (input.priority !== undefined) task.priority = input.priority;
      if (input.assignee !== undefined) task.assignee = input.assignee;
      task.title = title;
      task.details = details;
      task.dueDate = dueDate;
      task.updatedAt = now;
      return view(task, now);
    },
    remove(id) {
      tasks.splice(tasks.indexOf(find(id)), 1);
    },
    comment(uid, id, text, now) {
      const task = find(id);
      const trimmed = text.trim();
      if (!trimmed) throw unprocessable('admin.taskEmptyComment');
      comments += 1;
      task.comments.push({ id: `tc${String(comments).padStart(8, '0')}`, author: uid, text: trimmed, createdAt: now });
      task.updatedAt = now;
      return view(task, now);
    },
    staff: () =>
      users
        .all()
        .filter((u) => u.isStaff)
        .map((u) => member(u.uid))
        .sort((a, b) => a.userName.localeCompare(b.userName)),
  };
}
