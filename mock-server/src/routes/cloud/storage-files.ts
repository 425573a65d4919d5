// Storage files, beside the JSON operations: the raw-body upload (spec section 7: "File upload sends a raw body
// without the JSON content type"; application/octet-stream whatever the file is, 5 MB at most, 413 beyond) in its
// own encapsulated context so its body parser stays here, and GET /cdn/s/{bucket}/{key} from the content-delivery location (public objects,
// or private ones with a signed link), answering CORS as the bucket's rules allow; with ?download=1 it answers
// as an attachment named after the key's last part (S3's response-content-disposition), so a Download button
// saves the file even from another origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';
import { operation } from '../../lib/openapi.ts';
import { OCTET_STREAM, readRawBody, refuseRawBody } from '../../lib/raw-body.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { CloudRepo } from '../../store/cloud.ts';
import { MAX_UPLOAD_BYTES } from '../../../../contracts/rules/storage.ts';
import { sizeText } from '../../store/cloud-storage-rules.ts';
import { STORAGE_PATH } from '../../store/cloud-storage.ts';

const tooLarge = (size: number): ApiError =>
  new ApiError(413, 'cloud.fileTooLarge', { size: sizeText(size), limit: sizeText(MAX_UPLOAD_BYTES) });

/** A Content-Disposition naming the file: an ASCII fallback and the exact name (RFC 6266 / 5987). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function storageFiles(app: FastifyInstance, area: { readonly repo: CloudRepo }): Promise<void> {
  await app.register((scope) => {
    // The file's bytes, read here so an oversized file gets its own 413 message; any other content type is a 415
    // (after reading the body, so the client sees the answer rather than a broken pipe).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      refuseRawBody(() => new ApiError(415, 'cloud.fileNotOctetStream')),
    );
    scope.addContentTypeParser(
      OCTET_STREAM,
      readRawBody(() => MAX_UPLOAD_BYTES, tooLarge),
    );
    const op = operation('cloudObjectUpload');
    scope.route({
      method: op.method,
      url: op.url,
      config: { operationId: op.operationId },
      onRequest: [scope.authenticate],
      handler(request, reply) {
        area.repo.tick();
        const user = currentUser(request);
        if (request.body !== undefined && !Buffer.isBuffer(request.body)) throw new ApiError(415, 'cloud.fileNotOctetStream');
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const upload = area.repo.storage.upload(user.uid, bytes);
        reply.code(201);
        return ok('cloud.fileUploaded', upload);
      },
    });
  });

  app.get(`${STORAGE_PATH}:bucket/*`, (request, reply) => {
    area.repo.tick();
    const { bucket, '*': key } = request.params as { bucket: string; '*': string };
    const query = request.query as { expires?: string; sig?: string; download?: string };
    const file = area.repo.storage.serve(bucket, key, { expires: query.expires, sig: query.sig });
    // The bucket's CORS rules decide, not the API's echo-any-origin policy.
    const requestOrigin = request.headers.origin;
    reply.removeHeader('access-control-allow-origin');
    if (requestOrigin !== undefined && (file.corsOrigins.includes('*') || file.corsOrigins.includes(requestOrigin))) {
      reply.header('access-control-allow-origin', file.corsOrigins.includes('*') ? '*' : requestOrigin);
    }
    if (query.download === '1') reply.header('content-disposition', attachment(key.split('/').at(-1) ?? key));
    return reply
      .code(200)
      .header('content-type', file.contentType)
      .header('etag', `"${file.etag}"`)
      .header('cache-control', 'private, max-age=0')
      .header('content-length', file.bytes.length)
      .send(file.bytes);
  });
}
