// The rule every new password follows (sign-up and password change; the mock and the client's forms both check it):
// 8–128 characters, not only spaces, not one character repeated, and not one of the most common passwords
// (common-passwords.ts, passed in so the client loads that list only when a form checks a password). No rule on
// which kinds of character to mix: length and a blocklist stop the guessable passwords, composition rules mostly
// push people to "Password1". Existing passwords (the seeded accounts' "password") keep working: sign-in never checks.
import { problem, type RuleProblem } from './problem.ts';

export const PASSWORD_CODES = [
  'password.tooShort',
  'password.tooLong',
  'password.blank',
  'password.oneCharacter',
  'password.common',
] as const;
export type PasswordCode = (typeof PASSWORD_CODES)[number];
export type PasswordProblem = RuleProblem<PasswordCode>;

/** Counted in characters as a person counts them (code points), not UTF-16 units. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The first problem of a new password, or null when it may be used. */
export function passwordProblem(password: string, common: ReadonlySet<string>): PasswordProblem | null {
  const chars = [...password];
  if (password.trim() === '') return problem('password.blank');
  if (chars.length < PASSWORD_MIN) return problem('password.tooShort', { min: PASSWORD_MIN });
  if (chars.length > PASSWORD_MAX) return problem('password.tooLong', { max: PASSWORD_MAX });
  if (new Set(chars).size === 1) return problem('password.oneCharacter');
  if (common.has(password.toLowerCase())) return problem('password.common');
  return null;
}
