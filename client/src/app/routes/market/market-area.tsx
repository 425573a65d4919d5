// The market area's route module (one lazy chunk): menu and pages (spec section 2 "Market"). The spec's sidebar
// links /cart, /order and /saved point straight at /market/… here (the short forms redirect there).
import { Cpu, Flame, Heart, Package, ReceiptText, Shirt, ShoppingCart, Star, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { AreaPlaceholder } from '../area-placeholder';
import type { MenuEntry } from '../../shell/side-menu';
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

export const pages: Record<MarketCategory | 'cart' | 'order' | 'saved', typeof AreaPlaceholder> = {
  trending: AreaPlaceholder,
  featured: AreaPlaceholder,
  electronics: AreaPlaceholder,
  foods: AreaPlaceholder,
  clothings: AreaPlaceholder,
  others: AreaPlaceholder,
  cart: AreaPlaceholder,
  order: AreaPlaceholder,
  saved: AreaPlaceholder,
};
