// Issue #29: the display name and bio a person sets in /account/edit-profile show where others see them — the
// profile (name as heading, @username beside it, bio), posts, comments and search results (name first, @username
// secondary); someone who chose no name is shown by their @username alone, as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { user } from '../../../state/session';
import { DiscoverPage } from '../components/discover-page';
import { ProfilePage } from '../components/profile-page';
import SearchDialog from '../components/search-dialog';
import { Comments } from '../components/comments';
import { resetFeeds } from '../models/feeds';
import { recentByUser } from '../models/search';
import { ADA, fakeApi, makePost, ok } from './fake-api';

const BEN = { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' };
const NAMED_BEN = { ...BEN, displayName: 'Ben Carter' };

const inRouter = (node: ReactNode, path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:username" element={<ProfilePage />} />
        <Route path="*" element={node} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  user.value = ADA;
  resetFeeds();
  recentByUser.value = {};
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a post and a comment', () => {
  it('name their author by display name first, the @username beside it', async () => {
    fakeApi({ '/app/feed/list': () => ok({ list: [makePost(300, { author: NAMED_BEN })], page: 1, hasMore: false }) });
    inRouter(<DiscoverPage />);
    const post = await screen.findByRole('article', { name: 'Publicação de Ben Carter (@ben)' });
    const link = within(post).getByRole('link', { name: 'Ben Carter' });
    expect(link.getAttribute('href')).toBe('/@ben');
    expect(within(post).getByText('@ben')).toBeTruthy();
  });

  it('by @username alone when the person chose no name (empty or absent)', async () => {
    fakeApi({ '/app/feed/list': () => ok({ list: [makePost(300, { author: { ...BEN, displayName: ' ' } })], page: 1, hasMore: false }) });
    inRouter(<DiscoverPage />);
    const post = await screen.findByRole('article', { name: 'Publicação de @ben' });
    expect(within(post).getByRole('link', { name: '@ben' })).toBeTruthy();
    expect(within(post).getAllByText('@ben')).toHaveLength(1);
  });

  it('a comment shows its writer the same way', async () => {
    const comment = { id: 'cm0000000001', postId: 'p0000000300', author: NAMED_BEN, text: 'Morning all', createdAt: Date.UTC(2026, 9, 1) };
    fakeApi({ '/app/post/comment/list': () => ok({ list: [comment], page: 1, hasMore: false }) });
    inRouter(<Comments postId="p0000000300" postAuthor="u0000000001" />);
    const item = (await screen.findByText('Morning all')).closest('li')!;
    expect(within(item).getByRole('link', { name: /^Ben Carter/ })).toBeTruthy();
    expect(within(item).getByText('@ben')).toBeTruthy();
  });
});

describe('the profile page', () => {
  it('has the display name as heading, @username beside it and the bio', async () => {
    fakeApi({
      '/app/profile/get': () => ok({ ...NAMED_BEN, nid: 'ben-1-US-u0000000002', bio: 'Trades at dawn.\nLagos.' }),
      '/app/profile/stats': () => ok({ uid: BEN.uid, posts: 0, followers: 1, following: 2, isFollowing: false, isMe: false }),
      '/app/profile/posts': () => ok({ list: [], page: 1, hasMore: false }),
    });
    inRouter(null, '/@ben');
    expect(await screen.findByRole('heading', { level: 1, name: /^Ben Carter/ })).toBeTruthy();
    expect(screen.getByText('@ben')).toBeTruthy();
    expect(screen.getByText(/Trades at dawn\./).textContent).toBe('Trades at dawn.\nLagos.');
    expect(screen.getByRole('region', { name: /Ben Carter \(@ben\)/ })).toBeTruthy();
  });

  it('without a display name or bio: @username as heading, nothing else', async () => {
    fakeApi({
      '/app/profile/get': () =>
        ok({ ...BEN, uid: 'u0000000003', userName: 'chidi', nid: 'chidi-1-US-u0000000003', displayName: '', bio: '' }),
      '/app/profile/stats': () => ok({ uid: 'u0000000003', posts: 0, followers: 1, following: 2, isFollowing: false, isMe: false }),
      '/app/profile/posts': () => ok({ list: [], page: 1, hasMore: false }),
    });
    // Another person than the test above: a profile page's model is kept for the session.
    inRouter(null, '/@chidi');
    expect(await screen.findByRole('heading', { level: 1, name: /^@chidi/ })).toBeTruthy();
    expect(screen.getAllByText('@chidi')).toHaveLength(1);
  });
});

describe('search results', () => {
  it('show the display name first and the @username under it', async () => {
    fakeApi({ '/app/profile/search': () => ok({ list: [NAMED_BEN, { ...BEN, uid: 'u0000000009', userName: 'benny', displayName: '' }] }) });
    inRouter(<SearchDialog />);
    const box = screen.getByLabelText('Buscar nomes de usuário');
    fireEvent.change(box, { target: { value: 'ben' } });
    fireEvent.submit(box.closest('form')!);
    const results = await screen.findByRole('list', { name: 'Resultados' });
    const [named, plain] = within(results).getAllByRole('link');
    expect(named!.textContent).toBe('Ben Carter🇺🇸@ben');
    expect(named!.getAttribute('href')).toBe('/@ben');
    expect(plain!.textContent).toBe('@benny🇺🇸');
  });
});
