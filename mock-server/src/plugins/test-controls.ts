// Test controls (mock only, not in openapi.yaml; off when NODE_ENV=production):
// POST /__mock/reset restores the seed (tokens revoked, sockets closed, clock back, fault rules cleared);
// POST /__mock/clock {advanceMs} moves the mock clock forward. The fault rules: plugins/faults.ts.
import type { FastifyInstance } from 'fastify';
import { badRequest, invalidBody } from '../lib/errors.ts';
import { createAjv } from '../lib/openapi.ts';
import { ajvProblem } from '../lib/validation-messages.ts';

/** Largest single clock move: 10 years. */
export const MAX_ADVANCE_MS = 10 * 365 * 24 * 60 * 60 * 1000;

const ajv = createAjv();
const emptyBody = ajv.compile({ type: 'object', additionalProperties: false, maxProperties: 0 });
const clockBody = ajv.compile<{ advanceMs: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['advanceMs'],
  properties: { advanceMs: { type: 'integer', minimum: 0, maximum: MAX_ADVANCE_MS } },
});

/** Test controls are not API operations (not in openapi.yaml): their answers carry no code. */
function testControlAnswer<T>(message: string, data: T): { status: 'success'; message: string; data: T } {
  return { status: 'success', message, data };
}

// A callback plugin (done) rather than an async one: it only adds routes, there is nothing to await.
export default function testControls(app: FastifyInstance, _opts: unknown, done: () => void): void {
  app.post('/__mock/reset', (request) => {
    if (request.body !== undefined && !emptyBody(request.body)) throw invalidBody(ajvProblem(emptyBody.errors));
    app.faults.clear();
    app.realtime.disconnectAll();
    // The clock first: the seed dates what it writes from the clock (saved places, live shares, joins), and a
    // seed written at a moved clock would sit in the future once the clock is back.
    app.clock.reset();
    app.store.reset();
    return testControlAnswer('Mock data reset', null);
  });

  app.post('/__mock/clock', (request) => {
    if (request.body === undefined) throw badRequest('field.required', { field: 'advanceMs' });
    if (!clockBody(request.body)) throw invalidBody(ajvProblem(clockBody.errors));
    const { advanceMs } = request.body;
    return testControlAnswer('Clock moved', { now: app.clock.advance(advanceMs) });
  });
  done();
}
