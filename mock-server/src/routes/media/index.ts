// Tag media: uploads as a raw body (spec section 7: "File upload sends a raw body without the JSON content type").
// The bytes must be what the content type says (application/octet-stream is recognised from them); images may be
// 2 MB (spec section 9), videos 16 MB, audio 8 MB. Stored files are served from /cdn/m/{key} (routes/cdn).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { ApiError, badRequest, type ApiCode } from '../../lib/errors.ts';
import { operation } from '../../lib/openapi.ts';
import { mediaTypeOf, OCTET_STREAM, readRawBody, refuseRawBody } from '../../lib/raw-body.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { MediaKind } from '../../store/media.ts';

const MB = 1024 * 1024;
/** Spec section 9: "Max images 10 at 2MB". */
export const MAX_IMAGE_BYTES = 2 * MB;
/** Ours (the spec limits a video by its 60 s, which the client checks): enough for a minute of phone video at low bitrate. */
export const MAX_VIDEO_BYTES = 16 * MB;
export const MAX_AUDIO_BYTES = 8 * MB;
const LIMITS: Record<MediaKind, number> = { image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES, audio: MAX_AUDIO_BYTES };

type Family = 'png' | 'jpeg' | 'gif' | 'webp' | 'webm' | 'mp4' | 'ogg' | 'mpeg' | 'wav';

interface Accepted {
  kind: MediaKind;
  family: Family;
  extension: string;
}

/** The content types openapi.yaml lists for uploadMedia (application/octet-stream aside). */
const ACCEPTED: Record<string, Accepted> = {
  'image/png': { kind: 'image', family: 'png', extension: 'png' },
  'image/jpeg': { kind: 'image', family: 'jpeg', extension: 'jpg' },
  'image/gif': { kind: 'image', family: 'gif', extension: 'gif' },
  'image/webp': { kind: 'image', family: 'webp', extension: 'webp' },
  'video/mp4': { kind: 'video', family: 'mp4', extension: 'mp4' },
  'video/webm': { kind: 'video', family: 'webm', extension: 'webm' },
  'audio/webm': { kind: 'audio', family: 'webm', extension: 'weba' },
  'audio/ogg': { kind: 'audio', family: 'ogg', extension: 'ogg' },
  'audio/mpeg': { kind: 'audio', family: 'mpeg', extension: 'mp3' },
  'audio/mp4': { kind: 'audio', family: 'mp4', extension: 'm4a' },
  'audio/wav': { kind: 'audio', family: 'wav', extension: 'wav' },
};
/** What application/octet-stream bytes are taken for, by family (WebM and MP4 could be either: video). */
const SNIFFED: Record<Family, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  webm: 'video/webm',
  mp4: 'video/mp4',
  ogg: 'audio/ogg',
  mpeg: 'audio/mpeg',
  wav: 'audio/wav',
};

const ascii = (bytes: Buffer, at: number, text: string): boolean => bytes.subarray(at, at + text.length).toString('latin1') === text;

/** The file format the first bytes show, or null. */
export function sniff(bytes: Buffer): Family | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 'GIF8')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mpeg';
  return null;
}

const TOO_LARGE: Record<MediaKind, ApiCode> = { image: 'media.imageTooLarge', video: 'media.videoTooLarge', audio: 'media.audioTooLarge' };
const tooLarge = (kind: MediaKind): ApiError => new ApiError(413, TOO_LARGE[kind], { mb: LIMITS[kind] / MB });
const unsupportedType = (): ApiError => new ApiError(415, 'media.unsupportedType');

export default function mediaRoutes(app: FastifyInstance): void {
  const op = operation('uploadMedia');

  // Raw bodies, read here rather than by Fastify's bodyLimit so an oversized file gets its own 413 message; the
  // rest of an oversized body is still read (and dropped) so the client sees the answer, not a broken pipe.
  app.addContentTypeParser(
    [OCTET_STREAM, ...Object.keys(ACCEPTED)],
    readRawBody(
      (request) => LIMITS[ACCEPTED[mediaTypeOf(request)]?.kind ?? 'video'],
      (_size, request) => tooLarge(ACCEPTED[mediaTypeOf(request)]?.kind ?? 'video'),
    ),
  );

  // Any other type is not a file this route takes: 415 with the accepted list (not the JSON-only message of the
  // other routes), after reading the body so the client sees the answer.
  app.removeContentTypeParser('*');
  app.addContentTypeParser('*', refuseRawBody(unsupportedType));

  app.route({
    method: op.method,
    url: op.url,
    config: { operationId: op.operationId },
    onRequest: [app.authenticate],
    handler(request, reply) {
      const user = currentUser(request);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw new ApiError(415, 'media.notRawBody');
      if (bytes.length === 0) throw badRequest('media.empty');
      const type = mediaTypeOf(request);
      const family = sniff(bytes);
      let contentType = type;
      if (type === OCTET_STREAM) {
        if (!family) throw unsupportedType();
        contentType = SNIFFED[family];
      }
      const accepted = ACCEPTED[contentType];
      if (!accepted) throw unsupportedType();
      if (family !== accepted.family) throw new ApiError(415, 'media.notValidFile', { contentType });
      if (bytes.length > LIMITS[accepted.kind]) throw tooLarge(accepted.kind);
      const file = app.store.posts.media.put({
        uid: user.uid,
        kind: accepted.kind,
        contentType,
        bytes,
        createdAt: app.clock.now(),
        extension: accepted.extension,
      });
      reply.code(201);
      const origin = `${request.protocol}://${request.host}`;
      return ok('media.uploaded', {
        key: file.key,
        url: `${origin}/cdn/m/${file.key}`,
        kind: file.kind,
        contentType: file.contentType,
        size: file.bytes.length,
      });
    },
  });
}
