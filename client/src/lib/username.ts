// The username rule of spec section 5, shared by onboarding, profile routes and search.

/** Spec section 5: 3–25 letters, digits or underscores; stored lowercase (openapi.yaml UserName). */
export const USERNAME_PATTERN = /^[a-z0-9_]{3,25}$/;
/** Spec section 5: the message shown while a username is invalid. */
export const USERNAME_MESSAGE = 'Enter a valid username (3–25 letters, numbers, or underscores)';

/** Spec section 5: "input lowercased" (surrounding spaces are never part of a name). */
export function normalizeUserName(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidUserName(input: string): boolean {
  return USERNAME_PATTERN.test(normalizeUserName(input));
}
