// Bundle budgets (the "Benchmarks and budgets" issue): initial JS of /, /sign-in and /discover from the browser's
// network log, each area's lazy chunk from the manifest, and each area's chunk loaded only when it is visited.
import { test, expect } from '@playwright/test';
import { BUDGETS } from '../bench/lib/budgets.ts';
import { signedInContext } from '../bench/lib/browser.ts';
import {
  LAZY_STEPS_SIGNED_IN,
  LAZY_STEPS_SIGNED_OUT,
  checkLazyAreas,
  formatKb,
  heaviestModules,
  lazyChunks,
  measureInitialJs,
  uncoveredAreas,
  type InitialJs,
} from '../bench/lib/bundle.ts';
import { USERS } from '../test-env.ts';
import { currentBuild, origin } from './context.ts';

function explain(result: InitialJs, budget: number): string {
  const lines = result.scripts.map((s) => `  ${s.path}  ${formatKb(s.gzip)} gzip (${formatKb(s.bytes)} raw)`);
  const weights = heaviestModules(
    currentBuild(),
    result.scripts.map((s) => s.path),
  ).map((m) => `  ${m.module}  ${formatKb(m.bytes)} before minification`);
  return [
    `${result.url}: ${formatKb(result.gzip)} of JS (gzip) before interaction, budget ${formatKb(budget)}`,
    ...lines,
    'heaviest modules:',
    ...weights,
  ].join('\n');
}

test('initial JS of / and /sign-in (signed out) is within 125 KB gzip', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    for (const path of ['/', '/sign-in']) {
      const result = await measureInitialJs(context, `${origin()}${path}`);
      console.log(`initial JS ${path}: ${formatKb(result.gzip)} (budget ${formatKb(BUDGETS.initialJsPublic)})`);
      expect(result.gzip, explain(result, BUDGETS.initialJsPublic)).toBeLessThanOrEqual(BUDGETS.initialJsPublic);
    }
  } finally {
    await context.close();
  }
});

test('initial JS of /discover (signed in through the sign-in page) is within 160 KB gzip', async ({ browser }) => {
  const context = await signedInContext(browser, origin(), USERS.ada.email);
  try {
    const result = await measureInitialJs(context, `${origin()}/discover`);
    console.log(`initial JS /discover: ${formatKb(result.gzip)} (budget ${formatKb(BUDGETS.initialJsDiscover)})`);
    expect(result.gzip, explain(result, BUDGETS.initialJsDiscover)).toBeLessThanOrEqual(BUDGETS.initialJsDiscover);
  } finally {
    await context.close();
  }
});

test("each area's lazy chunk (and every other lazy chunk) is within 30 KB gzip", () => {
  const build = currentBuild();
  const chunks = lazyChunks(build);
  expect(chunks.filter((c) => c.isArea).length, 'the build has lazy area chunks').toBeGreaterThan(0);
  for (const chunk of chunks.filter((c) => c.isArea))
    console.log(`lazy area chunk ${chunk.name}: ${formatKb(chunk.gzip)} (budget ${formatKb(BUDGETS.areaChunk)})`);
  const over = chunks.filter((c) => c.gzip > BUDGETS.areaChunk);
  const report = over
    .map((c) => {
      const weights = heaviestModules(build, c.files).map((m) => `    ${m.module}  ${formatKb(m.bytes)} before minification`);
      return [`  ${c.name} (loaded from ${c.parent}): ${formatKb(c.gzip)} gzip (${c.files.join(', ')})`, ...weights].join('\n');
    })
    .join('\n');
  expect(
    over.map((c) => c.name),
    `lazy chunks over ${formatKb(BUDGETS.areaChunk)}:\n${report}`,
  ).toEqual([]);
});

test('each lazy area loads its chunk only when it is visited', async ({ browser }) => {
  const { manifest } = currentBuild();
  expect(uncoveredAreas(manifest), 'every area chunk has a step in LAZY_STEPS_* (scripts/bench/lib/bundle.ts)').toEqual([]);
  const signedOut = await browser.newContext();
  const signedIn = await signedInContext(browser, origin(), USERS.ada.email);
  try {
    const results = [
      ...(await checkLazyAreas(signedOut, origin(), manifest, LAZY_STEPS_SIGNED_OUT)),
      ...(await checkLazyAreas(signedIn, origin(), manifest, LAZY_STEPS_SIGNED_IN)),
    ];
    const bad = results
      .filter((r) => !r.ok)
      .map((r) => `${r.path}: ${r.problem ?? ''} (lazy chunks fetched: ${r.loaded.join(', ') || 'none'})`);
    expect(bad, bad.join('\n')).toEqual([]);
  } finally {
    await signedOut.close();
    await signedIn.close();
  }
});
