// A game hidden with Escape or the backdrop, or a wait in the online queue, stays in sight outside the game's pages
// (issue #29): PlayHost shows the pill while a game goes on with its modal closed (pressing it reopens the game) or
// while the person waits for an opponent (Cancel leaves the queue), never on one of /play's pages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { closeModal, modal, openModal } from '../../../state/modal';
import { PlayHost } from '../components/play-host';
import { playState } from '../models/play-sync';
import { game, matchmaking } from '../models/play-state';

const active = {
  i: 'g1',
  s: 'active' as const,
  m: false,
  p: false,
  c: true,
  t: Date.now(),
  g: 'c',
  u: 'u0000000002',
  n: 'ben-1-US-u0000000002',
};

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401 })),
  );
  await playState();
});
afterEach(() => {
  game.clear();
  matchmaking.reset();
  closeModal();
  vi.unstubAllGlobals();
});

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PlayHost />
    </MemoryRouter>,
  );

describe('the hidden game pill', () => {
  it('shows outside the play pages while a game goes on with its modal closed, and brings the game back', async () => {
    act(() => game.sync(active));
    at('/discover');
    await vi.waitFor(() => expect(document.body.innerHTML).toContain('play-pill'), { timeout: 5000 });
    const pill = await screen.findByRole('button', { name: /Partida com ben em andamento/ });
    expect(pill.textContent).toMatch(/\d+ s$/);
    fireEvent.click(pill);
    await vi.waitFor(() => expect(modal.value.show).toBe(true));
    expect(modal.value.label).toBe('Pedra, papel e tesoura');
    expect(screen.queryByRole('button', { name: /Partida com ben/ })).toBeNull();
  });

  it('does not show on the game’s own pages, over another modal, or with no game', async () => {
    at('/discover');
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Partida com/ })).toBeNull();
    act(() => game.sync(active));
    expect(await screen.findByRole('button', { name: /Partida com ben/ }, { timeout: 5000 })).toBeTruthy();
    act(() => openModal(<p>Something else</p>));
    expect(screen.queryByRole('button', { name: /Partida com ben/ })).toBeNull();
    act(() => closeModal());
    expect(await screen.findByRole('button', { name: /Partida com ben/ }, { timeout: 5000 })).toBeTruthy();
    act(() => game.clear());
    expect(screen.queryByRole('button', { name: /Partida com ben/ })).toBeNull();
  });

  it('is not on /play or /play/friend, where the game shows in full', async () => {
    act(() => game.sync(active));
    for (const path of ['/play', '/play/friend']) {
      const view = at(path);
      await act(async () => {});
      expect(screen.queryByRole('button', { name: /Partida com/ })).toBeNull();
      view.unmount();
    }
  });

  it('a wait in the online queue shows outside /play/online too, with Cancel to leave it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'success', code: 'play.queueLeft', message: 'You left the queue', data: null }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    act(() => matchmaking.reconcile('b', matchmaking.mark()));
    at('/inbox');
    await vi.waitFor(() => expect(document.body.textContent).toContain('Aguardando um oponente com 20 OSBT…'), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(matchmaking.status.value).toBe('idle'));
    expect(screen.queryByText('Aguardando um oponente com 20 OSBT…')).toBeNull();
  });
});
