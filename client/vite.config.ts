// Vite build of the SPA and the Vitest project for client unit tests.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routePreload, type PreloadRoute } from './build/route-preload.ts';
import { FIRST_SCREEN, firstScreenImages } from './build/first-screen-images.ts';
import { markdownContent } from './build/content-plugin.ts';
import { prerender, servePrerendered } from './build/prerender.ts';
import { publicPages, siteOrigin } from './build/public-pages.ts';
import { securityHeaders } from './build/security-headers.ts';
import { signalsRuntime } from './build/signals-runtime.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The pages people most often open first, and what each needs beyond index.js (build/route-preload.ts). The
 * area frame and the area's route module, then the page itself; the marketing home also its Portuguese words
 * (the default language).
 */
const AREA = 'app/shell/area-layout.tsx';
const PRELOAD_ROUTES: PreloadRoute[] = [
  { path: '/', modules: ['app/routes/marketing/marketing-area.tsx', 'features/marketing/content/pt/home.ts'] },
  { path: '/sign-in', modules: ['app/routes/auth/auth-area.tsx'] },
  { path: '/discover', modules: [AREA, 'app/routes/app/app-area.tsx', 'features/social/components/discover-page.tsx'] },
  {
    path: '/inbox',
    modules: [AREA, 'app/routes/app/app-area.tsx', 'features/inbox/components/inbox-page.tsx', 'features/inbox/components/chat-list.tsx'],
  },
  {
    path: '/inbox/*',
    modules: [
      AREA,
      'app/routes/app/app-area.tsx',
      'features/inbox/components/conversation-page.tsx',
      'features/inbox/components/chat-list.tsx',
    ],
  },
  { path: '/pay/wallet', modules: [AREA, 'app/routes/pay/pay-area.tsx', 'features/pay/components/wallet-page.tsx'] },
  { path: '/pay/*', modules: [AREA, 'app/routes/pay/pay-area.tsx'] },
  { path: '/account/*', modules: [AREA, 'app/routes/account/account-area.tsx'] },
];

/** The public site, written out as HTML at build time in both languages (build/public-pages.ts, build/prerender.ts). */
const PUBLIC_PAGES = publicPages();

/**
 * react-router 7's package exports name only its development build, whose dev warnings are on
 * (remix-run/react-router#12532, #14102). A production build takes the identical production files instead.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production', '/');
/** use-sync-external-store's shim (for React before 18) as React's own hook (build/shims/use-sync-external-store.ts). */
const SYNC_EXTERNAL_STORE_SHIM = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./build/shims/use-sync-external-store.ts', import.meta.url)),
};

const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
  // Its ES module, which the browser build picks anyway; Node's conditions would pick the CommonJS one, whose
  // require('react-router') is a second copy of the router beside the one above (build/prerender.ts renders in Node).
  {
    find: /^react-router-dom$/,
    replacement: join(dirname(createRequire(import.meta.url).resolve('react-router-dom/package.json')), 'dist', 'index.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  root,
  resolve: command === 'build' ? { alias: [...REACT_ROUTER_PRODUCTION, SYNC_EXTERNAL_STORE_SHIM] } : {},
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  // securityHeaders after prerender: it hashes the inline scripts of the HTML the prerender writes.
  plugins: [
    signalsRuntime(),
    react(),
    markdownContent(),
    routePreload(PRELOAD_ROUTES),
    firstScreenImages(FIRST_SCREEN),
    prerender(PUBLIC_PAGES, siteOrigin()),
    servePrerendered(PUBLIC_PAGES),
    securityHeaders(),
  ],
  // The build's server render (build/prerender.ts) bundles React Router (the production files, as the client does)
  // with the packages it imports itself (their own versions), and leaves React to Node: one copy of each.
  ssr: { noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target runs in, but Safari before 17, preloads modules itself: Vite's polyfill
    // (0.3 KB gzip in index.js) only made that Safari fetch preloaded chunks earlier.
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'client',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
}));
