// The top bar's products menu (spec section 2 Layout): Account, {product}, pay, cloud, map, market.
import { Link } from 'react-router-dom';
import { Cloud, LayoutGrid, Map as MapIcon, MessageCircle, Store, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import { Dropdown } from '../../components/ui/dropdown';
import { useT } from '../../i18n';
import { paths } from '../paths';
import './shell-messages';

const PRODUCTS: readonly { key: string; href: string; icon: LucideIcon }[] = [
  { key: 'shell.product.account', href: paths.account.getHref(), icon: UserRound },
  { key: 'shell.product.app', href: paths.discover.getHref(), icon: MessageCircle },
  { key: 'shell.product.pay', href: paths.pay.getHref(), icon: Wallet },
  { key: 'shell.product.cloud', href: paths.cloud.getHref(), icon: Cloud },
  { key: 'shell.product.map', href: paths.map.getHref(), icon: MapIcon },
  { key: 'shell.product.market', href: paths.market.getHref(), icon: Store },
];

export function ProductsMenu() {
  const t = useT();
  return (
    <Dropdown
      id="products"
      label={t('shell.products')}
      align="end"
      menuClassName="products-menu"
      trigger={<LayoutGrid size={20} aria-hidden="true" />}
    >
      {PRODUCTS.map(({ key, href, icon: Icon }) => (
        <Link key={href} to={href} role="menuitem" tabIndex={-1} className="ui-dropdown__item products-menu__item">
          <Icon size={20} aria-hidden="true" />
          <span>{t(key)}</span>
        </Link>
      ))}
    </Dropdown>
  );
}
