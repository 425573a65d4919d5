// The support models with the calls injected: opening a ticket once per request id (a retry after a failure
// sends the same id), the open thread replaced by each write, and the staff queue's request.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { RequesterModel, SupportQueueModel } from '../models/desk';
import { MySupportModel, type MySupportDeps } from '../models/my-support';
import '../components/support-messages';
import type { Thread, Ticket } from '../models/types';

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 'st00000001', uid: 'u0000000002', userName: 'ben', subject: 'Top-up', category: 'pay', status: 'opened', createdAt: 1, updatedAt: 1,
  endedAt: null, reopenUntil: null, assignee: null, rating: null, unread: false, preview: 'hello', messageCount: 1, ...over,
});
const thread = (over: Partial<Ticket> = {}): Thread => ({ ticket: ticket(over), messages: [] });
const answer = (over: Partial<Ticket> = {}) => async () => ({ data: thread(over), message: 'Done' });

function myDeps(over: Partial<MySupportDeps> = {}): MySupportDeps {
  return {
    list: async () => [ticket()],
    get: async (id) => thread({ id }),
    create: vi.fn(answer({ id: 'st00000009', updatedAt: 9 })),
    reply: vi.fn(answer({ status: 'opened', updatedAt: 5 })),
    close: vi.fn(answer({ status: 'closed', updatedAt: 6 })),
    reopen: vi.fn(answer()),
    rate: vi.fn(answer()),
    notify: vi.fn(),
    ...over,
  };
}

describe('MySupportModel', () => {
  it('refuses a bad form without calling the server', async () => {
    const deps = myDeps();
    const model = new MySupportModel(deps);
    model.edit({ subject: 'ok', message: 'short' });
    expect(await model.create()).toBeNull();
    expect(model.formErrors.value).toEqual({ subject: true, category: true, message: true });
    expect(deps.create).not.toHaveBeenCalled();
  });

  it('"idempotent create by requestId": a retry after a failure sends the same id; a success starts a new one', async () => {
    const create = vi.fn().mockRejectedValueOnce(new ApiError('Network down', 0)).mockImplementation(answer({ id: 'st00000009' }));
    const model = new MySupportModel(myDeps({ create }));
    await model.load();
    model.edit({ subject: 'Cash-out', category: 'pay', message: 'The button stays grey.' });
    expect(await model.create()).toBeNull();
    expect(model.formError.value).toBe('Network down');
    expect(await model.create()).toBe('st00000009');
    expect(create.mock.calls[0]?.[0].requestId).toBe(create.mock.calls[1]?.[0].requestId);
    expect(model.tickets.value?.map((t) => t.id)).toEqual(['st00000009', 'st00000001']);
    expect(model.form.value.subject).toBe('');
    model.edit({ subject: 'Another', category: 'other', message: 'A second question here.' });
    await model.create();
    expect(create.mock.calls[2]?.[0].requestId).not.toBe(create.mock.calls[1]?.[0].requestId);
  });

  it('opens a thread, replies (the text cleared only on success) and closes; the list row follows', async () => {
    const deps = myDeps();
    const model = new MySupportModel(deps);
    await model.load();
    await model.open('st00000001');
    expect(model.thread.value?.ticket.id).toBe('st00000001');
    model.replyText.value = '  More details  ';
    expect(await model.reply()).toBe(true);
    expect(deps.reply).toHaveBeenCalledWith({ id: 'st00000001', message: 'More details' });
    expect(model.replyText.value).toBe('');
    await model.close();
    expect(model.tickets.value?.[0]?.status).toBe('closed');
    // Each success says what happened in the person's language (pt by default), not the API's English message.
    expect(deps.notify).toHaveBeenCalledWith('success', 'Resposta enviada');
    expect(deps.notify).toHaveBeenLastCalledWith('success', 'Chamado encerrado');
  });

  it('a failed write keeps what was typed and says why', async () => {
    const deps = myDeps({ reply: vi.fn().mockRejectedValue(new ApiError('This ticket ended more than 7 days ago', 409)) });
    const model = new MySupportModel(deps);
    await model.open('st00000001');
    model.replyText.value = 'Hello';
    expect(await model.reply()).toBe(false);
    expect(model.replyText.value).toBe('Hello');
    expect(deps.notify).toHaveBeenCalledWith('error', 'This ticket ended more than 7 days ago');
  });

  it('sends a rating with the comment only when there is one', async () => {
    const deps = myDeps();
    const model = new MySupportModel(deps);
    await model.open('st00000001');
    await model.rate(4, '   ');
    expect(deps.rate).toHaveBeenCalledWith({ id: 'st00000001', score: 4 });
  });
});

describe('SupportQueueModel', () => {
  it('asks for the filter and sort, the trimmed search and mine only when set; only the latest answer shows', async () => {
    let resolveFirst: (v: Ticket[]) => void = () => {};
    const list = vi.fn().mockImplementationOnce(() => new Promise<Ticket[]>((r) => (resolveFirst = r))).mockResolvedValue([ticket({ id: 'st00000002', unread: true })]);
    const model = new SupportQueueModel({ list, assign: vi.fn(answer({ assignee: { uid: 'u0000000001', userName: 'ada', staff: true } })), notify: vi.fn() });
    const first = model.load();
    model.query.value = '  chidi ';
    model.mine.value = true;
    await model.load();
    resolveFirst([ticket()]);
    await first;
    expect(list.mock.calls[1]?.[0]).toEqual({ filter: 'open', sort: 'newest', query: 'chidi', mine: true });
    expect(model.tickets.value?.map((t) => t.id)).toEqual(['st00000002']);
    expect(model.unreadCount.value).toBe(1);
  });
});

describe('RequesterModel', () => {
  it('sends an internal note without a status, an answer with the chosen one', async () => {
    const reply = vi.fn(answer());
    const model = new RequesterModel({ page: async () => ({ requester: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US', memberSince: 1 }, tickets: [ticket()] }), get: async () => thread(), reply, assign: vi.fn(answer()), setStatus: vi.fn(answer()), notify: vi.fn() });
    await model.load('u0000000002');
    expect(model.requester.value?.userName).toBe('ben');
    await model.open('st00000001');
    model.text.value = 'Checked the ledger';
    model.internal.value = true;
    await model.send();
    expect(reply).toHaveBeenLastCalledWith({ id: 'st00000001', message: 'Checked the ledger', internal: true });
    model.internal.value = false;
    model.text.value = 'Fixed it';
    model.answerStatus.value = 'solved';
    await model.send();
    expect(reply).toHaveBeenLastCalledWith({ id: 'st00000001', message: 'Fixed it', status: 'solved' });
    expect(model.answerStatus.value).toBe('');
  });
});
