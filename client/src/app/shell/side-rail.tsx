// The collapsible left rail (spec section 2 Layout): 3rem of icons when collapsed; opens on hover on desktop
// and is toggled from the top bar on mobile, where it slides over the page with a backdrop.
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../i18n';
import { closeRail, railOpen } from './layout-state';
import { SideNav } from './side-nav';
import type { MenuEntry } from './side-menu';
import './shell-messages';

export const RAIL_ID = 'side-rail';

export function SideRail({ menu, mobile }: { menu: readonly MenuEntry[]; mobile: boolean }) {
  useSignals();
  const t = useT();
  const open = railOpen.value;
  return (
    <>
      {mobile && open ? <div className="side-rail__backdrop" onClick={closeRail} aria-hidden="true" /> : null}
      <aside id={RAIL_ID} className="side-rail" data-open={open} hidden={mobile && !open ? true : undefined}>
        <SideNav menu={menu} label={t('shell.mainNavigation')} onNavigate={mobile ? closeRail : undefined} />
      </aside>
    </>
  );
}
