// What every market page shares: the area page frame (components/ui/area-page.tsx) with the market's words and
// styles, and the loading and error states.
import './market-messages';
import '../../../components/ui/page-frame.css';
import './market.css';

export { AreaPage as MarketPage, type AreaPageProps as MarketPageProps } from '../../../components/ui/area-page';
export { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';
