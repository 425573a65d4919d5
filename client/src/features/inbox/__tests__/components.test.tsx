// Inbox components in jsdom: the new-chat and community dialogs' rules and messages, the windowed list's cap
// of 60 mounted rows over 10,000 messages, and the chat list re-rendering from its signal.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { chats } from '../models/chat-list';
import { ChatList } from '../components/chat-list';
import { StateMark } from '../components/conversation-page';
import { CreateCommunityDialog } from '../components/create-community-dialog';
import { WindowedList } from '../components/message-list';
import { NewChatDialog } from '../components/new-chat-dialog';
import { MAX_MOUNTED_ROWS } from '../../../lib/windowing/windowing';
import type { ChatSummary } from '../models/types';

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('NewChatDialog', () => {
  it('keeps Message disabled until the username is valid, lowercases it and shows the spec message', () => {
    inRouter(<NewChatDialog />);
    const button = screen.getByRole('button', { name: 'Mensagem' });
    const input = screen.getByLabelText('Nome de usuário');
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'AB' } });
    expect(input).toHaveProperty('value', 'ab');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid username (3–25 letters, numbers, or underscores)');
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'Ben_2' } });
    expect(input).toHaveProperty('value', 'ben_2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button).toHaveProperty('disabled', false);
  });
});

describe('CreateCommunityDialog', () => {
  it('takes up to 50 characters but accepts a name only under 25, with the spec message', () => {
    inRouter(<CreateCommunityDialog />);
    const name = screen.getByLabelText('Nome');
    expect(name.getAttribute('maxLength')).toBe('50');
    expect(screen.getByLabelText('Descrição').getAttribute('maxLength')).toBe('200');
    fireEvent.change(name, { target: { value: 'a'.repeat(25) } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid name (3–25 letters, numbers, or underscores)');
    fireEvent.change(name, { target: { value: 'a'.repeat(24) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('WindowedList', () => {
  it('mounts at most 60 rows of a 10,000-message conversation', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `m${i}`, text: `message ${i}` }));
    render(
      <WindowedList items={items} keyOf={(item) => item.id} renderRow={(item) => <p>{item.text}</p>} header={null} label="Mensagens" />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
  });
});

describe('ChatList', () => {
  it('re-renders when the chats signal changes, and tells communities apart', () => {
    inRouter(<ChatList />);
    const row = (id: string, type: ChatSummary['type'], name: string, u: number): ChatSummary => ({
      id,
      type,
      nid: type === 'chat' ? `${name}-1-US-u0000000002` : name,
      name,
      t: 1_700_000_000_000,
      l: { i: 'm00000000001', m: 'hello', s: 'd', t: 1, u: 'u0000000002' },
      u,
    });
    act(() => {
      chats.value = {
        abcdefghijkl: row('abcdefghijkl', 'chat', 'ben', 2),
        abcdefghijklmn: row('abcdefghijklmn', 'community', 'lagos_devs', 0),
      };
    });
    expect(screen.getByRole('link', { name: /^ben\s*· 2 não lidas/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^lagos_devs\s*· Comunidade/ })).toBeTruthy();
    act(() => {
      chats.value = {};
    });
  });
});

describe('StateMark', () => {
  it('says why the server refused a message for good (its message), and offers Retry', () => {
    const onRetry = vi.fn();
    render(
      <StateMark
        message={{ i: 'local:k1', m: 'hi', s: 'f', t: 1, u: 'u0000000002', k: 'k1', why: 'Your account is suspended until 1 Dec 2026' }}
        showLabel
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('Não enviada')).toBeTruthy();
    expect(screen.getByText('Your account is suspended until 1 Dec 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a failed message without a reason (restored after a reload) as not sent, with Retry', () => {
    const { container } = render(
      <StateMark message={{ i: 'local:k2', m: 'hi', s: 'f', t: 1, u: 'u0000000002', k: 'k2' }} showLabel onRetry={() => undefined} />,
    );
    expect(container.textContent).toBe('Não enviadaTentar de novo');
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});

describe('Composer', () => {
  it('issue #29: a paste past 2000 characters is kept whole, the counter says so in red and Send waits', async () => {
    const { Composer } = await import('../components/composer');
    const { setDraft } = await import('../models/drafts');
    const onSend = vi.fn(() => true);
    setDraft('c-limit', '');
    render(<Composer conversation="c-limit" disabled={false} onSend={onSend} />);
    const box = screen.getByLabelText('Mensagem');
    expect(box.getAttribute('maxLength')).toBeNull();
    fireEvent.change(box, { target: { value: 'x'.repeat(2003) } });
    expect(box).toHaveProperty('value', 'x'.repeat(2003));
    expect(screen.getByRole('alert').textContent).toBe('2003/2000: 3 a mais, encurte a mensagem para enviar.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'x'.repeat(2000) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('x'.repeat(2000));
  });
});
