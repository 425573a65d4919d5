// Small parts of a product shared by the card, the detail and the cart: the picture, the stars, the stock line
// and the save heart (a toggle button whose name says what it does, not a colour).
import { Heart, Star } from 'lucide-react';
import { useT } from '../../../i18n';
import { CDN_BASE } from '../../../lib/cdn';
import { language } from '../../../state/language';
import { formatRating, halfStars, stockState } from '../models/rules';
import type { Product } from '../models/types';
import './market-messages';

export function ProductImage({ image, className }: { image: string; className?: string }) {
  // The title sits beside the picture, so the picture itself is decorative.
  return <img className={className ?? 'market-image'} src={`${CDN_BASE}/${image}`} alt="" loading="lazy" width={400} height={300} />;
}

export function Rating({ product }: { product: Pick<Product, 'rating' | 'ratingCount'> }) {
  const t = useT();
  // No reviews, no stars: a 0 would read as a bad rating.
  if (product.ratingCount === 0) return <span className="market-rating page-muted">{t('market.product.noRating')}</span>;
  const rating = formatRating(product.rating, language.value);
  const filled = Math.floor(halfStars(product.rating));
  return (
    <span className="market-rating" role="img" aria-label={t('market.product.rating', { rating, count: product.ratingCount })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={14} aria-hidden="true" className={n <= filled ? 'market-star market-star--on' : 'market-star'} />
      ))}
      <span aria-hidden="true">
        {rating} ({product.ratingCount})
      </span>
    </span>
  );
}

export function StockLine({ stock }: { stock: number }) {
  const t = useT();
  const state = stockState(stock);
  if (state.kind === 'out') return <span className="market-stock market-stock--out">{t('market.product.outOfStock')}</span>;
  if (state.kind === 'low')
    return <span className="market-stock market-stock--low">{t('market.product.lowStock', { count: state.left })}</span>;
  return <span className="market-stock">{t('market.product.inStock', { count: state.left })}</span>;
}

export function SaveButton({ product, onToggle }: { product: Product; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="market-save"
      aria-pressed={product.saved}
      aria-label={t(product.saved ? 'market.product.unsave' : 'market.product.save', { title: product.title })}
      onClick={onToggle}
    >
      <Heart size={18} aria-hidden="true" fill={product.saved ? 'currentColor' : 'none'} />
    </button>
  );
}
