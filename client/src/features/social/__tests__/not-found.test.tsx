// Issue #28: an address that cannot name a tag shows the page's not-found state with a way back, never a retry and
// never a call that cannot work.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';

const listTagPosts = vi.fn();
vi.mock('../api/list-tag-posts', () => ({ listTagPosts: (...args: unknown[]) => listTagPosts(...args) }));
const getTag = vi.fn();
vi.mock('../api/get-tag', () => ({ getTag: (...args: unknown[]) => getTag(...args) }));

const { TagPage } = await import('../components/tag-page');

afterEach(() => {
  language.value = 'pt';
});

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tag/:tag" element={<TagPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('tag page: an address that names no tag', () => {
  it.each([
    ['pt', 'Não encontrado', 'Voltar ao Descobrir'],
    ['en', 'Not found', 'Back to Discover'],
  ] as const)('in %s shows not found with the way back to Discover, and asks the API nothing', async (lang, heading, back) => {
    language.value = lang;
    at('/tag/no%20such-tag!');
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe('/discover');
    expect(screen.queryByRole('button', { name: /Tentar de novo|Try again/ })).toBeNull();
    expect(listTagPosts).not.toHaveBeenCalled();
    expect(getTag).not.toHaveBeenCalled();
  });
});

describe('tag page: a tag of any language (issue #29)', () => {
  it('/tag/M%C3%BAsica asks the API for the tag "música", the stored form', async () => {
    getTag.mockResolvedValue({ data: { tag: 'música', posts: 1, followers: 0, isFollowing: false } });
    listTagPosts.mockResolvedValue({ data: { list: [], page: 1, hasMore: false } });
    at('/tag/M%C3%BAsica');
    expect(await screen.findByRole('heading', { level: 1, name: '#música' })).toBeTruthy();
    expect(getTag).toHaveBeenCalledWith({ tag: 'música' });
  });
});
