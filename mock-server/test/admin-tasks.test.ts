// The staff task board: staff only, create with validation (title 3–120, due date not past, assignee is staff),
// open → in progress → done, filters mine/all/overdue with overdue computed on the mock clock, and comments.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { call, signIn, TEST_NOW, USERS } from './helpers.ts';
import { isOverdue, isoDay } from '../src/store/admin-tasks.ts';

const DAY = 86_400_000;
const t = useTestApp(['ada'], { fresh: 'reset' });

const add = (body: Record<string, unknown>) => call(t.app, 'adminTaskAdd', { token: t.ada, body });
const list = async (body: Record<string, unknown> = {}) =>
  (await call(t.app, 'adminTasks', { token: t.ada, body })).body.data as Array<{ id: string; assignee: { uid: string } | null }>;

describe('isOverdue', () => {
  it('"overdue computed on the mock clock": not done and the due day is over', () => {
    const now = Date.UTC(2026, 10, 2, 0, 0, 1);
    expect(isOverdue({ status: 'open', dueDate: '2026-11-01' }, now)).toBe(true);
    expect(isOverdue({ status: 'open', dueDate: '2026-11-02' }, now)).toBe(false);
    expect(isOverdue({ status: 'done', dueDate: '2026-10-01' }, now)).toBe(false);
    expect(isOverdue({ status: 'in_progress', dueDate: null }, now)).toBe(false);
  });
});

describe('admin tasks', () => {
  it('is staff only, and lists the staff as assignees (ada, kemi, olu)', async () => {
    const ben = await signIn(t.app, 'ben');
    expect((await call(t.app, 'adminTasks', { token: ben, body: {} })).status).toBe(403);
    expect((await call(t.app, 'adminTaskAdd', { token: ben, body: { title: 'Nope', priority: 'low' } })).status).toBe(403);
    const staff = await call(t.app, 'adminStaff', { token: t.ada, body: {} });
    expect(staff.body.data.map((s: { userName: string }) => s.userName)).toEqual(['ada', 'kemi', 'olu']);
  });

  it('has seeded tasks, overdue first', async () => {
    const tasks = await list();
    expect(tasks.length).toBe(5);
    expect(tasks[0]).toMatchObject({ overdue: true, status: 'in_progress' });
    expect((await list({ filter: 'overdue' })).length).toBe(1);
    expect((await list({ filter: 'mine' })).every((t) => t.assignee?.uid === USERS.ada.uid)).toBe(true);
    expect((await list({ status: 'done' })).length).toBe(1);
  });

  it('creates a task, moves it open → in progress → done, and comments on it', async () => {
    const { status, body } = await add({
      title: '  Check the payouts  ',
      details: 'Friday batch',
      priority: 'urgent',
      dueDate: isoDay(TEST_NOW + 2 * DAY),
      assignee: 'u0000000011',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title: 'Check the payouts',
      status: 'open',
      overdue: false,
      assignee: { userName: 'kemi' },
      createdBy: { userName: 'ada' },
    });
    const id = body.data.id as string;
    expect((await call(t.app, 'adminTaskUpdate', { token: t.ada, body: { id, status: 'in_progress' } })).body.data.status).toBe(
      'in_progress',
    );
    t.app.clock.advance(3 * DAY);
    expect((await list({ filter: 'overdue' })).some((t) => t.id === id)).toBe(true);
    expect((await call(t.app, 'adminTaskUpdate', { token: t.ada, body: { id, status: 'done' } })).body.data).toMatchObject({
      status: 'done',
      overdue: false,
    });
    const commented = await call(t.app, 'adminTaskComment', { token: t.ada, body: { id, text: ' Paid out. ' } });
    expect(commented.status).toBe(201);
    expect(commented.body.data.comments.at(-1)).toMatchObject({ text: 'Paid out.', author: { userName: 'ada' } });
  });

  it('refuses bad input with clear messages', async () => {
    const short = await add({ title: ' ab ', priority: 'low' });
    expect([short.status, short.body.code]).toEqual([422, 'admin.taskTitle']);
    expect((await add({ title: 'Valid title', priority: 'low', dueDate: '2026-02-30' })).body.code).toBe('admin.taskDate');
    expect((await add({ title: 'Valid title', priority: 'low', dueDate: isoDay(TEST_NOW - DAY) })).body.code).toBe('admin.taskPastDate');
    expect((await add({ title: 'Valid title', priority: 'low', assignee: USERS.ben.uid })).body.code).toBe('admin.taskNotStaff');
    expect((await add({ title: 'Valid title', priority: 'someday' })).status).toBe(400);
    expect((await call(t.app, 'adminTaskUpdate', { token: t.ada, body: { id: 'tk99999999', status: 'done' } })).status).toBe(404);
    expect((await call(t.app, 'adminTaskUpdate', { token: t.ada, body: { id: 'tk00000001' } })).body.code).toBe(
      'admin.taskNothingToChange',
    );
    expect((await call(t.app, 'adminTaskComment', { token: t.ada, body: { id: 'tk00000001', text: '   ' } })).body.code).toBe(
      'admin.taskEmptyComment',
    );
  });

  it('"edit title, priority and due date": only the fields sent change; a past due date may stay but not be set', async () => {
    const created = await add({ title: 'Draft the policy', priority: 'low', dueDate: isoDay(TEST_NOW + DAY) });
    const id = created.body.data.id as string;
    const update = (body: Record<string, unknown>) => call(t.app, 'adminTaskUpdate', { token: t.ada, body: { id, ...body } });
    const edited = await update({ title: '  Publish the policy ', priority: 'high', dueDate: isoDay(TEST_NOW + 5 * DAY), details: ' v2 ' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Publish the policy',
      priority: 'high',
      dueDate: isoDay(TEST_NOW + 5 * DAY),
      details: 'v2',
      status: 'open',
    });
    expect((await update({ title: 'ab' })).body.code).toBe('admin.taskTitle');
    expect((await update({ dueDate: '2026-13-01' })).body.code).toBe('admin.taskDate');
    expect((await update({ dueDate: isoDay(TEST_NOW - DAY) })).body.code).toBe('admin.taskPastDate');
    // Sending the values it already has changes nothing: 422, not a silent "updated".
    expect((await update({ title: 'Publish the policy', priority: 'high' })).body.code).toBe('admin.taskNothingToChange');
    // Once its day is over the task is overdue; editing its title keeps that date (no "past date" refusal).
    t.app.clock.advance(7 * DAY);
    const renamed = await update({ title: 'Publish the policy now', dueDate: isoDay(TEST_NOW + 5 * DAY) });
    expect(renamed.body.data).toMatchObject({ title: 'Publish the policy now', overdue: true });
    expect((await update({ dueDate: null })).body.data).toMatchObject({ dueDate: null, overdue: false });
  });

  it('"delete with confirmation": the task is gone from every list, a second delete is 404, ids are not reused', async () => {
    const first = (await add({ title: 'Old task', priority: 'low' })).body.data.id as string;
    const removed = await call(t.app, 'adminTaskDelete', { token: t.ada, body: { id: first } });
    expect([removed.status, removed.body.code, removed.body.data]).toEqual([200, 'admin.taskDeleted', null]);
    expect((await list({})).some((task) => task.id === first)).toBe(false);
    expect((await call(t.app, 'adminTaskDelete', { token: t.ada, body: { id: first } })).body.code).toBe('admin.taskNotFound');
    const next = (await add({ title: 'New task', priority: 'low' })).body.data.id as string;
    expect(next).not.toBe(first);
    expect((await call(t.app, 'adminTaskDelete', { token: await signIn(t.app, 'ben'), body: { id: next } })).status).toBe(403);
  });
});
