// Issue #29, chat as in Telegram: copies of one message merge forward (state and text never go back), the unread
// divider's place, delivery receipts sent once per newest message, and drafts kept per person across a reload.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagesChanged } from '../models/types';
import { mergeMessages, newerCopy } from '../models/thread';
import type { ChatMessage, ThreadMessage } from '../models/types';

const markReceived = vi.fn(async (c: string): Promise<MessagesChanged> => ({ c, messages: [] }));
vi.mock('../api/mark-received', () => ({ markReceived }));

const ME = 'u0000000001';
const BEN = 'u0000000002';
const msg = (n: number, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  i: `m${String(n).padStart(11, '0')}`,
  m: `text ${n}`,
  s: 's',
  t: n,
  u: BEN,
  ...extra,
});

describe('newerCopy / mergeMessages', () => {
  it('keeps the further state: a late fetch never takes Lida back to Entregue or Enviada', () => {
    expect(newerCopy(msg(1, { s: 'r' }), msg(1, { s: 'd' })).s).toBe('r');
    expect(newerCopy(msg(1, { s: 's' }), msg(1, { s: 'd' })).s).toBe('d');
  });

  it('keeps a delete over an older copy with text, and the later of two edits', () => {
    const deleted = msg(1, { m: '', d: true });
    expect(newerCopy(deleted, msg(1))).toMatchObject({ m: '', d: true });
    expect(newerCopy(msg(1, { m: 'new', e: 20 }), msg(1, { m: 'old', e: 10 })).m).toBe('new');
    expect(newerCopy(msg(1, { m: 'old', e: 10 }), msg(1, { m: 'new', e: 20 }))).toMatchObject({ m: 'new', e: 20 });
  });

  it('applies an edit and a delete that arrive as server messages', () => {
    const list = mergeMessages([msg(1), msg(2)], [msg(1, { m: 'edited', e: 5 }) as ChatMessage]);
    expect(list[0]).toMatchObject({ m: 'edited', e: 5 });
    const after = mergeMessages(list, [msg(2, { m: '', d: true }) as ChatMessage]);
    expect(after[1]).toMatchObject({ m: '', d: true });
  });
});

describe('firstUnread', () => {
  it('is the oldest of the others’ last `unread` messages, skipping the person’s own', async () => {
    const { firstUnread } = await import('../models/message-actions');
    const list = [msg(1), msg(2, { u: ME }), msg(3), msg(4, { u: ME }), msg(5)];
    expect(firstUnread(list, 2, ME)).toBe(msg(3).i);
    expect(firstUnread(list, 1, ME)).toBe(msg(5).i);
    expect(firstUnread(list, 0, ME)).toBeNull();
    // More unread than loaded: the oldest loaded of theirs.
    expect(firstUnread(list, 9, ME)).toBe(msg(1).i);
  });
});

describe('acknowledge (delivery receipts)', () => {
  beforeEach(async () => {
    markReceived.mockClear();
    (await import('../models/receipts')).clearReceipts();
  });

  it('acknowledges the newest of the others’ sent messages once; never the person’s own or delivered ones', async () => {
    const { acknowledge } = await import('../models/receipts');
    acknowledge('abcdefghijkl', [msg(1), msg(2), msg(3, { u: ME })], ME);
    expect(markReceived).toHaveBeenCalledWith('abcdefghijkl', msg(2).i);
    acknowledge('abcdefghijkl', [msg(2)], ME);
    acknowledge('abcdefghijkl', [msg(4, { s: 'd' }), msg(5, { u: ME })], ME);
    expect(markReceived).toHaveBeenCalledTimes(1);
    acknowledge('abcdefghijkl', [msg(6)], ME);
    expect(markReceived).toHaveBeenLastCalledWith('abcdefghijkl', msg(6).i);
  });
});

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('survive a reload for their author, are per conversation, and are cleared when sent', async () => {
    const first = await import('../models/drafts');
    first.loadDrafts(ME);
    first.setDraft('abcdefghijkl', 'half a thought');
    first.setDraft('zyxwvutsrqpo', 'another');
    vi.resetModules();
    const reloaded = await import('../models/drafts');
    reloaded.loadDrafts(ME);
    expect(reloaded.draftOf('abcdefghijkl')).toBe('half a thought');
    expect(reloaded.draftOf('zyxwvutsrqpo')).toBe('another');
    // Someone else signed in on this browser sees none of them.
    reloaded.loadDrafts(BEN);
    expect(reloaded.draftOf('abcdefghijkl')).toBe('');
    reloaded.loadDrafts(ME);
    reloaded.setDraft('abcdefghijkl', '');
    vi.resetModules();
    const again = await import('../models/drafts');
    again.loadDrafts(ME);
    expect(again.draftOf('abcdefghijkl')).toBe('');
    expect(again.draftOf('zyxwvutsrqpo')).toBe('another');
  });
});
