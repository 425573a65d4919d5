// Request validation against openapi.yaml: every operation's body schema is compiled once at startup
// (strict Ajv, no coercion, unknown fields rejected) and `app.operation(id, handler)` registers the
// route exactly as the spec spells it, with its auth and body checks.
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import { badRequest, MESSAGES } from '../lib/errors.ts';
import { createAjv, operation, operations } from '../lib/openapi.ts';
import type { Envelope } from '../lib/types.ts';
import { formatAjvErrors } from '../lib/validation-messages.ts';

export type OperationHandler<B> = (request: FastifyRequest, reply: FastifyReply, body: B) => Envelope | Promise<Envelope>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the route of an openapi operation: method, URL, auth and body validation from the spec. */
    operation<B = undefined>(operationId: string, handler: OperationHandler<B>): void;
  }
  interface FastifyContextConfig {
    /** The openapi operation a route implements (the error handler keeps to its documented statuses). */
    operationId?: string;
  }
}

let compiled: ReadonlyMap<string, ValidateFunction> | undefined;

/** Request body validators by operationId, compiled once per process (the spec does not change while running). */
export function requestValidators(): ReadonlyMap<string, ValidateFunction> {
  if (!compiled) {
    const ajv = createAjv();
    const validators = new Map<string, ValidateFunction>();
    for (const op of operations) if (op.bodySchema) validators.set(op.operationId, ajv.compile(op.bodySchema));
    compiled = validators;
  }
  return compiled;
}

export function openapiValidationPlugin(app: FastifyInstance): void {
  const validators = requestValidators();

  app.decorate('operation', function registerOperation<B>(this: FastifyInstance, operationId: string, handler: OperationHandler<B>) {
    const op = operation(operationId);
    const validate = validators.get(operationId);
    const onRequest: onRequestHookHandler[] = [];

    const products = op.products;
    if (products) {
      // `/v1/pay/profile/get` is no endpoint at all: the not-found handler answers it.
      onRequest.push(function productCheck(request, reply, done) {
        const { product } = request.params as { product?: string };
        if (product !== undefined && products.includes(product)) done();
        else reply.callNotFound();
      });
    }
    if (op.requiresAuth) onRequest.push(this.authenticate);

    const preValidation = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
      const body = request.body;
      if (body === undefined) {
        done(op.body === 'json' ? badRequest(MESSAGES.bodyRequired) : undefined);
      } else if (!validate) {
        done(badRequest('This call takes no body'));
      } else if (!validate(body)) {
        done(badRequest(formatAjvErrors(validate.errors)));
      } else {
        done();
      }
    };

    this.route({
      method: op.method,
      url: op.url,
      config: { operationId },
      onRequest,
      preValidation,
      // An optional body that was left out reads as `{}` so handlers never see undefined.
      handler: (request, reply) => handler(request, reply, (request.body ?? {}) as B),
    });
  });
}
