// Layout budget (issue #28, "Layouts that hold still"): on every route of spec section 2 (client/src/app/paths.ts)
// and the pages a query picks (a bucket's files), at 390, 768, 820 and 1024 px wide, nothing scrolls sideways and the
// marketing header's, top bar's and bare bar's items hold one line; public pages signed out, the rest signed in as
// ada through the sign-in page (the route walk the axe budget uses: bench/lib/route-walk.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { formatLayoutFindings, LAYOUT_EXTRA_ROUTES, LAYOUT_WIDTHS, layoutSweep } from '../bench/lib/layout.ts';
import { USERS } from '../test-env.ts';
import { BUDGETS_OUT } from '../bench/lib/env.ts';
import { loadRoutes } from '../bench/lib/routes.ts';
import { origin } from './context.ts';

test(`layout: no route scrolls sideways or wraps its header at ${LAYOUT_WIDTHS.join(', ')} px`, async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const routes = [...(await loadRoutes()), ...LAYOUT_EXTRA_ROUTES];
  const started = Date.now();
  const sweep = await layoutSweep(browser, origin(), routes, USERS.ada.email);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`layout: ${sweep.routes}/${routes.length} routes, ${sweep.checks} checks in ${seconds} s, ${sweep.findings.length} findings`);
  mkdirSync(BUDGETS_OUT, { recursive: true });
  const findingsFile = join(BUDGETS_OUT, 'layout-findings.json');
  writeFileSync(findingsFile, JSON.stringify(sweep.findings, null, 2));
  expect(
    sweep.errors.map((e) => `${e.route}: ${e.error}`),
    'every route could be checked',
  ).toEqual([]);
  expect(sweep.checks, 'each route at each width').toBe(routes.length * LAYOUT_WIDTHS.length);
  expect(sweep.findings.length, `layout findings (every one: ${findingsFile}):\n${formatLayoutFindings(sweep.findings)}`).toBe(0);
});
