// A post's own page (/@{author}/post/{id}): the post with its comments open and its time relative ("há 5 min.")
// with the exact time in its accessible name; the card's time and "copy link" give the permalink; an id nobody has is not found;
// a link under another name moves to the author's.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PostPage } from '../components/post-page';
import { eachTestAsAda, fakeApi, makePost, ok, refuse } from './fake-api';

eachTestAsAda();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:username/post/:id" element={<PostPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('the post page', () => {
  it('shows the post with its comments open, its time relative and linking to itself', async () => {
    const post = makePost(7, { createdAt: Date.now() - 5 * 60_000, comments: 1 });
    const api = fakeApi({
      '/app/post/get': () => ok(post),
      '/app/post/comment/list': () => ok({ list: [], page: 1, hasMore: false }),
    });
    at('/@ben/post/p0000000007');
    const time = await screen.findByText('há 5 min.');
    expect(time.tagName).toBe('TIME');
    // The exact time is in the permalink's name (and its tooltip on hover and focus), not only in a title.
    const link = screen.getByRole('link', { name: /^há 5 min\. .*20\d\d/ });
    expect(link.getAttribute('href')).toBe('/@ben/post/p0000000007');
    expect(link.contains(time)).toBe(true);
    expect(screen.getByRole('button', { name: /comentário/ }).getAttribute('aria-expanded')).toBe('true');
    expect(api.calls[0]).toMatchObject({ path: '/app/post/get', body: { id: 'p0000000007' } });
  });

  it('copies the permalink from the post menu', async () => {
    fakeApi({ '/app/post/get': () => ok(makePost(7)), '/app/post/comment/list': () => ok({ list: [], page: 1, hasMore: false }) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    at('/@ben/post/p0000000007');
    fireEvent.click(await screen.findByRole('button', { name: 'Opções da publicação' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copiar link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/@ben/post/p0000000007`));
  });

  it('moves a link under another name to the author’s', async () => {
    fakeApi({ '/app/post/get': () => ok(makePost(7)), '/app/post/comment/list': () => ok({ list: [], page: 1, hasMore: false }) });
    at('/@chidi/post/p0000000007');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/@ben/post/p0000000007'));
  });

  it('says not found for an id nobody has, with the way back to Discover', async () => {
    fakeApi({ '/app/post/get': () => refuse(404, 'Post not found') });
    at('/@ben/post/p0000009999');
    expect(await screen.findByText('Esta publicação não existe ou foi apagada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao Descobrir' }).getAttribute('href')).toBe('/discover');
  });
});
