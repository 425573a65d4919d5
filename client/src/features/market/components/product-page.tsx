// /market/product/{id}: a product's own page — its gallery, seller, stars, price, description and stock, a quantity
// the stock still allows beside what my cart already holds, Add to cart and the save heart. Fetched fresh on
// every visit, since the stock may have moved; Back returns to the list it was opened from.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { usePageHeading } from '../../../state/page-heading';
import { getCart } from '../api/get-cart';
import { getProduct } from '../api/get-product';
import { setSaved } from '../api/set-saved';
import { marketLinks } from '../models/links';
import { cannotBuy, clampQuantity, maxQuantity } from '../models/rules';
import type { Product } from '../models/types';
import { LoadError, Loading, MarketPage, type MarketPageProps } from './market-page';
import { Price } from './price';
import { Rating, SaveButton, StockLine } from './product-bits';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { QuantityStepper } from './quantity-stepper';
import { useAddToCart } from './use-add-to-cart';

export function ProductPage({ title }: MarketPageProps) {
  const { id = '' } = useParams();
  const [product, setProduct] = useState<Product | null>(null);
  const [inCart, setInCart] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    // The product and how many of it my cart holds, so the stepper offers only what the stock still covers.
    Promise.all([getProduct(id), getCart()]).then(
      ([fresh, cart]) => {
        if (!live) return;
        setProduct(fresh);
        setInCart(cart.lines.find((line) => line.product.id === fresh.id)?.quantity ?? 0);
      },
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  // The tab and history name the product ("fone bluetooth · market"), not only "produto".
  usePageHeading(product?.id === id ? product.title : null);

  if (error) {
    return (
      <MarketPage title={title}>
        <LoadError message={error} onRetry={() => setAttempt((n) => n + 1)} />
      </MarketPage>
    );
  }
  if (!product || product.id !== id) {
    return (
      <MarketPage title={title}>
        <Loading />
      </MarketPage>
    );
  }
  return <ProductView key={product.id} product={product} inCart={inCart} onChange={setProduct} onCart={setInCart} />;
}

function ProductView({
  product,
  inCart,
  onChange,
  onCart,
}: {
  product: Product;
  inCart: number;
  onChange: (product: Product) => void;
  onCart: (held: number) => void;
}) {
  useSignals();
  const t = useT();
  const [quantity, setQuantity] = useState(1);
  const [readable, setReadable] = useState(true);
  const [add, busy] = useAddToCart();
  const blocked = cannotBuy(product, user.value?.uid);
  const most = maxQuantity(product, inCart);

  const toggleSaved = async (): Promise<void> => {
    try {
      onChange(await setSaved(product.id, !product.saved));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const addToCart = async (): Promise<void> => {
    const cart = await add(product.id, quantity);
    if (!cart) return;
    const held = cart.lines.find((line) => line.product.id === product.id)?.quantity ?? 0;
    onCart(held);
    setQuantity((q) => clampQuantity(q, product, held));
  };

  return (
    <MarketPage title={product.title}>
      <div className="market-product">
        <div className="market-product__media">
          <ProductGallery product={product} />
          <SaveButton product={product} onToggle={() => void toggleSaved()} />
        </div>
        <div className="market-detail__body">
          <span className="page-muted">{t('market.product.soldBy', { seller: product.seller.userName })}</span>
          <Rating product={product} />
          <Price amount={product.price} className="market-price--large" />
          <p className="market-detail__description">{product.description}</p>
          <div className="market-detail__stock">
            <StockLine stock={product.stock} />
            <span className="page-muted">{t('market.product.sold', { count: product.sold })}</span>
          </div>
          {inCart > 0 ? (
            <p className="page-muted">
              {t('market.product.inCart', { count: inCart })}{' '}
              <Link className="market-link" to={marketLinks.cart}>
                {t('market.product.goToCart')}
              </Link>
            </p>
          ) : null}
          {blocked === 'own' ? (
            <p className="form-notice">{t('market.product.own')}</p>
          ) : blocked === 'out' ? null : most === 0 ? (
            <p className="form-notice">{t('market.product.allInCart')}</p>
          ) : (
            <div className="market-detail__buy">
              <QuantityStepper
                value={Math.min(quantity, most)}
                max={most}
                label={t('market.product.quantity')}
                onChange={(q) => setQuantity(clampQuantity(q, product, inCart))}
                onReadable={setReadable}
              />
              <Button
                loading={busy === product.id}
                // What the field shows is what is added: not the last quantity it could read.
                disabled={!readable}
                onClick={() => void addToCart()}
              >
                {t('market.product.add')}
              </Button>
            </div>
          )}
        </div>
      </div>
      <ProductReviews productId={product.id} onRated={(rating, ratingCount) => onChange({ ...product, rating, ratingCount })} />
    </MarketPage>
  );
}
