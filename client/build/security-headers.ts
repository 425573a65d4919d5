// The headers a static host sends with the built app (issue #34), generated at build from the build itself: a
// strict Content-Security-Policy — the sha256 of every inline script in the output's HTML (index.html, app.html
// and the prerendered pages), no 'unsafe-inline' for scripts, connect-src only this origin and the configured
// API (and its websocket) — plus nosniff, Referrer-Policy, Permissions-Policy and HSTS. They are written to
// <outDir>/_headers in the Netlify / Cloudflare Pages format, which those hosts apply as they are and which
// `vite preview` (securityHeaders below) and the benchmarks' static host (scripts/bench/lib/static-host.ts) send.
// The dev server sends none: Vite's HMR client needs inline and eval'd scripts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Plugin, ResolvedConfig } from 'vite';
import { DEFAULT_API_BASE } from '../src/lib/api/default-base.ts';

export const HEADERS_FILE = '_headers';

/** Inline <script> elements (no src attribute) and their text, as the browser hashes it (no entity decoding). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].filter((m) => !/\bsrc\s*=/i.test(m[1] ?? '')).map((m) => m[2] ?? '');
}

export const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The origins a base URL names: its own, and for http(s) its websocket form. Relative bases are this origin. */
function originsOf(base: string | undefined): string[] {
  if (!base) return [];
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return [];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  return [url.origin, `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

export interface CspInput {
  /** VITE_API_BASE of the build ("https://api.example.com/v1", or a path on this origin). */
  apiBase: string;
  /** VITE_CDN_BASE when set; otherwise the CDN is /cdn beside the API (client/src/lib/cdn.ts). */
  cdnBase?: string | undefined;
  /** The 'sha256-…' sources of the inline scripts. */
  scriptHashes: readonly string[];
}

export function contentSecurityPolicy({ apiBase, cdnBase, scriptHashes }: CspInput): string {
  const api = originsOf(apiBase);
  const cdn = originsOf(cdnBase ?? apiBase).filter((o) => !o.startsWith('ws'));
  const unique = (...sources: string[]): string => [...new Set(sources)].join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    // The hashes cover the theme and ICU warm-up scripts of index.html, the route preload and the prerendered
    // pages' guard and loader; everything else is a file of this origin. No 'unsafe-inline', no 'unsafe-eval'.
    ['script-src', unique("'self'", ...[...scriptHashes].sort())],
    // Stylesheets only as files of this origin: no 'unsafe-inline'. React's style props do not need it — React
    // sets them through element.style (CSSOM), which CSP does not check; only style="…" parsed from markup or set
    // with setAttribute is, and the app writes none (the prerendered pages hold none: the CSP budget would see
    // one as a style-src-attr violation on / or /sign-in).
    ['style-src', "'self'"],
    // Avatars, uploads and product pictures come from the CDN; previews of a file being uploaded are blob: URLs.
    ['img-src', unique("'self'", 'data:', 'blob:', ...cdn)],
    ['media-src', unique("'self'", 'blob:', ...cdn)],
    ['font-src', "'self' data:"],
    // The API and its websocket, and the CDN for files the app reads.
    ['connect-src', unique("'self'", ...api, ...cdn)],
    // The ICU warm-up worker of index.html is built from a blob: URL.
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The browser features the app uses: the map asks for the location, a voice post for the microphone. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), microphone=(self), camera=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), accelerometer=(), gyroscope=(), magnetometer=()';

/** Two years, subdomains included: send it only from an origin that is, and will stay, HTTPS-only. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Every header of the generated set, by name (HSTS included: hosts send it over HTTPS only). */
export function headerSet(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // frame-ancestors 'none' for browsers that predate it.
    ['X-Frame-Options', 'DENY'],
    ['Strict-Transport-Security', HSTS],
  ];
}

/**
 * The bundler's output under /assets/ (scripts, stylesheets, the self-hosted font) is named by its content hash, so a
 * file there never changes: a browser may keep it for a year without asking again. Without it a returning reader
 * downloaded the 50 KB text face again on every visit, and with `font-display: optional` read the page in the
 * fallback face each time (decision 051).
 */
export const IMMUTABLE_ASSETS: HeaderRule = { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] };

/** The _headers file: the security headers on every path, and the hashed assets' caching. */
export function headersFile(headers: ReadonlyArray<[string, string]>): string {
  return [
    '# Generated at build by client/build/security-headers.ts (the inline script hashes change with every build).',
    '# Netlify / Cloudflare Pages format; other hosts: send these headers with every response (README, Security).',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '# Files named by their content hash never change.',
    IMMUTABLE_ASSETS.path,
    ...IMMUTABLE_ASSETS.headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n');
}

export interface HeaderRule {
  /** A path, or a prefix ending in "*". */
  path: string;
  headers: Array<[string, string]>;
}

/** Reads a _headers file (rules of "path" lines followed by indented "Name: value" lines; # comments). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers the rules give a path (later rules add to earlier ones). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Array<[string, string]> {
  return rules
    .filter((r) => (r.path.endsWith('*') ? pathname.startsWith(r.path.slice(0, -1)) : pathname === r.path))
    .flatMap((r) => r.headers);
}

/** Sets the rules' headers on a response; HSTS only over HTTPS (browsers ignore it on plain HTTP anyway). */
export function applyHeaders(rules: readonly HeaderRule[], req: IncomingMessage, res: ServerResponse): void {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  const secure = (req.socket as Partial<TLSSocket>).encrypted === true;
  for (const [name, value] of headersFor(rules, pathname)) {
    if (name.toLowerCase() === 'strict-transport-security' && !secure) continue;
    res.setHeader(name, value);
  }
}

function htmlFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) htmlFiles(path, into);
    else if (name.endsWith('.html')) into.push(path);
  }
  return into;
}

/** Writes <outDir>/_headers for what is in outDir now. */
export function writeHeadersFile(outDir: string, apiBase: string, cdnBase?: string): string {
  const hashes = new Set(htmlFiles(outDir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')).map(scriptHash)));
  const csp = contentSecurityPolicy({ apiBase, cdnBase, scriptHashes: [...hashes] });
  const file = join(outDir, HEADERS_FILE);
  writeFileSync(file, headersFile(headerSet(csp)));
  return file;
}

/**
 * Vite plugin. Build: after every other step (the prerender writes HTML in its own closeBundle, so this plugin
 * comes after it), hashes the output's inline scripts into _headers. Preview: sends _headers with every answer.
 */
export function securityHeaders(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'osb:security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        const env = config.env as Record<string, string | undefined>;
        writeHeadersFile(resolve(config.root, config.build.outDir), env.VITE_API_BASE ?? DEFAULT_API_BASE, env.VITE_CDN_BASE);
      },
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), HEADERS_FILE);
      // A build from before this plugin has no _headers: it is served as before.
      if (!existsSync(file)) return;
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((req, res, next) => {
        applyHeaders(rules, req, res);
        next();
      });
    },
  };
}
