// The unsent messages kept per user (STORAGE_KEYS.outbox): each user's own list, and nothing malformed comes back
// from storage (a damaged or hand-edited value is dropped, never sent).
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { readOutbox, writeOutbox } from '../models/inbox-cache';
import type { UnsentItem } from '../models/outbox';

const item: UnsentItem = { queue: 'abcdefghijkl', to: 'u0000000002', m: 'hi', k: 'k1-abcdef', t: 1, failed: false };

beforeEach(() => localStorage.clear());

describe('the stored outbox', () => {
  it("keeps each user's unsent messages apart, and forgets a user's list once it is empty", () => {
    writeOutbox('u0000000001', [item]);
    writeOutbox('u0000000002', [{ ...item, k: 'k2-abcdef', failed: true }]);
    expect(readOutbox('u0000000001')).toEqual([item]);
    expect(readOutbox('u0000000002')).toEqual([{ ...item, k: 'k2-abcdef', failed: true }]);
    writeOutbox('u0000000001', []);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox) ?? '{}')).not.toHaveProperty('u0000000001');
  });

  it('drops malformed entries and damaged storage', () => {
    localStorage.setItem(
      STORAGE_KEYS.outbox,
      JSON.stringify({ u0000000001: [item, { ...item, m: '' }, { ...item, t: 'soon' }, { ...item, failed: 'no' }, null, 'text'] }),
    );
    expect(readOutbox('u0000000001')).toEqual([item]);
    localStorage.setItem(STORAGE_KEYS.outbox, JSON.stringify({ u0000000001: { not: 'a list' } }));
    expect(readOutbox('u0000000001')).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.outbox, '{broken');
    expect(readOutbox('u0000000001')).toEqual([]);
  });
});
