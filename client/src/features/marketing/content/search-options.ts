// The docs search's MiniSearch options, one module for the build that writes the index (build/search-index.ts)
// and the page that loads it (components/docs-search.tsx): both must split and fold words the same way.

/** Lower case without accents, so "configuracoes" finds "configurações" and "Cloud" finds "cloud". */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** One searchable stretch of a page: its text under one heading (or before the first). */
export interface SearchDocument {
  /** The page's path in its language, with the heading's #id when there is one. */
  id: string;
  page: string;
  heading: string;
  text: string;
}

export const SEARCH_OPTIONS = {
  fields: ['page', 'heading', 'text'],
  storeFields: ['page', 'heading'],
  processTerm: foldTerm,
} as const;

export const SEARCH_QUERY_OPTIONS = {
  boost: { page: 3, heading: 2 },
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND',
} as const;
