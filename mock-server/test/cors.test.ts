// CORS for the SPA on http://localhost:5173: preflights and the origin echoed on every answer.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { fresh: 'file', ready: (t) => ({ app } = t) });

const origin = 'http://localhost:5173';

describe('cors', () => {
  it('answers a preflight with 204 and the allowed methods and headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/v1/account/get/user',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-methods']).toBe('POST, GET, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(res.headers.vary).toBe('Origin');
  });

  it('echoes the origin on successes, errors and unknown routes', async () => {
    for (const [url, status] of [
      ['/v1/account/get/rate', 200],
      ['/v1/account/get/user', 401],
      ['/v1/nope', 404],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers: { origin, 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(status);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const badJson = await app.inject({
      method: 'POST',
      url: '/v1/account/auth/sign-in',
      headers: { origin, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['access-control-allow-origin']).toBe(origin);
  });

  it('adds nothing without an Origin header', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/account/get/rate' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
