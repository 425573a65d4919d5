// The product areas' top bar (spec section 2 Layout): rail toggle on mobile, area name, OSBT balance, in the
// area's own control (the market's cart), support link, products menu, theme toggle and the profile menu.
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { ComponentType } from 'react';
import { LifeBuoy, Menu, X } from 'lucide-react';
import { useT } from '../../i18n';
import { paths } from '../paths';
import { Balance } from './balance';
import { ProductsMenu } from './products-menu';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';
import { railOpen, toggleRail } from './layout-state';
import { unreadTotal } from '../../state/unread';
import { RAIL_ID } from './side-rail';
import './shell-messages';

export function TopBar({
  areaName,
  homeHref,
  mobile,
  action: Action,
}: {
  areaName: string;
  homeHref: string;
  mobile: boolean;
  /** The area's own control beside the balance (AreaModule.topBarAction). */
  action?: ComponentType | undefined;
}) {
  useSignals();
  const t = useT();
  const open = railOpen.value;
  return (
    <header className="top-bar">
      {mobile ? (
        <button
          type="button"
          className="icon-button top-bar__rail-toggle"
          aria-label={t(open ? 'shell.closeMenu' : 'shell.openMenu')}
          // On a phone the rail (with its counts) is folded away: a dot on its button says something is unread.
          data-unread={unreadTotal.value > 0 ? '' : undefined}
          aria-expanded={open}
          aria-controls={RAIL_ID}
          onClick={toggleRail}
        >
          {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
      ) : null}
      <Link to={homeHref} className="top-bar__brand">
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span className="top-bar__area">{areaName}</span>
      </Link>
      <div className="top-bar__end">
        <Balance />
        {Action ? <Action /> : null}
        <Link to={paths.accountSupport.getHref()} className="icon-button top-bar__support" aria-label={t('shell.support')}>
          <LifeBuoy size={20} aria-hidden="true" />
          <span className="top-bar__label">{t('shell.support')}</span>
        </Link>
        <ProductsMenu />
        <ThemeToggle />
        <ProfileMenu />
      </div>
    </header>
  );
}
