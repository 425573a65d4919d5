// A conversation's list: each server message once (by id), local ones replaced by their server copy (by k).
import { describe, expect, it } from 'vitest';
import { mergeMessages, newestServerId, oldestServerId } from '../models/thread';
import type { ChatMessage, ThreadMessage } from '../models/types';

const server = (n: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  i: `m${String(n).padStart(11, '0')}`,
  m: `m${n}`,
  s: 'd',
  t: n,
  u: 'u0000000002',
  ...extra,
});
const local = (k: string): ThreadMessage => ({ i: `local:${k}`, m: k, s: 'p', t: 0, u: 'u0000000001', k });

describe('mergeMessages', () => {
  it('keeps server messages in id order, once each, whatever order and overlap they arrive in', () => {
    const first = mergeMessages([], [server(3), server(1)]);
    const again = mergeMessages(first, [server(2), server(3), server(1)]);
    expect(again.map((m) => m.i)).toEqual([server(1).i, server(2).i, server(3).i]);
  });

  it('updates the state of a message it already has (x: s becomes r)', () => {
    const merged = mergeMessages([{ ...server(1) }], [server(1, { s: 'r' })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.s).toBe('r');
  });

  it('replaces a pending local message with its server copy, and keeps later local ones after the server ones', () => {
    const list = [server(1), local('a'), local('b')].map((m) => ({ ...m })) as ThreadMessage[];
    const merged = mergeMessages(list, [server(5, { k: 'a', u: 'u0000000001', m: 'a' }), server(4)]);
    expect(merged.map((m) => m.i)).toEqual([server(1).i, server(4).i, server(5).i, 'local:b']);
  });

  it('cursors ignore local messages', () => {
    const list = mergeMessages([local('x')], [server(2), server(7)]);
    expect(newestServerId(list)).toBe(server(7).i);
    expect(oldestServerId(list)).toBe(server(2).i);
    expect(newestServerId([local('y')])).toBeUndefined();
  });
});
