// The route-guard rules of spec section 2 as pure decisions, so each rule is testable without rendering.
import type { User } from '../../state/session';

/** Spec section 2: the onboarding page a pending todo restricts a person to (spec section 6). */
export const TODO_PATH = '/account/todo';
export const SIGN_IN_PATH = '/sign-in';
/** Lets a signed-in person reach /sign-in to add another account (spec section 4). */
export const ADD_ACCOUNT_PARAM = 'add';

export type AuthStatus = 'loading' | 'ready';

export type GuardDecision = { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' } | { kind: 'render' };

/**
 * Protected guard (spec section 2): spinner while loading; no user → /sign-in; a pending todo →
 * /account/todo; todo done while on /account/todo → the remembered target; otherwise the page.
 * Every redirect here is a replace, so Back never lands on a page that bounces again.
 */
export function protectedDecision(status: AuthStatus, user: User | null, pathname: string, target: string): GuardDecision {
  if (status === 'loading') return { kind: 'loading' };
  if (!user) return { kind: 'redirect', to: SIGN_IN_PATH };
  const onTodo = pathname === TODO_PATH || pathname.startsWith(`${TODO_PATH}/`);
  if (user.todo && !onTodo) return { kind: 'redirect', to: TODO_PATH };
  if (!user.todo && onTodo) return { kind: 'redirect', to: target };
  return { kind: 'render' };
}

/**
 * Public guard (spec section 2): once loading has finished and a user exists, go to the remembered target;
 * otherwise show the page. Adding an account (spec section 4) is the one reason a signed-in person stays,
 * and only while fewer than the maximum accounts are stored.
 */
export function publicDecision(status: AuthStatus, user: User | null, target: string, addingAccount: boolean): GuardDecision {
  if (status === 'ready' && user && !addingAccount) return { kind: 'redirect', to: target };
  return { kind: 'render' };
}

/**
 * Where a person whose session ended goes back to once signed in again: the page they were on (the sign-in gate's
 * `from`, always one of our own paths), or null for any other arrival at sign-in (the remembered target applies).
 */
export function returnAfterSessionEnded(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { from, ended } = state as { from?: unknown; ended?: unknown };
  if (ended !== true || typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}

/** Admin guard (spec section 6; ours: admin status is `user.isStaff`). Runs inside the protected guard. */
export function adminDecision(user: User | null): GuardDecision {
  return user?.isStaff ? { kind: 'render' } : { kind: 'forbidden' };
}
