// The secondary list panel on desktop (spec section 2 Layout): an area's registered list for this path, else
// the area's pages by name beside the icon-only rail.
import { useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../i18n';
import { listPanelFor } from './list-panels';
import { SideNav } from './side-nav';
import type { MenuEntry } from './side-menu';
import './shell-messages';

export function ListPanel({ title, menu }: { title: string; menu: readonly MenuEntry[] }) {
  useSignals();
  const t = useT();
  const { pathname } = useLocation();
  const Registered = listPanelFor(pathname);
  return (
    <aside className="list-panel" aria-label={title}>
      {Registered ? (
        <Registered />
      ) : (
        <>
          <h2 className="list-panel__title">{title}</h2>
          <SideNav menu={menu} label={t('shell.sectionNavigation')} />
        </>
      )}
    </aside>
  );
}
