// The root of every route: scroll-to-top, the cookie notice (every page has it, from the first render, loading
// screens included: RootFallback while the router loads the first page's routes), toasts, and the global modal.
// The toaster's and the modal's code stays out of the first load of / and /sign-in: the toaster arrives once the
// browser is idle (so its live region is in place before anyone acts), or at once if a toast comes first; the
// modal arrives the first time something opens it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { CookieBanner } from '../../components/ui/cookie-banner';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { modal } from '../../state/modal';
import { toasts } from '../../state/toasts';
import { ScrollToTop } from './scroll-to-top';

const Toaster = lazy(() => import('../../components/ui/toaster').then((m) => ({ default: m.Toaster })));
const ModalHost = lazy(() => import('../../components/ui/modal-host').then((m) => ({ default: m.ModalHost })));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * What the router shows until it has the first page's lazy routes (its HydrateFallback): the loading screen, with
 * the cookie notice already in place, so the notice does not wait for the area's code to appear.
 */
export function RootFallback() {
  return (
    <>
      <FullScreenSpinner />
      <CookieBanner />
    </>
  );
}

export function RootLayout() {
  useSignals();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <CookieBanner />
      {idle || toasts.value.length > 0 ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      {modal.value.show ? (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      ) : null}
    </>
  );
}
