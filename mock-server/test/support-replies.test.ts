// Tag support, saved replies (macros): the seeded three, create / update / delete shared by every staff member,
// trimmed lengths (422), a title taken without case (409), unknown ids (404), 403 for non-staff, and the store reset.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

type Reply = { id: string; title: string; body: string; createdBy: { userName: string; staff: boolean }; updatedAt: number };
const titles = (list: Reply[]): string[] => list.map((r) => r.title);

describe('support: saved replies', () => {
  it('lists the seeded replies by title, each with its author and a {name} placeholder', async () => {
    const ada = await signIn(app, 'ada');
    const res = await call(app, 'adminSupportSavedReplies', { token: ada, body: {} });
    expect(res.status).toBe(200);
    const list: Reply[] = res.body.data;
    expect(titles(list)).toEqual(['Ask for a screenshot', 'Top-up delay', 'Verification documents']);
    expect(list.every((r) => /^sr[0-9]{8}$/.test(r.id) && r.body.includes('{name}'))).toBe(true);
    expect(list[0]?.createdBy).toMatchObject({ userName: 'ada', staff: true });
  });

  it('creates one (201, trimmed) that the list then holds, edits it and deletes it', async () => {
    const ada = await signIn(app, 'ada');
    const created = await call(app, 'adminSupportSavedReplyCreate', {
      token: ada,
      body: { title: '  Refund on its way ', body: '  Hi {name}, your refund is on its way.  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'support.savedReplyCreated',
      data: { title: 'Refund on its way', body: 'Hi {name}, your refund is on its way.', createdBy: { userName: 'ada' } },
    });
    const id: string = created.body.data.id;
    expect(titles((await call(app, 'adminSupportSavedReplies', { token: ada, body: {} })).body.data)).toContain('Refund on its way');

    const updated = await call(app, 'adminSupportSavedReplyUpdate', {
      token: ada,
      body: { id, title: 'Refund sent', body: 'Hi {name}, we sent your refund today.' },
    });
    expect(updated.body).toMatchObject({
      code: 'support.savedReplyUpdated',
      data: { id, title: 'Refund sent', createdBy: { userName: 'ada' } },
    });
    // Changing only the case of its own title is not a clash with itself.
    expect((await call(app, 'adminSupportSavedReplyUpdate', { token: ada, body: { id, title: 'REFUND SENT', body: 'x' } })).status).toBe(
      200,
    );

    const deleted = await call(app, 'adminSupportSavedReplyDelete', { token: ada, body: { id } });
    expect(deleted.body).toMatchObject({ code: 'support.savedReplyDeleted', data: { id } });
    expect(titles((await call(app, 'adminSupportSavedReplies', { token: ada, body: {} })).body.data)).not.toContain('REFUND SENT');
  });

  it('"title 3–80 characters, body not blank, spaces at either end aside" (422); unknown fields and bad ids 400', async () => {
    const ada = await signIn(app, 'ada');
    const create = (body: object) => call(app, 'adminSupportSavedReplyCreate', { token: ada, body });
    expect((await create({ title: '  ab  ', body: 'Hello' })).body).toMatchObject({
      code: 'support.savedReplyTitleLength',
      params: { min: 3, max: 80 },
    });
    expect((await create({ title: 'x'.repeat(81), body: 'Hello' })).status).toBe(422);
    expect((await create({ title: 'x'.repeat(80), body: 'Hello' })).status).toBe(201);
    expect((await create({ title: 'Blank body', body: '    ' })).body).toMatchObject({ code: 'support.savedReplyBodyBlank' });
    expect((await create({ title: 'Too long', body: 'x'.repeat(5001) })).status).toBe(400);
    expect((await create({ title: 'Extra', body: 'Hello', shared: true })).status).toBe(400);
    expect((await call(app, 'adminSupportSavedReplyDelete', { token: ada, body: { id: 'st00000001' } })).status).toBe(400);
  });

  it('a title another reply has, without case, gets 409 on create and on update', async () => {
    const ada = await signIn(app, 'ada');
    const taken = await call(app, 'adminSupportSavedReplyCreate', { token: ada, body: { title: ' top-UP delay ', body: 'Again' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'support.savedReplyTitleTaken', params: { title: 'Top-up delay' } } });
    const list: Reply[] = (await call(app, 'adminSupportSavedReplies', { token: ada, body: {} })).body.data;
    const screenshot = list.find((r) => r.title === 'Ask for a screenshot');
    const clash = await call(app, 'adminSupportSavedReplyUpdate', {
      token: ada,
      body: { id: screenshot?.id, title: 'Verification DOCUMENTS', body: 'Hello' },
    });
    expect(clash).toMatchObject({ status: 409, body: { code: 'support.savedReplyTitleTaken' } });
  });

  it('an unknown id gets 404 on update and delete', async () => {
    const ada = await signIn(app, 'ada');
    const update = await call(app, 'adminSupportSavedReplyUpdate', { token: ada, body: { id: 'sr99999999', title: 'Nope', body: 'Nope' } });
    expect(update).toMatchObject({ status: 404, body: { code: 'support.savedReplyNotFound' } });
    const remove = await call(app, 'adminSupportSavedReplyDelete', { token: ada, body: { id: 'sr99999999' } });
    expect(remove).toMatchObject({ status: 404, body: { code: 'support.savedReplyNotFound' } });
  });

  it('is closed to non-staff (403) and to strangers (401)', async () => {
    const chidi = await signIn(app, 'chidi');
    const body = { title: 'Mine now', body: 'Hello' };
    expect((await call(app, 'adminSupportSavedReplies', { token: chidi, body: {} })).status).toBe(403);
    expect((await call(app, 'adminSupportSavedReplyCreate', { token: chidi, body })).status).toBe(403);
    expect((await call(app, 'adminSupportSavedReplyUpdate', { token: chidi, body: { id: 'sr00000001', ...body } })).status).toBe(403);
    expect((await call(app, 'adminSupportSavedReplyDelete', { token: chidi, body: { id: 'sr00000001' } })).status).toBe(403);
    expect((await call(app, 'adminSupportSavedReplies', { body: {} })).status).toBe(401);
  });

  it('forgets changes on reset: the seeded three come back', async () => {
    const ada = await signIn(app, 'ada');
    await call(app, 'adminSupportSavedReplyCreate', { token: ada, body: { title: 'Temporary', body: 'Hello' } });
    await call(app, 'adminSupportSavedReplyDelete', { token: ada, body: { id: 'sr00000001' } });
    app.store.reset();
    const again = await signIn(app, 'ada');
    const list: Reply[] = (await call(app, 'adminSupportSavedReplies', { token: again, body: {} })).body.data;
    expect(titles(list)).toEqual(['Ask for a screenshot', 'Top-up delay', 'Verification documents']);
  });
});
