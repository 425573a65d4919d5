// The market area's route module (one lazy chunk): menu and pages (spec section 2 "Market"). The spec's sidebar
// links /cart, /order and /saved point straight at /market/… here (the short forms redirect there). Each page
// is its own lazy chunk, so browsing a shelf does not download the cart and orders (budget: 30 KB gzip).
import type { ComponentType } from 'react';
import { Cpu, Flame, Heart, Package, ReceiptText, Shirt, ShoppingCart, Star, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { Shelf } from '../../../features/market/models/types';
import type { MenuEntry } from '../../shell/side-menu';
import { lazyTitledPage } from '../titled-page';
import { MARKET_CATEGORIES, paths, type MarketCategory } from '../../paths';
import '../../shell/page-messages-areas';
import { cartCount } from '../../../state/market-cart';
import { CartLink } from './cart-link';

/** The cart beside the balance in the top bar. */
export const topBarAction = CartLink;

const browse = 'pages.category.market.browse';
const shopping = 'pages.category.market.shopping';

const CATEGORY_ICONS: Record<MarketCategory, LucideIcon> = {
  trending: Flame,
  featured: Star,
  electronics: Cpu,
  foods: UtensilsCrossed,
  clothings: Shirt,
  others: Package,
};

export const menu: readonly MenuEntry[] = [
  ...MARKET_CATEGORIES.map((c): MenuEntry => ({
    name: `pages.market.${c}`,
    url: paths.marketCategory.getHref(c),
    category: browse,
    icon: CATEGORY_ICONS[c],
  })),
  {
    name: 'pages.market.cart',
    url: paths.marketCart.path,
    category: shopping,
    icon: ShoppingCart,
    // Units in the cart, kept current by the market's pages (state/market-cart.ts).
    count: () => cartCount.value,
    countLabel: 'pages.market.cartCount',
  },
  { name: 'pages.market.order', url: paths.marketOrder.path, category: shopping, icon: ReceiptText },
  { name: 'pages.market.saved', url: paths.marketSaved.path, category: shopping, icon: Heart },
];

/** A shelf page; a fresh list and search per shelf. */
const shelfPage = (shelf: Shelf): ComponentType =>
  lazyTitledPage(async () => {
    const { ShelfPage } = await import('../../../features/market/components/shelf-page');
    return function MarketShelf({ title }: { title: string }) {
      return <ShelfPage key={shelf} shelf={shelf} title={title} />;
    };
  });

export const pages: Record<MarketCategory | 'cart' | 'order' | 'saved' | 'product', ComponentType> = {
  trending: shelfPage('trending'),
  featured: shelfPage('featured'),
  electronics: shelfPage('electronics'),
  foods: shelfPage('foods'),
  clothings: shelfPage('clothings'),
  others: shelfPage('others'),
  cart: lazyTitledPage(async () => (await import('../../../features/market/components/cart-page')).CartPage),
  order: lazyTitledPage(async () => (await import('../../../features/market/components/orders-page')).OrdersPage),
  saved: lazyTitledPage(async () => (await import('../../../features/market/components/saved-page')).SavedPage),
  product: lazyTitledPage(async () => (await import('../../../features/market/components/product-page')).ProductPage),
};
