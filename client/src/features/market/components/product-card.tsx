// A product in a grid: picture and title (both links to its page), seller, stars, price in OSBT and the person's
// currency, stock, the save heart and Add to cart (or why it cannot be added).
import { useSignals } from '@preact/signals-react/runtime';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { user } from '../../../state/session';
import { marketLinks } from '../models/links';
import { cannotBuy } from '../models/rules';
import type { Product } from '../models/types';
import { Price } from './price';
import { ProductImage, Rating, SaveButton, StockLine } from './product-bits';
import { useAddToCart } from './use-add-to-cart';

export interface ProductActions {
  /** The saved list's action: into the cart and off the list (instead of a plain Add). */
  onMoveToCart?: (product: Product) => void;
  onToggleSaved: (product: Product) => void;
}

export function ProductCard({ product, onToggleSaved, onMoveToCart }: { product: Product } & ProductActions) {
  useSignals();
  const t = useT();
  const [add, busy] = useAddToCart();
  const blocked = cannotBuy(product, user.value?.uid);
  return (
    <li className="market-card">
      {/* The title's link is the one keyboards and screen readers use; the picture is the same link for the pointer. */}
      <Link className="market-card__image" to={marketLinks.product(product.id)} tabIndex={-1} aria-hidden="true">
        <ProductImage image={product.image} />
      </Link>
      <SaveButton product={product} onToggle={() => onToggleSaved(product)} />
      <div className="market-card__body">
        <h2 className="market-card__title">
          <Link className="market-link" to={marketLinks.product(product.id)}>
            {product.title}
          </Link>
        </h2>
        <span className="page-muted">{t('market.product.soldBy', { seller: product.seller.userName })}</span>
        <Rating product={product} />
        <Price amount={product.price} />
        <StockLine stock={product.stock} />
      </div>
      <div className="market-card__actions">
        {blocked === 'own' ? (
          <span className="page-muted">{t('market.product.own')}</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            block
            disabled={blocked !== null}
            loading={busy === product.id}
            aria-label={t(
              blocked === 'out' ? 'market.product.outOfStockNamed' : onMoveToCart ? 'market.saved.moveNamed' : 'market.product.addNamed',
              { title: product.title },
            )}
            onClick={() => (onMoveToCart ? onMoveToCart(product) : void add(product.id))}
          >
            <ShoppingCart size={16} aria-hidden="true" />
            {blocked === 'out' ? t('market.product.outOfStock') : onMoveToCart ? t('market.saved.move') : t('market.product.addShort')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function ProductGrid({ products, ...actions }: { products: readonly Product[] } & ProductActions) {
  return (
    <ul className="market-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} {...actions} />
      ))}
    </ul>
  );
}
