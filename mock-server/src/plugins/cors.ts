// CORS for the SPA on another origin (http://localhost:5173): echo the origin, answer preflights.
// A small hook instead of @fastify/cors: one origin policy, three headers, no dependency.
import type { FastifyInstance } from 'fastify';

export const CORS_ALLOW_METHODS = 'POST, GET, OPTIONS';
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type';
/** Seconds a browser may cache a preflight answer. */
export const CORS_MAX_AGE = 600;

export function corsPlugin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
    done();
  });

  app.route({
    method: 'OPTIONS',
    url: '*',
    handler(_request, reply) {
      reply
        .code(204)
        .header('access-control-allow-methods', CORS_ALLOW_METHODS)
        .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
        .header('access-control-max-age', String(CORS_MAX_AGE))
        .send();
    },
  });
}
