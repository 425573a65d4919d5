// Admin guard (spec sections 2 and 6): inside the protected guard, only staff (`user.isStaff`) see /admin.
import { Outlet } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { user } from '../../state/session';
import { ForbiddenPage } from '../shell/forbidden-page';
import { adminDecision } from './guard-rules';

export function AdminGuard() {
  useSignals();
  return adminDecision(user.value).kind === 'render' ? <Outlet /> : <ForbiddenPage />;
}
