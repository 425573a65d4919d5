// The new-password rule (contracts/rules/password.ts, the mock's own) as a form checks it before sending: the refusal
// as the API would answer it (same code, same text through errorMessage). Forms import this module dynamically, so
// the list of common passwords and the password texts load only when someone submits a new password.
import { PASSWORD_MESSAGES_EN } from '../../../contracts/messages/password';
import { COMMON_PASSWORDS } from '../../../contracts/rules/common-passwords';
import { passwordProblem } from '../../../contracts/rules/password';
import { fillParams } from '../../../contracts/rules/problem';
import { loadCodeTexts } from '../i18n/api-text-load';
import { ApiError } from './api/errors';

/** The refusal of a new password (status 422, as the API answers it), or null when it may be sent. */
export async function newPasswordRefusal(password: string): Promise<ApiError | null> {
  const found = passwordProblem(password, COMMON_PASSWORDS);
  if (!found) return null;
  await loadCodeTexts(found.code);
  return new ApiError(fillParams(PASSWORD_MESSAGES_EN[found.code], found.params), 422, found.code, found.params);
}
