// Coverage, mock side: every mock route is in openapi.yaml (or asyncapi.yaml, or a documented test control)
// and every operation of openapi.yaml has a mock route (issue part 5). Reads the routes from the mock's own
// Fastify instance (build() + printRoutes), so it needs no running server.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrintedRoutes, routeServes, serverBasePath, type Route } from '../lib/routes.ts';
import { asyncapiPath, isObject, listOperations, loadYaml } from '../lib/spec.ts';
import { mockAppModule } from '../lib/target.ts';

const ops = listOperations();
const base = serverBasePath();
const channel = (() => {
  const doc = loadYaml(asyncapiPath);
  const channels = isObject(doc.channels) ? doc.channels : {};
  const connect = isObject(channels.connect) ? channels.connect : {};
  return typeof connect.address === 'string' ? connect.address : '';
})();

/** Routes that are deliberately not in openapi.yaml, and why. */
const OUTSIDE_OPENAPI: { match: (r: Route) => boolean; why: string }[] = [
  { match: (r) => r.path.startsWith('/__mock/'), why: 'test controls (DESIGN.md: mock only, not in openapi.yaml)' },
  { match: (r) => r.method === 'GET' && r.path === base + channel, why: 'the websocket upgrade (contracts/asyncapi.yaml)' },
  { match: (r) => r.method === 'OPTIONS', why: 'CORS preflight' },
  // Files (avatars /cdn/u/{uid}.png, media /cdn/m/{key}) fetched by GET from the content-delivery location beside the
  // API (spec section 7), not API calls: they have no envelope and no place in openapi.yaml.
  { match: (r) => r.method === 'GET' && r.path.startsWith('/cdn/'), why: 'the content-delivery location (avatars and media files)' },
  { match: (r) => r.method === 'HEAD', why: 'automatic HEAD routes' },
];

let app: FastifyInstance;
let routes: Route[];

beforeAll(async () => {
  const mod = (await import(pathToFileURL(mockAppModule).href)) as {
    build?: (opts?: { logger?: boolean; enableTestControls?: boolean }) => Promise<FastifyInstance>;
  };
  if (typeof mod.build !== 'function') throw new Error(`${mockAppModule} does not export build()`);
  app = await mod.build({ enableTestControls: true });
  await app.ready();
  routes = parsePrintedRoutes(app.printRoutes({ commonPrefix: false }));
});

afterAll(async () => {
  await app?.close();
});

describe('mock routes ↔ openapi.yaml', () => {
  it('the route list was read (and every parsed route really exists)', () => {
    expect(routes.length).toBeGreaterThan(0);
    const phantom = routes.filter((r) => r.path !== '*' && !app.hasRoute({ method: r.method, url: r.path }));
    expect(phantom, 'the printRoutes parser produced routes the app does not have').toEqual([]);
  });

  it('every mock route is an operation of openapi.yaml (or a documented exception)', () => {
    const extra = routes.filter((r) => !ops.some((op) => routeServes(r, op, base)) && !OUTSIDE_OPENAPI.some((x) => x.match(r)));
    expect(
      extra.map((r) => `${r.method} ${r.path}`),
      'mock routes missing from openapi.yaml (add them to the spec, or remove them from the mock)',
    ).toEqual([]);
  });

  it('every operation of openapi.yaml has a mock route', () => {
    const missing = ops.filter((op) => !routes.some((r) => routeServes(r, op, base)));
    expect(
      missing.map((op) => `${op.operationId}: ${op.method} ${base}${op.template}`),
      'operations the mock does not serve',
    ).toEqual([]);
  });

  it('the websocket channel of asyncapi.yaml has a mock route', () => {
    expect(
      routes.some((r) => r.method === 'GET' && r.path === base + channel),
      `no GET ${base}${channel} route`,
    ).toBe(true);
  });
});
