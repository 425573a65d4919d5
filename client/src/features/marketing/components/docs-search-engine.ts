// The docs search's engine, a chunk of its own loaded when someone opens the search: MiniSearch and the index the
// build wrote for the reader's language (build/search-index.ts, virtual:osb-search/<lang>).
import MiniSearch from 'minisearch';
import type { Language } from '../../../state/language';
import { SEARCH_OPTIONS, SEARCH_QUERY_OPTIONS, type SearchDocument } from '../content/search-options';

const INDEXES: Record<Language, () => Promise<{ default: string }>> = {
  pt: () => import('virtual:osb-search/pt'),
  en: () => import('virtual:osb-search/en'),
};

export interface SearchHit {
  /** The page's URL in the reader's language, with #heading when the words are under one. */
  id: string;
  page: string;
  heading: string;
}

/** At most this many results: the first ones are what a reader looks at. */
const MAX_HITS = 8;

export type Search = (query: string) => SearchHit[];

/** A search over an index serialised by the build (exported for the tests, which build one). */
export function searchOver(json: string): Search {
  const index = MiniSearch.loadJSON<SearchDocument>(json, {
    ...SEARCH_OPTIONS,
    fields: [...SEARCH_OPTIONS.fields],
    storeFields: [...SEARCH_OPTIONS.storeFields],
  });
  return (query) =>
    index
      .search(query, { ...SEARCH_QUERY_OPTIONS, boost: { ...SEARCH_QUERY_OPTIONS.boost } })
      .slice(0, MAX_HITS)
      .map((hit) => ({ id: String(hit.id), page: String(hit.page), heading: String(hit.heading) }));
}

export async function loadSearch(lang: Language): Promise<Search> {
  return searchOver((await INDEXES[lang]()).default);
}
