// The task board's rules: "create a task (title, details, priority, due date, assignee among staff)" with a title
// of 3–120 characters and a due date not in the past; statuses open → in progress → done in three columns; the
// overdue filter drops a task once it is done; comments are not empty.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { draftBody, draftProblems, editBody, editOf, editProblems, emptyDraft, TasksModel, utcDay } from '../models/tasks';
import type { AdminTask } from '../models/types';

const NOW = Date.UTC(2026, 10, 24, 12);
const ada = { uid: 'u0000000001', userName: 'ada' };
const makeTask = (id: string, patch: Partial<AdminTask> = {}): AdminTask => ({
  id,
  title: `Task ${id}`,
  details: '',
  priority: 'normal',
  status: 'open',
  dueDate: null,
  overdue: false,
  assignee: null,
  createdBy: ada,
  createdAt: NOW,
  updatedAt: NOW,
  comments: [],
  ...patch,
});

describe('draftProblems', () => {
  it('wants a title of 3 to 120 characters after trimming', () => {
    expect(draftProblems({ ...emptyDraft(), title: ' ab ' }, NOW)).toEqual({ title: 'tasks.problem.title' });
    expect(draftProblems({ ...emptyDraft(), title: 'x'.repeat(121) }, NOW)).toEqual({ title: 'tasks.problem.title' });
    expect(draftProblems({ ...emptyDraft(), title: 'Fix it' }, NOW)).toEqual({});
  });
  it('refuses a due date before today (UTC), takes today or none', () => {
    expect(draftProblems({ ...emptyDraft(), title: 'Fix it', dueDate: '2026-11-23' }, NOW)).toEqual({ dueDate: 'tasks.problem.pastDate' });
    expect(draftProblems({ ...emptyDraft(), title: 'Fix it', dueDate: utcDay(NOW) }, NOW)).toEqual({});
  });
  it('sends nobody and no date as null', () => {
    expect(draftBody({ ...emptyDraft(), title: ' Fix it ', details: ' d ' })).toEqual({
      title: 'Fix it',
      details: 'd',
      priority: 'normal',
      dueDate: null,
      assignee: null,
    });
  });
});

describe('editing a task', () => {
  const task = makeTask('tk00000001', { title: 'Review sellers', dueDate: '2026-11-20', overdue: true });
  it('"edit title, priority and due date": sends only what changed, nothing when nothing did', () => {
    expect(editBody(task, editOf(task))).toBeNull();
    expect(editBody(task, { ...editOf(task), title: ' Review sellers ' })).toBeNull();
    expect(editBody(task, { ...editOf(task), title: 'Review all sellers', priority: 'urgent' })).toEqual({
      id: 'tk00000001',
      title: 'Review all sellers',
      priority: 'urgent',
    });
    expect(editBody(task, { ...editOf(task), dueDate: '' })).toEqual({ id: 'tk00000001', dueDate: null });
  });
  it('keeps a due date already past, but refuses moving it into the past', () => {
    expect(editProblems(task, { ...editOf(task), title: 'Renamed' }, NOW)).toEqual({});
    expect(editProblems(task, { ...editOf(task), dueDate: '2026-11-21' }, NOW)).toEqual({ dueDate: 'tasks.problem.pastDate' });
    expect(editProblems(task, { ...editOf(task), title: 'x' }, NOW)).toEqual({ title: 'tasks.problem.title' });
  });
});

describe('TasksModel', () => {
  const deps = (tasks: AdminTask[]) => ({
    list: vi.fn(async () => tasks),
    staff: vi.fn(async () => [ada]),
    add: vi.fn(async () => makeTask('tk00000009')),
    update: vi.fn(async (body: { id: string; status?: AdminTask['status'] }) => makeTask(body.id, { status: body.status ?? 'open' })),
    comment: vi.fn(async (id: string, text: string) =>
      makeTask(id, { comments: [{ id: 'tc00000001', author: ada, text, createdAt: NOW }] }),
    ),
    remove: vi.fn(async () => undefined),
    now: () => NOW,
  });

  it('puts tasks in open, in progress and done columns, and moves one', async () => {
    const d = deps([makeTask('tk00000001'), makeTask('tk00000002', { status: 'in_progress' })]);
    const model = new TasksModel(d);
    await model.load();
    expect(model.columns.value.map((c) => [c.status, c.tasks.length])).toEqual([
      ['open', 1],
      ['in_progress', 1],
      ['done', 0],
    ]);
    expect(await model.change({ id: 'tk00000001', status: 'done' })).toBeNull();
    expect(model.columns.value.map((c) => c.tasks.length)).toEqual([0, 1, 1]);
  });

  it('drops a task from the overdue list once it is done', async () => {
    const d = deps([makeTask('tk00000001', { overdue: true, dueDate: '2026-11-20' })]);
    const model = new TasksModel(d);
    await model.setFilter('overdue');
    expect(d.list).toHaveBeenLastCalledWith({ filter: 'overdue' });
    await model.change({ id: 'tk00000001', status: 'done' });
    expect(model.tasks.value).toEqual([]);
  });

  it('checks a new task before sending, then sends it, clears the form and reloads', async () => {
    const d = deps([]);
    const model = new TasksModel(d);
    model.draft.value = { ...emptyDraft(), title: 'ab' };
    expect(await model.create()).toBeNull();
    expect(model.problems.value).toEqual({ title: 'tasks.problem.title' });
    expect(d.add).not.toHaveBeenCalled();
    model.draft.value = { ...emptyDraft(), title: 'Review sellers', assignee: ada.uid, dueDate: '2026-11-30', priority: 'high' };
    expect(await model.create()).not.toBeNull();
    expect(d.add).toHaveBeenCalledWith({
      title: 'Review sellers',
      details: '',
      priority: 'high',
      dueDate: '2026-11-30',
      assignee: ada.uid,
    });
    expect(model.draft.value).toEqual(emptyDraft());
    expect(d.list).toHaveBeenCalled();
  });

  it('shows the server refusal of a new task, and refuses an empty comment', async () => {
    const d = deps([makeTask('tk00000001')]);
    d.add.mockRejectedValueOnce(new ApiError('Tasks can only be assigned to staff', 422));
    const model = new TasksModel(d);
    await model.load();
    model.draft.value = { ...emptyDraft(), title: 'Valid title' };
    await model.create();
    expect(model.saveError.value).toBe('Tasks can only be assigned to staff');
    expect(await model.comment('tk00000001', '   ')).toBe('tasks.problem.comment');
    expect(await model.comment('tk00000001', ' Done ')).toBeNull();
    expect(d.comment).toHaveBeenCalledWith('tk00000001', 'Done');
    expect(model.tasks.value![0]!.comments).toHaveLength(1);
  });

  it('saves an edit (or reports its problems without sending), and deletes a task from the board', async () => {
    const d = deps([makeTask('tk00000001'), makeTask('tk00000002')]);
    const model = new TasksModel(d);
    await model.load();
    const first = model.tasks.value![0]!;
    expect(await model.edit(first, { ...editOf(first), title: 'x' })).toEqual({ title: 'tasks.problem.title' });
    expect(await model.edit(first, editOf(first))).toBeNull();
    expect(d.update).not.toHaveBeenCalled();
    expect(await model.edit(first, { ...editOf(first), priority: 'high' })).toBeNull();
    expect(d.update).toHaveBeenCalledWith({ id: 'tk00000001', priority: 'high' });
    expect(await model.remove('tk00000002')).toBeNull();
    expect(d.remove).toHaveBeenCalledWith('tk00000002');
    expect(model.tasks.value!.map((t) => t.id)).toEqual(['tk00000001']);
    d.remove.mockRejectedValueOnce(new ApiError('Task not found', 404));
    expect(await model.remove('tk00000001')).toBe('Task not found');
  });
});
