// HTTP-facing errors: anything thrown with a statusCode becomes the error envelope in the one error handler.

export class ApiError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
  }
}

/** Messages a person reads; the client shows some of them verbatim (spec section 8). */
export const MESSAGES = {
  signInRequired: 'Please sign in to continue',
  badCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  userNameTaken: 'That username is taken',
  profileNotFound: 'Profile not found!',
  invalidJson: 'The request body is not valid JSON',
  notJson: 'Send the body as JSON (Content-Type: application/json)',
  tooLarge: 'The request body is too large (the limit is 1 MiB)',
  bodyRequired: 'The request body is required: send a JSON object',
  forbidden: 'You do not have access to this',
  insufficientBalance: 'Insufficient balance',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const unauthorized = (message: string = MESSAGES.signInRequired): ApiError => new ApiError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden): ApiError => new ApiError(403, message);
export const notFound = (message: string): ApiError => new ApiError(404, message);
export const conflict = (message: string): ApiError => new ApiError(409, message);
export const unprocessable = (message: string): ApiError => new ApiError(422, message);
