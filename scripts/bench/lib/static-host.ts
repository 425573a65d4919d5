// The production build served the way a static host serves it (README, Serving a build), for the benchmarks and
// budgets. Every text file is gzipped once, at start and at the highest level, as hosts that serve precompressed
// files do (nginx's gzip_static, Caddy's precompressed, CDNs). `vite preview` gzips each response as it sends it:
// on this two-core machine that is 50-90 ms of CPU per signed-in page load (from /proc, against 27 ms for this
// server), running beside the page Lighthouse measures. It sends the build's security headers (<outDir>/_headers,
// client/build/security-headers.ts) as a configured host does, so the budgets run under the app's real CSP.
// Started by servers.ts with PORT, HOST and OUT_DIR.
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { APP_SHELL, CONTENT_TYPES, pageFileFor } from '../../../client/build/prerender.ts';
import { applyHeaders, HEADERS_FILE, parseHeadersFile } from '../../../client/build/security-headers.ts';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? 'localhost';
const outDir = process.env.OUT_DIR ?? '';
if (!Number.isInteger(port) || port <= 0 || !outDir) {
  console.error('static-host: PORT and OUT_DIR are required');
  process.exit(2);
}

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg\+xml)/;

interface StoredFile {
  type: string;
  raw: Buffer;
  gzip: Buffer | null;
}

function load(dir: string, into: Map<string, StoredFile>): Map<string, StoredFile> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      load(path, into);
      continue;
    }
    const raw = readFileSync(path);
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) ? gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }) : null;
    // Smaller only: a tiny file can grow under gzip's header.
    into.set(`/${relative(outDir, path).split(sep).join('/')}`, { type, raw, gzip: gzip && gzip.length < raw.length ? gzip : null });
  }
  return into;
}

const files = load(outDir, new Map());
const headerRules = parseHeadersFile(files.get(`/${HEADERS_FILE}`)?.raw.toString('utf8') ?? '');
// The prerendered pages are the folders' index.html files ("/sign-in" → /sign-in/index.html), and "/" itself.
const prerendered = new Set(
  [...files.keys()].filter((path) => path.endsWith('/index.html')).map((path) => path.slice(0, -'/index.html'.length) || '/'),
);
const shell = files.has(`/${APP_SHELL}`) ? `/${APP_SHELL}` : '/index.html';

createServer((request, response) => {
  applyHeaders(headerRules, request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request path');
    return;
  }
  const page = pageFileFor(request.method, request.url ?? '/', prerendered);
  const file = files.get(page && files.has(page) ? page : page ? shell : pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const gzip = file.gzip !== null && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? (file.gzip as Buffer) : file.raw;
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.length,
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}).listen(port, host);

process.on('SIGTERM', () => process.exit(0));
