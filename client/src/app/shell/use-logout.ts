// Logging out from any frame (spec section 4): the message of what happened, and /sign-in when no account is left.
import { useNavigate } from 'react-router-dom';
import { logout } from '../../state/session';
import { toast } from '../../state/toasts';
import { errorMessage } from '../../lib/api/errors';
import { paths } from '../paths';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      const { switched, message } = await logout();
      toast.success(message);
      // Navigate ourselves rather than let the guard bounce: the sign-in gate is for visitors, not for a logout.
      if (!switched) void navigate(paths.signIn.getHref(), { replace: true });
    } catch (error) {
      // Logging out always succeeds locally; only fetching the next stored account can fail.
      toast.error(errorMessage(error));
    }
  };
}
