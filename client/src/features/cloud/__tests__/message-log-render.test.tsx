// A failed message says why in the person's language: the API answers a delivery error code, the client words it.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../state/language';
import { MessageLog } from '../components/message-log';
import { MessageLogModel } from '../models/messaging';
import type { Message } from '../models/types';
import '../components/cloud-messages';

const failed: Message = {
  id: 'cm00000001',
  channel: 'sms',
  to: '+2348000000000',
  from: 'OSB',
  summary: 'Hi',
  segments: 1,
  price: 1,
  status: 'failed',
  error: 'unreachable',
  createdAt: 0,
  updatedAt: 0,
};

afterEach(() => {
  language.value = 'pt';
});

describe('MessageLog', () => {
  it('words a delivery error in pt, then en', async () => {
    language.value = 'pt';
    const model = new MessageLogModel(
      { list: async () => [failed, { ...failed, id: 'cm00000002', channel: 'email', to: 'x@bounce.example.com', error: 'bounced' }] },
      'sms',
    );
    await model.load();
    render(<MessageLog model={model} />);
    expect(screen.getByText(/O número não pode ser alcançado/)).toBeTruthy();
    expect(screen.getByText(/A caixa de e-mail não existe \(devolução permanente\)/)).toBeTruthy();
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByText(/The number is unreachable/)).toBeTruthy();
  });
});
