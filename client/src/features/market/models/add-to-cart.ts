// Adding to the cart from a product card or its detail: the cart API sets a line's quantity, so adding reads
// the cart first and sets the line to what it held plus the units added (capped by the API's own checks).
import type { Cart } from './types';

export interface AddToCartDeps {
  get(): Promise<Cart>;
  set(productId: string, quantity: number): Promise<Cart>;
}

/** Adds `quantity` units; answers the cart after the change. */
export async function addToCart(deps: AddToCartDeps, productId: string, quantity: number): Promise<Cart> {
  const cart = await deps.get();
  const held = cart.lines.find((line) => line.product.id === productId)?.quantity ?? 0;
  return deps.set(productId, held + quantity);
}
