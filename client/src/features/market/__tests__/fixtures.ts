// Test data shaped like the API's answers (types from openapi.yaml).
import type { Cart, Order, Product } from '../models/types';

export const product = (over: Partial<Product> = {}): Product => ({
  id: 'pr00000001',
  title: 'Noise-cancelling headphones',
  description: 'Over-ear wireless headphones.',
  category: 'electronics',
  featured: true,
  price: 129,
  stock: 14,
  sold: 230,
  seller: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' },
  rating: 4.6,
  ratingCount: 212,
  image: 'p/pr00000001.svg',
  images: ['p/pr00000001.svg', 'p/pr00000001-2.svg', 'p/pr00000001-3.svg'],
  saved: false,
  createdAt: Date.UTC(2026, 10, 1, 12),
  ...over,
});

export const cart = (lines: { product: Product; quantity: number }[], balance = 50_000): Cart => {
  const full = lines.map((line) => ({ ...line, subtotal: line.product.price * line.quantity }));
  return { lines: full, count: full.reduce((s, l) => s + l.quantity, 0), total: full.reduce((s, l) => s + l.subtotal, 0), balance };
};

export const order = (over: Partial<Order> = {}): Order => ({
  id: 'mo00000001',
  status: 'placed',
  lines: [
    {
      productId: 'pr00000001',
      title: 'Noise-cancelling headphones',
      image: 'p/pr00000001.svg',
      price: 129,
      quantity: 2,
      subtotal: 258,
      seller: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' },
    },
  ],
  total: 258,
  deliveryAddress: null,
  cancellable: true,
  createdAt: Date.UTC(2026, 10, 1, 12),
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  returnable: false,
  returnableUntil: null,
  returnedAt: null,
  ...over,
});
