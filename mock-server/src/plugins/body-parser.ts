// Bodies: JSON only (any other content type is a 415), an empty body counts as no body, and
// invalid JSON — or bytes that are not UTF-8 — gets a readable 400. The size limit (413) is Fastify's bodyLimit.
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../lib/errors.ts';

/** Largest accepted body (1 MiB); bigger ones get 413. */
export const BODY_LIMIT = 1024 * 1024;

export function bodyParserPlugin(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  // secure-json-parse under the hood: __proto__ / constructor.prototype keys are refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');

  // Read as bytes and decoded strictly: Fastify's 'string' mode turns bad bytes into U+FFFD, which would then be stored
  // as though the person had typed it (RFC 8259 requires UTF-8).
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : utf8.decode(body);
    } catch {
      done(badRequest('request.invalidUtf8'), undefined);
      return;
    }
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (error, value) => {
      if (error) done(badRequest('request.invalidJson'), undefined);
      else done(null, value);
    });
  });

  // Anything that is not JSON: fine when empty (an Empty operation called with a stray content type), else 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else done(new ApiError(415, 'request.notJson'), undefined);
  });
}
