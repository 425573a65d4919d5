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

/**
 * A new task for the next start-up step: evaluating the scripts, building the route table, creating React's root
 * and rendering are then shorter tasks instead of one long one, and the browser can paint or take input between them.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const router = createAppRouter();
  // Building the route table is the longest of these steps; React's root (its event listeners) comes in the next.
  await nextTask();
  const app = (
    <StrictMode>
      <PrerenderHandoff container={root} />
      <RouterProvider router={router} />
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  if (isPrerendered(root)) {
    // The build's HTML of this page is on screen (client/build/prerender.ts). It stays until the app's first
    // render is whole: the router has its lazy routes (pages included), and the transition below waits for
    // anything lazy rather than committing a spinner over it.
    await whenRouterReady(router);
  }
  // In a transition React renders in slices of a few milliseconds, so the first render (the area's frame and page)
  // never holds the main thread for long.
  startTransition(() => reactRoot.render(app));
}

void start(container);
