// The market area's route module (one lazy chunk): menu and pages (spec section 2 "Market"). The spec's sidebar
// links /cart, /order and /saved point straight at /market/… here (the short forms redirect there).
import type { ComponentType } from 'react';
import { Cpu, Flame, Heart, Package, ReceiptText, Shirt, ShoppingCart, Star, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { CartPage } from '../../../features/market/components/cart-page';
import { OrdersPage } from '../../../features/market/components/orders-page';
import { SavedPage } from '../../../features/market/components/saved-page';
import { ShelfPage } from '../../../features/market/components/shelf-page';
import type { MenuEntry } from '../../shell/side-menu';
import { useRouteTitle } from '../../shell/route-title';
import { MARKET_CATEGORIES, paths, type MarketCategory } from '../../paths';

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
  ...MARKET_CATEGORIES.map((c) => ({
    name: `pages.market.${c}`,
    url: paths.marketCategory.getHref(c),
    category: browse,
    icon: CATEGORY_ICONS[c],
  })),
  { name: 'pages.market.cart', url: paths.marketCart.path, category: shopping, icon: ShoppingCart },
  { name: 'pages.market.order', url: paths.marketOrder.path, category: shopping, icon: ReceiptText },
  { name: 'pages.market.saved', url: paths.marketSaved.path, category: shopping, icon: Heart },
];

/** A shelf page; keyed by shelf so moving between categories starts a fresh list and search. */
function shelfPage(shelf: MarketCategory): ComponentType {
  return function MarketShelfRoute() {
    return <ShelfPage key={shelf} shelf={shelf} title={useRouteTitle()} />;
  };
}

function titled(Page: ComponentType<{ title: string }>): ComponentType {
  return function MarketRoute() {
    return <Page title={useRouteTitle()} />;
  };
}

export const pages: Record<MarketCategory | 'cart' | 'order' | 'saved', ComponentType> = {
  trending: shelfPage('trending'),
  featured: shelfPage('featured'),
  electronics: shelfPage('electronics'),
  foods: shelfPage('foods'),
  clothings: shelfPage('clothings'),
  others: shelfPage('others'),
  cart: titled(CartPage),
  order: titled(OrdersPage),
  saved: titled(SavedPage),
};
