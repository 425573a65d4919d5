// Protected guard of spec section 2: spinner while loading, sign-in gate for visitors, the todo gate,
// and the remembered target recorded on every navigation inside the product areas.
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { authStatus, sessionEnded, user } from '../../state/session';
import { readTarget, rememberTarget } from '../../lib/target';
import { TODO_PATH, protectedDecision } from './guard-rules';

/** What the sign-in page receives when a visitor was turned away from a product area (the sign-in gate). */
export interface SignInGateState {
  from: string;
  /** The person's session ended here (expired or signed out elsewhere): after signing in they come back to `from`. */
  ended?: boolean;
}

export function ProtectedGuard() {
  useSignals();
  const { pathname, search } = useLocation();

  // A layout effect runs before <Navigate>'s effect, so even a visitor bounced to /sign-in leaves the
  // section they wanted behind. The onboarding page is a gate, not a destination, so it is not recorded.
  useLayoutEffect(() => {
    if (pathname !== TODO_PATH) rememberTarget(pathname);
  }, [pathname]);

  const decision = protectedDecision(authStatus.value, user.value, pathname, readTarget());
  switch (decision.kind) {
    case 'loading':
      return <FullScreenSpinner />;
    case 'redirect': {
      const state: SignInGateState | undefined = user.value
        ? undefined
        : { from: `${pathname}${search}`, ...(sessionEnded.value ? { ended: true } : {}) };
      return <Navigate to={decision.to} replace state={state} />;
    }
    default:
      return <Outlet />;
  }
}
