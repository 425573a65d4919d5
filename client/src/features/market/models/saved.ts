// The saved page: the products I saved, most recent first; taking one off removes it from the list at once, and
// "Move to cart" puts one unit in the cart and then takes it off the list.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import type { Product } from './types';

export interface SavedDeps {
  list(): Promise<Product[]>;
  setSaved(productId: string, saved: boolean): Promise<Product>;
  /** Adds one unit to my cart. */
  addToCart(productId: string): Promise<unknown>;
  notify(kind: 'success' | 'error', message: string): void;
  /** The toast's words once a product moved to the cart. */
  movedText(): string;
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

  /** The product goes in the cart first, then off the list: a refused add (sold out) leaves it saved. */
  async function moveToCart(product: Product): Promise<boolean> {
    try {
      await deps.addToCart(product.id);
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    }
    try {
      await deps.setSaved(product.id, false);
      items.value = (items.peek() ?? []).filter((p) => p.id !== product.id);
    } catch {
      // In the cart and still saved: the list shows it as it is.
      await load();
    }
    deps.notify('success', deps.movedText());
    return true;
  }

  /** Puts a changed product (stock after adding to the cart) in place. */
  function replace(product: Product): void {
    items.value = items.peek()?.map((p) => (p.id === product.id ? product : p)) ?? null;
  }

  return { items, error, load, toggleSaved, replace, moveToCart };
});
