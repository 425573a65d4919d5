// Entry point: global styles, the session restore for a stored token, chunk-failure listening, and the router.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { PrerenderHandoff, isPrerendered, whenRouterReady } from './app/shell/prerender-handoff';
import { listenForPreloadErrors } from './app/shell/preload-error';
import { refreshUser } from './state/session';
import { token } from './state/token';
import './styles/global.css';

listenForPreloadErrors();

// A stored token means "signed in, account not yet fetched" (spec section 4): fetch it once at start.
// A failure other than a rejected token leaves the session as it is; the guards then show sign-in.
if (token.peek()) void refreshUser().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
const root = createRoot(container);
const app = (
  <StrictMode>
    <PrerenderHandoff container={container} />
    <RouterProvider router={router} />
  </StrictMode>
);

if (isPrerendered(container)) {
  // The build's HTML of this page is on screen (client/build/prerender.ts). It stays until the app's first render
  // is whole: the router has its lazy routes, and the transition waits for lazy pages rather than committing a
  // spinner over it. The transition also lets React yield while it renders.
  void whenRouterReady(router).then(() => startTransition(() => root.render(app)));
} else {
  root.render(app);
}
