// The support rules as the screens apply them (openapi tag support).
import { describe, expect, it } from 'vitest';
import { canClose, canRate, canReopen, canReply, checkTicket, firstAnswerState, supportTone } from '../models/rules';
import type { Message } from '../models/types';

const DAY = 86_400_000;
const staffAnswer: Pick<Message, 'author' | 'internal'> = { author: { uid: 'u0000000001', userName: 'ada', staff: true }, internal: false };
const staffNote: Pick<Message, 'author' | 'internal'> = { ...staffAnswer, internal: true };

describe('checkTicket', () => {
  it('"a subject of 3–120 and a first message of 10–5000 characters, trimmed", and a topic', () => {
    expect(checkTicket({ subject: ' ab ', category: '', message: ' too short ' }, 'sup-x')).toEqual({
      errors: { subject: true, category: true, message: true },
    });
    expect(checkTicket({ subject: '  Cash-out  ', category: 'pay', message: '  The button stays grey.  ' }, 'sup-12345678')).toEqual({
      input: { requestId: 'sup-12345678', subject: 'Cash-out', category: 'pay', message: 'The button stays grey.' },
    });
    expect('errors' in checkTicket({ subject: 'x'.repeat(121), category: 'pay', message: 'long enough message' }, 'sup-x')).toBe(true);
  });
});

describe('what a status allows', () => {
  const now = 10 * DAY;
  it('"reopen within a window": solved or closed and not past reopenUntil', () => {
    expect(canReopen({ status: 'solved', reopenUntil: now }, now)).toBe(true);
    expect(canReopen({ status: 'closed', reopenUntil: now - 1 }, now)).toBe(false);
    expect(canReopen({ status: 'opened', reopenUntil: null }, now)).toBe(false);
  });

  it('a reply goes to an open ticket, or to an ended one while it may be reopened', () => {
    expect(canReply({ status: 'pending', reopenUntil: null }, now)).toBe(true);
    expect(canReply({ status: 'closed', reopenUntil: now + DAY }, now)).toBe(true);
    expect(canReply({ status: 'closed', reopenUntil: now - DAY }, now)).toBe(false);
    expect(canClose({ status: 'closed' })).toBe(false);
    expect(canClose({ status: 'solved' })).toBe(true);
  });

  it('"rate the answer after it is solved": ended, answered by staff (a note is no answer), once', () => {
    expect(canRate({ status: 'solved', rating: null }, [staffAnswer])).toBe(true);
    expect(canRate({ status: 'solved', rating: null }, [staffNote])).toBe(false);
    expect(canRate({ status: 'pending', rating: null }, [staffAnswer])).toBe(false);
    expect(canRate({ status: 'closed', rating: { score: 5, comment: '', t: 1 } }, [staffAnswer])).toBe(false);
  });

  it('spec section 4 colours: opened green, closed red, pending yellow', () => {
    expect(supportTone('opened')).toBe('success');
    expect(supportTone('closed')).toBe('danger');
    expect(supportTone('pending')).toBe('warning');
  });
});

describe('firstAnswerState', () => {
  const base = { status: 'opened', firstAnswerDue: 1_000, firstAnsweredAt: null } as const;
  it('"a first answer due timer from the ticket\'s age": due before the time, overdue from it, nothing once answered or ended', () => {
    expect(firstAnswerState(base, 999)).toBe('due');
    expect(firstAnswerState(base, 1_000)).toBe('overdue');
    expect(firstAnswerState({ ...base, firstAnsweredAt: 500 }, 2_000)).toBeNull();
    expect(firstAnswerState({ ...base, status: 'solved' }, 2_000)).toBeNull();
    // The requester's view carries no service levels.
    expect(firstAnswerState({ status: 'opened', firstAnsweredAt: null }, 2_000)).toBeNull();
  });
});
