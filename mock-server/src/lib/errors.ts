// HTTP-facing errors: anything thrown with a statusCode becomes the error envelope in the one error handler. Each
// carries a code the operation documents (openapi.yaml `x-codes`) and the params its text names; the English
// `message` comes from the code's text (contracts/messages/).
import { API_MESSAGES_EN, type ApiCode, type MessageParams } from '../../../contracts/messages/en.ts';
import { fillParams } from '../../../contracts/rules/problem.ts';

export type { ApiCode, MessageParams };

/** The English text of a code, its {placeholders} filled. */
export function englishText(code: ApiCode, params?: MessageParams): string {
  return fillParams(API_MESSAGES_EN[code], params);
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ApiCode;
  readonly params: MessageParams | undefined;
  /** `message` replaces the code's English text where it says more (several validation problems at once). */
  constructor(statusCode: number, code: ApiCode, params?: MessageParams, message?: string) {
    super(message ?? englishText(code, params));
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = params;
  }
}

type Factory = (code: ApiCode, params?: MessageParams) => ApiError;

function factory(status: number, fallback?: ApiCode): Factory {
  return (code?: ApiCode, params?: MessageParams) => new ApiError(status, code ?? fallback ?? 'server.internal', params);
}

/** Messages a person reads; the client shows some of them verbatim (spec section 8). */
export const MESSAGES = {
  signInRequired: englishText('auth.signInRequired'),
  invalidJson: englishText('request.invalidJson'),
  notJson: englishText('request.notJson'),
  tooLarge: englishText('request.tooLarge'),
  bodyRequired: englishText('request.bodyRequired'),
  forbidden: englishText('request.forbidden'),
  insufficientBalance: englishText('ledger.insufficientBalance'),
  internal: englishText('server.internal'),
} as const;

export const badRequest: Factory = factory(400);
export const unauthorized = factory(401, 'auth.signInRequired') as Factory & (() => ApiError);
export const forbidden = factory(403, 'request.forbidden') as Factory & (() => ApiError);
export const notFound: Factory = factory(404);
export const conflict: Factory = factory(409);
export const unprocessable: Factory = factory(422);

/** A 400 for a body that breaks its schema: the first problem's code, the English of up to three. */
export function invalidBody(problem: { code: ApiCode; params: MessageParams; message: string }): ApiError {
  return new ApiError(400, problem.code, problem.params, problem.message);
}
