// The generated security headers: inline scripts hashed as browsers hash them, connect-src limited to the API, and
// the _headers file read back as written.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  IMMUTABLE_ASSETS,
  contentSecurityPolicy,
  headerSet,
  headersFile,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
} from './security-headers';

describe('security headers', () => {
  it('hashes the text of inline scripts only, byte for byte', () => {
    const html = '<script>a()</script><script type="module" crossorigin src="/assets/x.js"></script><script data-x>\n b() </script>';
    expect(inlineScripts(html)).toEqual(['a()', '\n b() ']);
    expect(scriptHash('a()')).toBe(`'sha256-${createHash('sha256').update('a()').digest('base64')}'`);
  });

  it('limits connect-src to this origin, the API and its websocket, and scripts to files and hashes', () => {
    const csp = contentSecurityPolicy({ apiBase: 'https://api.example.com/v1', scriptHashes: ["'sha256-b'", "'sha256-a'"] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("connect-src 'self' https://api.example.com wss://api.example.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe');
  });

  it('takes a separate CDN, and an API on this origin adds nothing to self', () => {
    const csp = contentSecurityPolicy({ apiBase: '/v1', cdnBase: 'https://cdn.example.com/cdn', scriptHashes: [] });
    expect(csp).toContain("connect-src 'self' https://cdn.example.com;");
    expect(csp).toContain("script-src 'self';");
  });

  it('reads its own _headers file back', () => {
    const set = headerSet("default-src 'self'");
    const rules = parseHeadersFile(headersFile(set));
    expect(rules).toEqual([{ path: '/*', headers: set }, IMMUTABLE_ASSETS]);
    expect(headersFor(rules, '/pay/wallet')).toEqual(set);
    expect(headersFor(parseHeadersFile('/docs\n  X-A: 1\n'), '/pay')).toEqual([]);
  });

  it('lets browsers keep the content-hashed files under /assets/ for a year, and only those', () => {
    const rules = parseHeadersFile(headersFile(headerSet("default-src 'self'")));
    const cacheOf = (path: string) => headersFor(rules, path).find(([name]) => name === 'Cache-Control')?.[1];
    expect(cacheOf('/assets/index-BqrNdPIs.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheOf('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2')).toBe('public, max-age=31536000, immutable');
    // Pages and unhashed files keep the host's default (asked again), so a new build is seen at once.
    expect(cacheOf('/discover')).toBeUndefined();
    expect(cacheOf('/manifest.webmanifest')).toBeUndefined();
  });
});
