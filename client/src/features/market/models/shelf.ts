// A shelf page (trending, featured or a category) and the market search: the products page by page ("Show
// more" appends the next page), the search that narrows them (its words come from the page's URL), saving a
// product in place, and what the page keeps to come back to as it was (Back from a product).
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import type { Product, ProductPage, ProductQuery, Shelf } from './types';

export interface ShelfDeps {
  list(query: ProductQuery): Promise<ProductPage>;
  setSaved(productId: string, saved: boolean): Promise<Product>;
  notify(kind: 'success' | 'error', message: string): void;
}

/** What a shelf page keeps when it is left, to show again on Back: the list as it was and how far down it was read. */
export interface ShelfSnapshot {
  query: string;
  items: Product[];
  total: number;
  nextCursor: string | null;
  scrollY: number;
}

export const ShelfModel = createModel((shelf: Shelf, deps: ShelfDeps) => {
  const items = signal<Product[] | null>(null, { name: 'marketShelfItems' });
  const total = signal(0, { name: 'marketShelfTotal' });
  const nextCursor = signal<string | null>(null, { name: 'marketShelfCursor' });
  const error = signal<string | null>(null, { name: 'marketShelfError' });
  const loadingMore = signal(false, { name: 'marketShelfLoadingMore' });
  /** What the search box holds. */
  const queryText = signal('', { name: 'marketShelfQueryText' });
  /** The search the list shows: it covers the whole market, not only this shelf. */
  const query = signal('', { name: 'marketShelfQuery' });
  // Answers to an older search or shelf are dropped when a newer one was asked meanwhile.
  let generation = 0;

  const queryOf = (cursor?: string): ProductQuery => {
    const text = query.peek();
    return { ...(text ? { query: text } : { shelf }), ...(cursor ? { cursor } : {}) };
  };

  async function load(): Promise<void> {
    const mine = ++generation;
    items.value = null;
    error.value = null;
    try {
      const page = await deps.list(queryOf());
      if (mine !== generation) return;
      items.value = page.items;
      total.value = page.total;
      nextCursor.value = page.nextCursor;
    } catch (e) {
      if (mine === generation) error.value = errorMessage(e);
    }
  }

  async function more(): Promise<void> {
    const cursor = nextCursor.peek();
    if (!cursor || loadingMore.peek()) return;
    const mine = generation;
    loadingMore.value = true;
    try {
      const page = await deps.list(queryOf(cursor));
      if (mine !== generation) return;
      items.value = [...(items.peek() ?? []), ...page.items];
      nextCursor.value = page.nextCursor;
      total.value = page.total;
    } catch (e) {
      deps.notify('error', errorMessage(e));
    } finally {
      loadingMore.value = false;
    }
  }

  /** Shows the shelf narrowed by `text` (the URL's search words; empty for the whole shelf). */
  function show(text: string): Promise<void> {
    queryText.value = text;
    query.value = text;
    return load();
  }

  function snapshot(scrollY: number): ShelfSnapshot | null {
    const list = items.peek();
    if (list === null) return null;
    return { query: query.peek(), items: list, total: total.peek(), nextCursor: nextCursor.peek(), scrollY };
  }

  function restore(kept: ShelfSnapshot): void {
    generation++;
    queryText.value = kept.query;
    query.value = kept.query;
    items.value = kept.items;
    total.value = kept.total;
    nextCursor.value = kept.nextCursor;
    error.value = null;
  }

  /** Puts a changed product (saved, stock) in place. */
  function replace(product: Product): void {
    items.value = items.peek()?.map((p) => (p.id === product.id ? product : p)) ?? null;
  }

  async function toggleSaved(product: Product): Promise<void> {
    try {
      replace(await deps.setSaved(product.id, !product.saved));
    } catch (e) {
      deps.notify('error', errorMessage(e));
    }
  }

  return { items, total, nextCursor, error, loadingMore, queryText, query, load, more, show, snapshot, restore, replace, toggleSaved };
});
