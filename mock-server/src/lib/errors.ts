// HTTP-facing errors: anything thrown with a statusCode becomes the error envelope in the one error handler. Each
// carries a code the operation documents (openapi.yaml `x-codes`) and the params its text names; the English
// `message` comes from the code's text (contracts/messages/).
import { API_MESSAGES_EN, isApiCode, type ApiCode, type MessageParams } from '../../../contracts/messages/en.ts';
import { fillParams } from '../../../contracts/rules/problem.ts';

export type { ApiCode, MessageParams };

/** An error thrown before its area named a code (issue #28): its message is sent as it is. */
export const LEGACY_CODE = 'legacy.unconverted';

/** The English text of a code, its {placeholders} filled. */
export function englishText(code: ApiCode, params?: MessageParams): string {
  return fillParams(API_MESSAGES_EN[code] ?? code, params);
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ApiCode | typeof LEGACY_CODE;
  readonly params: MessageParams | undefined;
  /** `message` replaces the code's English text where it says more (several validation problems at once). */
  constructor(statusCode: number, code: ApiCode, params?: MessageParams, message?: string);
  /** @deprecated name a code: every error the API answers has one (issue #28). */
  constructor(statusCode: number, legacyMessage: string);
  constructor(statusCode: number, codeOrMessage: string, params?: MessageParams, message?: string) {
    const known = isApiCode(codeOrMessage);
    super(known ? (message ?? englishText(codeOrMessage, params)) : codeOrMessage);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = known ? codeOrMessage : LEGACY_CODE;
    this.params = known ? params : undefined;
  }
}

type Factory = {
  (code: ApiCode, params?: MessageParams): ApiError;
  /** @deprecated name a code (issue #28). */
  (legacyMessage: string): ApiError;
};

function factory(status: number, fallback?: ApiCode): Factory {
  return (code?: string, params?: MessageParams) => new ApiError(status, (code ?? fallback ?? 'server.internal') as ApiCode, params);
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
