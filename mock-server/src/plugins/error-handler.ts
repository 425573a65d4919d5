// The one error handler and the not-found handler: every failure becomes `{status:'error', message, data:null}`
// with a message a person understands, and a status the operation documents in openapi.yaml.
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorEnvelope } from '../lib/envelope.ts';
import { ApiError, MESSAGES } from '../lib/errors.ts';
import { operation } from '../lib/openapi.ts';
import { IdempotencyConflictError, InsufficientBalanceError, InvalidTransferError } from './ledger.ts';

const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.notJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.invalidJson],
  FST_ERR_BAD_URL: [400, 'The URL is not valid (check its percent-encoding)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The URL is too long'],
};

function classify(error: FastifyError | Error): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
  if (error instanceof InsufficientBalanceError) return { status: 422, message: MESSAGES.insufficientBalance };
  if (error instanceof IdempotencyConflictError)
    return { status: 409, message: 'This request id was already used for a different request' };
  if (error instanceof InvalidTransferError) return { status: 400, message: error.message };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const known = FASTIFY_ERRORS[code];
  if (known) return { status: known[0], message: known[1] };
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) return { status: statusCode, message: `The request could not be read: ${error.message}` };
  return { status: 500, message: MESSAGES.internal };
}

/** The most of an oversized body read (and thrown away) before answering; beyond it the socket is cut. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * Reads the rest of a request nobody will use. Fastify answers an oversized body before reading it and
 * closes the connection; a client still writing would then see EPIPE instead of our 413 envelope.
 */
function drain(raw: FastifyRequest['raw']): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (): void => {
      raw.removeListener('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer): void => {
      seen += chunk.length;
      if (seen > MAX_DRAIN_BYTES) {
        raw.destroy();
        finish();
      }
    };
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}

/** `/v1/:product/profile/get` → a RegExp; `:product` only matches the spec's allowed products. */
function routePattern(url: string, products: readonly string[] | undefined): RegExp {
  const source = url
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (part === ':product' && products) return `(?:${products.join('|')})`;
      return '[^/]+';
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export function errorHandlerPlugin(app: FastifyInstance, log: FastifyBaseLogger): void {
  const routes: Array<{ method: string; pattern: RegExp }> = [];

  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const operationId = route.config?.operationId;
    const pattern = routePattern(route.url, operationId ? operation(operationId).products : undefined);
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, pattern });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const matching = routes.filter((route) => route.pattern.test(path));
    if (matching.length > 0 && !matching.some((route) => route.method === request.method)) {
      const allowed = [...new Set(matching.map((route) => route.method))].join(', ');
      reply
        .code(405)
        .header('allow', allowed)
        .send(errorEnvelope(`Method ${request.method} is not allowed on ${path}; use ${allowed}`));
      return;
    }
    reply.code(404).send(errorEnvelope(`No such endpoint: ${request.method} ${path}`));
  });

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const classified = classify(error);
    const { message } = classified;
    let { status } = classified;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drain(request.raw);
    if (status >= 500) log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
    const operationId = request.routeOptions.config?.operationId;
    if (operationId && status < 500 && !operation(operationId).statuses.has(status)) {
      // Keep to the contract: a status the operation does not document becomes its 400.
      log.warn({ operationId, status, url: request.url }, 'status not documented for this operation; answering 400');
      status = 400;
    }
    return reply.code(status).send(errorEnvelope(message));
  });
}

/** Fastify's frameworkErrors option: a malformed URL and the like, before any route runs. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = classify(error);
  reply.code(status >= 500 ? 400 : status).send(errorEnvelope(status >= 500 ? 'The request could not be read' : message));
}

/**
 * An error envelope written straight to a socket no HTTP response object owns (a request Node could not parse, an
 * upgrade nothing takes), then the connection closed.
 */
export function answerOnSocket(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify(errorEnvelope(message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify's clientErrorHandler option: a request so malformed that HTTP parsing failed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW')
    answerOnSocket(socket, 431, 'Request Header Fields Too Large', 'The request headers are too large');
  else answerOnSocket(socket, 400, 'Bad Request', 'The request could not be read');
}
