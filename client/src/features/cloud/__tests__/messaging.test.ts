// Messaging models: template filling, and the compose models checking before sending (the shared rules,
// contracts/rules/messaging.ts, tested there) and keeping one request id through a retry.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { EmailModel, fillTemplate, SmsModel, WhatsappModel } from '../models/messaging';
import { OptOutModel } from '../models/opt-outs';
import type { Message } from '../models/types';

const message: Message = {
  id: 'cm00000001',
  channel: 'sms',
  to: '+2348012345678',
  from: 'OSB',
  summary: 'hi',
  segments: 1,
  price: 1,
  status: 'queued',
  error: null,
  createdAt: 0,
  updatedAt: 0,
};

describe('templates', () => {
  it('fills template parameters and leaves blanks visible', () => {
    expect(fillTemplate('Hi {{1}}, order {{2}}.', ['Ben', ' A-7 '])).toBe('Hi Ben, order A-7.');
    expect(fillTemplate('Hi {{1}}, order {{2}}.', ['Ben'])).toBe('Hi Ben, order {{2}}.');
  });
});

describe('SmsModel', () => {
  it('checks the number and text first, then sends in E.164 and clears the text', async () => {
    const send = vi.fn(async () => message);
    const model = new SmsModel({ send });
    model.to.value = '0801';
    expect(await model.submit()).toBeNull();
    expect(model.state.value.errors).toEqual({ to: { code: 'messaging.phone' }, text: { code: 'messaging.textEmpty' } });
    model.to.value = '+234 801 234 5678';
    model.text.value = 'a'.repeat(200);
    expect(model.price.value).toBe(2);
    expect(await model.submit()).toBe(message);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: '+2348012345678', text: 'a'.repeat(200) }));
    expect(model.text.value).toBe('');
  });
  it('keeps the request id through a failed send', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError('Your OSBT balance is too low', 422)).mockResolvedValueOnce(message);
    const model = new SmsModel({ send });
    model.to.value = '+2348012345678';
    model.text.value = 'hello';
    expect(await model.submit()).toBeNull();
    expect(model.state.value.errors.form).toEqual({ text: 'Your OSBT balance is too low' });
    await model.submit();
    expect(send.mock.calls[0]![0].requestId).toBe(send.mock.calls[1]![0].requestId);
  });
});

describe('EmailModel and WhatsappModel', () => {
  it('sends email only from a verified sender to a valid address', async () => {
    const send = vi.fn(async () => ({ ...message, channel: 'email' as const }));
    const model = new EmailModel({ senders: async () => [{ address: 'hello@ada.dev', domain: 'ada.dev' }], send });
    await model.loadSenders();
    expect(model.from.value).toBe('hello@ada.dev');
    model.to.value = 'ben@';
    expect(await model.submit()).toBeNull();
    expect(model.state.value.errors).toEqual({
      to: { code: 'messaging.emailTo' },
      subject: { code: 'messaging.subjectEmpty' },
      body: { code: 'messaging.textEmpty' },
    });
    model.to.value = 'ben@example.com';
    model.subject.value = 'Hi';
    model.body.value = 'Hello';
    expect(await model.submit()).not.toBeNull();
  });
  it('asks for every parameter of the chosen template', async () => {
    const send = vi.fn(async () => ({ ...message, channel: 'whatsapp' as const }));
    const model = new WhatsappModel({
      templates: async () => [{ name: 'order_update', language: 'en', body: 'Hi {{1}}, order {{2}}.', params: 2 }],
      send,
    });
    await model.load();
    expect(model.params.value).toEqual(['', '']);
    model.to.value = '+2348012345678';
    model.setParam(0, 'Ben');
    expect(await model.submit()).toBeNull();
    expect(model.state.value.errors.params).toEqual({ code: 'messaging.paramsEmpty' });
    model.setParam(1, 'A-7');
    expect(model.preview.value).toBe('Hi Ben, order A-7.');
    expect(await model.submit()).not.toBeNull();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ template: 'order_update', params: ['Ben', 'A-7'] }));
  });
});

describe('OptOutModel', () => {
  const entry = { number: '+2348091112222', source: 'manual' as const, at: 1 };
  const deps = () => ({
    list: vi.fn(async () => []),
    set: vi.fn(async (number: string, optedOut: boolean) => (optedOut ? [{ ...entry, number }] : [])),
    notify: vi.fn(),
    words: (key: 'added' | 'removed', number: string) => `${key}:${number}`,
  });

  it('adds a number as typed once it reads as E.164, and refuses one that does not without calling the server', async () => {
    const d = deps();
    const model = new OptOutModel(d);
    model.number.value = '0809 111 2222';
    expect(await model.add()).toBe(false);
    expect(model.error.value).toEqual({ code: 'messaging.phone' });
    expect(d.set).not.toHaveBeenCalled();
    model.number.value = '+234 809 111 2222';
    expect(await model.add()).toBe(true);
    expect(d.set).toHaveBeenCalledWith('+2348091112222', true);
    expect(model.items.value).toEqual([entry]);
    expect(model.number.value).toBe('');
    expect(d.notify).toHaveBeenCalledWith('success', 'added:+2348091112222');
  });

  it('takes a number off (as a reply START would)', async () => {
    const d = deps();
    const model = new OptOutModel(d);
    expect(await model.remove('+2348091112222')).toBe(true);
    expect(d.set).toHaveBeenCalledWith('+2348091112222', false);
    expect(model.items.value).toEqual([]);
  });
});
