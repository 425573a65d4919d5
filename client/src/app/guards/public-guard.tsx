// Public guard of spec section 2: a signed-in person on /sign-in goes to the remembered target, unless
// they came to add another account (spec section 4: /sign-in?add=1, only below the maximum); someone whose session
// ended goes back to the page they were on.
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { authStatus, canAddAccount, user } from '../../state/session';
import { readTarget } from '../../lib/target';
import { ADD_ACCOUNT_PARAM, publicDecision, returnAfterSessionEnded } from './guard-rules';

export function PublicGuard() {
  useSignals();
  const [params] = useSearchParams();
  const adding = params.has(ADD_ACCOUNT_PARAM) && canAddAccount.value;
  // Signed in again after the session ended: back to the page they were on, not just its section.
  const back = returnAfterSessionEnded(useLocation().state);
  const decision = publicDecision(authStatus.value, user.value, back ?? readTarget(), adding);
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
