// Saved replies on the staff desk: {name} filled in, insertion at the cursor / over a selection / at the end, the
// draft rules checked before sending (no call for a broken one), and each write followed by the list again.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { fillSavedReply, insertAt, SavedRepliesModel, savedReplyProblem, type SavedRepliesDeps } from '../models/saved-replies';
import '../components/support-messages';
import type { SavedReply } from '../models/types';

const reply = (over: Partial<SavedReply> = {}): SavedReply => ({
  id: 'sr00000001',
  title: 'Top-up delay',
  body: 'Hi {name}, top-ups can take 30 minutes.',
  createdBy: { uid: 'u0000000001', userName: 'ada', staff: true },
  updatedAt: 1,
  ...over,
});

describe('fillSavedReply', () => {
  it('puts the username in every {name} and leaves other braces alone', () => {
    expect(fillSavedReply('Hi {name}! {name}, see {link}.', 'ben')).toBe('Hi ben! ben, see {link}.');
    expect(fillSavedReply('No placeholder', 'ben')).toBe('No placeholder');
  });
});

describe('insertAt', () => {
  it('goes at the caret, the caret then just after it', () => {
    expect(insertAt('Hello . Bye', 'world', { start: 6, end: 6 })).toEqual({ text: 'Hello world. Bye', caret: 11 });
  });

  it('replaces a selection', () => {
    expect(insertAt('Hello XXX!', 'ben', { start: 6, end: 9 })).toEqual({ text: 'Hello ben!', caret: 9 });
  });

  it('keeps a stale selection inside the text', () => {
    expect(insertAt('Hi', '!', { start: 10, end: 12 })).toEqual({ text: 'Hi!', caret: 3 });
  });

  it('without a cursor: replaces an empty or blank box, else goes at the end on its own line', () => {
    expect(insertAt('', 'Text', null)).toEqual({ text: 'Text', caret: 4 });
    expect(insertAt('  \n', 'Text', null)).toEqual({ text: 'Text', caret: 4 });
    expect(insertAt('Thanks.', 'Text', null)).toEqual({ text: 'Thanks.\nText', caret: 12 });
    expect(insertAt('Thanks.\n', 'Text', null)).toEqual({ text: 'Thanks.\nText', caret: 12 });
  });
});

describe('savedReplyProblem', () => {
  const others = [reply()];
  it('asks for a 3–80 character title and a body, spaces aside, and a title no other reply has (without case)', () => {
    expect(savedReplyProblem({ title: ' ab ', body: 'x' }, others, null)).toBe('support.saved.titleLength');
    expect(savedReplyProblem({ title: 'x'.repeat(81), body: 'x' }, others, null)).toBe('support.saved.titleLength');
    expect(savedReplyProblem({ title: 'Refund', body: '   ' }, others, null)).toBe('support.saved.bodyBlank');
    expect(savedReplyProblem({ title: ' TOP-UP delay ', body: 'x' }, others, null)).toBe('support.saved.titleTaken');
    expect(savedReplyProblem({ title: 'TOP-UP delay', body: 'x' }, others, 'sr00000001')).toBeNull();
    expect(savedReplyProblem({ title: 'Refund', body: 'x' }, others, null)).toBeNull();
  });
});

function deps(over: Partial<SavedRepliesDeps> = {}): SavedRepliesDeps {
  return {
    list: vi.fn(async () => [reply()]),
    create: vi.fn(async (body) => ({ data: reply({ id: 'sr00000002', ...body }), message: 'Saved reply created' })),
    update: vi.fn(async (body) => ({ data: reply(body), message: 'Saved reply updated' })),
    remove: vi.fn(async ({ id }) => ({ data: reply({ id }), message: 'Saved reply deleted' })),
    notify: vi.fn(),
    ...over,
  };
}

describe('SavedRepliesModel', () => {
  it('creates with the trimmed draft, says so in the person’s words and reads the list again', async () => {
    const d = deps();
    const model = new SavedRepliesModel(d);
    await model.load();
    expect(await model.save({ title: '  Refund ', body: ' Hi {name} ' }, null)).toBe(true);
    expect(d.create).toHaveBeenCalledWith({ title: 'Refund', body: 'Hi {name}' });
    expect(d.notify).toHaveBeenCalledWith('success', 'Resposta pronta criada');
    expect(d.list).toHaveBeenCalledTimes(2);
  });

  it('edits by id, and refuses a broken draft without calling', async () => {
    const d = deps();
    const model = new SavedRepliesModel(d);
    await model.load();
    expect(await model.save({ title: 'Top-up delay', body: 'New text' }, 'sr00000001')).toBe(true);
    expect(d.update).toHaveBeenCalledWith({ id: 'sr00000001', title: 'Top-up delay', body: 'New text' });
    expect(await model.save({ title: 'top-up DELAY', body: 'x' }, null)).toBe(false);
    expect(model.problem.value).toBe('support.saved.titleTaken');
    expect(d.create).not.toHaveBeenCalled();
  });

  it('shows a refusal through errorMessage and keeps the list', async () => {
    const d = deps({
      remove: vi.fn(async () => {
        throw new ApiError('Saved reply not found', 404, 'support.savedReplyNotFound');
      }),
    });
    const model = new SavedRepliesModel(d);
    await model.load();
    expect(await model.remove('sr00000001')).toBe(false);
    expect(d.notify).toHaveBeenCalledWith('error', expect.any(String));
    expect(model.replies.value).toHaveLength(1);
    expect(model.busy.value).toBe(false);
  });

  it('a list that fails to load says why', async () => {
    const model = new SavedRepliesModel(deps({ list: vi.fn(async () => Promise.reject(new ApiError('Boom', 500))) }));
    await model.load();
    expect(model.loadError.value).not.toBeNull();
    expect(model.replies.value).toBeNull();
  });
});
