// Issue #28: every error envelope carries a code the client shows in the person's language; the server's message
// only for a code the client does not know (a real API may send one).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError, errorMessage, GENERIC_ERROR } from '../errors';
import { language } from '../../../state/language';

function answering(body: unknown, status: number) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function failureOf(body: unknown, status: number): Promise<unknown> {
  const api = createApiClient({ baseUrl: 'http://api.test/v1', fetch: answering(body, status) });
  return api.POST('/account/get/user').then(
    () => undefined,
    (error: unknown) => error,
  );
}

afterEach(() => {
  language.value = 'pt';
});

describe('errors in the person’s language', () => {
  it('shows the Portuguese text of a known code, not the English message', async () => {
    language.value = 'pt';
    const error = await failureOf(
      {
        status: 'error',
        code: 'field.tooLong',
        params: { field: 'text', limit: 150 },
        message: 'text: must be at most 150 characters',
        data: null,
      },
      400,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('field.tooLong');
    expect(errorMessage(error)).toBe('«text» pode ter no máximo 150 caracteres');
  });

  it('shows the English text in English', async () => {
    language.value = 'en';
    const error = await failureOf({ status: 'error', code: 'auth.signInRequired', message: 'Please sign in to continue', data: null }, 401);
    expect(errorMessage(error)).toBe('Please sign in to continue');
  });

  it('falls back to the server message for a code it does not know', async () => {
    const error = await failureOf({ status: 'error', code: 'billing.newThing', message: 'A brand new refusal', data: null }, 422);
    expect(errorMessage(error)).toBe('A brand new refusal');
  });

  it('ignores a malformed code or params and shows the message', async () => {
    const error = await failureOf(
      { status: 'error', code: 'not a code', params: { field: { nested: 1 } }, message: 'Plain words', data: null },
      400,
    );
    expect((error as ApiError).code).toBeUndefined();
    expect((error as ApiError).params).toBeUndefined();
    expect(errorMessage(error)).toBe('Plain words');
  });

  it('says the generic message for anything that is not an API error', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe(GENERIC_ERROR);
  });
});
