// English texts of the sign-in, sign-up and sign-out codes (auth.*; the API key and sign-in-required ones are common:
// common.ts). The spec quotes 'Incorrect email or password' and the success sentences: they stay word for word.
export const AUTH_MESSAGES_EN = {
  'auth.signedIn': 'Signed in successfully',
  'auth.signedUp': 'Account created successfully',
  'auth.signedOut': 'You have been logged out successfully',
  'auth.badCredentials': 'Incorrect email or password',
  'auth.emailTaken': 'An account with this email already exists',
  'auth.tooManyAttempts': 'Too many attempts. Try again in {minutes} min.',
} as const;
