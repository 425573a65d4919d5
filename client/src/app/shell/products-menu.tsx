// The top bar's products menu (spec section 2 Layout): Account, {product}, pay, cloud, map, market; and Admin for staff.
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Cloud, LayoutGrid, Map as MapIcon, MessageCircle, ShieldCheck, Store, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import { Dropdown } from '../../components/ui/dropdown';
import { useT } from '../../i18n';
import { user } from '../../state/session';
import { paths } from '../paths';
import './shell-messages';
import type { TextKey } from '../../i18n/keys';

interface Product {
  key: TextKey;
  href: string;
  icon: LucideIcon;
}

const PRODUCTS: readonly Product[] = [
  { key: 'shell.product.account', href: paths.account.getHref(), icon: UserRound },
  { key: 'shell.product.app', href: paths.discover.getHref(), icon: MessageCircle },
  { key: 'shell.product.pay', href: paths.pay.getHref(), icon: Wallet },
  { key: 'shell.product.cloud', href: paths.cloud.getHref(), icon: Cloud },
  { key: 'shell.product.map', href: paths.map.getHref(), icon: MapIcon },
  { key: 'shell.product.market', href: paths.market.getHref(), icon: Store },
];

/** Staff only: the admin area (ours, not in the spec's list). */
const ADMIN: Product = { key: 'shell.product.admin', href: paths.admin.getHref(), icon: ShieldCheck };

export function ProductsMenu() {
  useSignals();
  const t = useT();
  const products = user.value?.isStaff ? [...PRODUCTS, ADMIN] : PRODUCTS;
  return (
    <Dropdown
      id="products"
      label={t('shell.products')}
      align="end"
      menuClassName="products-menu"
      trigger={<LayoutGrid size={20} aria-hidden="true" />}
    >
      {products.map(({ key, href, icon: Icon }) => (
        <Link key={href} to={href} role="menuitem" tabIndex={-1} className="ui-dropdown__item products-menu__item">
          <Icon size={20} aria-hidden="true" />
          <span>{t(key)}</span>
        </Link>
      ))}
    </Dropdown>
  );
}
