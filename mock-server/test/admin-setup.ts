// The admin tests' shared setup: one app per file, the seed restored (and the clock put back) before each test, and
// ada (staff) signed in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, signIn } from './helpers.ts';

export interface AdminTestApp {
  readonly app: FastifyInstance;
  /** ada's token (staff), fresh for each test. */
  readonly ada: string;
}

export function useAdminApp(): AdminTestApp {
  let app: FastifyInstance | undefined;
  let ada = '';
  beforeAll(async () => {
    app = await buildApp();
  });
  beforeEach(async () => {
    app!.store.reset();
    app!.clock.reset();
    ada = await signIn(app!, 'ada');
  });
  afterAll(() => app?.close());
  return {
    get app() {
      return app!;
    },
    get ada() {
      return ada;
    },
  };
}
