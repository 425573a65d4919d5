// The cloud tests' shared setup: one app per file, the seed restored (and the clock put back) before each test, and
// ada and ben signed in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, signIn } from './helpers.ts';

export interface CloudTestApp {
  readonly app: FastifyInstance;
  /** ada's and ben's tokens, fresh for each test. */
  readonly ada: string;
  readonly ben: string;
}

export function useCloudApp(): CloudTestApp {
  let app: FastifyInstance | undefined;
  let tokens = { ada: '', ben: '' };
  beforeAll(async () => {
    app = await buildApp();
  });
  beforeEach(async () => {
    // The clock first, as /__mock/reset does: the seed dates what it writes from the clock.
    app!.clock.reset();
    app!.store.reset();
    const [ada, ben] = await Promise.all([signIn(app!, 'ada'), signIn(app!, 'ben')]);
    tokens = { ada, ben };
  });
  afterAll(() => app?.close());
  return {
    get app() {
      return app!;
    },
    get ada() {
      return tokens.ada;
    },
    get ben() {
      return tokens.ben;
    },
  };
}
