// The support models with the calls injected: opening a ticket once per request id (a retry after a failure
// sends the same id), the open thread replaced by each write, and the staff queue's request.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { paramsFromView, RequesterModel, SupportQueueModel, viewFromParams, type RequesterDeps } from '../models/desk';
import { attachmentProblem, createAttachments, MAX_ATTACHMENTS, MAX_IMAGE_BYTES } from '../models/attachments';
import { MySupportModel, type MySupportDeps } from '../models/my-support';
import '../components/support-messages';
import type { Thread, Ticket } from '../models/types';

const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 'st00000001',
  uid: 'u0000000002',
  userName: 'ben',
  subject: 'Top-up',
  category: 'pay',
  status: 'opened',
  createdAt: 1,
  updatedAt: 1,
  endedAt: null,
  reopenUntil: null,
  assignee: null,
  rating: null,
  unread: false,
  preview: 'hello',
  messageCount: 1,
  ...over,
});
const thread = (over: Partial<Ticket> = {}): Thread => ({ ticket: ticket(over), messages: [] });
const answer =
  (over: Partial<Ticket> = {}) =>
  async () => ({ data: thread(over), message: 'Done' });

function myDeps(over: Partial<MySupportDeps> = {}): MySupportDeps {
  return {
    list: async () => [ticket()],
    get: async (id) => thread({ id }),
    create: vi.fn(answer({ id: 'st00000009', updatedAt: 9 })),
    reply: vi.fn(answer({ status: 'opened', updatedAt: 5 })),
    close: vi.fn(answer({ status: 'closed', updatedAt: 6 })),
    reopen: vi.fn(answer()),
    rate: vi.fn(answer()),
    upload: vi.fn(async () => 'up/0123456789abcdef.png'),
    notify: vi.fn(),
    previews: { previewOf: () => 'blob:preview', release: vi.fn() },
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
    const create = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Network down', 0))
      .mockImplementation(answer({ id: 'st00000009' }));
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
    const list = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Ticket[]>((r) => (resolveFirst = r)))
      .mockResolvedValue([ticket({ id: 'st00000002', unread: true })]);
    const model = new SupportQueueModel({
      list,
      assign: vi.fn(answer({ assignee: { uid: 'u0000000001', userName: 'ada', staff: true } })),
      notify: vi.fn(),
    });
    const first = model.load();
    model.query.value = '  chidi ';
    model.mine.value = true;
    await model.load();
    resolveFirst([ticket()]);
    await first;
    expect(list.mock.calls[1]?.[0]).toEqual({ filter: 'open', sort: 'due', query: 'chidi', mine: true });
    expect(model.tickets.value?.map((t) => t.id)).toEqual(['st00000002']);
    expect(model.unreadCount.value).toBe(1);
  });

  it('"queue filters live in the URL": a view round-trips through the address; defaults and unknown values stay out', () => {
    const view = { filter: 'solved', sort: 'oldest', mine: true, query: 'cash out ' } as const;
    expect(paramsFromView(view).toString()).toBe('filter=solved&sort=oldest&mine=1&q=cash+out+');
    // The queue opens sorted by first-answer due (the default, left out of the address).
    expect(paramsFromView({ ...view, sort: 'due' }).toString()).toBe('filter=solved&mine=1&q=cash+out+');
    expect(viewFromParams(paramsFromView(view))).toEqual(view);
    expect(paramsFromView({ filter: 'open', sort: 'due', mine: false, query: '' }).toString()).toBe('');
    expect(viewFromParams(new URLSearchParams('filter=nope&sort=sideways&mine=yes'))).toEqual({
      filter: 'open',
      sort: 'due',
      mine: false,
      query: '',
    });
    const model = new SupportQueueModel({ list: vi.fn(), assign: vi.fn(), notify: vi.fn() });
    expect(model.show(viewFromParams(new URLSearchParams('filter=pending&q=refund')))).toBe(true);
    expect(model.request()).toEqual({ filter: 'pending', sort: 'due', query: 'refund' });
    expect(model.show(model.view.value)).toBe(false);
  });
});

const deskDeps = (
  reply: RequesterDeps['reply'],
  upload: RequesterDeps['upload'] = async () => 'up/0123456789abcdef.png',
): RequesterDeps => ({
  page: async () => ({
    requester: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US', memberSince: 1 },
    tickets: [ticket()],
    verification: 'approved',
    payments: [],
    orders: [],
  }),
  get: async () => thread(),
  reply,
  assign: vi.fn(answer()),
  setStatus: vi.fn(answer()),
  setPriority: vi.fn(answer()),
  upload,
  notify: vi.fn(),
  previews: { previewOf: () => 'blob:preview', release: vi.fn() },
});

describe('RequesterModel', () => {
  it('sends an internal note without a status, an answer with the chosen one', async () => {
    const reply = vi.fn(answer());
    const model = new RequesterModel(deskDeps(reply));
    await model.load('u0000000002');
    expect(model.requester.value?.userName).toBe('ben');
    await model.open('st00000001');
    model.text.value = 'Checked the ledger';
    model.internal.value = true;
    await model.send();
    expect(reply).toHaveBeenLastCalledWith({ id: 'st00000001', message: 'Checked the ledger', internal: true });
    // "The internal note box resets after sending": the next message is an answer unless chosen again.
    expect(model.internal.value).toBe(false);
    model.text.value = 'Fixed it';
    model.answerStatus.value = 'solved';
    await model.send();
    expect(reply).toHaveBeenLastCalledWith({ id: 'st00000001', message: 'Fixed it', status: 'solved' });
    expect(model.answerStatus.value).toBe('');
  });

  it("an answer carries the staff member's screenshots (cleared once sent) and waits while one uploads", async () => {
    const reply = vi.fn(answer());
    let finish: (key: string) => void = () => {};
    const model = new RequesterModel(deskDeps(reply, () => new Promise<string>((resolve) => (finish = resolve))));
    await model.load('u0000000002');
    await model.open('st00000001');
    const started = model.attachments.add([new File(['x'], 'steps.png', { type: 'image/png' })]);
    model.text.value = 'Tap here, as in the picture';
    expect(await model.send()).toBe(false);
    expect(model.holdUp.value).toBe('support.attach.wait');
    expect(reply).not.toHaveBeenCalled();
    finish('up/steps.png');
    await Promise.all(started);
    expect(await model.send()).toBe(true);
    expect(reply).toHaveBeenLastCalledWith({ id: 'st00000001', message: 'Tap here, as in the picture', attachments: ['up/steps.png'] });
    expect(model.attachments.items.value).toEqual([]);
    expect(model.holdUp.value).toBeNull();
  });
});

describe('screenshots on a support message', () => {
  const png = (name: string, size = 1000, type = 'image/png'): File => {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('"up to 3 images … 2 MB each": a video, a large image and a fourth one are refused before any upload', () => {
    expect(attachmentProblem(png('a.png'), 0)).toBeNull();
    expect(attachmentProblem(png('a.webp', 1000, 'image/webp'), 2)).toBeNull();
    expect(attachmentProblem(png('clip.webm', 1000, 'video/webm'), 0)).toBe('notImage');
    expect(attachmentProblem(png('big.png', MAX_IMAGE_BYTES + 1), 0)).toBe('tooLarge');
    expect(attachmentProblem(png('big.png', MAX_IMAGE_BYTES), 0)).toBeNull();
    expect(attachmentProblem(png('d.png'), MAX_ATTACHMENTS)).toBe('tooMany');
  });

  it('uploads each chosen image at once; the first file that cannot go is named and the rest are dropped', async () => {
    const upload = vi.fn(async (file: Blob) => `up/${(file as File).name}`);
    const release = vi.fn();
    const shots = createAttachments({ upload, previewOf: () => 'blob:x', release });
    await Promise.all(shots.add([png('a.png'), png('clip.webm', 10, 'video/webm'), png('c.png')]));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(shots.refused.value).toEqual({ name: 'clip.webm', problem: 'notImage' });
    expect(shots.keys()).toEqual(['up/a.png']);
    await Promise.all(shots.add([png('b.png'), png('c.png'), png('d.png')]));
    expect(shots.keys()).toEqual(['up/a.png', 'up/b.png', 'up/c.png']);
    expect(shots.refused.value).toEqual({ name: 'd.png', problem: 'tooMany' });
    shots.remove(shots.items.value[0]!.id);
    expect(release).toHaveBeenCalledWith('blob:x');
    expect(shots.keys()).toEqual(['up/b.png', 'up/c.png']);
    expect(shots.refused.value).toBeNull();
  });

  it('the same image chosen twice (one key: uploads are content-addressed) is attached once', async () => {
    const release = vi.fn();
    const shots = createAttachments({ upload: async () => 'up/same.png', previewOf: () => 'blob:y', release });
    await Promise.all(shots.add([png('screen.png')]));
    await Promise.all(shots.add([png('screen copy.png')]));
    expect(shots.items.value.map((a) => a.name)).toEqual(['screen.png']);
    expect(shots.keys()).toEqual(['up/same.png']);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('a new ticket carries the uploaded keys; it waits for an upload and refuses to go with a failed one', async () => {
    let finish: (key: string) => void = () => {};
    const upload = vi
      .fn()
      .mockImplementationOnce(() => new Promise<string>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new ApiError('File too large', 413));
    const deps = myDeps({ upload });
    const model = new MySupportModel(deps);
    await model.load();
    model.edit({ subject: 'Cash-out', category: 'pay', message: 'The button stays grey.' });
    const first = model.formAttachments.add([png('screen.png')]);
    expect(await model.create()).toBeNull();
    expect(model.formHoldUp.value).toBe('support.attach.wait');
    finish('up/screen.png');
    await Promise.all(first);
    await Promise.all(model.formAttachments.add([png('other.png')]));
    expect(model.formAttachments.items.value[1]).toMatchObject({ state: 'failed', error: 'File too large' });
    expect(await model.create()).toBeNull();
    expect(model.formHoldUp.value).toBe('support.attach.removeFailed');
    expect(deps.create).not.toHaveBeenCalled();
    model.formAttachments.remove(model.formAttachments.items.value[1]!.id);
    expect(await model.create()).toBe('st00000009');
    expect(deps.create).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The button stays grey.', attachments: ['up/screen.png'] }),
    );
    expect(model.formAttachments.items.value).toEqual([]);
    expect(model.formHoldUp.value).toBeNull();
  });

  it('a reply sends its screenshots and clears them on success; a reply without any sends no attachments field', async () => {
    const deps = myDeps();
    const model = new MySupportModel(deps);
    await model.load();
    await model.open('st00000001');
    await Promise.all(model.replyAttachments.add([png('error.png')]));
    model.replyText.value = 'Here is the error';
    expect(await model.reply()).toBe(true);
    expect(deps.reply).toHaveBeenCalledWith({ id: 'st00000001', message: 'Here is the error', attachments: ['up/0123456789abcdef.png'] });
    expect(model.replyAttachments.items.value).toEqual([]);
    model.replyText.value = 'Thanks';
    await model.reply();
    expect(deps.reply).toHaveBeenLastCalledWith({ id: 'st00000001', message: 'Thanks' });
  });
});
