// Adding a product to the cart from anywhere in the market, with the outcome as a toast.
import { useState } from 'react';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../state/toasts';
import { getCart } from '../api/get-cart';
import { setCartQuantity } from '../api/set-cart';
import { addToCart } from '../models/add-to-cart';
import type { Cart } from '../models/types';
import './market-messages';

/** [add, busy product id]: add(productId, quantity) answers the cart once the units are in it (null when refused). */
export function useAddToCart(): [(productId: string, quantity?: number) => Promise<Cart | null>, string | null] {
  const [busy, setBusy] = useState<string | null>(null);
  const add = async (productId: string, quantity = 1): Promise<Cart | null> => {
    setBusy(productId);
    try {
      const cart = await addToCart({ get: getCart, set: setCartQuantity }, productId, quantity);
      toast.success(t('market.product.added', { count: cart.count }));
      return cart;
    } catch (error) {
      toast.error(errorMessage(error));
      return null;
    } finally {
      setBusy(null);
    }
  };
  return [add, busy];
}
