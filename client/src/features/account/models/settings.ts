// Settings (/account/settings): notification preferences as the server keeps them, and the new-password rule
// (the same as the mock's accountPasswordChange: 8–128 characters, a letter and a digit, not the current one).
import type { components } from '../../../../../contracts/api/schema';

export type AccountSettings = components['schemas']['AccountSettings'];
export type Notifications = components['schemas']['AccountNotifications'];
export type NotificationsPatch = Partial<Notifications>;

/** The order the switches are shown in. */
export const NOTIFICATION_KINDS: readonly (keyof Notifications)[] = ['messages', 'mentions', 'payments', 'games', 'news'];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'letterAndDigit' | 'same' | 'mismatch';

export interface PasswordInput {
  current: string;
  next: string;
  confirm: string;
}

/** The first problem of each field, or an empty object when the change may be sent. */
export function checkPasswordChange(input: PasswordInput): Partial<Record<keyof PasswordInput, PasswordProblem>> {
  const problems: Partial<Record<keyof PasswordInput, PasswordProblem>> = {};
  if (!input.current) problems.current = 'required';
  if (input.next.length < PASSWORD_MIN) problems.next = 'tooShort';
  else if (input.next.length > PASSWORD_MAX) problems.next = 'tooLong';
  else if (!/\p{L}/u.test(input.next) || !/\d/.test(input.next)) problems.next = 'letterAndDigit';
  else if (input.next === input.current) problems.next = 'same';
  if (!problems.next && input.confirm !== input.next) problems.confirm = 'mismatch';
  return problems;
}
