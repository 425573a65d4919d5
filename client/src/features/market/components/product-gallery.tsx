// A product's pictures: the one shown large, and a row of thumbnails (toggle buttons) that choose it. Each picture
// is a distinct generated view of the product (mock-server/src/seed/market-images.ts), named for screen readers.
import { useState } from 'react';
import { useT } from '../../../i18n';
import { CDN_BASE } from '../../../lib/cdn';
import type { Product } from '../models/types';
import './market-messages';

export function ProductGallery({ product }: { product: Pick<Product, 'title' | 'images'> }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const count = product.images.length;
  const current = product.images[Math.min(shown, count - 1)] ?? product.images[0];
  return (
    <div className="market-gallery">
      <img
        className="market-image market-image--large market-gallery__main"
        src={`${CDN_BASE}/${current}`}
        alt={t('market.gallery.photo', { n: Math.min(shown, count - 1) + 1, count, title: product.title })}
        width={400}
        height={300}
      />
      {count > 1 ? (
        <ul className="market-gallery__thumbs" aria-label={t('market.gallery.label')}>
          {product.images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="market-gallery__thumb"
                aria-pressed={index === shown}
                aria-label={t('market.gallery.show', { n: index + 1, count })}
                onClick={() => setShown(index)}
              >
                <img src={`${CDN_BASE}/${image}`} alt="" width={80} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
