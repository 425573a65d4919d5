// What every market page shares: the area page frame (components/ui/area-page.tsx) with the market's words and
// styles, the loading and error states, and the frame's cart count kept current (state/market-cart.ts) on every
// market page: a change in another tab, or after an order, reaches the rail and the top bar.
import { AreaPage, type AreaPageProps } from '../../../components/ui/area-page';
import { useLive } from '../../../lib/live/use-live';
import { getCart } from '../api/get-cart';
import './market-messages';
import '../../../components/ui/page-frame.css';
import './market.css';

export type MarketPageProps = AreaPageProps;

export function MarketPage(props: Parameters<typeof AreaPage>[0]) {
  useLive(['cart', 'orders'], getCart);
  return <AreaPage {...props} />;
}

export { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';
