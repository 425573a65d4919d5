// The SPA's lists at a hundred times the data (issue #36: "the SPA's lists stay windowed"): a production build pointed
// at the ×100 mock, signed in as ada, and for each long list the most rows mounted at any point while going through
// it: /pay/activity page after page with its Next button, /inbox's chat list scrolled through all 5,000
// conversations, /discover's For you scrolled until 1,000 posts went by. Each walk stops at its time allowance and
// says how far it got.
import { join } from 'node:path';
import type { Page } from 'playwright';
import { USERS } from '../../test-env.ts';
import { launchChromium, signedInContext } from './browser.ts';
import { buildClient } from './build.ts';
import { startPreview, type MockService } from './servers.ts';
import { BUDGETS } from './budgets.ts';
import { row, type Row } from './table.ts';

export interface ListRowsFigure {
  id: string;
  /** The most rows mounted at any one time during the walk. */
  maxRows: number;
  /** How many of the list's rows the walk went through. */
  through: number;
  /** What the walk aimed for. */
  target: number;
  /** The list's whole length as the page knew it (NaN when it does not say). */
  total: number;
  unit: string;
}

export const LIST_TARGETS = { activity: 5000, chats: 5000, forYou: 1000 } as const;

/** Activity: Next until `target` rows went by (20 a page) or the allowance ends. */
async function walkActivity(page: Page, origin: string, allowanceMs: number): Promise<ListRowsFigure> {
  await page.goto(`${origin}/pay/activity`);
  await page.locator('.pay-movements li').first().waitFor({ timeout: 60_000 });
  const deadline = Date.now() + allowanceMs;
  let maxRows = 0;
  let through = 0;
  const next = page.locator('.pay-pager button').last();
  while (true) {
    const mounted = await page.locator('.pay-movements li').count();
    maxRows = Math.max(maxRows, mounted);
    through += mounted;
    if (through >= LIST_TARGETS.activity || Date.now() > deadline || (await next.isDisabled())) break;
    const first = await page.locator('.pay-movements li').first().textContent();
    await next.click();
    // The next page is shown when the first row changed (ids differ page to page).
    await page.waitForFunction((before) => document.querySelector('.pay-movements li')?.textContent !== before, first, {
      timeout: 30_000,
    });
  }
  const countText = await page.locator('.page-card .page-muted').first().textContent();
  const total = Number((countText ?? '').replace(/\D/g, '')) || Number.NaN;
  return { id: 'activity', maxRows, through, target: LIST_TARGETS.activity, total, unit: 'rows' };
}

/** Chats: wait for the whole list, then scroll its scroller (the panel, or the page) to the end a screen at a time. */
async function walkChats(page: Page, origin: string, allowanceMs: number): Promise<ListRowsFigure> {
  await page.goto(`${origin}/inbox`);
  await page.locator('.inbox-chats li:visible').first().waitFor({ timeout: 60_000 });
  // The list arrives in batches: wait until its length holds still for two seconds.
  let total = 0;
  let stableSince = Date.now();
  const waitUntil = Date.now() + 120_000;
  while (Date.now() < waitUntil) {
    const size = await page.evaluate(() => {
      const rows = document.querySelectorAll('.inbox-chats > li');
      return Math.max(rows.length, Number(rows[0]?.getAttribute('aria-setsize') ?? 0));
    });
    if (size !== total) {
      total = size;
      stableSince = Date.now();
    } else if (Date.now() - stableSince > 2000) break;
    await page.waitForTimeout(250);
  }
  const walked = await page.evaluate(async (allowance) => {
    // On a desktop /inbox holds two chat lists: the side panel's, and the phone's (hidden): the one shown is walked,
    // the rows of both are counted.
    const list = Array.from(document.querySelectorAll<HTMLElement>('.inbox-chats')).find((l) => l.offsetParent !== null);
    if (!list) return { maxRows: 0, through: 0 };
    let scroller: HTMLElement | null = list.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY)))
      scroller = scroller.parentElement;
    const box = scroller ?? document.scrollingElement ?? document.documentElement;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = performance.now() + allowance;
    let maxRows = 0;
    let through = 0;
    while (true) {
      await frame();
      const rows = list.querySelectorAll(':scope > li');
      maxRows = Math.max(maxRows, document.querySelectorAll('.inbox-chats > li').length);
      const lastMounted = Number(rows[rows.length - 1]?.getAttribute('aria-posinset') ?? rows.length);
      // Rows above the viewport's bottom went by.
      through = Math.max(through, Math.min(lastMounted, rows.length > 0 ? lastMounted : 0));
      const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
      if (atEnd || performance.now() > deadline) break;
      box.scrollTop += Math.max(200, box.clientHeight * 0.8);
    }
    return { maxRows, through };
  }, allowanceMs);
  return { id: 'chats', ...walked, target: LIST_TARGETS.chats, total, unit: 'chats' };
}

/** For you: scroll the page to the end again and again (each end loads the next page) until 1,000 posts went by. */
async function walkForYou(page: Page, origin: string, allowanceMs: number): Promise<ListRowsFigure> {
  await page.goto(`${origin}/discover`);
  const feed = '#feed-panel-forYou [role="feed"]';
  await page.locator(`${feed} article`).first().waitFor({ timeout: 60_000 });
  const deadline = Date.now() + allowanceMs;
  let maxRows = 0;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    const state = await page.evaluate((selector) => {
      const articles = Array.from(document.querySelectorAll<HTMLElement>(`${selector} article[data-post-id]`));
      window.scrollBy(0, window.innerHeight * 0.9);
      return { mounted: articles.length, ids: articles.map((a) => a.dataset.postId ?? '') };
    }, feed);
    maxRows = Math.max(maxRows, state.mounted);
    for (const id of state.ids) seen.add(id);
    if (seen.size >= LIST_TARGETS.forYou) break;
    await page.waitForTimeout(60);
  }
  return { id: 'forYou', maxRows, through: seen.size, target: LIST_TARGETS.forYou, total: Number.NaN, unit: 'posts' };
}

/**
 * Builds the SPA for the ×100 mock, serves it on `previewPort` and walks the three lists; `allowanceMs` is each
 * walk's time.
 */
export async function scaleListsBench(
  x100: MockService,
  logDir: string,
  outDir: string,
  previewPort: number,
  allowanceMs = 180_000,
): Promise<ListRowsFigure[]> {
  const build = await buildClient(join(outDir, 'dist-scale'), x100.apiBase);
  const preview = await startPreview(previewPort, build.outDir, logDir);
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, preview.origin, USERS.ada.email, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const figures: ListRowsFigure[] = [];
    for (const walk of [walkActivity, walkChats, walkForYou]) figures.push(await walk(page, preview.origin, allowanceMs));
    await context.close();
    return figures;
  } finally {
    await browser.close();
    await preview.stop();
  }
}

const WHAT: Record<string, string> = {
  activity: '/pay/activity rows mounted, paging through the history',
  chats: '/inbox chat rows mounted, scrolled through every chat',
  forYou: '/discover For you posts mounted, scrolled through the feed',
};

/** The table row of one walk: the most rows mounted against BUDGETS.scaleMaxRows, and how far the walk got. */
export function listRowsRow(f: ListRowsFigure): Row {
  const total = Number.isFinite(f.total) ? ` of ${f.total.toLocaleString('en')}` : '';
  const short = f.through < f.target ? `; the time allowance ended short of ${f.target.toLocaleString('en')}` : '';
  return row(
    'scale',
    WHAT[f.id] ?? f.id,
    { value: f.maxRows, kind: 'max', limit: BUDGETS.scaleMaxRows, format: (n) => `${n} rows` },
    `through ${f.through.toLocaleString('en')}${total} ${f.unit}${short}`,
  );
}
