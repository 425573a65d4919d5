// The cart page: lines with their quantities (each change goes to the API, which answers the whole cart), the
// total against my OSBT balance, and checkout with one client request id per intended order, kept through
// retries so a repeated tap or a lost answer never buys twice. The order goes to an address of my book: the
// default is chosen first, and without any address there is no checkout (the server answers 422 too).
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { randomId } from '../../../lib/random-id';
import { checkoutBlock } from './rules';
import type { Cart, DeliveryAddress, Order } from './types';

/** Long enough that two checkouts of one person never share an id (openapi PayClientRequestId). */
const REQUEST_ID_LENGTH = 20;
export const newCheckoutId = (): string => `checkout-${randomId(REQUEST_ID_LENGTH)}`;

export interface CartDeps {
  get(): Promise<Cart>;
  set(productId: string, quantity: number): Promise<Cart>;
  /** Puts a product on my saved list ("Save for later" takes it out of the cart onto it). */
  save(productId: string): Promise<unknown>;
  checkout(requestId: string, addressId: string): Promise<Order>;
  addresses(): Promise<DeliveryAddress[]>;
  /** Brings the rest of the app up to date after money moved (the balance in the top bar). */
  refresh(): Promise<unknown>;
  notify(kind: 'success' | 'error', message: string): void;
  /** The toast's words once a line moved to the saved list. */
  savedText(): string;
}

export const CartModel = createModel((deps: CartDeps) => {
  const cart = signal<Cart | null>(null, { name: 'marketCart' });
  const error = signal<string | null>(null, { name: 'marketCartError' });
  /** The product whose line is changing. */
  const updating = signal<string | null>(null, { name: 'marketCartUpdating' });
  const placing = signal(false, { name: 'marketCartPlacing' });
  const checkoutError = signal<string | null>(null, { name: 'marketCheckoutError' });
  const placed = signal<Order | null>(null, { name: 'marketPlacedOrder' });
  /** My address book; null until loaded. */
  const addresses = signal<DeliveryAddress[] | null>(null, { name: 'marketAddresses' });
  const addressId = signal<string | null>(null, { name: 'marketAddressId' });
  const block = computed(() => (cart.value ? checkoutBlock(cart.value) : null));
  /** Checkout waits for an address: none chosen (the book is empty or not loaded yet). */
  const needsAddress = computed(() => addressId.value === null);
  let requestId = newCheckoutId();

  async function load(): Promise<void> {
    try {
      const [next, book] = await Promise.all([deps.get(), addresses.peek() ?? deps.addresses()]);
      cart.value = next;
      addresses.value = book;
      // Keep the choice while it is in the book; otherwise the default (listed first).
      if (!book.some((a) => a.id === addressId.peek())) addressId.value = (book.find((a) => a.isDefault) ?? book[0])?.id ?? null;
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  /** "Save for later": the product goes on my saved list first, then leaves the cart (never lost in between). */
  async function saveForLater(productId: string): Promise<boolean> {
    if (updating.peek() !== null) return false;
    try {
      await deps.save(productId);
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    }
    const moved = await setQuantity(productId, 0);
    if (moved) deps.notify('success', deps.savedText());
    return moved;
  }

  async function setQuantity(productId: string, quantity: number): Promise<boolean> {
    if (updating.peek() !== null) return false;
    updating.value = productId;
    checkoutError.value = null;
    try {
      cart.value = await deps.set(productId, quantity);
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      // The stock may have moved meanwhile: show the cart as it is now.
      await load();
      return false;
    } finally {
      updating.value = null;
    }
  }

  async function checkout(): Promise<Order | null> {
    const to = addressId.peek();
    if (placing.peek() || block.peek() !== null || to === null) return null;
    placing.value = true;
    checkoutError.value = null;
    try {
      const order = await deps.checkout(requestId, to);
      requestId = newCheckoutId();
      placed.value = order;
      await Promise.all([load(), deps.refresh()]);
      return order;
    } catch (e) {
      checkoutError.value = errorMessage(e);
      await load();
      return null;
    } finally {
      placing.value = false;
    }
  }

  function chooseAddress(id: string): void {
    addressId.value = id;
  }

  return {
    cart,
    error,
    updating,
    placing,
    checkoutError,
    placed,
    block,
    addresses,
    addressId,
    needsAddress,
    load,
    setQuantity,
    chooseAddress,
    checkout,
    saveForLater,
  };
});
