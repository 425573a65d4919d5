// Settings (/account/settings): notification preferences as the server keeps them, and the password change form's own
// checks (the current one given, not reused, typed twice alike); the new-password rule itself is the shared one
// (contracts/rules/password.ts through lib/new-password.ts), as on sign-up.
import type { components } from '../../../../../contracts/api/schema';

export type AccountSettings = components['schemas']['AccountSettings'];
export type Notifications = components['schemas']['AccountNotifications'];
export type NotificationsPatch = Partial<Notifications>;

/** The order the switches are shown in. */
export const NOTIFICATION_KINDS: readonly (keyof Notifications)[] = ['messages', 'mentions', 'payments', 'games', 'news'];

export type PasswordProblem = 'required' | 'same' | 'mismatch';

export interface PasswordInput {
  current: string;
  next: string;
  confirm: string;
}

/** The first problem of each field, or an empty object when the change may be sent. */
export function checkPasswordChange(input: PasswordInput): Partial<Record<keyof PasswordInput, PasswordProblem>> {
  const problems: Partial<Record<keyof PasswordInput, PasswordProblem>> = {};
  if (!input.current) problems.current = 'required';
  if (input.next && input.next === input.current) problems.next = 'same';
  if (!problems.next && input.confirm !== input.next) problems.confirm = 'mismatch';
  return problems;
}
