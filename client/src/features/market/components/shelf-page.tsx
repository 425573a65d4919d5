// /market/{trending,featured,electronics,foods,clothings,others}: the shelf's products in a grid, page by page,
// and the market search (it covers the whole market; its words live in the URL as ?q=, so reload, Back/Forward
// and a shared link show the same results), each product linking to its page. Back from a product shows the
// list as it was left: the pages already shown, at the same scroll place.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Search, ShoppingBag, X } from 'lucide-react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listProducts } from '../api/list-products';
import { setSaved } from '../api/set-saved';
import { ShelfModel, type ShelfSnapshot } from '../models/shelf';
import type { Shelf } from '../models/types';
import { LoadError, Loading, MarketPage, type MarketPageProps } from './market-page';
import { ProductGrid } from './product-card';

/** The search words' URL parameter (/market/foods?q=coffee). */
const QUERY_PARAM = 'q';
/** The lists left for a product page, by shelf and search, shown again when Back returns to them. */
const kept = new Map<string, ShelfSnapshot>();
const keyOf = (shelf: Shelf, query: string): string => `${shelf}\n${query}`;

export function ShelfPage({ title, shelf }: MarketPageProps & { shelf: Shelf }) {
  useSignals();
  const t = useT();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const urlQuery = (params.get(QUERY_PARAM) ?? '').trim();
  const navigation = useNavigationType();
  // Back (or Forward) to a list left for a product: the same items, without asking again.
  const [restored] = useState(() => (navigation === NavigationType.Pop ? kept.get(keyOf(shelf, urlQuery)) : undefined));
  const model = useModel(() => {
    const shelfModel = new ShelfModel(shelf, { list: listProducts, setSaved, notify: (kind, message) => toast[kind](message) });
    if (restored) shelfModel.restore(restored);
    return shelfModel;
  });
  const skipLoad = useRef(restored !== undefined);

  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      return;
    }
    void model.show(urlQuery);
  }, [model, urlQuery]);

  // The scroll place comes back after the frame's scroll-to-top; it is saved in a layout-effect cleanup, which
  // runs before the next page's scroll-to-top (a passive cleanup would run after it and save 0).
  useLayoutEffect(() => {
    if (restored) requestAnimationFrame(() => window.scrollTo(0, restored.scrollY));
    return () => {
      const snapshot = model.snapshot(window.scrollY);
      if (snapshot) kept.set(keyOf(shelf, snapshot.query), snapshot);
    };
  }, [model, restored, shelf]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = model.queryText.peek().trim();
    // The same words again: ask again (the stock may have moved); new words: a new history entry.
    if (text === urlQuery) void model.show(text);
    else setParams(text ? { [QUERY_PARAM]: text } : {});
  };
  const query = model.query.value;
  const items = model.items.value;

  return (
    <MarketPage title={title} lead={t(`market.lead.${shelf}`)}>
      <form className="market-search" role="search" onSubmit={onSearch}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('market.search.label')}
        </label>
        <Search size={18} aria-hidden="true" className="market-search__icon" />
        <input
          id={searchId}
          type="search"
          maxLength={80}
          placeholder={t('market.search.placeholder')}
          value={model.queryText.value}
          onChange={(event) => (model.queryText.value = event.target.value)}
        />
        <Button type="submit" size="sm">
          {t('market.search.submit')}
        </Button>
      </form>
      {query ? (
        <div className="market-results">
          <h2>{t('market.search.results', { query })}</h2>
          <Button size="sm" variant="ghost" onClick={() => setParams({})}>
            <X size={16} aria-hidden="true" />
            {t('market.search.clear')}
          </Button>
        </div>
      ) : null}
      {model.error.value ? (
        <LoadError message={model.error.value} onRetry={() => void model.load()} />
      ) : items === null ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState icon={<ShoppingBag size={32} />} message={query ? t('market.search.none', { query }) : t('market.shelf.empty')} />
      ) : (
        <>
          <p className="page-muted" aria-live="polite">
            {t('market.count', { count: model.total.value })}
          </p>
          <ProductGrid products={items} onToggleSaved={(product) => void model.toggleSaved(product)} />
          {model.nextCursor.value ? (
            <div className="market-more">
              <Button variant="secondary" loading={model.loadingMore.value} onClick={() => void model.more()}>
                {t('market.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </MarketPage>
  );
}
