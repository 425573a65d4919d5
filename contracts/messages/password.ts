// English texts of the new-password rule's codes (password.*, contracts/rules/password.ts): the mock answers them on
// sign-up and password change, and the client's forms show them before sending.
export const PASSWORD_MESSAGES_EN = {
  'password.tooShort': 'Use at least {min} characters',
  'password.tooLong': 'Use at most {max} characters',
  'password.blank': 'A password cannot be only spaces',
  'password.oneCharacter': 'A password cannot be one character repeated',
  'password.common': 'This password is one of the most common ones and easy to guess: choose another',
} as const;
