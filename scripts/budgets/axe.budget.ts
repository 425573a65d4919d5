// Accessibility budget (the "Benchmarks and budgets" issue): axe-core finds no serious or critical violation on
// any route of spec section 2 (client/src/app/paths.ts), light and dark, desktop 1280×800 and mobile 390×844;
// public pages signed out, product and admin pages signed in as ada through the sign-in page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { axeSweep, formatFindings } from '../bench/lib/axe.ts';
import { USERS } from '../test-env.ts';
import { BUDGETS_OUT } from '../bench/lib/env.ts';
import { loadRoutes } from '../bench/lib/routes.ts';
import { origin } from './context.ts';

test('axe: no serious or critical violation on any route, light and dark, desktop and mobile', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const routes = await loadRoutes();
  const started = Date.now();
  const sweep = await axeSweep(browser, origin(), routes, USERS.ada.email);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `axe: ${sweep.routes}/${routes.length} routes, ${sweep.scans} scans in ${seconds} s, ${sweep.findings.length} serious or critical findings`,
  );
  mkdirSync(BUDGETS_OUT, { recursive: true });
  const findingsFile = join(BUDGETS_OUT, 'axe-findings.json');
  writeFileSync(findingsFile, JSON.stringify(sweep.findings, null, 2));
  expect(
    sweep.errors.map((e) => `${e.route}: ${e.error}`),
    'every route could be audited',
  ).toEqual([]);
  expect(sweep.findings.length, `serious or critical axe violations (every one: ${findingsFile}):\n${formatFindings(sweep.findings)}`).toBe(
    0,
  );
});
