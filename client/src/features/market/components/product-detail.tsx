// The product detail, shown in the global modal: picture, seller, stars, description, stock, a quantity within
// the stock, Add to cart and the save heart. Fetched fresh on open, since the stock may have moved.
import { useEffect, useEffectEvent, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router-dom';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { closeModal, openModal } from '../../../state/modal';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { getProduct } from '../api/get-product';
import { setSaved } from '../api/set-saved';
import { marketLinks } from '../models/links';
import { cannotBuy, clampQuantity, maxQuantity } from '../models/rules';
import type { Product } from '../models/types';
import './market-messages';
import { Price } from './price';
import { ProductImage, Rating, SaveButton, StockLine } from './product-bits';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCart } from './use-add-to-cart';

export function ProductDetail({ initial, onChange }: { initial: Product; onChange: (product: Product) => void }) {
  useSignals();
  const t = useT();
  const [product, setProduct] = useState(initial);
  const [quantity, setQuantity] = useState(1);
  const [readable, setReadable] = useState(true);
  const [add, busy] = useAddToCart();
  const [added, setAdded] = useState(false);
  const blocked = cannotBuy(product, user.value?.uid);

  const update = (next: Product): void => {
    setProduct(next);
    setQuantity((q) => clampQuantity(q, next));
    onChange(next);
  };

  // The newest update (and onChange) when the answer arrives, without reloading when they change.
  const applyFresh = useEffectEvent(update);
  useEffect(() => {
    let live = true;
    getProduct(initial.id).then(
      (fresh) => live && applyFresh(fresh),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Once per opened product.
  }, [initial.id]);

  const toggleSaved = async (): Promise<void> => {
    try {
      update(await setSaved(product.id, !product.saved));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const headingId = `market-detail-${product.id}`;
  return (
    <article className="market-detail" aria-labelledby={headingId}>
      <button type="button" className="market-detail__close" aria-label={t('market.close')} onClick={closeModal}>
        <X size={20} aria-hidden="true" />
      </button>
      <div className="market-detail__media">
        <ProductImage image={product.image} className="market-image market-image--large" />
        <SaveButton product={product} onToggle={() => void toggleSaved()} />
      </div>
      <div className="market-detail__body">
        <h2 id={headingId}>{product.title}</h2>
        <span className="page-muted">{t('market.product.soldBy', { seller: product.seller.userName })}</span>
        <Rating product={product} />
        <Price amount={product.price} className="market-price--large" />
        <p className="market-detail__description">{product.description}</p>
        <div className="market-detail__stock">
          <StockLine stock={product.stock} />
          <span className="page-muted">{t('market.product.sold', { count: product.sold })}</span>
        </div>
        {blocked === 'own' ? (
          <p className="form-notice">{t('market.product.own')}</p>
        ) : blocked === 'out' ? null : (
          <div className="market-detail__buy">
            <QuantityStepper
              value={quantity}
              max={maxQuantity(product)}
              label={t('market.product.quantity')}
              onChange={(q) => setQuantity(clampQuantity(q, product))}
              onReadable={setReadable}
            />
            <Button
              loading={busy === product.id}
              // What the field shows is what is added: not the last quantity it could read.
              disabled={!readable}
              onClick={() =>
                void add(product.id, quantity).then((ok) => {
                  setAdded(ok);
                  if (ok) void getProduct(product.id).then(update, () => undefined);
                })
              }
            >
              {t('market.product.add')}
            </Button>
          </div>
        )}
        {added ? (
          <Link className="market-link" to={marketLinks.cart} onClick={closeModal}>
            {t('market.product.goToCart')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** Opens a product in the global modal; `onChange` hears about saves (and fresher stock) made there. */
export function openProduct(product: Product, onChange: (product: Product) => void, label: string): void {
  openModal(<ProductDetail initial={product} onChange={onChange} />, { label });
}
