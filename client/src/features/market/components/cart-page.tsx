// /market/cart: the lines with quantity steppers and remove, the summary (subtotal, free shipping, total, my
// OSBT balance and what is left after paying), what blocks checkout (stock, balance), and the order placed.
import { useEffect } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router-dom';
import { CheckCircle2, Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { t as translate, useT } from '../../../i18n';
import { language } from '../../../state/language';
import { refreshUser } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { checkout } from '../api/checkout';
import { listAddresses } from '../../../lib/api/calls/list-addresses';
import { addressLine } from '../../../lib/postal-address';
import { getCart } from '../api/get-cart';
import { setCartQuantity } from '../api/set-cart';
import { setSaved } from '../api/set-saved';
import { CartModel } from '../models/cart';
import { marketLinks } from '../models/links';
import { formatOsbt } from '../../../lib/currency';
import { lineProblem, maxQuantity } from '../models/rules';
import type { CartLine } from '../models/types';
import { LoadError, Loading, MarketPage, type MarketPageProps } from './market-page';
import { Price } from './price';
import { ProductImage } from './product-bits';
import { QuantityStepper } from './quantity-stepper';
import { useLive } from '../../../lib/live/use-live';

type Model = ReturnType<typeof useCart>;

function useCart() {
  return useModel(
    () =>
      new CartModel({
        get: getCart,
        set: setCartQuantity,
        save: (productId) => setSaved(productId, true),
        savedText: () => translate('market.cart.savedForLater'),
        checkout,
        addresses: listAddresses,
        refresh: refreshUser,
        notify: (kind, message) => toast[kind](message),
      }),
  );
}

function Line({ line, model }: { line: CartLine; model: Model }) {
  useSignals();
  const t = useT();
  const { product } = line;
  const problem = lineProblem(line);
  const busy = model.updating.value === product.id;
  return (
    <li className="market-line">
      <ProductImage image={product.image} className="market-image market-image--thumb" />
      <div className="market-line__body">
        <h3>
          <Link className="market-link" to={marketLinks.product(product.id)}>
            {product.title}
          </Link>
        </h3>
        <span className="page-muted">
          {t('market.cart.each', { price: formatOsbt(product.price, language.value) })} ·{' '}
          {t('market.product.soldBy', { seller: product.seller.userName })}
        </span>
        {problem ? (
          <span className="market-stock market-stock--out" role="status">
            {problem === 'out' ? t('market.cart.out') : t('market.cart.short', { count: product.stock })}
          </span>
        ) : null}
        <div className="market-line__controls">
          <QuantityStepper
            value={line.quantity}
            max={Math.max(line.quantity, maxQuantity(product))}
            label={t('market.cart.quantityOf', { title: product.title })}
            disabled={busy}
            onChange={(q) => {
              if (Number.isFinite(q) && q >= 1 && q !== line.quantity) void model.setQuantity(product.id, Math.min(q, 99));
            }}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('market.cart.removeNamed', { title: product.title })}
            disabled={busy}
            onClick={() => void model.setQuantity(product.id, 0)}
          >
            <Trash2 size={16} aria-hidden="true" />
            {t('market.cart.remove')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('market.cart.saveForLaterNamed', { title: product.title })}
            disabled={busy}
            onClick={() => void model.saveForLater(product.id)}
          >
            <Heart size={16} aria-hidden="true" />
            {t('market.cart.saveForLater')}
          </Button>
        </div>
      </div>
      <Price amount={line.subtotal} className="market-line__subtotal" />
    </li>
  );
}

/** Where the order goes: the book's addresses as radios (the default chosen first), or a link to add one. */
function DeliveryPicker({ model }: { model: Model }) {
  useSignals();
  const t = useT();
  const book = model.addresses.value;
  if (book === null) return null;
  return (
    <fieldset className="market-delivery">
      <legend>{t('market.cart.deliverTo')}</legend>
      {book.length === 0 ? <p className="page-muted">{t('market.cart.noAddress')}</p> : null}
      {book.map((address) => (
        <label key={address.id} className="market-delivery__option">
          <input
            type="radio"
            name="delivery-address"
            checked={model.addressId.value === address.id}
            onChange={() => model.chooseAddress(address.id)}
          />
          <span>
            <strong>{address.label}</strong> · {address.name}
            <span className="page-muted">{addressLine(address, language.value)}</span>
          </span>
        </label>
      ))}
      <Link className="market-link" to={marketLinks.addresses}>
        {book.length === 0 ? t('market.cart.addAddress') : t('market.cart.manageAddresses')}
      </Link>
    </fieldset>
  );
}

function Summary({ model }: { model: Model }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const cart = model.cart.value;
  const block = model.block.value;
  if (!cart) return null;
  const after = cart.balance - cart.total;
  return (
    <aside className="page-card market-summary" aria-labelledby="market-summary-title">
      <h2 id="market-summary-title">{t('market.cart.summary')}</h2>
      <dl className="page-summary">
        <div>
          <dt>{t('market.cart.subtotal', { count: cart.count })}</dt>
          <dd>{formatOsbt(cart.total, lang)}</dd>
        </div>
        <div>
          <dt>{t('market.cart.shipping')}</dt>
          <dd>{t('market.cart.free')}</dd>
        </div>
        <div className="market-summary__total">
          <dt>{t('market.cart.total')}</dt>
          <dd>
            <Price amount={cart.total} />
          </dd>
        </div>
        <div>
          <dt>{t('market.cart.balance')}</dt>
          <dd>{formatOsbt(cart.balance, lang)}</dd>
        </div>
        {after >= 0 ? (
          <div>
            <dt>{t('market.cart.after')}</dt>
            <dd>{formatOsbt(after, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {block?.kind === 'stock' ? <p className="form-error">{t('market.cart.blockStock')}</p> : null}
      {block?.kind === 'balance' ? (
        <p className="form-error">
          {t('market.cart.blockBalance', { missing: formatOsbt(block.missing, lang) })}{' '}
          <Link className="market-link" to={marketLinks.addFunds}>
            {t('market.cart.addFunds')}
          </Link>
        </p>
      ) : null}
      <DeliveryPicker model={model} />
      {model.checkoutError.value ? (
        <p className="form-error" role="alert">
          {model.checkoutError.value}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        disabled={block !== null || model.needsAddress.value}
        loading={model.placing.value}
        onClick={() => void model.checkout()}
      >
        {model.placing.value ? t('market.cart.placing') : t('market.cart.checkout')}
      </Button>
    </aside>
  );
}

export function CartPage({ title }: MarketPageProps) {
  useSignals();
  const t = useT();
  const model = useCart();
  useEffect(() => {
    void model.load();
  }, [model]);
  // The cart shows the balance and empties on checkout: both can change in another tab.
  useLive(['balance', 'orders'], () => model.load());
  const cart = model.cart.value;
  const placed = model.placed.value;

  return (
    <MarketPage title={title} lead={t('market.lead.cart')}>
      {placed ? (
        <div className="market-placed" role="status">
          <CheckCircle2 size={24} aria-hidden="true" />
          <div>
            <h2>{t('market.cart.placed')}</h2>
            <p>{t('market.cart.placedText', { id: placed.id })}</p>
            <Link className="market-link" to={marketLinks.orders}>
              {t('market.cart.viewOrders')}
            </Link>
          </div>
        </div>
      ) : null}
      {model.error.value ? (
        <LoadError message={model.error.value} onRetry={() => void model.load()} />
      ) : cart === null ? (
        <Loading />
      ) : cart.lines.length === 0 ? (
        placed ? null : (
          <EmptyState icon={<ShoppingCart size={32} />} message={t('market.cart.empty')}>
            <Link className="market-link" to={marketLinks.trending}>
              {t('market.cart.browse')}
            </Link>
          </EmptyState>
        )
      ) : (
        <div className="market-cart">
          <section aria-labelledby="market-cart-items">
            <h2 id="market-cart-items" className="visually-hidden">
              {t('market.cart.items')}
            </h2>
            <ul className="page-list page-list--loose">
              {cart.lines.map((line) => (
                <Line key={line.product.id} line={line} model={model} />
              ))}
            </ul>
          </section>
          <Summary model={model} />
        </div>
      )}
    </MarketPage>
  );
}
