// Entry point: global styles, the session restore for a stored token, chunk-failure listening, and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
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

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
