// The one error handler and the not-found handler: every failure becomes `{status:'error', code, params?, message,
// data:null}`: a documented code, and a message a person understands, and a status the operation documents in openapi.yaml.
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { codeEnvelope, errorEnvelope } from '../lib/envelope.ts';
import { ApiError, englishText, type ApiCode, type MessageParams } from '../lib/errors.ts';
import { operation } from '../lib/openapi.ts';
import { IdempotencyConflictError, InsufficientBalanceError, InvalidTransferError } from './ledger.ts';

const FASTIFY_ERRORS: Record<string, [number, ApiCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.notJson'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'request.contentLength'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.invalidJson'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.invalidJson'],
  FST_ERR_BAD_URL: [400, 'request.badUrl'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'request.urlTooLong'],
};

interface Classified {
  status: number;
  code: ApiCode;
  message: string;
  params?: MessageParams;
}

function coded(status: number, code: ApiCode, params?: MessageParams): Classified {
  return { status, code, message: englishText(code, params), params };
}

function classify(error: FastifyError | Error): Classified {
  if (error instanceof ApiError) return { status: error.statusCode, code: error.code, message: error.message, params: error.params };
  if (error instanceof InsufficientBalanceError) return coded(422, 'ledger.insufficientBalance');
  if (error instanceof IdempotencyConflictError) return coded(409, 'request.idempotencyConflict');
  if (error instanceof InvalidTransferError) return coded(400, 'ledger.invalidTransfer', { reason: error.message });
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const known = FASTIFY_ERRORS[code];
  if (known) return coded(known[0], known[1]);
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) return coded(statusCode, 'request.unreadable');
  return coded(500, 'server.internal');
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
        .send(codeEnvelope('request.methodNotAllowed', { method: request.method, path, allowed }));
      return;
    }
    reply.code(404).send(codeEnvelope('request.noEndpoint', { method: request.method, path }));
  });

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const classified = classify(error);
    const { code, message, params } = classified;
    let { status } = classified;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drain(request.raw);
    if (status >= 500) log.error({ err: error, method: request.method, url: request.url }, 'unhandled error');
    const operationId = request.routeOptions.config?.operationId;
    if (operationId && status < 500 && !operation(operationId).statuses.has(status)) {
      // Keep to the contract: a status the operation does not document becomes its 400.
      log.warn({ operationId, status, url: request.url }, 'status not documented for this operation; answering 400');
      status = 400;
    }
    if (operationId && !operation(operationId).codes.has(code)) {
      // The contract tests refuse it too; the log names it so the operation's x-codes can be completed.
      log.warn({ operationId, code, url: request.url }, 'code not documented for this operation (x-codes)');
    }
    return reply.code(status).send(errorEnvelope(code, message, params));
  });
}

/** Fastify's frameworkErrors option: a malformed URL and the like, before any route runs. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const classified = classify(error);
  if (classified.status >= 500) reply.code(400).send(codeEnvelope('request.unreadable'));
  else reply.code(classified.status).send(errorEnvelope(classified.code, classified.message, classified.params));
}

/**
 * An error envelope written straight to a socket no HTTP response object owns (a request Node could not parse, an
 * upgrade nothing takes), then the connection closed.
 */
export function answerOnSocket(socket: Duplex, status: number, reason: string, code: ApiCode, params?: MessageParams): void {
  const body = JSON.stringify(codeEnvelope(code, params));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify's clientErrorHandler option: a request so malformed that HTTP parsing failed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') answerOnSocket(socket, 431, 'Request Header Fields Too Large', 'request.headersTooLarge');
  else answerOnSocket(socket, 400, 'Bad Request', 'request.unreadable');
}
