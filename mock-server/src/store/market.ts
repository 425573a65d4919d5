// The market: products (seeded), saved lists, carts, orders and reviews. Checkout moves the buyer's OSBT into the order's
// escrow through the one ledger (all or nothing, idempotent by the client's request id); the mock's clock
// ships an order after 2 hours and delivers it after 3 days, when the escrow pays the sellers; cancelling a
// placed order refunds the buyer and puts the stock back. A buyer whose order was delivered may review its products
// once each; a product's stars and count are computed from its reviews (the seed's come with delivered orders).
import type { components } from '../../../contracts/api/schema.d.ts';
import { conflict, notFound, unprocessable, type ApiError } from '../lib/errors.ts';
import { escrowAccount, InsufficientBalanceError, type Leg, type Ledger, userAccount } from '../plugins/ledger.ts';
import { SEED_REVIEWS } from '../seed/market-reviews.ts';
import { PRODUCT_VIEWS, productSvg } from '../seed/market-images.ts';
import { SEED_PRODUCTS, type SeedProduct, sellerUid } from '../seed/market.ts';
import { SEED_SCALE, scaledProducts } from '../seed/scale.ts';
import { seedUid } from '../seed/users.ts';
import type { UserRecord, UsersRepo } from './users.ts';

type S = components['schemas'];
export type MarketProduct = S['MarketProduct'];
export type MarketOrder = S['MarketOrder'];
export type MarketCart = S['MarketCart'];
export type MarketReview = S['MarketReview'];
/** Where an order goes: an address of the buyer's book (openapi AccountAddress), copied at checkout. */
export type DeliveryAddress = S['AccountAddress'];

export type MarketShelf = S['MarketShelf'];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Products per page of a shelf or a search. */
export const MARKET_PAGE_SIZE = 12;
/** The trending shelf counts units ordered within this window. */
export const TRENDING_WINDOW_MS = 7 * DAY;
/** A placed order ships after this long (until then it can be cancelled). */
export const SHIP_AFTER_MS = 2 * HOUR;
/** A placed order is delivered (and the sellers paid) after this long. */
export const DELIVER_AFTER_MS = 3 * DAY;
/** A delivered order can be returned for this long after delivery (the mock's clock). */
export const RETURN_WINDOW_DAYS = 14;
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * DAY;
/** Most units of one product in a cart. */
export const MAX_CART_QUANTITY = 99;

const ASSET = 'OSBT';

/** A product as stored: the seed's fields (less its seller number and sales history) plus live counters. */
interface ProductRecord extends Omit<SeedProduct, 'seller' | 'recentSales' | 'pastSales'> {
  id: string;
  sold: number;
  /** The seller's uid. */
  seller: string;
  createdAt: number;
}

interface OrderRecord {
  id: string;
  buyer: string;
  lines: { productId: string; quantity: number; price: number }[];
  total: number;
  /** A copy of the address at checkout (null for the seed's orders, placed before the address book). */
  deliveryAddress: DeliveryAddress | null;
  createdAt: number;
  cancelledAt: number | null;
  /** When the buyer returned it (the sellers refunded it). */
  returnedAt: number | null;
  /** When the escrow paid the sellers (delivery). */
  paidOutAt: number | null;
}

interface ReviewRecord {
  id: string;
  productId: string;
  author: string;
  stars: number;
  text: string;
  createdAt: number;
}

interface Sale {
  productId: string;
  quantity: number;
  at: number;
  orderId: string | null;
}

export interface MarketRepo {
  /** Delivers what the clock made due (pays the sellers from escrow). */
  tick(): void;
  products(uid: string, query: S['MarketProductQuery']): S['MarketProductPage'];
  product(uid: string, id: string): MarketProduct;
  saved(uid: string): MarketProduct[];
  setSaved(uid: string, id: string, saved: boolean): MarketProduct;
  cart(uid: string): MarketCart;
  setCart(user: UserRecord, productId: string, quantity: number): MarketCart;
  /** `address` answers where to deliver (the caller's address book); it is asked only for a new order. */
  checkout(user: UserRecord, requestId: string, address: () => DeliveryAddress): MarketOrder;
  orders(uid: string): MarketOrder[];
  order(uid: string, id: string): MarketOrder;
  cancel(uid: string, id: string): MarketOrder;
  /** Returns a delivered order within RETURN_WINDOW_MS: the sellers refund it, the stock comes back. */
  returnOrder(uid: string, id: string): MarketOrder;
  /** A product's reviews, newest first, its computed rating, and whether `uid` may review it. */
  reviews(uid: string, productId: string): S['MarketReviews'];
  /** Reviews a product the buyer received (a delivered order holds it), once. */
  review(user: UserRecord, input: S['MarketReviewInput']): MarketReview;
  /** One of the generated pictures of a product (SVG; view 1 to PRODUCT_VIEWS), or undefined for an unknown one. */
  image(id: string, view: number): string | undefined;
}

/** Every word of the query appears in the text (case-insensitive). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function createMarketRepo(deps: { ledger: Ledger; users: UsersRepo; now: () => number }): MarketRepo {
  const { ledger, users, now } = deps;
  const products = new Map<string, ProductRecord>();
  const sales: Sale[] = [];
  const saved = new Map<string, Map<string, number>>();
  const carts = new Map<string, Map<string, number>>();
  const orders = new Map<string, OrderRecord>();
  const checkouts = new Map<string, string>();
  /** By product, oldest first. */
  const reviews = new Map<string, ReviewRecord[]>();
  let orderCount = 0;
  let reviewCount = 0;

  const seededAt = now();
  SEED_PRODUCTS.forEach((seed, index) => {
    const id = `pr${String(index + 1).padStart(8, '0')}`;
    products.set(id, {
      id,
      title: seed.title,
      description: seed.description,
      category: seed.category,
      featured: seed.featured,
      price: seed.price,
      stock: seed.stock,
      sold: seed.pastSales + seed.recentSales,
      seller: sellerUid(seed),
      // Listed one after another, an hour apart: the first of the seed is the newest.
      createdAt: seededAt - (index + 1) * HOUR,
    });
    // The week's sales in three lots (1, 3 and 5 days ago), so they leave the window gradually.
    const lots = [Math.ceil(seed.recentSales / 2), Math.floor(seed.recentSales / 3), 0];
    lots[2] = seed.recentSales - lots[0]! - lots[1]!;
    lots.forEach((quantity, lot) => {
      if (quantity > 0) sales.push({ productId: id, quantity, at: seededAt - (1 + 2 * lot) * DAY, orderId: null });
    });
  });

  // At a scale (seed/scale.ts): more products by the scaled people, listed before the ×1 seed's, with no recent sales.
  scaledProducts(SEED_SCALE, SEED_PRODUCTS.length).forEach((seed, index) => {
    const n = SEED_PRODUCTS.length + index + 1;
    const id = `pr${String(n).padStart(8, '0')}`;
    products.set(id, { id, ...seed, createdAt: seededAt - n * HOUR });
  });

  // Each seeded review stands on a seeded order delivered to its author (ids mos…, apart from the mock's own mo…).
  [...SEED_REVIEWS]
    .sort((a, b) => b.orderedDaysAgo - a.orderedDaysAgo)
    .forEach((seed, index) => {
      const productId = `pr${String(seed.product + 1).padStart(8, '0')}`;
      const product = products.get(productId)!;
      const createdAt = seededAt - seed.orderedDaysAgo * DAY;
      const id = `mos${String(index + 1).padStart(7, '0')}`;
      orders.set(id, {
        id,
        buyer: seedUid(seed.author),
        lines: [{ productId, quantity: 1, price: product.price }],
        total: product.price,
        deliveryAddress: null,
        createdAt,
        cancelledAt: null,
        returnedAt: null,
        // Paid out when it was delivered, before the mock's ledger began.
        paidOutAt: createdAt + DELIVER_AFTER_MS,
      });
      reviewCount += 1;
      const list = reviews.get(productId) ?? [];
      list.push({
        id: `rv${String(reviewCount).padStart(8, '0')}`,
        productId,
        author: seedUid(seed.author),
        stars: seed.stars,
        text: seed.text,
        createdAt: createdAt + DELIVER_AFTER_MS + DAY,
      });
      reviews.set(productId, list);
    });

  /** The average of a product's stars to one decimal, and how many reviews there are (0 and 0 without any). */
  const ratingOf = (productId: string): { rating: number; ratingCount: number } => {
    const list = reviews.get(productId) ?? [];
    if (list.length === 0) return { rating: 0, ratingCount: 0 };
    const sum = list.reduce((total, review) => total + review.stars, 0);
    return { rating: Math.round((sum / list.length) * 10) / 10, ratingCount: list.length };
  };

  const party = (uid: string): S['PayParty'] => {
    const user = users.get(uid);
    return { uid, userName: user?.userName ?? '', isVerified: user?.isVerified ?? false, country: user?.country ?? '' };
  };

  const view = (record: ProductRecord, uid: string): MarketProduct => ({
    id: record.id,
    title: record.title,
    description: record.description,
    category: record.category,
    featured: record.featured,
    price: record.price,
    stock: record.stock,
    sold: record.sold,
    seller: party(record.seller),
    ...ratingOf(record.id),
    image: `p/${record.id}.svg`,
    images: Array.from({ length: PRODUCT_VIEWS }, (_, i) => (i === 0 ? `p/${record.id}.svg` : `p/${record.id}-${i + 1}.svg`)),
    saved: saved.get(uid)?.has(record.id) ?? false,
    createdAt: record.createdAt,
  });

  const productOf = (id: string): ProductRecord => {
    const record = products.get(id);
    if (!record) throw notFound('market.productNotFound');
    return record;
  };

  const status = (order: OrderRecord): S['MarketOrderStatus'] => {
    if (order.cancelledAt !== null) return 'cancelled';
    if (order.returnedAt !== null) return 'returned';
    const age = now() - order.createdAt;
    if (age >= DELIVER_AFTER_MS) return 'delivered';
    if (age >= SHIP_AFTER_MS) return 'shipped';
    return 'placed';
  };

  const orderView = (order: OrderRecord): MarketOrder => {
    const state = status(order);
    const at = (delay: number): number | null =>
      state !== 'cancelled' && now() - order.createdAt >= delay ? order.createdAt + delay : null;
    const returnableUntil = state === 'delivered' ? order.createdAt + DELIVER_AFTER_MS + RETURN_WINDOW_MS : null;
    return {
      id: order.id,
      status: state,
      lines: order.lines.map((line) => {
        const product = productOf(line.productId);
        return {
          productId: line.productId,
          title: product.title,
          image: `p/${product.id}.svg`,
          price: line.price,
          quantity: line.quantity,
          subtotal: line.price * line.quantity,
          seller: party(product.seller),
        };
      }),
      total: order.total,
      deliveryAddress: order.deliveryAddress,
      cancellable: state === 'placed',
      createdAt: order.createdAt,
      shippedAt: at(SHIP_AFTER_MS),
      deliveredAt: at(DELIVER_AFTER_MS),
      cancelledAt: order.cancelledAt,
      returnable: returnableUntil !== null && now() < returnableUntil,
      returnableUntil,
      returnedAt: order.returnedAt,
    };
  };

  const unitsOrderedRecently = (): Map<string, number> => {
    const since = now() - TRENDING_WINDOW_MS;
    const units = new Map<string, number>();
    for (const sale of sales) if (sale.at > since) units.set(sale.productId, (units.get(sale.productId) ?? 0) + sale.quantity);
    return units;
  };

  const shelfOf = (shelf: MarketShelf | undefined): ProductRecord[] => {
    const all = [...products.values()];
    const newest = (a: ProductRecord, b: ProductRecord) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1);
    if (shelf === 'trending') {
      const units = unitsOrderedRecently();
      return all
        .filter((record) => (units.get(record.id) ?? 0) > 0)
        .sort((a, b) => (units.get(b.id) ?? 0) - (units.get(a.id) ?? 0) || newest(a, b));
    }
    if (shelf === 'featured') return all.filter((record) => record.featured).sort(newest);
    if (shelf) return all.filter((record) => record.category === shelf).sort(newest);
    return all.sort(newest);
  };

  const cartOf = (uid: string): Map<string, number> => {
    let cart = carts.get(uid);
    if (!cart) carts.set(uid, (cart = new Map<string, number>()));
    return cart;
  };

  /** Why the stock cannot cover `quantity` (null when it can); `inCart` words it for a checkout. */
  const stockProblem = (record: ProductRecord, quantity: number, inCart: boolean): ApiError | null => {
    const { title, stock } = record;
    if (stock === 0) return conflict(inCart ? 'market.outOfStockInCart' : 'market.outOfStock', { title });
    if (quantity > stock) return conflict(inCart ? 'market.lowStockInCart' : 'market.lowStock', { stock, title });
    return null;
  };

  const mine = (uid: string, id: string): OrderRecord => {
    const order = orders.get(id);
    // Someone else's order is as unknown as an order that does not exist.
    if (!order || order.buyer !== uid) throw notFound('market.orderNotFound');
    return order;
  };

  /** Whether an order of `uid` holding the product was delivered (a cancelled one never was). */
  const receivedBy = (uid: string, productId: string): boolean =>
    [...orders.values()].some(
      (order) => order.buyer === uid && status(order) === 'delivered' && order.lines.some((line) => line.productId === productId),
    );

  const repo: MarketRepo = {
    tick() {
      for (const order of orders.values()) {
        if (order.paidOutAt !== null || status(order) !== 'delivered') continue;
        const bySeller = new Map<string, number>();
        for (const line of order.lines) {
          const seller = productOf(line.productId).seller;
          bySeller.set(seller, (bySeller.get(seller) ?? 0) + line.price * line.quantity);
        }
        const legs: Leg[] = [...bySeller].map(([seller, amount]) => ({
          from: escrowAccount(`mkt-${order.id}`),
          to: userAccount(seller),
          asset: ASSET,
          amount,
        }));
        ledger.post(`market:order:${order.id}:deliver`, legs, 'Market order delivered');
        order.paidOutAt = order.createdAt + DELIVER_AFTER_MS;
      }
    },

    products(uid, query) {
      const text = (query.query ?? '').trim();
      const matching = shelfOf(query.shelf).filter(
        (record) => text === '' || matchesQuery(`${record.title} ${record.description} ${users.get(record.seller)?.userName ?? ''}`, text),
      );
      const start = Number(query.cursor ?? '0');
      const end = start + MARKET_PAGE_SIZE;
      return {
        items: matching.slice(start, end).map((record) => view(record, uid)),
        nextCursor: end < matching.length ? String(end) : null,
        total: matching.length,
      };
    },

    product: (uid, id) => view(productOf(id), uid),

    saved(uid) {
      const list = [...(saved.get(uid) ?? new Map<string, number>()).keys()].reverse();
      return list.map((id) => view(productOf(id), uid));
    },

    setSaved(uid, id, isSaved) {
      const record = productOf(id);
      let list = saved.get(uid);
      if (!list) saved.set(uid, (list = new Map<string, number>()));
      if (isSaved && !list.has(id)) list.set(id, now());
      if (!isSaved) list.delete(id);
      return view(record, uid);
    },

    cart(uid) {
      const lines = [...cartOf(uid)].map(([id, quantity]) => {
        const record = productOf(id);
        return { product: view(record, uid), quantity, subtotal: record.price * quantity };
      });
      return {
        lines,
        count: lines.reduce((sum, line) => sum + line.quantity, 0),
        total: lines.reduce((sum, line) => sum + line.subtotal, 0),
        balance: ledger.balance(userAccount(uid), ASSET),
      };
    },

    setCart(user, productId, quantity) {
      const record = productOf(productId);
      const cart = cartOf(user.uid);
      if (quantity === 0) {
        cart.delete(productId);
        return repo.cart(user.uid);
      }
      if (record.seller === user.uid) throw unprocessable('market.ownProduct');
      const problem = stockProblem(record, quantity, false);
      if (problem) throw problem;
      cart.set(productId, quantity);
      return repo.cart(user.uid);
    },

    checkout(user, requestId, address) {
      const key = `${user.uid}|${requestId}`;
      const done = checkouts.get(key);
      if (done) return orderView(mine(user.uid, done));
      const cart = cartOf(user.uid);
      if (cart.size === 0) throw unprocessable('market.cartEmpty');
      const deliveryAddress = { ...address() };
      const lines = [...cart].map(([productId, quantity]) => ({ record: productOf(productId), quantity }));
      // Every check before anything moves: the order happens whole or not at all.
      for (const { record, quantity } of lines) {
        if (record.seller === user.uid) throw unprocessable('market.ownProductInCart', { title: record.title });
        const problem = stockProblem(record, quantity, true);
        if (problem) throw problem;
      }
      const total = lines.reduce((sum, { record, quantity }) => sum + record.price * quantity, 0);
      const id = `mo${String(orderCount + 1).padStart(8, '0')}`;
      try {
        ledger.post(
          `market:order:${id}:pay`,
          [{ from: userAccount(user.uid), to: escrowAccount(`mkt-${id}`), asset: ASSET, amount: total }],
          'Market order',
        );
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw unprocessable('market.balanceTooLow', { total, available: error.available });
        }
        throw error;
      }
      orderCount += 1;
      const at = now();
      for (const { record, quantity } of lines) {
        record.stock -= quantity;
        record.sold += quantity;
        sales.push({ productId: record.id, quantity, at, orderId: id });
      }
      const order: OrderRecord = {
        id,
        buyer: user.uid,
        lines: lines.map(({ record, quantity }) => ({ productId: record.id, quantity, price: record.price })),
        total,
        deliveryAddress,
        createdAt: at,
        cancelledAt: null,
        returnedAt: null,
        paidOutAt: null,
      };
      orders.set(id, order);
      checkouts.set(key, id);
      cart.clear();
      return orderView(order);
    },

    orders(uid) {
      return [...orders.values()]
        .filter((order) => order.buyer === uid)
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map(orderView);
    },

    order: (uid, id) => orderView(mine(uid, id)),

    cancel(uid, id) {
      const order = mine(uid, id);
      const state = status(order);
      if (state === 'cancelled') return orderView(order);
      if (state !== 'placed') throw conflict(state === 'shipped' ? 'market.alreadyShipped' : 'market.alreadyDelivered');
      ledger.post(
        `market:order:${id}:refund`,
        [{ from: escrowAccount(`mkt-${id}`), to: userAccount(uid), asset: ASSET, amount: order.total }],
        'Market order cancelled',
      );
      order.cancelledAt = now();
      for (const line of order.lines) {
        const record = productOf(line.productId);
        record.stock += line.quantity;
        record.sold -= line.quantity;
      }
      // A cancelled order no longer counts towards trending.
      for (let i = sales.length - 1; i >= 0; i--) if (sales[i]!.orderId === id) sales.splice(i, 1);
      return orderView(order);
    },

    returnOrder(uid, id) {
      const order = mine(uid, id);
      const state = status(order);
      if (state === 'returned') return orderView(order);
      if (state === 'cancelled') throw conflict('market.orderCancelledNoReturn');
      if (state !== 'delivered') throw conflict('market.notDeliveredYet');
      if (now() >= order.createdAt + DELIVER_AFTER_MS + RETURN_WINDOW_MS) {
        throw conflict('market.returnWindowClosed', { days: RETURN_WINDOW_DAYS });
      }
      // The sellers were paid on delivery: each gives back what their lines brought in.
      const bySeller = new Map<string, number>();
      for (const line of order.lines) {
        const seller = productOf(line.productId).seller;
        bySeller.set(seller, (bySeller.get(seller) ?? 0) + line.price * line.quantity);
      }
      const legs: Leg[] = [...bySeller].map(([seller, amount]) => ({
        from: userAccount(seller),
        to: userAccount(uid),
        asset: ASSET,
        amount,
      }));
      try {
        ledger.post(`market:order:${id}:return`, legs, 'Market order returned');
      } catch (error) {
        if (error instanceof InsufficientBalanceError) throw conflict('market.refundUnavailable');
        throw error;
      }
      order.returnedAt = now();
      for (const line of order.lines) {
        const record = productOf(line.productId);
        record.stock += line.quantity;
        record.sold -= line.quantity;
      }
      return orderView(order);
    },

    reviews(uid, productId) {
      productOf(productId);
      const list = reviews.get(productId) ?? [];
      return {
        items: [...list].reverse().map((review) => ({
          id: review.id,
          productId: review.productId,
          author: party(review.author),
          stars: review.stars,
          text: review.text,
          createdAt: review.createdAt,
        })),
        ...ratingOf(productId),
        canReview: receivedBy(uid, productId) && !list.some((review) => review.author === uid),
      };
    },

    review(user, input) {
      productOf(input.productId);
      const text = input.text.trim();
      if (!receivedBy(user.uid, input.productId)) throw unprocessable('market.reviewNotDelivered');
      const list = reviews.get(input.productId) ?? [];
      if (list.some((review) => review.author === user.uid)) throw conflict('market.alreadyReviewed');
      if (text === '') throw unprocessable('market.reviewTextEmpty');
      reviewCount += 1;
      const review: ReviewRecord = {
        id: `rv${String(reviewCount).padStart(8, '0')}`,
        productId: input.productId,
        author: user.uid,
        stars: input.stars,
        text,
        createdAt: now(),
      };
      list.push(review);
      reviews.set(input.productId, list);
      return { ...review, author: party(user.uid) };
    },

    image(id, view) {
      const record = products.get(id);
      if (!record || view < 1 || view > PRODUCT_VIEWS) return undefined;
      return productSvg(record.id, record.title, record.category, view);
    },
  };
  return repo;
}
