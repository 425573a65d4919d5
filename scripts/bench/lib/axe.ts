// axe-core on every route, light and dark, desktop 1280×800 and mobile 390×844. Each route is loaded once per
// visitor (signed out, or signed in as ada through the sign-in page) and then audited in the four looks by
// resizing the viewport and switching the theme in place, which keeps the whole sweep within a few minutes.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright';
import { signedInContext, waitForQuiet } from './browser.ts';
import type { RouteToVisit } from './routes.ts';

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
  errors: { route: string; error: string }[];
}

async function setTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.evaluate((value) => {
    // What the theme toggle stores (state/theme.ts) and what the stylesheet reads.
    localStorage.setItem('theme', JSON.stringify(value));
    document.documentElement.dataset.theme = value;
  }, theme);
}

/** Two frames: styles recomputed and painted after a resize or theme switch. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function auditRoute(page: Page, origin: string, route: RouteToVisit, findings: AxeFinding[]): Promise<number> {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${origin}${route.path}`, { waitUntil: 'load' });
  await waitForQuiet(page, 300);
  const pathname = new URL(page.url()).pathname;
  const landed = decodeURIComponent(pathname) !== decodeURIComponent(route.path) ? pathname : undefined;
  let scans = 0;
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await settle(page);
      const result = await new AxeBuilder({ page }).analyze();
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
          targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        });
      }
    }
  }
  return scans;
}

/** Audits `routes`; the signed-in ones in a context signed in as `email` through the app's sign-in page. */
export async function axeSweep(browser: Browser, origin: string, routes: RouteToVisit[], email: string, onRoute?: (route: RouteToVisit, index: number) => void): Promise<AxeSweep> {
  const sweep: AxeSweep = { scans: 0, routes: 0, findings: [], errors: [] };
  const contextOptions = { reducedMotion: 'reduce' as const, locale: 'pt-BR', timezoneId: 'UTC' };
  const contexts: { signedIn: boolean; context: BrowserContext }[] = [
    { signedIn: false, context: await browser.newContext(contextOptions) },
    { signedIn: true, context: await signedInContext(browser, origin, email, contextOptions) },
  ];
  let index = 0;
  try {
    for (const { signedIn, context } of contexts) {
      const page = await context.newPage();
      for (const route of routes.filter((r) => r.signedIn === signedIn)) {
        onRoute?.(route, index++);
        try {
          sweep.scans += await auditRoute(page, origin, route, sweep.findings);
          sweep.routes += 1;
        } catch (error) {
          sweep.errors.push({ route: route.path, error: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) });
        }
      }
      await page.close();
    }
  } finally {
    for (const { context } of contexts) await context.close();
  }
  return sweep;
}

/** One line per finding: route (theme, viewport) rule [impact] targets. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `${f.route}${f.landed ? ` (→ ${f.landed})` : ''} [${f.theme}, ${f.viewport}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}
