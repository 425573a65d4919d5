// The marketing route module (lazy): the public frame with the app's theme and language controls, the page
// title, and the home page. The other marketing pages are marketing-pages.tsx, so / loads only what it shows.
import { useSignals } from '@preact/signals-react/runtime';
import { MarketingFrame } from '../../../features/marketing/components/marketing-layout';
import { HomePage } from '../../../features/marketing/components/home-page';
import { user } from '../../../state/session';
import { readTarget } from '../../../lib/target';
import { ThemeToggle } from '../../shell/theme-toggle';
import { LanguageMenu } from '../../shell/language-menu';
import { SITE_NAME, usePageTitle } from '../../shell/page-title';
import { useRouteTitle } from '../../shell/route-title';

export function MarketingLayout() {
  useSignals();
  usePageTitle(useRouteTitle(), SITE_NAME);
  return (
    <MarketingFrame
      appHref={user.value ? readTarget() : null}
      tools={
        <>
          <ThemeToggle />
          <LanguageMenu />
        </>
      }
    />
  );
}

export const pages = { home: HomePage };
