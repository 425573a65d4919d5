// The content-delivery location (spec sections 3 and 7), beside the API on its origin rather than under /v1 and
// not in openapi.yaml (files, not API calls): GET /cdn/u/{uid}.png avatars (generated; a few seeded users have
// none, so their initials show) and GET /cdn/m/{key} media (uploads and the seed's), with Range support so
// video and audio can seek.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { seedMedia, type MediaBytes } from '../../seed/media/catalogue.ts';
import { avatarPng, USERS_WITHOUT_AVATAR } from '../../seed/media/pictures.ts';
import { nidOf } from '../../store/users.ts';

export const CDN_PREFIX = '/cdn';
const AVATAR_FILE = /^(u[0-9a-z]{10})\.png$/;
/** Uploads and seed files never change under a key (uploads are content-addressed). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An identity document: never kept by a shared cache, nor by the browser past the page that asked. */
const PRIVATE = 'private, no-store';
/** Avatars may change; the client busts the cache with ?t= anyway. */
const AVATAR_CACHE = 'public, max-age=300';

/** The byte range a Range header asks for, 'unsatisfiable', or null for the whole file (no or unusable header). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').split(',')[0]?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // A suffix range: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export function sendFile(request: FastifyRequest, reply: FastifyReply, file: MediaBytes, cacheControl: string): FastifyReply {
  const size = file.bytes.length;
  reply.header('content-type', file.contentType).header('accept-ranges', 'bytes').header('cache-control', cacheControl);
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (range === null) return reply.code(200).header('content-length', size).send(file.bytes);
  const part = file.bytes.subarray(range.start, range.end + 1);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', part.length)
    .send(part);
}

export default function cdnRoutes(app: FastifyInstance): void {
  const { users, posts } = app.store;

  app.get(`${CDN_PREFIX}/u/:file`, (request, reply) => {
    const { file } = request.params as { file: string };
    const uid = AVATAR_FILE.exec(file)?.[1];
    const user = uid ? users.get(uid) : undefined;
    // Only users with a profile have a picture; the rest fall back to initials or the person icon.
    if (!user || nidOf(user) === null) throw notFound('cdn.noAvatar');
    // A picture the person uploaded (account/avatar/set) wins over the generated one.
    const uploaded = app.store.accountProfiles.get(user.uid).avatarKey;
    const upload = uploaded ? posts.media.get(uploaded) : undefined;
    if (upload) return sendFile(request, reply, { bytes: upload.bytes, contentType: upload.contentType }, AVATAR_CACHE);
    if (USERS_WITHOUT_AVATAR.has(user.uid)) throw notFound('cdn.noAvatar');
    return sendFile(request, reply, { bytes: avatarPng(user.uid), contentType: 'image/png' }, AVATAR_CACHE);
  });

  app.get(`${CDN_PREFIX}/m/*`, (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // An identity document's photo (decision 038) is read only by its owner and staff, with their token (the staff
    // page fetches it with the header); anyone else holding the key gets the same 404 as for no such file.
    const documentOwner = app.store.verifications.documentOwner(key);
    if (documentOwner !== undefined) {
      const token = bearerToken(request.headers.authorization);
      const uid = token === null ? undefined : app.store.tokens.resolve(token);
      const reader = uid === undefined ? undefined : users.get(uid);
      if (!reader || (reader.uid !== documentOwner && !reader.isStaff)) throw notFound('cdn.noMedia');
    }
    const upload = posts.media.get(key);
    const file = upload ? { bytes: upload.bytes, contentType: upload.contentType } : seedMedia(key);
    if (!file) throw notFound('cdn.noMedia');
    return sendFile(request, reply, file, documentOwner === undefined ? IMMUTABLE : PRIVATE);
  });
}
