// Raw-body uploads (spec section 7: "File upload sends a raw body without the JSON content type"): one reader for
// the media, cloud storage and admin upload routes. A file over its limit gets the route's own 413 message, and the
// rest of an oversized body is still read (and dropped) so the client sees the answer rather than a broken pipe.
import type { FastifyRequest } from 'fastify';
import type { ApiError } from './errors.ts';

export const OCTET_STREAM = 'application/octet-stream';
/** Beyond this an upload is not even read to the end: the connection is cut. */
export const DISCARD_LIMIT = 64 * 1024 * 1024;

type Payload = NodeJS.ReadableStream & { destroy(): void };
type Done = (error: Error | null, body?: Buffer) => void;
export type RawParser = (request: FastifyRequest, payload: Payload, done: Done) => void;

/** The media type of a request (no parameters, lowercase). */
export function mediaTypeOf(request: FastifyRequest): string {
  return String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** Reads the body up to `limit(request)` bytes; past it, `tooLarge(size, request)` answers. */
export function readRawBody(
  limit: (request: FastifyRequest) => number,
  tooLarge: (size: number, request: FastifyRequest) => ApiError,
): RawParser {
  return (request, payload, done) => {
    const max = limit(request);
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
      else chunks.length = 0;
      if (size > DISCARD_LIMIT) payload.destroy();
    });
    payload.on('end', () => (size > max ? done(tooLarge(size, request)) : done(null, Buffer.concat(chunks))));
    payload.on('error', (error: Error) => done(size > max ? tooLarge(size, request) : error));
  };
}

/** Reads and drops the body, then answers `refusal()` (a content type the route does not take: 415). */
export function refuseRawBody(refusal: () => ApiError): RawParser {
  return (_request, payload, done) => {
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DISCARD_LIMIT) payload.destroy();
    });
    payload.on('end', () => done(refusal()));
    payload.on('error', () => done(refusal()));
  };
}
