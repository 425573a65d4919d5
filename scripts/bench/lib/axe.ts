// axe-core on every route, light and dark, desktop 1280×800 and mobile 390×844. Per visitor (signed out, or
// signed in as ada through the sign-in page) the first route is a full load and the rest are in-app navigations,
// and each route is audited in its four looks by resizing the viewport and switching the system colour scheme
// (the app follows it until a theme is chosen: state/theme.ts).
//
// The engine is the axe-core that @axe-core/playwright ships, injected once per page: AxeBuilder.analyze()
// re-injects the 550 KB engine and opens a page for every scan (4–6 s a scan on this machine, against 0.4 s
// for axe.run on an injected engine), which would take 388 scans far past the 5 minutes test:budgets may take.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright';
import type { RouteToVisit } from './routes.ts';
import { openRoute, settle, walkRoutes, type WalkError } from './route-walk.ts';

const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
let axeSource: string | undefined;
function engine(): string {
  axeSource ??= readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export const THEMES = ['light', 'dark'] as const;
export type ViewportName = keyof typeof VIEWPORTS;
export type ThemeName = (typeof THEMES)[number];

/** The impacts the budget counts (0 allowed). */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  route: string;
  /** Where the route landed, when it redirected. */
  landed?: string;
  theme: ThemeName;
  viewport: ViewportName;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface AxeSweep {
  scans: number;
  routes: number;
  findings: AxeFinding[];
  /** Routes that could not be audited (error loading), with why. */
  errors: WalkError[];
}

async function setTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  // The app follows the system scheme on its own (state/theme.ts): give it the chance, so it is not still switching
  // while axe reads colours. A stored choice wins over the system scheme; then set what the stylesheet reads.
  const followed = await page
    .waitForFunction((value) => document.documentElement.dataset.theme === value, theme, { timeout: 1000 })
    .then(
      () => true,
      () => false,
    );
  if (!followed) await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
}

/** Every rule, in the light look of each viewport. */
const ALL_RULES: RunOptions = { resultTypes: ['violations'] };
/**
 * The dark look changes colours only (html[data-theme=dark] swaps colour variables), so there axe re-runs the
 * rules that read colours; the structural rules already ran on the same DOM in the light look.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const COLOUR_ONLY: RunOptions = { resultTypes: ['violations'], runOnly: { type: 'rule', values: COLOUR_RULES } };

async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(engine());
  return page.evaluate(
    (o) => (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, o),
    options,
  );
}

/** For a contrast finding, the colours axe measured (" — #fff on #3b82f6, 3.67:1"), to tell a theme's token from an overlay. */
function contrastOf(node: AxeResults['violations'][number]['nodes'][number]): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor && data.bgColor ? ` — ${data.fgColor} on ${data.bgColor}, ${data.contrastRatio ?? '?'}:1` : '';
}

async function auditRoute(page: Page, origin: string, route: RouteToVisit, fullLoad: boolean, findings: AxeFinding[]): Promise<number> {
  await page.setViewportSize(VIEWPORTS.desktop);
  await setTheme(page, 'light');
  const landed = await openRoute(page, origin, route, fullLoad);
  let scans = 0;
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await settle(page);
      const result = await runAxe(page, theme === 'light' ? ALL_RULES : COLOUR_ONLY);
      scans += 1;
      for (const violation of result.violations) {
        const impact = violation.impact ?? 'unknown';
        if (!BLOCKING_IMPACTS.has(impact)) continue;
        findings.push({
          route: route.path,
          ...(landed ? { landed } : {}),
          theme,
          viewport,
          rule: violation.id,
          impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.map(String).join(' ') + contrastOf(node)),
        });
      }
    }
  }
  return scans;
}

/** One route's four scans take a few seconds; a route that takes this long is stuck, and is reported as such. */
const ROUTE_TIMEOUT_MS = 60_000;

/** Pages audited side by side (the machine has two cores; each page's axe runs in its own renderer). */
export const AXE_LANES = Number(process.env.AXE_LANES ?? 2);

/**
 * Audits `routes`: public ones signed out, the others in a context signed in as `email` through the app's
 * sign-in page. The routes are dealt to AXE_LANES pages that work side by side in the one browser.
 */
export async function axeSweep(
  browser: Browser,
  origin: string,
  routes: RouteToVisit[],
  email: string,
  onRoute?: (route: RouteToVisit) => void,
): Promise<AxeSweep> {
  const findings: AxeFinding[] = [];
  let scans = 0;
  const walk = await walkRoutes(
    browser,
    origin,
    routes,
    email,
    async (page, route, fullLoad) => {
      // Read the count after the await: the lanes run side by side, and `scans += await …` would add to a stale value.
      const done = await auditRoute(page, origin, route, fullLoad, findings);
      scans += done;
    },
    {
      lanes: AXE_LANES,
      contextOptions: { reducedMotion: 'reduce', locale: 'pt-BR', timezoneId: 'UTC' },
      routeTimeoutMs: ROUTE_TIMEOUT_MS,
      ...(onRoute ? { onRoute } : {}),
    },
  );
  return { scans, routes: walk.routes, findings, errors: walk.errors };
}

/**
 * The findings grouped by rule and impact (the shell's elements repeat on every route): per rule the looks it
 * fails in, how many routes, and each distinct target selector with the first route it was seen on.
 */
export function formatFindings(findings: AxeFinding[], maxTargets = 8): string {
  interface Group {
    rule: string;
    impact: string;
    help: string;
    looks: Set<string>;
    routes: Set<string>;
    targets: Map<string, string>;
  }
  const groups = new Map<string, Group>();
  for (const f of findings) {
    const key = `${f.rule} ${f.impact}`;
    let group = groups.get(key);
    if (!group)
      groups.set(key, (group = { rule: f.rule, impact: f.impact, help: f.help, looks: new Set(), routes: new Set(), targets: new Map() }));
    const route = f.landed ? `${f.route} (→ ${f.landed})` : f.route;
    group.looks.add(`${f.theme} ${f.viewport}`);
    group.routes.add(route);
    for (const target of f.targets) if (!group.targets.has(target)) group.targets.set(target, `${route} [${f.theme} ${f.viewport}]`);
  }
  return [...groups.values()]
    .sort((a, b) => b.routes.size - a.routes.size || a.rule.localeCompare(b.rule))
    .map((g) => {
      const targets = [...g.targets].slice(0, maxTargets).map(([target, where]) => `      ${target}  — ${where}`);
      if (g.targets.size > maxTargets) targets.push(`      … and ${g.targets.size - maxTargets} more targets`);
      return [
        `  ${g.rule} (${g.impact}): ${g.help}`,
        `    on ${g.routes.size} routes; looks: ${[...g.looks].sort().join(', ')}`,
        ...targets,
      ].join('\n');
    })
    .join('\n');
}
