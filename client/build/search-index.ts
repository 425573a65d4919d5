// The docs search's index, built at build time (content-plugin.ts) from the docs and guides pages of one language:
// a MiniSearch index of each page's stretches under its headings, serialised as JSON; the search dialog loads it
// (and MiniSearch) only when someone opens it, so it works offline once loaded and weighs on no page until then.
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, type SearchDocument } from '../src/features/marketing/content/search-options.ts';
import type { TextSection } from './markdown.ts';

export interface IndexedPage {
  /** The page's URL in its language ("/en/docs/cloud/x"). */
  url: string;
  title: string;
  description: string;
  sections: readonly TextSection[];
}

/** The documents of a page: its lead and intro under the page's own URL, then one per heading (URL#id). */
export function searchDocuments(page: IndexedPage): SearchDocument[] {
  return page.sections.map((section) => ({
    id: section.id ? `${page.url}#${section.id}` : page.url,
    page: page.title,
    heading: section.heading ?? '',
    text: section.id ? section.text : `${page.description}\n${section.text}`,
  }));
}

export function buildSearchIndex(pages: readonly IndexedPage[]): string {
  const index = new MiniSearch<SearchDocument>({
    ...SEARCH_OPTIONS,
    fields: [...SEARCH_OPTIONS.fields],
    storeFields: [...SEARCH_OPTIONS.storeFields],
  });
  const documents = pages.flatMap(searchDocuments);
  // A page whose Markdown starts with a heading still gets a document of its own (its lead).
  for (const page of pages)
    if (!documents.some((d) => d.id === page.url)) documents.push({ id: page.url, page: page.title, heading: '', text: page.description });
  index.addAll(documents);
  return JSON.stringify(index);
}
