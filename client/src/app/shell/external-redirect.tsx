// Spec section 2: "/support redirects externally to /account/support" — a full page load, so the target is
// fetched fresh (and can later move to another host) rather than resolved by the in-app router.
import { useEffect } from 'react';
import { FullScreenSpinner } from '../../components/ui/spinner';

export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <FullScreenSpinner />;
}
