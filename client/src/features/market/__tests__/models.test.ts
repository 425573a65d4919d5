// Screen models with fake calls: shelf paging and search (stale answers dropped), the cart's checkout (one request
// id per intended order, kept through a retry), cancelling an order, and unsaving from the saved list.
import { describe, expect, it, vi } from 'vitest';
import { loadCodeTexts } from '../../../i18n/api-text-load';
import { ApiError } from '../../../lib/api/errors';
import { CartModel } from '../models/cart';
import { OrdersModel } from '../models/orders';
import { ReviewsModel } from '../models/reviews';
import { SavedModel } from '../models/saved';
import { ShelfModel } from '../models/shelf';
import type { ProductPage, ProductQuery } from '../models/types';
import { cart, order, product } from './fixtures';

const notify = () => undefined;
const HOME = {
  id: 'ad00000001',
  label: 'Home',
  name: 'Ada Obi',
  line1: '12 Marina Road',
  line2: '',
  city: 'Lagos',
  region: 'Lagos',
  postalCode: '101001',
  country: 'NG',
  phone: '+2348012345678',
  isDefault: true,
};

describe('ShelfModel', () => {
  it('loads its shelf, appends the next page, and searches the whole market', async () => {
    const list = vi.fn(async (query: ProductQuery): Promise<ProductPage> => {
      if (query.cursor) return { items: [product({ id: 'pr00000013' })], nextCursor: null, total: 13 };
      return { items: [product()], nextCursor: query.query ? null : '12', total: query.query ? 1 : 13 };
    });
    const model = new ShelfModel('electronics', { list, setSaved: vi.fn(), notify });
    await model.load();
    expect(list).toHaveBeenLastCalledWith({ shelf: 'electronics' });
    expect(model.nextCursor.value).toBe('12');
    await model.more();
    expect(list).toHaveBeenLastCalledWith({ shelf: 'electronics', cursor: '12' });
    expect(model.items.value?.map((p) => p.id)).toEqual(['pr00000001', 'pr00000013']);
    await model.show('headphones');
    expect(list).toHaveBeenLastCalledWith({ query: 'headphones' });
    expect(model.query.value).toBe('headphones');
    expect(model.queryText.value).toBe('headphones');
    await model.show('');
    expect(list).toHaveBeenLastCalledWith({ shelf: 'electronics' });
  });

  it('keeps what it shows to come back to, and shows it again without asking', async () => {
    const list = vi.fn(async (): Promise<ProductPage> => ({ items: [product()], nextCursor: '12', total: 13 }));
    const model = new ShelfModel('electronics', { list, setSaved: vi.fn(), notify });
    expect(model.snapshot(0)).toBeNull();
    await model.show('phones');
    const kept = model.snapshot(640);
    expect(kept).toEqual({ query: 'phones', items: [product()], total: 13, nextCursor: '12', scrollY: 640 });
    const again = new ShelfModel('electronics', { list, setSaved: vi.fn(), notify });
    again.restore(kept!);
    expect(again.items.value).toEqual([product()]);
    expect(again.queryText.value).toBe('phones');
    expect(again.nextCursor.value).toBe('12');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of an older search that arrives after a newer one', async () => {
    let release: (page: ProductPage) => void = () => undefined;
    const slow = new Promise<ProductPage>((resolve) => (release = resolve));
    const list = vi
      .fn<(q: ProductQuery) => Promise<ProductPage>>()
      .mockReturnValueOnce(slow)
      .mockResolvedValueOnce({ items: [product({ id: 'pr00000002' })], nextCursor: null, total: 1 });
    const model = new ShelfModel('foods', { list, setSaved: vi.fn(), notify });
    const first = model.load();
    await model.show('rice');
    release({ items: [product()], nextCursor: null, total: 1 });
    await first;
    expect(model.items.value?.map((p) => p.id)).toEqual(['pr00000002']);
  });

  it('saving puts the changed product in place; a failure is told, not thrown', async () => {
    const toast = vi.fn();
    const setSaved = vi
      .fn()
      .mockResolvedValueOnce(product({ saved: true }))
      .mockRejectedValueOnce(new ApiError('Product not found'));
    const model = new ShelfModel('trending', {
      list: async () => ({ items: [product()], nextCursor: null, total: 1 }),
      setSaved,
      notify: toast,
    });
    await model.load();
    await model.toggleSaved(product());
    expect(setSaved).toHaveBeenCalledWith('pr00000001', true);
    expect(model.items.value?.[0]?.saved).toBe(true);
    await model.toggleSaved(product({ saved: true }));
    expect(toast).toHaveBeenCalledWith('error', 'Product not found');
  });
});

describe('CartModel', () => {
  const full = cart([{ product: product(), quantity: 2 }]);

  it('keeps the request id through a failed checkout and takes a new one after an order is placed', async () => {
    const checkout = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('“Noise-cancelling headphones” is out of stock: change your cart and try again', 409, 'market.outOfStockInCart', {
          title: 'Noise-cancelling headphones',
        }),
      )
      .mockResolvedValue(order());
    const refresh = vi.fn(async () => undefined);
    const model = new CartModel({
      save: vi.fn(),
      savedText: () => 'Saved for later',
      get: async () => full,
      set: vi.fn(),
      checkout,
      addresses: async () => [HOME],
      refresh,
      notify,
    });
    await model.load();
    await loadCodeTexts('market.outOfStockInCart');
    expect(await model.checkout()).toBeNull();
    // In the reader's language (pt by default), the product named.
    expect(model.checkoutError.value).toBe('“Noise-cancelling headphones” está esgotado: ajuste o carrinho e tente de novo');
    expect(await model.checkout()).toEqual(order());
    expect(checkout.mock.calls[0]?.[0]).toBe(checkout.mock.calls[1]?.[0]);
    expect(checkout.mock.calls[0]?.[0]).toMatch(/^checkout-[A-Za-z0-9_-]{20}$/);
    // The default address is chosen first and goes with the order.
    expect(checkout.mock.calls[0]?.[1]).toBe(HOME.id);
    expect(model.placed.value?.id).toBe('mo00000001');
    expect(refresh).toHaveBeenCalled();
    await model.checkout();
    expect(checkout.mock.calls[2]?.[0]).not.toBe(checkout.mock.calls[1]?.[0]);
  });

  it('does not send a checkout the balance or the stock cannot cover', async () => {
    const checkout = vi.fn();
    const poor = new CartModel({
      save: vi.fn(),
      savedText: () => 'Saved for later',
      get: async () => cart([{ product: product(), quantity: 2 }], 100),
      set: vi.fn(),
      checkout,
      addresses: async () => [HOME],
      refresh: vi.fn(),
      notify,
    });
    await poor.load();
    expect(poor.block.value).toEqual({ kind: 'balance', missing: 158 });
    expect(await poor.checkout()).toBeNull();
    expect(checkout).not.toHaveBeenCalled();
  });

  it('a refused quantity is told and the cart re-read as it is now', async () => {
    const toast = vi.fn();
    const get = vi.fn(async () => full);
    const model = new CartModel({
      save: vi.fn(),
      savedText: () => 'Saved for later',
      get,
      set: vi.fn().mockRejectedValue(new ApiError('Only 1 of “X” left in stock')),
      checkout: vi.fn(),
      addresses: async () => [HOME],
      refresh: vi.fn(),
      notify: toast,
    });
    await model.load();
    expect(await model.setQuantity('pr00000001', 5)).toBe(false);
    expect(toast).toHaveBeenCalledWith('error', 'Only 1 of “X” left in stock');
    expect(get).toHaveBeenCalledTimes(2);
    expect(model.updating.value).toBeNull();
  });
});

describe('OrdersModel', () => {
  it('cancels a placed order, says so and refreshes the balance; a shipped one is not sent', async () => {
    const toast = vi.fn();
    const refresh = vi.fn(async () => undefined);
    const cancel = vi.fn(async () => order({ status: 'cancelled', cancellable: false, cancelledAt: 1 }));
    const model = new OrdersModel({
      list: async () => [order()],
      get: async () => order(),
      cancel,
      refresh,
      notify: toast,
      cancelledText: () => 'Cancelled',
      giveBack: vi.fn(),
      returnedText: () => '',
    });
    await model.load();
    expect(await model.cancel(order({ status: 'shipped', cancellable: false }))).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
    expect(await model.cancel(order())).toBe(true);
    expect(model.orders.value?.[0]?.status).toBe('cancelled');
    expect(toast).toHaveBeenCalledWith('success', 'Cancelled');
    expect(refresh).toHaveBeenCalled();
  });

  it('opening an order fetches it fresh (the clock may have shipped it)', async () => {
    const model = new OrdersModel({
      list: async () => [order()],
      get: async () => order({ status: 'shipped', cancellable: false }),
      cancel: vi.fn(),
      refresh: vi.fn(),
      notify,
      cancelledText: () => '',
      giveBack: vi.fn(),
      returnedText: () => '',
    });
    await model.load();
    await model.open('mo00000001');
    expect(model.openId.value).toBe('mo00000001');
    expect(model.orders.value?.[0]?.status).toBe('shipped');
  });
});

describe('OrdersModel returns', () => {
  it('returns a delivered order within its window, says so and refreshes; one past the window is not sent', async () => {
    const toast = vi.fn();
    const refresh = vi.fn(async () => undefined);
    const delivered = order({ status: 'delivered', cancellable: false, deliveredAt: 2, returnable: true, returnableUntil: 3 });
    const giveBack = vi.fn(async () => ({
      ...delivered,
      status: 'returned' as const,
      returnable: false,
      returnableUntil: null,
      returnedAt: 3,
    }));
    const model = new OrdersModel({
      list: async () => [delivered],
      get: async () => delivered,
      cancel: vi.fn(),
      giveBack,
      refresh,
      notify: toast,
      cancelledText: () => '',
      returnedText: () => 'Returned',
    });
    await model.load();
    expect(await model.giveBack({ ...delivered, returnable: false })).toBe(false);
    expect(giveBack).not.toHaveBeenCalled();
    expect(await model.giveBack(delivered)).toBe(true);
    expect(model.orders.value?.[0]?.status).toBe('returned');
    expect(toast).toHaveBeenCalledWith('success', 'Returned');
    expect(refresh).toHaveBeenCalled();
  });

  it('a refusal (the window closed meanwhile) is told and the list reloads as it is now', async () => {
    await loadCodeTexts('market.returnWindowClosed');
    const toast = vi.fn();
    const delivered = order({ status: 'delivered', cancellable: false, returnable: true, returnableUntil: 3 });
    const list = vi.fn(async () => [{ ...delivered, returnable: false }]);
    const model = new OrdersModel({
      list,
      get: async () => delivered,
      cancel: vi.fn(),
      giveBack: vi
        .fn()
        .mockRejectedValue(new ApiError('The 14 days to return this order have passed', 409, 'market.returnWindowClosed', { days: 14 })),
      refresh: vi.fn(),
      notify: toast,
      cancelledText: () => '',
      returnedText: () => '',
    });
    expect(await model.giveBack(delivered)).toBe(false);
    expect(toast).toHaveBeenCalledWith('error', 'O prazo de 14 dias para devolver este pedido já passou');
    expect(model.orders.value?.[0]?.returnable).toBe(false);
  });
});

describe('moving between cart and saved', () => {
  it('“Save for later” saves first, then takes the line out of the cart; a refused save leaves the cart alone', async () => {
    const toast = vi.fn();
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Product not found'))
      .mockResolvedValueOnce(product({ saved: true }));
    const set = vi.fn(async () => cart([]));
    const model = new CartModel({
      get: async () => cart([{ product: product(), quantity: 2 }]),
      set,
      save,
      savedText: () => 'Saved for later',
      checkout: vi.fn(),
      addresses: async () => [],
      refresh: vi.fn(),
      notify: toast,
    });
    await model.load();
    expect(await model.saveForLater('pr00000001')).toBe(false);
    expect(set).not.toHaveBeenCalled();
    expect(model.cart.value?.count).toBe(2);
    expect(await model.saveForLater('pr00000001')).toBe(true);
    expect(save).toHaveBeenLastCalledWith('pr00000001');
    expect(set).toHaveBeenCalledWith('pr00000001', 0);
    expect(model.cart.value?.count).toBe(0);
    expect(toast).toHaveBeenLastCalledWith('success', 'Saved for later');
  });

  it('“Move to cart” adds first, then takes it off the saved list; a refused add (sold out) keeps it saved', async () => {
    const toast = vi.fn();
    const addToCart = vi.fn().mockRejectedValueOnce(new ApiError('Out of stock')).mockResolvedValueOnce(cart([]));
    const setSaved = vi.fn(async () => product({ saved: false }));
    const model = new SavedModel({
      list: async () => [product({ saved: true })],
      setSaved,
      addToCart,
      notify: toast,
      movedText: () => 'Moved',
    });
    await model.load();
    expect(await model.moveToCart(product({ saved: true }))).toBe(false);
    expect(setSaved).not.toHaveBeenCalled();
    expect(model.items.value).toHaveLength(1);
    expect(await model.moveToCart(product({ saved: true }))).toBe(true);
    expect(setSaved).toHaveBeenCalledWith('pr00000001', false);
    expect(model.items.value).toEqual([]);
    expect(toast).toHaveBeenLastCalledWith('success', 'Moved');
  });
});

describe('SavedModel', () => {
  it('unsaving takes the product off the list', async () => {
    const model = new SavedModel({
      addToCart: vi.fn(),
      movedText: () => 'Moved',
      list: async () => [product({ saved: true }), product({ id: 'pr00000002', saved: true })],
      setSaved: async (id) => product({ id, saved: false }),
      notify,
    });
    await model.load();
    await model.toggleSaved(product({ saved: true }));
    expect(model.items.value?.map((p) => p.id)).toEqual(['pr00000002']);
  });
});

describe('CartModel delivery address', () => {
  it('"A checkout without an address" is not sent: with an empty book the model waits for one', async () => {
    const checkout = vi.fn();
    const model = new CartModel({
      save: vi.fn(),
      savedText: () => 'Saved for later',
      get: async () => cart([{ product: product(), quantity: 1 }]),
      set: vi.fn(),
      checkout,
      addresses: async () => [],
      refresh: vi.fn(),
      notify,
    });
    await model.load();
    expect(model.needsAddress.value).toBe(true);
    expect(await model.checkout()).toBeNull();
    expect(checkout).not.toHaveBeenCalled();
  });

  it('preselects the default and sends the address chosen', async () => {
    const work = { ...HOME, id: 'ad00000002', label: 'Work', isDefault: false };
    const checkout = vi.fn().mockResolvedValue(order());
    const model = new CartModel({
      save: vi.fn(),
      savedText: () => 'Saved for later',
      get: async () => cart([{ product: product(), quantity: 1 }]),
      set: vi.fn(),
      checkout,
      addresses: async () => [work, HOME],
      refresh: vi.fn(),
      notify,
    });
    await model.load();
    expect(model.addressId.value).toBe(HOME.id);
    model.chooseAddress(work.id);
    await model.checkout();
    expect(checkout.mock.calls[0]?.[1]).toBe(work.id);
  });
});

describe('ReviewsModel', () => {
  const review = { id: 'rv00000009', productId: 'pr00000001', author: product().seller, stars: 4, text: 'Good', createdAt: 0 };

  it('checks stars and words before sending, sends trimmed once, and passes on the new rating', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ items: [], rating: 0, ratingCount: 0, canReview: true })
      .mockResolvedValueOnce({ items: [review], rating: 4, ratingCount: 1, canReview: false });
    const create = vi.fn().mockResolvedValue(review);
    const rated = vi.fn();
    const toast = vi.fn();
    const model = new ReviewsModel('pr00000001', { list, create, notify: toast, thanksText: () => 'Thanks', rated });
    await model.load();
    expect(await model.send()).toBe(false);
    expect(model.problem.value).toBe('stars');
    model.stars.value = 4;
    model.text.value = '   ';
    expect(await model.send()).toBe(false);
    expect(model.problem.value).toBe('text');
    model.text.value = 'x'.repeat(1001);
    expect(await model.send()).toBe(false);
    expect(model.problem.value).toBe('long');
    expect(create).not.toHaveBeenCalled();
    model.text.value = '  Good  ';
    expect(await model.send()).toBe(true);
    expect(create).toHaveBeenCalledWith('pr00000001', 4, 'Good');
    expect(toast).toHaveBeenCalledWith('success', 'Thanks');
    expect(rated).toHaveBeenCalledWith(4, 1);
    expect(model.reviews.value?.canReview).toBe(false);
    expect(model.text.value).toBe('');
  });

  it('a refusal is told in the person’s words and the list reloads', async () => {
    await loadCodeTexts('market.alreadyReviewed');
    const list = vi.fn().mockResolvedValue({ items: [review], rating: 4, ratingCount: 1, canReview: true });
    const create = vi.fn().mockRejectedValue(new ApiError('You have already reviewed this product', 409, 'market.alreadyReviewed'));
    const toast = vi.fn();
    const model = new ReviewsModel('pr00000001', { list, create, notify: toast, thanksText: () => 'Thanks', rated: vi.fn() });
    model.stars.value = 5;
    model.text.value = 'Again';
    expect(await model.send()).toBe(false);
    expect(toast).toHaveBeenCalledWith('error', 'Você já avaliou este produto');
    expect(list).toHaveBeenCalledTimes(1);
  });
});
