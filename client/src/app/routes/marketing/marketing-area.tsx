// The marketing route module (lazy): the public frame with the app's theme and language controls, the page
// title, and the home page. The other marketing pages are marketing-pages.tsx, so / loads only what it shows.
// Each page has a Portuguese URL and an English one under /en (lib/locale-path.ts): the URL names the language.
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { MarketingFrame } from '../../../features/marketing/components/marketing-layout';
import { HomePage } from '../../../features/marketing/components/home-page';
import { contentTitle } from '../../../features/marketing/components/content-title';
import { user } from '../../../state/session';
import { language } from '../../../state/language';
import { readTarget } from '../../../lib/target';
import { localePath, urlLanguage } from '../../../lib/locale-path';
import { ThemeToggle } from '../../shell/theme-toggle';
import { LanguageMenu } from '../../shell/language-menu';
import { SITE_NAME, usePageTitle } from '../../shell/page-title';
import { useRouteTitle } from '../../shell/route-title';

export function MarketingLayout() {
  useSignals();
  const { pathname, search, hash } = useLocation();
  const routeTitle = useRouteTitle();
  usePageTitle(contentTitle.value ?? routeTitle, SITE_NAME);
  const lang = language.value;
  const here = `${pathname}${search}${hash}`;
  const inUrl = urlLanguage(pathname);
  // An English URL reached in a Portuguese session (a link typed in the app): load it, so it starts in English.
  useEffect(() => {
    if (inUrl === 'en' && lang !== 'en') globalThis.location.replace(here);
  }, [inUrl, lang, here]);
  // Someone who chose English opening a Portuguese URL gets the page's English URL.
  if (inUrl === 'pt' && lang === 'en') return <Navigate to={localePath(here, 'en')} replace />;
  return (
    <MarketingFrame
      appHref={user.value ? readTarget() : null}
      tools={
        <>
          <ThemeToggle />
          <LanguageMenu hrefFor={(to) => localePath(here, to)} />
        </>
      }
    />
  );
}

export const pages = { home: HomePage };
