// /market/{trending,featured,electronics,foods,clothings,others}: the shelf's products in a grid, page by page,
// and the market search (it covers the whole market), each product opening its detail.
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Search, ShoppingBag, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listProducts } from '../api/list-products';
import { setSaved } from '../api/set-saved';
import { ShelfModel } from '../models/shelf';
import type { Shelf } from '../models/types';
import { LoadError, Loading, MarketPage, type MarketPageProps } from './market-page';
import { ProductGrid } from './product-card';
import { openProduct } from './product-detail';

export function ShelfPage({ title, shelf }: MarketPageProps & { shelf: Shelf }) {
  useSignals();
  const t = useT();
  const searchId = useId();
  const model = useModel(() => new ShelfModel(shelf, { list: listProducts, setSaved, notify: (kind, message) => toast[kind](message) }));
  useEffect(() => {
    void model.load();
  }, [model]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void model.search();
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
          <Button size="sm" variant="ghost" onClick={() => void model.clearSearch()}>
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
          <ProductGrid
            products={items}
            onOpen={(product) => openProduct(product, model.replace, t('market.product.dialog'))}
            onToggleSaved={(product) => void model.toggleSaved(product)}
          />
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
