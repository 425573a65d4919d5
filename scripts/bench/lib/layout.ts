// Layouts that hold still (issue #28): on every route, at 390, 768, 820 and 1024 px wide, the page never scrolls
// sideways (document.documentElement.scrollWidth > clientWidth) and the header's items — the marketing header's, the
// product areas' top bar, the bare pages' bar — sit on one line: none wraps, none runs into another, none leaves
// the bar or the screen.
import type { Browser, Page } from 'playwright';
import type { RouteToVisit } from './routes.ts';
import { openRoute, settle, walkRoutes, type WalkError } from './route-walk.ts';
import { MOBILE_BREAKPOINT_PX } from '../../../client/src/app/shell/breakpoints.ts';

export const LAYOUT_WIDTHS = [390, 768, 820, 1024] as const;
const HEIGHT = 844;

export interface LayoutFinding {
  route: string;
  /** Where the route landed, when it redirected. */
  landed?: string;
  width: number;
  problem: 'scrolls sideways' | 'header does not hold one line';
  /** What sticks out, or which header item and how. */
  details: string[];
}

export interface LayoutSweep {
  routes: number;
  checks: number;
  findings: LayoutFinding[];
  errors: WalkError[];
}

interface PageLayout {
  scrollWidth: number;
  clientWidth: number;
  /** The innermost elements reaching past the right edge (what makes the page scroll sideways). */
  sticking: string[];
  header: string[];
}

/** Runs in the page: measures the document's width and the headers' items. */
function measure(): PageLayout {
  const root = document.documentElement;
  const width = root.clientWidth;
  const describe = (el: Element): string => {
    const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  const shown = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // Elements whose box ends past the right edge, innermost first (no child of theirs does too); fixed layers
  // that are meant to slide in from off screen are hidden or have no width while closed.
  const sticking: string[] = [];
  if (root.scrollWidth > width) {
    // What a scroller inside the screen clips does not widen the page, unless it is placed out of the flow (its
    // containing block may lie outside the scroller). Hidden-for-sight boxes (1 px, .visually-hidden) count.
    const clipped = (el: Element): boolean => {
      if (['absolute', 'fixed'].includes(getComputedStyle(el).position)) return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 1) return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().right > width + 1 && !clipped(el),
    );
    for (const el of past) {
      if (past.some((other) => other !== el && el.contains(other))) continue;
      sticking.push(`${describe(el)} ends at ${Math.round(el.getBoundingClientRect().right)} px`);
      if (sticking.length >= 4) break;
    }
  }

  const header: string[] = [];
  for (const bar of document.querySelectorAll('.mk-header__inner, .top-bar, .bare-layout__bar')) {
    if (!shown(bar)) continue;
    const barRect = bar.getBoundingClientRect();
    const candidates = [...bar.querySelectorAll('a, button, .balance')].filter(shown);
    const items = candidates.filter((el) => !candidates.some((other) => other !== el && other.contains(el)));
    const rects = items.map((el) => el.getBoundingClientRect());
    items.forEach((el, i) => {
      const rect = rects[i]!;
      if (rect.top < barRect.top - 1 || rect.bottom > barRect.bottom + 1) header.push(`${describe(el)} leaves the bar's row`);
      if (rect.left < -1 || rect.right > width + 1)
        header.push(`${describe(el)} is off screen (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
      if (el.scrollWidth > el.clientWidth + 1) header.push(`${describe(el)} is too narrow for what it holds`);
      // Text that breaks onto a second line: one text node laid out in boxes at different heights.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) header.push(`${describe(el)} wraps onto ${lines.size} lines`);
      }
      for (let j = i + 1; j < items.length; j++) {
        const other = rects[j]!;
        const overlapX = Math.min(rect.right, other.right) - Math.max(rect.left, other.left);
        const overlapY = Math.min(rect.bottom, other.bottom) - Math.max(rect.top, other.top);
        if (overlapX > 1 && overlapY > 1) header.push(`${describe(el)} runs into ${describe(items[j]!)}`);
      }
    });
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, sticking, header };
}

/**
 * Pages the route table does not name because a query picks them, checked too: a bucket's files (the bucket page
 * scrolled sideways at 390 px).
 */
export const LAYOUT_EXTRA_ROUTES: RouteToVisit[] = [
  { key: 'cloudStorage:bucket', path: '/cloud/storage?bucket=ada-lovelace-site', signedIn: true },
];

/**
 * Waits until the signed-in frame has rendered the layout for `width` (its `data-layout`, set from the 768 px media
 * query through React): on a loaded machine the re-render after a resize could land after settle()'s half second,
 * and the sweep then measured the desktop list panel inside a phone-wide window (findings a reload never showed).
 */
async function layoutCommitted(page: Page, width: number): Promise<void> {
  const expected = width <= MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
  await page.waitForFunction(
    (layout) => {
      const shell = document.querySelector('.area-shell');
      return !shell || shell.getAttribute('data-layout') === layout;
    },
    expected,
    { timeout: 10_000 },
  );
}

async function checkRoute(page: Page, origin: string, route: RouteToVisit, fullLoad: boolean, findings: LayoutFinding[]): Promise<number> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const landed = await openRoute(page, origin, route, fullLoad);
  let checks = 0;
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await layoutCommitted(page, width);
    await settle(page);
    const layout = await page.evaluate(measure);
    checks += 1;
    const where = { route: route.path, ...(landed ? { landed } : {}), width };
    if (layout.scrollWidth > layout.clientWidth)
      findings.push({
        ...where,
        problem: 'scrolls sideways',
        details: [`${layout.scrollWidth} px wide in ${layout.clientWidth} px`, ...layout.sticking],
      });
    if (layout.header.length > 0) findings.push({ ...where, problem: 'header does not hold one line', details: layout.header });
  }
  return checks;
}

/** Checks every route at LAYOUT_WIDTHS: public ones signed out, the others signed in as `email`. */
export async function layoutSweep(browser: Browser, origin: string, routes: RouteToVisit[], email: string): Promise<LayoutSweep> {
  const findings: LayoutFinding[] = [];
  let checks = 0;
  const walk = await walkRoutes(
    browser,
    origin,
    routes,
    email,
    async (page, route, fullLoad) => {
      // Read the count after the await: the lanes run side by side, and `checks += await …` would add to a stale value.
      const done = await checkRoute(page, origin, route, fullLoad, findings);
      checks += done;
    },
    { lanes: 2, contextOptions: { reducedMotion: 'reduce', locale: 'pt-BR', timezoneId: 'UTC' }, routeTimeoutMs: 30_000 },
  );
  return { routes: walk.routes, checks, findings, errors: walk.errors };
}

/** One line per finding: route (→ landed) at width: problem — details. */
export function formatLayoutFindings(findings: LayoutFinding[]): string {
  return findings
    .map(
      (f) =>
        `  ${f.route}${f.landed ? ` (→ ${f.landed})` : ''} at ${f.width} px: ${f.problem}\n${f.details.map((d) => `      ${d}`).join('\n')}`,
    )
    .join('\n');
}
