// The mock API as a Fastify app: plugins → auth → routes (fastify/demo style). server.ts only listens.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializeEnvelope } from './lib/envelope.ts';
import { silentLog } from './lib/log.ts';
import { observed } from './lib/entropy.ts';
import { signingKeyFrom } from './lib/signing-key.ts';
import { authPlugin } from './plugins/auth.ts';
import { BODY_LIMIT, bodyParserPlugin } from './plugins/body-parser.ts';
import { type Clock, clockPlugin, createClock } from './plugins/clock.ts';
import { corsPlugin } from './plugins/cors.ts';
import { createFaults, faultsPlugin } from './plugins/faults.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { journalPlugin, type StateFile } from './plugins/journal.ts';
import { createLedger, ledgerPlugin } from './plugins/ledger.ts';
import { openapiValidationPlugin } from './plugins/openapi-validation.ts';
import { createRealtime, realtimePlugin } from './plugins/realtime.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { createStore, storePlugin } from './plugins/store.ts';
import testControls from './plugins/test-controls.ts';
import accountRoutes from './routes/account/index.ts';
import accountBookRoutes from './routes/account/book.ts';
import authRoutes from './routes/auth/index.ts';
import cloudRoutes from './routes/cloud/index.ts';
import inboxRoutes from './routes/inbox/index.ts';
import mapRoutes from './routes/map/index.ts';
import marketRoutes from './routes/market/index.ts';
import payRoutes from './routes/pay/index.ts';
import playRoutes from './routes/play/index.ts';
import postRoutes from './routes/post/index.ts';
import profileRoutes from './routes/profile/index.ts';
import adminRoutes from './routes/admin/index.ts';
import supportRoutes from './routes/support/index.ts';

export interface BuildOptions {
  /** Where the mock's own lines go (lib/log.ts), and with LOG_REQUESTS=1 a line per request too. Silent by default. */
  log?: FastifyBaseLogger;
  /** The mock's clock; defaults to the system clock (movable with /__mock/clock). */
  clock?: Clock;
  /** The secret of private storage links; default MOCK_SIGNING_KEY, else random per build (lib/signing-key.ts). */
  signingKey?: string;
  /** /__mock/reset, /__mock/clock and /__mock/faults; default: on unless NODE_ENV=production. */
  enableTestControls?: boolean;
  /** MOCK_STATE_FILE, opened: its requests are replayed into the seeded store and new ones appended (journal.ts). */
  stateFile?: StateFile;
}

export async function build(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const log = opts.log ?? silentLog();
  const app = Fastify({
    // Fastify's logger only for per-request lines: it costs every request even when silent (lib/log.ts).
    ...(opts.log && process.env.LOG_REQUESTS ? { loggerInstance: opts.log } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    // Never a 5xx: requests arriving while closing are still answered.
    return503OnClosing: false,
    exposeHeadRoutes: false,
    frameworkErrors,
    clientErrorHandler,
  });

  // Plugins: state first (decorated on the root instance), then the request pipeline.
  const clock = opts.clock ?? createClock();
  const ledger = createLedger({ now: () => clock.now() });
  const realtime = createRealtime(log, () => clock.now());
  // Whether a socket is open is a fact from outside the store: a state file replays what it was (lib/entropy.ts).
  const store = createStore({
    clock,
    ledger,
    isConnected: (uid) => observed(() => realtime.isConnected(uid)),
    lastSeen: (uid) => observed(() => realtime.lastSeen(uid)),
  });
  clockPlugin(app, clock);
  ledgerPlugin(app, ledger);
  realtimePlugin(app, realtime);
  storePlugin(app, store);
  errorHandlerPlugin(app, log);
  corsPlugin(app);
  securityHeadersPlugin(app);
  const testControlsOn = opts.enableTestControls ?? process.env.NODE_ENV !== 'production';
  // Before the routes (an operation's fault applies before its auth) and after CORS (a refusal a browser can read).
  if (testControlsOn) faultsPlugin(app, createFaults(realtime));
  bodyParserPlugin(app);
  // Before every route it keeps.
  const journal = opts.stateFile ? journalPlugin(app, opts.stateFile) : undefined;
  app.setReplySerializer(serializeEnvelope);

  // Auth, then the operations of openapi.yaml, one folder per tag.
  authPlugin(app);
  openapiValidationPlugin(app);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(accountBookRoutes);
  await app.register(profileRoutes);
  // Before post and inbox: its suspension check (a preHandler) must reach their routes.
  await app.register(adminRoutes);
  await app.register(postRoutes);
  await app.register(inboxRoutes);
  await app.register(playRoutes);
  await app.register(payRoutes);
  await app.register(mapRoutes);
  await app.register(marketRoutes);
  // A state file keeps its own key (its private links stay valid) unless MOCK_SIGNING_KEY says otherwise.
  const fileKey = opts.stateFile && !process.env.MOCK_SIGNING_KEY?.trim() ? opts.stateFile.signingKey : undefined;
  await app.register(cloudRoutes, { signingKey: opts.signingKey ?? fileKey ?? signingKeyFrom() });
  await app.register(supportRoutes);

  if (testControlsOn) await app.register(testControls);

  app.addHook('preClose', (done) => {
    realtime.disconnectAll(1001, 'The server is shutting down');
    done();
  });
  if (journal) {
    const { replayed, skipped } = await journal.replay();
    log.info(`state file: ${replayed} requests replayed${skipped > 0 ? `, ${skipped} unreadable lines skipped` : ''}`);
  }
  return app;
}
