// /market/saved: the products I saved, most recent first; the heart takes one off the list, "Move to cart" puts
// one in the cart and off the list.
import { useEffect } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { t as translate, useT } from '../../../i18n';
import { addToCart } from '../models/add-to-cart';
import { getCart } from '../api/get-cart';
import { setCartQuantity } from '../api/set-cart';
import { toast } from '../../../state/toasts';
import { listSaved } from '../api/list-saved';
import { setSaved } from '../api/set-saved';
import { marketLinks } from '../models/links';
import { SavedModel } from '../models/saved';
import { LoadError, Loading, MarketPage, type MarketPageProps } from './market-page';
import { ProductGrid } from './product-card';

export function SavedPage({ title }: MarketPageProps) {
  useSignals();
  const t = useT();
  const model = useModel(
    () =>
      new SavedModel({
        list: listSaved,
        setSaved,
        addToCart: (productId) => addToCart({ get: getCart, set: setCartQuantity }, productId, 1),
        notify: (kind, message) => toast[kind](message),
        movedText: () => translate('market.saved.moved'),
      }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const items = model.items.value;

  return (
    <MarketPage title={title} lead={t('market.lead.saved')}>
      {model.error.value ? (
        <LoadError message={model.error.value} onRetry={() => void model.load()} />
      ) : items === null ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState icon={<Heart size={32} />} message={t('market.saved.empty')}>
          <Link className="market-link" to={marketLinks.trending}>
            {t('market.cart.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ProductGrid
          products={items}
          onMoveToCart={(product) => void model.moveToCart(product)}
          onToggleSaved={(product) => void model.toggleSaved(product)}
        />
      )}
    </MarketPage>
  );
}
