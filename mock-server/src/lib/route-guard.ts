// A preHandler attached to the routes of some operations only, as they are registered (an onRoute hook), instead
// of a global hook that would run on every request to ask which operation it is. onRoute sees only the routes
// registered after it in the same or child contexts, so a route registered too early would go unguarded: the app
// then refuses to start (onReady) rather than serve it unchecked.
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';

export function guardOperations(app: FastifyInstance, operationIds: ReadonlySet<string>, guard: preHandlerHookHandler, what: string): void {
  const guarded = new Set<string>();
  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId;
    if (operationId === undefined || !operationIds.has(operationId)) return;
    // First, before the route's own preHandlers.
    route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
    guarded.add(operationId);
  });
  app.addHook('onReady', (done) => {
    const missed = [...operationIds].filter((id) => !guarded.has(id));
    done(missed.length === 0 ? undefined : new Error(`${what} reached no route for ${missed.join(', ')}: register those routes after it`));
  });
}
