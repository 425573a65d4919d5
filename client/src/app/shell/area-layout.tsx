// The frame of every product area (spec section 2 Layout): top bar, collapsible rail, desktop list panel, the
// page, and the floating action button; it also sets the page title ("wallet · pay").
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../i18n';
import { AREA_NAMES, type AreaId } from '../routes/area-module';
import { TopBar } from './top-bar';
import { SideRail } from './side-rail';
import { ListPanel } from './list-panel';
import { Fab } from './fab';
import { closeRail, railOpen, useIsMobile } from './layout-state';
import { usePageTitle } from './page-title';
import { pageHeading } from '../../state/page-heading';
import { useRouteTitle } from './route-title';
import type { MenuEntry } from './side-menu';
import { connectRealtime } from '../../lib/api/socket';
import { unreadTotal } from '../../state/unread';
import './shell-messages';
import './page-messages';
import './forms.css';
import './area-layout.css';

// The game's realtime dialogs (JSON p/r, spec section 4) must open in every signed-in area, not only on /play.
const PlayHost = lazy(() => import('../../features/play/components/play-host').then((m) => ({ default: m.PlayHost })));

export function AreaLayout({ area, menu, topBarAction }: { area: AreaId; menu: readonly MenuEntry[]; topBarAction?: ComponentType }) {
  useSignals();
  const t = useT();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const areaName = AREA_NAMES[area];
  const routeTitle = useRouteTitle();
  usePageTitle(pageHeading.value ?? routeTitle, areaName, unreadTotal.value);

  // Every product area is signed in (guarded): keep the realtime socket up wherever the person is.
  useEffect(() => connectRealtime(), []);

  // A page chosen from the mobile rail should not stay covered by it.
  useEffect(() => closeRail(), [pathname]);

  return (
    <div className="area-shell" data-layout={mobile ? 'mobile' : 'desktop'} data-rail={railOpen.value ? 'open' : 'closed'}>
      <TopBar areaName={t(`shell.product.${area}`)} homeHref={menu[0]?.url ?? '/'} mobile={mobile} action={topBarAction} />
      <div className="area-shell__body">
        <SideRail menu={menu} mobile={mobile} />
        {mobile ? null : <ListPanel title={t(`shell.product.${area}`)} menu={menu} />}
        <main id="main" className="area-shell__main">
          <Outlet />
        </main>
      </div>
      <Fab />
      <Suspense fallback={null}>
        <PlayHost />
      </Suspense>
    </div>
  );
}
