// The chat list re-renders only the rows that changed: a message sent in one chat (or a chat opened) must not draw
// every row again, which on a phone held the send's frame back (the bench's INP section, decision 043).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { chats } from '../models/chat-list';
import { ChatList } from '../components/chat-list';
import { listTime } from '../components/format';
import type { ChatSummary } from '../models/types';

// Every ChatRow render formats its time once: the calls count the renders, row by row.
vi.mock('../components/format', async (importOriginal) => {
  const original = await importOriginal<typeof import('../components/format')>();
  return { ...original, listTime: vi.fn(original.listTime) };
});

const summary = (n: number, text = 'hello'): ChatSummary => ({
  id: `chat${String(n).padStart(8, '0')}`,
  type: 'chat',
  nid: `p${n}-1-US-u0000000002`,
  name: `p${n}`,
  t: 1_700_000_000_000 + n,
  l: { i: `m0000000000${n}`, m: text, s: 'd', t: 1_700_000_000_000 + n, u: 'u0000000002' },
  u: 0,
});

afterEach(() => {
  act(() => {
    chats.value = {};
  });
});

describe('ChatList rows', () => {
  it('re-renders only the chat whose summary changed', () => {
    render(
      <MemoryRouter>
        <ChatList />
      </MemoryRouter>,
    );
    const all = Array.from({ length: 8 }, (_, i) => summary(i + 1));
    act(() => {
      chats.value = Object.fromEntries(all.map((c) => [c.id, c]));
    });
    expect(screen.getAllByRole('link', { name: /^p\d/ })).toHaveLength(8);
    vi.mocked(listTime).mockClear();
    const changed = { ...summary(3, 'a new message'), t: 1_800_000_000_000 };
    act(() => {
      chats.value = { ...chats.peek(), [changed.id]: changed };
    });
    expect(screen.getByText('a new message')).toBeTruthy();
    expect(vi.mocked(listTime)).toHaveBeenCalledTimes(1);
  });
});

describe('ChatList windowing', () => {
  it('mounts a bounded number of rows of 5,000 chats, each with its place in the whole list', () => {
    render(
      <MemoryRouter>
        <ChatList />
      </MemoryRouter>,
    );
    const all = Array.from({ length: 5000 }, (_, i) => summary(i + 1));
    act(() => {
      chats.value = Object.fromEntries(all.map((c) => [c.id, c]));
    });
    const list = screen.getByRole('list', { name: /./ });
    const rows = list.querySelectorAll('li');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(60);
    // Newest first: the first row is the newest chat, placed 1 of 5,000.
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('5000');
    expect(rows[0]?.textContent).toContain('p5000');
    // The rows not mounted keep their space, so the scroll height stays that of the whole list.
    const padding = Number.parseFloat(list.style.paddingBottom);
    expect(padding).toBeGreaterThan((5000 - 60) * 60);
  });

  it('mounts every row of a list within the cap (60), as before windowing', () => {
    render(
      <MemoryRouter>
        <ChatList />
      </MemoryRouter>,
    );
    const all = Array.from({ length: 50 }, (_, i) => summary(i + 1));
    act(() => {
      chats.value = Object.fromEntries(all.map((c) => [c.id, c]));
    });
    const list = screen.getByRole('list', { name: /./ });
    expect(list.querySelectorAll('li')).toHaveLength(50);
    expect(list.querySelectorAll('li')[49]?.getAttribute('aria-posinset')).toBe('50');
  });
});
