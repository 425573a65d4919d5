// Rules of spec sections 7 and 8 for the typed client: auth header, raw uploads, envelope, errors, rates.
import { describe, it, expect, beforeEach, vi } from 'vitest';
import { createApiClient, rawUpload, unwrap, APP, NETWORK_CODE, TIMEOUT_CODE } from '../client';
import { ApiError, errorMessage } from '../errors';
import { language } from '../../../state/language';
import { token } from '../../../state/token';
import { rates } from '../../../state/rates';

function respond(body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, init));
}

function json(body: unknown, status = 200) {
  return respond(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastRequest(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): Request {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[0] as Request;
}

const user = {
  uid: 'u0000000001',
  userName: 'ada',
  email: 'ada@example.com',
  isVerified: true,
  isStaff: true,
  country: 'NG',
  currency: 'NGN' as const,
  userCountry: 'NG',
  timeZone: 'Africa/Lagos',
  assets: { OSBT: 50000 },
  playData: null,
  todo: '' as const,
};

describe('api client', () => {
  beforeEach(() => {
    token.value = null;
    rates.value = {};
  });

  it('sends every call as POST to the configured base URL', async () => {
    const fetchMock = json({ status: 'success', message: 'OK', data: user });
    const api = createApiClient({ baseUrl: 'https://api.example.test/v1', fetch: fetchMock });
    await api.POST('/account/get/user');
    const request = lastRequest(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example.test/v1/account/get/user');
  });

  it('adds "Authorization: Bearer <token>" only when a token exists', async () => {
    const fetchMock = json({ status: 'success', message: 'OK', data: user });
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: fetchMock });
    await api.POST('/account/get/user');
    expect(lastRequest(fetchMock).headers.get('Authorization')).toBeNull();
    token.value = 'tok_abcdefghijklmnop';
    await api.POST('/account/get/user');
    expect(lastRequest(fetchMock).headers.get('Authorization')).toBe('Bearer tok_abcdefghijklmnop');
  });

  it('sends JSON bodies with the JSON content type', async () => {
    const fetchMock = json({
      status: 'success',
      message: 'OK',
      data: { uid: 'u0000000002', nid: 'ben-1-US-u0000000002', userName: 'ben', isVerified: true, country: 'US' },
    });
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: fetchMock });
    await api.POST('/{product}/profile/get', { ...APP, body: { userName: 'ben' } });
    const request = lastRequest(fetchMock);
    expect(request.url).toBe('http://x/v1/app/profile/get');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{"userName":"ben"}');
  });

  it('sends upload bodies raw, without the JSON content type', async () => {
    const fetchMock = json({ status: 'success', message: 'OK', data: null });
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: fetchMock });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    // Any operation path works for the transport rule; the upload operation itself lands with the posts feature.
    await api.request('post', '/account/auth/sign-out', rawUpload(file) as never);
    const request = lastRequest(fetchMock);
    expect(request.headers.get('Content-Type')).not.toBe('application/json');
    expect(request.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await request.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('unwraps the envelope to its data and message', async () => {
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: json({ status: 'success', message: 'Update successful!', data: user }) });
    const result = await unwrap(api.POST('/account/action', { body: { timeZone: 'UTC' } }));
    expect(result.message).toBe('Update successful!');
    expect(result.data.userName).toBe('ada');
  });

  it("raises the response's error text", async () => {
    const api = createApiClient({
      baseUrl: 'http://x/v1',
      fetch: json({ status: 'error', message: 'Incorrect email or password', data: null }, 401),
    });
    await expect(api.POST('/account/auth/sign-in', { body: { email: 'a@b.co', password: 'x' } })).rejects.toThrow(
      'Incorrect email or password',
    );
  });

  it("raises the error text even when HTTP is 200 but status is not 'success'", async () => {
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: json({ status: 'error', message: 'Nope', data: null }, 200) });
    await expect(api.POST('/account/get/user')).rejects.toThrow('Nope');
  });

  it("raises 'Something went wrong' when the failure carries no text", async () => {
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: respond('', { status: 500 }) });
    await expect(api.POST('/account/get/user')).rejects.toThrow('Something went wrong');
  });

  it("raises 'Something went wrong' when the network fails", async () => {
    const api = createApiClient({
      baseUrl: 'http://x/v1',
      fetch: vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(api.POST('/account/get/user')).rejects.toThrow('Something went wrong');
  });

  it('treats an empty non-JSON body as {}', async () => {
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: respond('', { status: 200, headers: { 'Content-Type': 'text/plain' } }) });
    const { data } = await api.POST('/account/get/rate');
    expect(data).toEqual({});
  });

  it('feeds rates from any envelope into the rates signal', async () => {
    const api = createApiClient({
      baseUrl: 'http://x/v1',
      fetch: json({ status: 'success', message: 'OK', data: user, rates: { USD: 1, NGN: 1550, OSBT: 100 } }),
    });
    await api.POST('/account/get/user');
    expect(rates.value).toEqual({ USD: 1, NGN: 1550, OSBT: 100 });
  });

  it('feeds rates even from an error envelope', async () => {
    const api = createApiClient({
      baseUrl: 'http://x/v1',
      fetch: json({ status: 'error', message: 'Nope', data: null, rates: { GBP: 0.79 } }, 400),
    });
    await expect(api.POST('/account/get/user')).rejects.toThrow('Nope');
    expect(rates.value).toEqual({ GBP: 0.79 });
  });
});

describe('api client timeout', () => {
  /** A fetch that never answers: it fails only when the call's signal aborts, as a browser's does. */
  const silent = vi.fn<typeof fetch>(
    (input) =>
      new Promise<Response>((_resolve, reject) => {
        const { signal } = input as Request;
        if (signal.aborted) reject(signal.reason as Error);
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  );

  beforeEach(() => {
    token.value = null;
    language.value = 'pt';
  });

  it('fails a call the server does not answer in time with the client.timeout code, read in the person’s language', async () => {
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: silent, timeoutMs: 50 });
    const failure = await api.POST('/account/get/user').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: TIMEOUT_CODE, status: 0 });
    expect(errorMessage(failure)).toBe('O servidor demorou a responder. Tente de novo.');
    language.value = 'en';
    expect(errorMessage(failure)).toBe('The server took too long to answer. Try again.');
  });

  it('fails a call that got no answer at all (offline, the connection cut) with client.network, read in the person’s language', async () => {
    const cut = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: cut });
    const failure = await api.POST('/account/get/user').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: NETWORK_CODE, status: 0 });
    expect(errorMessage(failure)).toBe('A resposta não chegou: verifique sua conexão e tente de novo.');
  });

  it('keeps the caller’s own signal: aborting it is no timeout', async () => {
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: silent, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = api.POST('/account/get/user', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBeUndefined();
  });

  it('gives an upload longer than a call', async () => {
    const api = createApiClient({ baseUrl: 'http://x/v1', fetch: silent, timeoutMs: 20 });
    const file = new Blob(['x'], { type: 'image/png' });
    const pending = api.POST('/app/media/upload', rawUpload(file));
    const outcome = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 200)),
    ]);
    expect(outcome).toBe('waiting');
    const request = silent.mock.calls.at(-1)?.[0] as Request;
    expect(request.signal.aborted).toBe(false);
  });
});
