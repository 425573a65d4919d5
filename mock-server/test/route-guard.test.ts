// guardOperations: a preHandler on the named operations' routes only, and an app that will not start when one of
// them was registered before the guard (it would otherwise be served unguarded).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardOperations } from '../src/lib/route-guard.ts';

const GUARDED = new Set(['createPost']);

function appWithGuard() {
  const app = Fastify();
  const calls: string[] = [];
  const add = (operationId: string, url: string): void => {
    app.route({ method: 'POST', url, config: { operationId }, handler: async () => ({ ok: operationId }) });
  };
  return {
    app,
    calls,
    add,
    guard: () =>
      guardOperations(
        app,
        GUARDED,
        (request, _reply, done) => {
          calls.push(request.url);
          done(request.headers['x-blocked'] ? Object.assign(new Error('blocked'), { statusCode: 403 }) : undefined);
        },
        'The test guard',
      ),
  };
}

describe('guardOperations', () => {
  it('runs the guard on the named operations only, before their handler', async () => {
    const { app, calls, add, guard } = appWithGuard();
    guard();
    add('createPost', '/post');
    add('listPosts', '/list');
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/post', headers: { 'x-blocked': '1' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/post' })).json()).toEqual({ ok: 'createPost' });
    expect((await app.inject({ method: 'POST', url: '/list', headers: { 'x-blocked': '1' } })).json()).toEqual({ ok: 'listPosts' });
    expect(calls).toEqual(['/post', '/post']);
    await app.close();
  });

  it('refuses to start when a guarded operation was registered before the guard', async () => {
    const { app, add, guard } = appWithGuard();
    add('createPost', '/post');
    guard();
    await expect(app.ready()).rejects.toThrow('The test guard reached no route for createPost: register those routes after it');
  });
});
