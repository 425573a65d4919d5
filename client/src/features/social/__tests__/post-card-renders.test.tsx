// Drawing a page a few posts per task must not re-render the cards already drawn: each card renders once while
// the rest of the page arrives (PostCard is memoised on its id and flags).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { user } from '../../../state/session';
import { registerMessages } from '../../../i18n/catalogue';
import { pages } from '../../../i18n/messages/pages';
import { DiscoverPage } from '../components/discover-page';
import { resetFeeds } from '../models/feeds';
import { extraTags } from '../models/extra-tags';
import { ADA, fakeApi, makePost, ok } from './fake-api';

// Every PostCard render asks for its post's extra tags once: the calls count the renders, card by card.
vi.mock('../models/extra-tags', async (importOriginal) => {
  const original = await importOriginal<typeof import('../models/extra-tags')>();
  return { extraTags: vi.fn(original.extraTags) };
});

registerMessages('pages', pages);

beforeEach(() => {
  user.value = ADA;
  resetFeeds();
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('<PostCard> in a list being drawn', () => {
  it('renders each card once while the other posts of the page are drawn', async () => {
    vi.useFakeTimers();
    fakeApi({ '/app/feed/list': () => ok({ list: Array.from({ length: 10 }, (_, i) => makePost(300 - i)), page: 1, hasMore: false }) });
    render(
      <MemoryRouter>
        <DiscoverPage />
      </MemoryRouter>,
    );
    await act(async () => {
      for (let i = 0; i < 50; i++) await Promise.resolve();
    });
    for (let step = 0; step < 10; step++) {
      await act(async () => {
        vi.advanceTimersToNextTimer();
      });
    }
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const rendersById = new Map<string, number>();
    for (const [post] of vi.mocked(extraTags).mock.calls) rendersById.set(post.id, (rendersById.get(post.id) ?? 0) + 1);
    expect(rendersById.size).toBe(10);
    expect([...rendersById.values()].every((count) => count === 1)).toBe(true);
  });

  it('switching feed tabs re-renders no card: each opened feed stays mounted, the other one hidden', async () => {
    vi.useFakeTimers();
    fakeApi({
      '/app/feed/list': (body) =>
        (body as { feed: string }).feed === 'following'
          ? ok({ list: [makePost(7)], page: 1, hasMore: false })
          : ok({ list: Array.from({ length: 6 }, (_, i) => makePost(300 - i)), page: 1, hasMore: false }),
    });
    render(
      <MemoryRouter>
        <DiscoverPage />
      </MemoryRouter>,
    );
    const settle = async () => {
      await act(async () => {
        for (let i = 0; i < 50; i++) await Promise.resolve();
      });
      for (let step = 0; step < 10; step++) {
        await act(async () => {
          vi.advanceTimersToNextTimer();
        });
      }
    };
    await settle();
    fireEvent.click(screen.getByRole('tab', { name: 'Seguindo' }));
    await settle();
    vi.mocked(extraTags).mockClear();
    for (const tab of ['Para você', 'Seguindo', 'Para você']) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      await settle();
    }
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(7);
    expect(vi.mocked(extraTags)).not.toHaveBeenCalled();
  });
});
