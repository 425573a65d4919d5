// The saved page: the products I saved, most recent first; taking one off removes it from the list at once.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import type { Product } from './types';

export interface SavedDeps {
  list(): Promise<Product[]>;
  setSaved(productId: string, saved: boolean): Promise<Product>;
  notify(kind: 'success' | 'error', message: string): void;
}

export const SavedModel = createModel((deps: SavedDeps) => {
  const items = signal<Product[] | null>(null, { name: 'marketSaved' });
  const error = signal<string | null>(null, { name: 'marketSavedError' });

  async function load(): Promise<void> {
    try {
      items.value = await deps.list();
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  async function toggleSaved(product: Product): Promise<void> {
    try {
      const changed = await deps.setSaved(product.id, !product.saved);
      items.value = changed.saved
        ? (items.peek() ?? []).map((p) => (p.id === changed.id ? changed : p))
        : (items.peek() ?? []).filter((p) => p.id !== changed.id);
    } catch (e) {
      deps.notify('error', errorMessage(e));
    }
  }

  /** Puts a changed product (stock after adding to the cart) in place. */
  function replace(product: Product): void {
    items.value = items.peek()?.map((p) => (p.id === product.id ? product : p)) ?? null;
  }

  return { items, error, load, toggleSaved, replace };
});
