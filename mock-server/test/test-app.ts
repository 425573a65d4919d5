// The mock tests' shared setup: build the app (helpers.ts buildApp, fixed clock), sign the given people in, and close
// it after the file, so a test file states only who it needs and how fresh the app must be.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BuildOptions } from '../src/app.ts';
import { buildApp, signIn, type Persona } from './helpers.ts';

/** The app and a fresh token of each person signed in, by name (`t.app`, `t.ada`). */
export type TestApp<P extends Persona> = { readonly app: FastifyInstance } & { readonly [K in P]: string };

export interface TestAppOptions<P extends Persona> {
  /**
   * How fresh each test's app is: 'test' (default) a new app before each test; 'reset' one app for the file, the
   * clock and the seed restored before each test (as /__mock/reset does: the clock first, since the seed dates what
   * it writes from it); 'file' one app for the whole file, as its tests leave it.
   */
  fresh?: 'test' | 'reset' | 'file';
  build?: BuildOptions;
  /** Called once the app is built (or reset) and the people are signed in, to hand them to the file's variables. */
  ready?: (t: TestApp<P>) => void;
}

export function useTestApp<P extends Persona = never>(people: readonly P[] = [], options: TestAppOptions<P> = {}): TestApp<P> {
  const { fresh = 'test', build, ready } = options;
  let app: FastifyInstance | undefined;
  const tokens = new Map<string, string>();
  const handle = {
    get app(): FastifyInstance {
      if (!app) throw new Error('the test app is not built yet');
      return app;
    },
  };
  for (const who of people) Object.defineProperty(handle, who, { enumerable: true, get: () => tokens.get(who) });
  const t = handle as TestApp<P>;

  async function signInAll(): Promise<void> {
    const signed = await Promise.all(people.map((who) => signIn(t.app, who)));
    people.forEach((who, i) => tokens.set(who, signed[i]!));
    ready?.(t);
  }

  if (fresh === 'test') {
    beforeEach(async () => {
      await app?.close();
      app = await buildApp(build);
      await signInAll();
    });
  } else {
    beforeAll(async () => {
      app = await buildApp(build);
      if (fresh === 'file') await signInAll();
    });
    if (fresh === 'reset') {
      beforeEach(async () => {
        t.app.clock.reset();
        t.app.store.reset();
        await signInAll();
      });
    }
  }
  afterAll(() => app?.close());
  return t;
}
