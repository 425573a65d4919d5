// The staff upload library (tag admin): a file as the raw request body (spec section 7: "File upload sends a raw
// body without the JSON content type"), as uploadMedia does, but for the content-delivery location's own files:
// images up to 10 MB, PDFs 20 MB, videos 50 MB. Files are served at /cdn/a/{id}.{ext} until deleted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components } from '../../../../contracts/api/schema.d.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, badRequest, notFound, type ApiCode } from '../../lib/errors.ts';
import { mediaTypeOf, OCTET_STREAM, readRawBody, refuseRawBody } from '../../lib/raw-body.ts';
import { operation } from '../../lib/openapi.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { assetPath, type AssetKind, type AssetRecord } from '../../store/admin-assets.ts';
import { CDN_PREFIX, sendFile } from '../cdn/index.ts';
import { sniff } from '../media/index.ts';

type S = components['schemas'];

const MB = 1024 * 1024;
/** Ours: a banner or photo at full quality, a long PDF, a short promo video. */
export const ASSET_LIMITS: Record<AssetKind, number> = { image: 10 * MB, pdf: 20 * MB, video: 50 * MB };

interface Accepted {
  kind: AssetKind;
  extension: string;
  /** What the first bytes must be. */
  family: string;
}
/** The content types openapi.yaml lists for adminUpload (application/octet-stream aside). */
const ACCEPTED: Record<string, Accepted> = {
  'image/png': { kind: 'image', extension: 'png', family: 'png' },
  'image/jpeg': { kind: 'image', extension: 'jpg', family: 'jpeg' },
  'image/gif': { kind: 'image', extension: 'gif', family: 'gif' },
  'image/webp': { kind: 'image', extension: 'webp', family: 'webp' },
  'application/pdf': { kind: 'pdf', extension: 'pdf', family: 'pdf' },
  'video/mp4': { kind: 'video', extension: 'mp4', family: 'mp4' },
  'video/webm': { kind: 'video', extension: 'webm', family: 'webm' },
};
const BY_FAMILY = new Map(Object.entries(ACCEPTED).map(([type, a]) => [a.family, type]));

const TOO_LARGE: Readonly<Record<AssetKind, ApiCode>> = {
  image: 'admin.imageTooLarge',
  pdf: 'admin.pdfTooLarge',
  video: 'admin.videoTooLarge',
};
/** The 413 of a file over its kind's limit (the limit in MB). */
export const tooLarge = (kind: AssetKind): ApiError => new ApiError(413, TOO_LARGE[kind], { limit: ASSET_LIMITS[kind] / MB });

/** The format the first bytes show (the media route's sniffing, plus PDF), or null. */
function familyOf(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return sniff(bytes);
}

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const op = operation('adminUpload');
  const assets = () => app.admin.repo.assets;
  const view = (request: FastifyRequest, a: AssetRecord): S['AdminAsset'] => ({
    id: a.id,
    name: a.name,
    kind: a.kind,
    contentType: a.contentType,
    size: a.bytes.length,
    url: `${request.protocol}://${request.host}${CDN_PREFIX}/${assetPath(a)}`,
    uploader: { uid: a.uploaderUid, userName: app.store.users.get(a.uploaderUid)?.userName ?? '' },
    createdAt: a.createdAt,
  });

  // The raw-body route in a scope of its own, so its parsers leave the JSON operations' parsing as it is.
  await app.register((raw) => {
    // Each declared type is read up to its own limit (octet-stream up to the largest), so a too large file gets its
    // kind's 413 message; any other type is read and answered 415 with the accepted list.
    for (const [type, accepted] of Object.entries(ACCEPTED)) {
      raw.addContentTypeParser(
        type,
        readRawBody(
          () => ASSET_LIMITS[accepted.kind],
          () => tooLarge(accepted.kind),
        ),
      );
    }
    raw.addContentTypeParser(
      OCTET_STREAM,
      readRawBody(
        () => ASSET_LIMITS.video,
        () => tooLarge('video'),
      ),
    );
    raw.removeContentTypeParser('*');
    raw.addContentTypeParser(
      '*',
      refuseRawBody(() => new ApiError(415, 'admin.fileUnsupported')),
    );

    raw.route({
      method: op.method,
      url: op.url,
      config: { operationId: op.operationId },
      onRequest: [app.authenticate, app.staffOnly],
      handler(request, reply) {
        const staff = requireStaff(request);
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes)) throw new ApiError(415, 'admin.fileNotRaw');
        if (bytes.length === 0) throw badRequest('admin.fileEmpty');
        const family = familyOf(bytes);
        const declared = mediaTypeOf(request);
        const contentType = declared === OCTET_STREAM ? (family ? BY_FAMILY.get(family) : undefined) : declared;
        const accepted = contentType ? ACCEPTED[contentType] : undefined;
        if (!contentType || !accepted) throw new ApiError(415, 'admin.fileUnsupported');
        if (family !== accepted.family) throw new ApiError(415, 'admin.fileNotValid', { type: contentType });
        if (bytes.length > ASSET_LIMITS[accepted.kind]) throw tooLarge(accepted.kind);
        const { name } = request.query as { name?: unknown };
        const asset = assets().put({
          ...(typeof name === 'string' ? { name } : {}),
          kind: accepted.kind,
          contentType,
          extension: accepted.extension,
          bytes,
          uploaderUid: staff.uid,
          createdAt: app.clock.now(),
        });
        reply.code(201);
        return ok('admin.fileUploaded', view(request, asset));
      },
    });
  });

  app.operation('adminAssets', (request, _reply, body) => {
    requireStaff(request);
    return ok(
      'common.ok',
      assets()
        .list(body)
        .map((a) => view(request, a)),
    );
  });

  app.operation('adminAssetRename', (request, _reply, body) => {
    requireStaff(request);
    return ok('admin.fileRenamed', view(request, assets().rename(body.id, body.name)));
  });

  app.operation('adminAssetDelete', (request, _reply, body) => {
    requireStaff(request);
    return ok('admin.fileDeleted', view(request, assets().remove(body.id)));
  });

  app.get(`${CDN_PREFIX}/a/:file`, (request, reply) => {
    const asset = assets().byFile((request.params as { file: string }).file);
    if (!asset) throw notFound('cdn.noFile');
    return sendFile(request, reply, { bytes: asset.bytes, contentType: asset.contentType }, 'public, max-age=60');
  });
}
