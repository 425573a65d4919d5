// The one error type every API failure becomes (spec section 8).
export const GENERIC_ERROR = 'Something went wrong';

export class ApiError extends Error {
  readonly status: number;
  constructor(message: string | undefined, status = 0) {
    super(message && message.trim() ? message : GENERIC_ERROR);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The text to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR;
}
