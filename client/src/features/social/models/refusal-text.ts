// What a post dialog shows for a refused save: the refusal's text in the reader's language (its code's), or the
// dialog's own fallback when the answer said nothing a person could use.
import { errorMessage, GENERIC_ERROR, type ApiError } from '../../../lib/api/errors';

export function refusalText(error: ApiError, fallback: string): string {
  const text = errorMessage(error);
  return text !== GENERIC_ERROR ? text : fallback;
}
