// The one error type every API failure becomes (spec section 8), and the text a person reads for it: the text of
// the envelope's code in their language (i18n/api-text.ts), else the server's message, else the generic one.
import { codeText, type CodeParams } from '../../i18n/api-text';
import { GENERIC_ERROR } from './generic-error';

export { GENERIC_ERROR };

export class ApiError extends Error {
  readonly status: number;
  /** The envelope's code (openapi.yaml `x-codes`); undefined for a network failure or an answer without one. */
  readonly code: string | undefined;
  readonly params: CodeParams | undefined;
  constructor(message: string | undefined, status = 0, code?: string, params?: CodeParams) {
    super(message && message.trim() ? message : GENERIC_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

/** The text to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  return (error.code !== undefined ? codeText(error.code, error.params) : undefined) ?? error.message;
}
