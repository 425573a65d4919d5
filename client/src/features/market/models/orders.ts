// The orders page: my orders newest first, one opened for its detail (fetched fresh, since the mock's clock
// may have shipped it), cancelling one that has not shipped and returning one delivered within the return window
// (either way its total comes back to the balance).
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import type { Order } from './types';

export interface OrdersDeps {
  list(): Promise<Order[]>;
  get(id: string): Promise<Order>;
  cancel(id: string): Promise<Order>;
  giveBack(id: string): Promise<Order>;
  refresh(): Promise<unknown>;
  notify(kind: 'success' | 'error', message: string): void;
  /** The success toast's words. */
  cancelledText(): string;
  returnedText(): string;
}

export const OrdersModel = createModel((deps: OrdersDeps) => {
  const orders = signal<Order[] | null>(null, { name: 'marketOrders' });
  const error = signal<string | null>(null, { name: 'marketOrdersError' });
  const openId = signal<string | null>(null, { name: 'marketOrderOpen' });
  const cancelling = signal<string | null>(null, { name: 'marketOrderCancelling' });

  const put = (order: Order): void => {
    orders.value = orders.peek()?.map((o) => (o.id === order.id ? order : o)) ?? [order];
  };

  async function load(): Promise<void> {
    try {
      orders.value = await deps.list();
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  async function open(id: string | null): Promise<void> {
    openId.value = id;
    if (id === null) return;
    try {
      put(await deps.get(id));
    } catch (e) {
      deps.notify('error', errorMessage(e));
    }
  }

  /**
   * Cancelling or returning: one at a time; on a refusal the order is shown as it is now (it may have shipped, or
   * its return window closed, meanwhile).
   */
  async function change(order: Order, allowed: boolean, call: (id: string) => Promise<Order>, doneText: () => string): Promise<boolean> {
    if (cancelling.peek() !== null || !allowed) return false;
    cancelling.value = order.id;
    try {
      put(await call(order.id));
      deps.notify('success', doneText());
      await deps.refresh();
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      await load();
      return false;
    } finally {
      cancelling.value = null;
    }
  }

  const cancel = (order: Order): Promise<boolean> =>
    change(
      order,
      order.cancellable,
      (id) => deps.cancel(id),
      () => deps.cancelledText(),
    );
  const giveBack = (order: Order): Promise<boolean> =>
    change(
      order,
      order.returnable,
      (id) => deps.giveBack(id),
      () => deps.returnedText(),
    );

  return { orders, error, openId, cancelling, load, open, cancel, giveBack };
});
