// The root of every route: scroll-to-top, the slow-API bar, the cookie notice (every page has it, from the first render, loading
// screens included: RootFallback while the router loads the first page's routes), toasts, and the global modal.
// The toasts' and the modal's code stays out of every page's first load: the toasts' live region is in the page
// from the first render (screen readers know it before a toast arrives), their code arrives on the person's first
// press or key (the earliest a toast of theirs can come), or at once if a toast comes first; the modal arrives the
// first time something opens it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { CookieBanner } from '../../components/ui/cookie-banner';
import { SlowProgress } from '../../components/ui/slow-progress';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { ToastRegion } from '../../components/ui/toast-region';
import { modal } from '../../state/modal';
import { toasts } from '../../state/toasts';
import { ScrollToTop } from './scroll-to-top';

/** If the toasts' code cannot load (offline before it ever did), their messages still show, as plain text. */
function ToastTexts() {
  useSignals();
  return toasts.value.map((item) => (
    <div key={item.id} className={`ui-toast ui-toast--${item.type}`} data-type={item.type}>
      <span className="ui-toast__message">{item.message}</span>
    </div>
  ));
}

const ToastItems = lazy(() =>
  import('../../components/ui/toaster').then(
    (m) => ({ default: m.ToastItems }),
    () => ({ default: ToastTexts }),
  ),
);
const ModalHost = lazy(() => import('../../components/ui/modal-host').then((m) => ({ default: m.ModalHost })));

const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

/** Runs `run` on the person's first press or key anywhere in the page; returns the clean-up. */
function onFirstAct(run: () => void): () => void {
  const stop = (): void => FIRST_ACTS.forEach((type) => window.removeEventListener(type, act, true));
  const act = (): void => {
    stop();
    run();
  };
  FIRST_ACTS.forEach((type) => window.addEventListener(type, act, { capture: true, passive: true }));
  return stop;
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
  const [acted, setActed] = useState(false);
  useEffect(() => onFirstAct(() => setActed(true)), []);
  return (
    <>
      <ScrollToTop />
      <SlowProgress />
      <Outlet />
      <CookieBanner />
      <ToastRegion>
        {acted || toasts.value.length > 0 ? (
          <Suspense fallback={null}>
            <ToastItems />
          </Suspense>
        ) : null}
      </ToastRegion>
      {modal.value.show ? (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      ) : null}
    </>
  );
}
