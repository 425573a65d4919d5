// Headers that keep what people upload from running as pages on the API/CDN origin (issue #34): `nosniff` on every
// answer, and on the content-delivery location (/cdn) a sandboxing CSP for everything plus `attachment` for any
// type a browser could run as a document (HTML, SVG, XML, XHTML, unknown or missing types, or such a file name).
import type { FastifyInstance } from 'fastify';

/** What /cdn serves: no script, no plugin, no form, an opaque origin even if a browser renders it (inline styles
 *  only, so an image or a text file viewed on its own still looks right). */
export const CDN_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Types a browser shows as media or text, never as a document that can script: served inline. Anything else
 * (text/html, image/svg+xml, application/xhtml+xml, *xml, application/octet-stream, an unknown or empty type) is
 * a download. PDFs too: PDF viewers run scripts embedded in the file, and the sandbox is not meant for them.
 */
const PASSIVE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'text/plain',
  'text/csv',
  'text/css',
  'text/javascript',
  'text/markdown',
  'application/json',
]);

/** File names a browser or the desktop would treat as a page or script whatever the type says. */
const ACTIVE_NAME = /\.(?:html?|xhtml?|shtml|svgz?|xml|xsl|xslt|mht(?:ml)?|hta|swf)$/i;

const mediaType = (contentType: unknown): string =>
  (typeof contentType === 'string' ? contentType : '').split(';')[0]!.trim().toLowerCase();

/** The last segment of a URL's path, percent-decoded. */
const lastSegment = (url: string): string => {
  const last = url.split('?')[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/** The file name of a URL made only of safe characters (no quotes, slashes, control codes), for Content-Disposition. */
export function safeFileName(url: string): string {
  const safe = lastSegment(url)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return safe === '' ? 'download' : safe;
}

/** Whether a file of this type at this URL must download rather than open (see PASSIVE_TYPES and ACTIVE_NAME). */
export function mustDownload(contentType: unknown, url: string): boolean {
  return !PASSIVE_TYPES.has(mediaType(contentType)) || ACTIVE_NAME.test(lastSegment(url));
}

export function securityHeadersPlugin(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Never guess a type from the bytes: a file says what it is, or is treated as data.
    reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith('/cdn/')) {
      reply.header('content-security-policy', CDN_CSP);
      if (reply.statusCode < 300 && mustDownload(reply.getHeader('content-type'), request.url)) {
        reply.header('content-disposition', `attachment; filename="${safeFileName(request.url)}"`);
      }
    }
    done(null, payload);
  });
}
