// Every operation of openapi.yaml has its route, at exactly the spec's path under /v1.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/lib/openapi.ts';
import { urlOf } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { fresh: 'file', ready: (t) => ({ app } = t) });

describe('coverage', () => {
  it.each(operations.map((op) => [op.operationId, op.method, op.path]))('%s is routed (%s %s)', async (operationId, method) => {
    const url = urlOf(operationId);
    expect(app.hasRoute({ method, url: url.replace('/app/', '/:product/') }) || app.hasRoute({ method, url })).toBe(true);
    const res = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.json().message).not.toMatch(/^No such endpoint/);
  });
});
