// The report queue's rules: "warn or suspend the author for N days" (1–365, needs days), a profile cannot be
// removed, a note ≤ 300; acting takes the case out of the open queue; a failed action reloads the queue.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { actionBody, actionsFor, doneText, ReportsModel, suspendedUid } from '../models/reports';
import type { ModerationAction, ReportCase } from '../models/types';
import '../components/admin-messages';

const makeCase = (targetId: string, patch: Partial<ReportCase> = {}): ReportCase => ({
  targetType: 'post',
  targetId,
  status: 'open',
  count: 1,
  reasons: [{ reason: 'spam', count: 1 }],
  firstAt: 1,
  lastAt: 2,
  preview: {
    available: true,
    author: { uid: 'u0000000003', userName: 'chidi', isVerified: false, country: 'GB' },
    postType: 'Text',
    text: 'Buy now',
    media: [],
    postId: targetId,
    chat: null,
  },
  reports: [],
  author: { warnings: 0, suspendedUntil: null },
  actions: [],
  ...patch,
});

describe('actionBody', () => {
  const post = makeCase('p0000000001');
  it('suspends only for 1 to 365 whole days', () => {
    expect(actionBody(post, 'suspend', 0, '')).toEqual({ problem: 'reports.problem.days' });
    expect(actionBody(post, 'suspend', 366, '')).toEqual({ problem: 'reports.problem.days' });
    expect(actionBody(post, 'suspend', 1.5, '')).toEqual({ problem: 'reports.problem.days' });
    expect(actionBody(post, 'suspend', 7, ' spam ring ')).toEqual({
      targetType: 'post',
      targetId: 'p0000000001',
      action: 'suspend',
      days: 7,
      note: 'spam ring',
    });
  });
  it('sends no days with other actions, and refuses a note over 300 characters', () => {
    expect(actionBody(post, 'warn', 7, '')).toEqual({ targetType: 'post', targetId: 'p0000000001', action: 'warn' });
    expect(actionBody(post, 'dismiss', 3, 'x'.repeat(301))).toEqual({ problem: 'reports.problem.note' });
  });
  it('never removes a profile or a community, and restricts only a community', () => {
    expect(actionsFor('profile')).toEqual(['dismiss', 'warn', 'suspend']);
    expect(actionsFor('community')).toEqual(['dismiss', 'restrict', 'warn', 'suspend']);
    expect(actionsFor('message')).toEqual(['dismiss', 'remove', 'warn', 'suspend']);
    expect(actionBody(makeCase('m00000000001', { targetType: 'message' }), 'restrict', 1, '')).toEqual({
      problem: 'reports.problem.notForTarget',
    });
    expect(actionBody(makeCase('u0000000028', { targetType: 'profile' }), 'remove', 1, '')).toEqual({
      problem: 'reports.problem.profileRemove',
    });
  });
});

describe('doneText', () => {
  afterEach(() => {
    language.value = 'pt';
  });
  it('says what an action did in the person’s language, a suspension with its days', () => {
    language.value = 'pt';
    expect(doneText('post', 'remove', 1)).toBe('Publicação removida');
    expect(doneText('comment', 'remove', 1)).toBe('Comentário removido');
    expect(doneText('message', 'remove', 1)).toBe('Mensagem removida');
    expect(doneText('community', 'restrict', 1)).toBe('Comunidade restringida');
    expect(doneText('profile', 'suspend', 1)).toBe('Autor suspenso por 1 dia');
    expect(doneText('post', 'suspend', 7)).toBe('Autor suspenso por 7 dias');
    language.value = 'en';
    expect(doneText('post', 'dismiss', 1)).toBe('Reports dismissed');
    expect(doneText('post', 'warn', 1)).toBe('Author warned');
    expect(doneText('post', 'suspend', 3)).toBe('Author suspended for 3 days');
  });
});

describe('ReportsModel', () => {
  it('loads the open queue, acts on a case (it leaves the queue), and switches to closed and audit', async () => {
    const list = vi.fn(async (status: 'open' | 'closed') =>
      status === 'open' ? [makeCase('p1'), makeCase('p2')] : [makeCase('p3', { status: 'closed' })],
    );
    const act = vi.fn(async () => ({ data: makeCase('p1', { status: 'closed' }), message: 'Reports dismissed' }));
    const audit = vi.fn(async () => []);
    const model = new ReportsModel({ list, act, audit, lift: vi.fn(), unrestrict: vi.fn() });
    await model.load();
    expect(model.openCount.value).toBe(2);
    const result = await model.act(model.cases.value![0]!, 'dismiss', 3, '');
    // The toast is the client's own words (pt by default), not the server's English message.
    expect(result).toEqual({ ok: true, message: 'Denúncias arquivadas' });
    expect(act).toHaveBeenCalledWith({ targetType: 'post', targetId: 'p1', action: 'dismiss' });
    expect(model.cases.value!.map((c) => c.targetId)).toEqual(['p2']);
    await model.show('closed');
    expect(list).toHaveBeenLastCalledWith('closed');
    expect(model.cases.value!.map((c) => c.targetId)).toEqual(['p3']);
    await model.show('audit');
    expect(audit).toHaveBeenCalled();
    expect(model.audit.value).toEqual([]);
  });

  it('does not send a wrong action, and reloads when the server refuses one', async () => {
    const list = vi.fn(async () => [makeCase('p1')]);
    const act = vi.fn(async () => {
      throw new ApiError('There are no open reports on this', 404);
    });
    const model = new ReportsModel({ list, act, audit: async () => [], lift: vi.fn(), unrestrict: vi.fn() });
    await model.load();
    expect(await model.act(model.cases.value![0]!, 'suspend', 0, '')).toEqual({ ok: false, problem: 'reports.problem.days' });
    expect(act).not.toHaveBeenCalled();
    expect(await model.act(model.cases.value![0]!, 'warn', 1, '')).toEqual({ ok: false, text: 'There are no open reports on this' });
    expect(list).toHaveBeenCalledTimes(2);
    expect(model.busy.value).toBeNull();
  });

  it('"a suspension can be lifted early": sends the suspended author, then reads the queue again', async () => {
    const suspended = makeCase('p1', { status: 'closed', author: { warnings: 0, suspendedUntil: 10 } });
    const list = vi.fn(async () => [suspended]);
    const lift = vi.fn(async () => ({}));
    const model = new ReportsModel({ list, act: vi.fn(), audit: async () => [], lift, unrestrict: vi.fn() });
    await model.show('closed');
    expect(await model.lift(suspended, ' appeal accepted ')).toEqual({ ok: true });
    expect(lift).toHaveBeenCalledWith({ uid: 'u0000000003', note: 'appeal accepted' });
    expect(list).toHaveBeenCalledTimes(2);
    lift.mockRejectedValueOnce(new ApiError('This person is not suspended', 422));
    expect(await model.lift(suspended, '')).toEqual({ ok: false, text: 'This person is not suspended' });
    expect(model.busy.value).toBeNull();
  });
});

describe('suspendedUid', () => {
  it('is the profile itself, the content’s author, or the author the history names once the content is gone', () => {
    expect(suspendedUid(makeCase('u0000000028', { targetType: 'profile' }))).toBe('u0000000028');
    expect(suspendedUid(makeCase('p1'))).toBe('u0000000003');
    const gone = makeCase('p1', {
      preview: { available: false, author: null, postType: null, text: '', media: [], postId: 'p1', chat: null },
    });
    expect(suspendedUid(gone)).toBeNull();
    const named: ModerationAction = {
      id: 'ma00000001',
      action: 'remove',
      targetType: 'post',
      targetId: 'p1',
      author: { uid: 'u0000000009', userName: 'x' },
      by: { uid: 'u0000000001', userName: 'ada' },
      at: 1,
      days: null,
      until: null,
      note: '',
      reports: 1,
    };
    expect(suspendedUid({ ...gone, actions: [named] })).toBe('u0000000009');
  });
});
