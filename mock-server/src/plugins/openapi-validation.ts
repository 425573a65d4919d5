// Request validation against openapi.yaml: every operation's body schema is compiled once at startup
// (strict Ajv, no coercion, unknown fields rejected) and `app.operation(id, handler)` registers the
// route exactly as the spec spells it, with its auth and body checks; the operationId types the handler too.
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { OperationId, RequestBody, ResponseData } from '../../../contracts/api/operations.ts';
import { badRequest, invalidBody } from '../lib/errors.ts';
import { createAjv, operation, operations } from '../lib/openapi.ts';
import type { Envelope } from '../lib/types.ts';
import { ajvProblem } from '../lib/validation-messages.ts';

/** The success envelope of operation `Id`: its `data` is the one the spec documents for `Id`. */
export type OperationEnvelope<Id extends OperationId> = Envelope<ResponseData<Id>>;

/** What a handler of operation `Id` answers (errors are thrown: lib/errors.ts). */
export type OperationResult<Id extends OperationId> = OperationEnvelope<Id> | Promise<OperationEnvelope<Id>>;

/**
 * The handler of operation `Id`: its body is that operation's request body (already validated against the spec), so a
 * handler cannot be paired with another operation's body type.
 */
export type OperationHandler<Id extends OperationId> = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: RequestBody<Id>,
) => OperationResult<Id>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the route of an openapi operation: method, URL, auth and body validation from the spec. */
    operation<Id extends OperationId>(operationId: Id, handler: OperationHandler<Id>): void;
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

  app.decorate('operation', function registerOperation<
    Id extends OperationId,
  >(this: FastifyInstance, operationId: Id, handler: OperationHandler<Id>) {
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
        done(op.body === 'json' ? badRequest('request.bodyRequired') : undefined);
      } else if (!validate) {
        done(badRequest('request.noBody'));
      } else if (!validate(body)) {
        done(invalidBody(ajvProblem(validate.errors)));
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
      handler: (request, reply) => handler(request, reply, (request.body ?? {}) as RequestBody<Id>),
    });
  });
}
