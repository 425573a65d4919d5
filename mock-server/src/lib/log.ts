// The mock's own log: pino lines on stdout at LOG_LEVEL (default info) for what a developer should see — an
// unhandled error, a status the spec does not document, a failed realtime send. Fastify's logger is another
// thing: once on, it gives every request a child logger and response listeners (~3 µs of the ~30 a call costs
// under load) even when it writes nothing, so app.ts turns it on only for per-request lines (LOG_REQUESTS=1).
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** The log `npm run mock` writes. */
export function createLog(): FastifyBaseLogger {
  return pino({ level: process.env.LOG_LEVEL ?? 'info' });
}

/** For an app built without one (the tests). */
export function silentLog(): FastifyBaseLogger {
  return pino({ enabled: false });
}
