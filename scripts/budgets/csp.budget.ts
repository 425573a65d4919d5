// Security headers budget (issue #34): the build's generated _headers (client/build/security-headers.ts) is a strict
// policy, `vite preview` sends it, and the production app runs under it in Chromium without a single CSP violation
// on / and /sign-in (signed out), /discover, /pay/wallet, /map, /market and /inbox (signed in as ada through the
// sign-in page) — avatars and pictures from the CDN, the map, the API and its websocket still load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { HEADERS_FILE, headersFor, parseHeadersFile } from '../../client/build/security-headers.ts';
import { signInThroughPage, waitForQuiet } from '../bench/lib/browser.ts';
import { ROOT } from '../bench/lib/env.ts';
import { USERS } from '../test-env.ts';
import { apiBase, currentBuild } from './context.ts';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every securitypolicyviolation of the page (and CSP or Permissions-Policy console complaints). */
async function watchViolations(page: Page, into: Violation[]): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __csp: unknown[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Permissions policy|Unrecognized feature/i.test(text)) {
      into.push({ page: page.url(), directive: `console ${message.type()}`, blocked: '', sample: text });
    }
  });
  return async () => {
    const found = await page.evaluate(() => (window as unknown as { __csp?: unknown[] }).__csp ?? []);
    for (const v of found as Array<Omit<Violation, 'page'>>) into.push({ page: page.url(), ...v });
  };
}

let server: PreviewServer;
let appOrigin: string;

test.beforeAll(async () => {
  server = await preview({
    configFile: join(ROOT, 'client', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: currentBuild().outDir },
    preview: { port: 0, strictPort: false, host: 'localhost' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not say where it listens');
  appOrigin = new URL(url).origin;
});

test.afterAll(async () => {
  await server?.close();
});

test('the build writes a strict CSP and the other headers to _headers', () => {
  const rules = parseHeadersFile(readFileSync(join(currentBuild().outDir, HEADERS_FILE), 'utf8'));
  const headers = new Map(rules.find((r) => r.path === '/*')?.headers.map(([name, value]) => [name.toLowerCase(), value]));
  const csp = headers.get('content-security-policy') ?? '';
  const directive = (name: string): string => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '';
  expect(directive('script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(directive('style-src')).toBe("'self'");
  const api = new URL(apiBase());
  expect(directive('connect-src').split(' ').sort()).toEqual(["'self'", api.origin, `ws://${api.host}`].sort());
  expect(directive('frame-ancestors')).toBe("'none'");
  expect(directive('object-src')).toBe("'none'");
  expect(directive('base-uri')).toBe("'self'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
});

test('vite preview sends the generated headers with pages and files (HSTS only over HTTPS)', async () => {
  const rules = parseHeadersFile(readFileSync(join(currentBuild().outDir, HEADERS_FILE), 'utf8'));
  const asset = `/assets/${readdirSync(join(currentBuild().outDir, 'assets')).find((name) => name.endsWith('.js')) ?? ''}`;
  for (const path of ['/', '/sign-in', '/discover', '/logo.svg', asset]) {
    const expected = headersFor(rules, path).filter(([name]) => name !== 'Strict-Transport-Security');
    const response = await fetch(`${appOrigin}${path}`);
    expect(response.status, path).toBe(200);
    for (const [name, value] of expected) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    expect(response.headers.get('strict-transport-security'), `${path} over http`).toBeNull();
  }
});

test('the app runs under its CSP with no violation on /, /sign-in, /discover, /pay/wallet, /map, /market and /inbox', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const violations: Violation[] = [];
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const collect = await watchViolations(page, violations);
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    // The checker sees a violation when there is one: an inline script the policy has no hash for.
    await page.goto(`${appOrigin}/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.head.appendChild(script);
    });
    await collect();
    expect(violations.map((v) => v.directive)).toContain('script-src-elem');
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    violations.length = 0;

    for (const path of ['/', '/sign-in']) {
      await page.goto(`${appOrigin}${path}`);
      await waitForQuiet(page);
      await collect();
    }
    await signInThroughPage(page, appOrigin, USERS.ada.email);
    await collect();
    for (const path of ['/discover', '/pay/wallet', '/map', '/market', '/inbox']) {
      await page.goto(`${appOrigin}${path}`);
      await waitForQuiet(page);
      await collect();
      if (path === '/discover') {
        // Pictures from the CDN (another origin) drew.
        await expect
          .poll(() =>
            page.evaluate(
              () => [...document.images].filter((i) => i.complete && i.naturalWidth > 0 && !i.src.startsWith(location.origin)).length,
            ),
          )
          .toBeGreaterThan(0);
      }
      if (path === '/map') await expect(page.locator('svg path').first()).toBeVisible();
    }
    expect(
      sockets.some((url) => url.startsWith(`ws://${new URL(apiBase()).host}/`)),
      `websocket to the API (${sockets.join(', ')})`,
    ).toBe(true);
  } finally {
    await context.close();
  }
  expect(violations, violations.map((v) => `${v.page}: ${v.directive} blocked ${v.blocked} ${v.sample}`).join('\n')).toEqual([]);
});
