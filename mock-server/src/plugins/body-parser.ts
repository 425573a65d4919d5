// Bodies: JSON only (any other content type is a 415), an empty body counts as no body, and
// invalid JSON gets a readable 400. The size limit (413) is Fastify's bodyLimit.
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../lib/errors.ts';

/** Largest accepted body (1 MiB); bigger ones get 413. */
export const BODY_LIMIT = 1024 * 1024;

export function bodyParserPlugin(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  // secure-json-parse under the hood: __proto__ / constructor.prototype keys are refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
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
