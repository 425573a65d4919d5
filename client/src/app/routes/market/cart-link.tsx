// The market's top-bar control (AreaModule.topBarAction): the cart with how many units it holds, since the rail's
// count is folded away on a phone. In the market's chunk, so other areas' first load carries none of it.
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { ShoppingCart } from 'lucide-react';
import { useT } from '../../../i18n';
import { paths } from '../../paths';
import { cartCount } from '../../../state/market-cart';

export function CartLink() {
  useSignals();
  const t = useT();
  const count = cartCount.value;
  return (
    <Link
      to={paths.marketCart.path}
      className="icon-button top-bar__cart"
      aria-label={count > 0 ? t('pages.market.cartNamed', { count }) : t('pages.market.cart')}
    >
      <ShoppingCart size={20} aria-hidden="true" />
      {count > 0 ? (
        <span className="top-bar__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
