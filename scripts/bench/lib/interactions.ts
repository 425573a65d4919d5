// INP of the interactions people repeat (the performance issue's "Interactions"): the built SPA against the bench's
// mock, signed in as ada through the sign-in page, on a 1280×800 screen with Lighthouse's phone CPU slowdown (4×,
// CDP Emulation.setCPUThrottlingRate). Each interaction is real input (the mouse at the middle of the element's box,
// or a key), several times, and its latency is what the Event Timing API reports for it: the `event` entries of
// its interactionId, from the input to the next paint, the longest one (what web-vitals' INP takes for one
// interaction). A PerformanceObserver added to every page by the bench (never shipped in the app) collects them;
// the API reports entries of 16 ms and more, rounded to 8 ms, so an interaction with none is counted as 16 ms.
// BENCH_INP_TRACE=<key,…> also writes a Chromium trace of each repetition of those interactions to
// bench-results/inp/ (open it in DevTools' Performance panel) for finding what the slow ones spend their time on.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright';
import { navigateInApp, signedInContext, waitForQuiet } from './browser.ts';
import { USERS } from '../../test-env.ts';
import { percentile } from './stats.ts';

/** Lighthouse's mobile CPU slowdown (its default `throttling.cpuSlowdownMultiplier`). */
export const INP_CPU_SLOWDOWN = 4;
/** Repetitions of each interaction. */
export const INP_REPEATS = 8;
/** The Event Timing API's smallest durationThreshold: shorter events are not reported. */
const THRESHOLD_MS = 16;

/** One repetition's figures: the interaction's latency and, for its longest entry, where the time went. */
export interface InpSample {
  /** ms from the input to the next paint (THRESHOLD_MS when the API reported nothing, i.e. less). */
  inp: number;
  /** Whether the browser reported an entry (false: under the threshold). */
  reported: boolean;
  /** The longest entry's event type (pointerup, click, keydown, …). */
  event: string;
  /** Input delay, processing (event handlers) and presentation delay (render, layout, paint) of the longest entry. */
  inputDelay: number;
  processing: number;
  presentation: number;
}

export interface InpFigures {
  key: string;
  what: string;
  samples: InpSample[];
  p75: number;
  max: number;
}

/** One interaction: where it starts (unmeasured), the input, and what shows it was answered. */
interface Interaction {
  key: string;
  what: string;
  /** Once before the repetitions (unmeasured). */
  setup?: (page: Page) => Promise<void>;
  /** Before each repetition (unmeasured): the page the interaction starts on, something to type, … */
  before?: (page: Page, i: number) => Promise<void>;
  /** The element to press (mouse) or to focus before pressing `key`. */
  target: (page: Page, i: number) => Locator;
  /** A key pressed in the focused target instead of a click. */
  press?: string;
  /** Resolves once the page shows the outcome a person waits for. */
  done: (page: Page, i: number) => Promise<void>;
}

// Collects the Event Timing entries of interactions in the page, from its first script on (added with
// addInitScript, so it never ships in the app and runs before the app does).
const OBSERVER = `(() => {
  const seen = [];
  window.__benchInp = { seen, since: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      seen.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd });
    }
  });
  observer.observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
})();`;

interface SeenEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

async function markStart(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __benchInp: { seen: unknown[]; since: number } };
    w.__benchInp.seen.length = 0;
    w.__benchInp.since = performance.now();
  });
}

/** After the outcome: two frames and a pause (entries are delivered after the paint), then the entries since the mark. */
async function collect(page: Page): Promise<SeenEntry[]> {
  return page.evaluate(
    () =>
      new Promise<SeenEntry[]>((resolve) => {
        const w = window as unknown as { __benchInp: { seen: SeenEntry[]; since: number } };
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve(w.__benchInp.seen.filter((e) => e.start >= w.__benchInp.since)), 150)),
        );
      }),
  );
}

/** The interaction's latency: its longest entry (several interactions in one repetition: the longest of them). */
export function sampleOf(entries: readonly SeenEntry[]): InpSample {
  let longest: SeenEntry | undefined;
  for (const e of entries) if (!longest || e.duration > longest.duration) longest = e;
  if (!longest) return { inp: THRESHOLD_MS, reported: false, event: '', inputDelay: 0, processing: 0, presentation: 0 };
  const inputDelay = Math.max(0, longest.processingStart - longest.start);
  const processing = Math.max(0, longest.processingEnd - longest.processingStart);
  return {
    inp: longest.duration,
    reported: true,
    event: longest.name,
    inputDelay,
    processing,
    presentation: Math.max(0, longest.duration - inputDelay - processing),
  };
}

/** Real input: the mouse pressed and released at the middle of the element's first box (a link wrapping onto two
 *  lines has two; the middle of both together can be beside the text). */
async function pressAt(page: Page, target: Locator): Promise<void> {
  const box = await target.evaluate((el) => {
    const r = el.getClientRects()[0];
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  });
  if (!box) throw new Error('the element to press has no box (not rendered)');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

const visible = async (locator: Locator, timeout = 15_000): Promise<void> => {
  await locator.first().waitFor({ state: 'visible', timeout });
};

/** The app has moved to a path the test accepts (in-app navigation: no load event to wait for). */
const pathMatches = async (page: Page, pattern: string): Promise<void> => {
  await page.waitForFunction((p) => new RegExp(p).test(location.pathname), pattern, { timeout: 15_000 });
};
const pathIs = (page: Page, path: string): Promise<void> => pathMatches(page, `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The main platform's rail, visited in turn from /discover. */
const RAIL_PATHS = ['/inbox', '/inbox/notification', '/play', '/play/friend', '/discover'];

function interactions(): Interaction[] {
  // The newest chats, in turn (a row's link is the chat's id).
  const chatRow = (page: Page, i: number): Locator => page.locator('a.inbox-chat').nth(i % 4);
  let chatHref = '';
  const run = Date.now().toString(36);
  const messageText = (i: number): string => `bench inp ${run} ${i}`;
  const likeButtons = (page: Page): Locator => page.locator('[role="tabpanel"]:not([hidden]) button[aria-pressed][aria-label^="Curtir"]');
  let pressedBefore: string | null = null;
  const productLinks = (page: Page): Locator => page.locator('main a.market-link[href^="/market/product/"]');
  const railLink = (page: Page, i: number): Locator =>
    page.locator(`#side-rail a.side-nav__link[href="${RAIL_PATHS[i % RAIL_PATHS.length] ?? ''}"]`);
  return [
    {
      key: 'open-chat',
      what: 'open a chat from the inbox list',
      before: async (page, i) => {
        await navigateInApp(page, '/inbox');
        await visible(chatRow(page, i));
        chatHref = (await chatRow(page, i).getAttribute('href')) ?? '';
        await waitForQuiet(page, 300);
      },
      target: chatRow,
      done: async (page) => {
        await pathIs(page, chatHref);
        await visible(page.locator('form textarea'));
      },
    },
    {
      key: 'send-message',
      what: 'send a message (Enter in the composer)',
      setup: async (page) => {
        await navigateInApp(page, `/inbox/${USERS.ben.uid}`);
        await visible(page.locator('form textarea'));
        await waitForQuiet(page, 500);
      },
      before: async (page, i) => {
        const box = page.locator('form textarea');
        await box.click();
        await page.keyboard.type(messageText(i));
        await waitForQuiet(page, 200);
      },
      target: (page) => page.locator('form textarea'),
      press: 'Enter',
      done: async (page, i) => {
        await visible(page.locator('[role="listitem"]', { hasText: messageText(i) }));
      },
    },
    {
      key: 'like',
      what: 'like a post',
      setup: async (page) => {
        await navigateInApp(page, '/discover');
        await visible(likeButtons(page));
        await waitForQuiet(page, 500);
      },
      before: async (page, i) => {
        await likeButtons(page).nth(i).scrollIntoViewIfNeeded();
        pressedBefore = await likeButtons(page).nth(i).getAttribute('aria-pressed');
        await waitForQuiet(page, 300);
      },
      target: (page, i) => likeButtons(page).nth(i),
      done: async (page, i) => {
        // Liked, or unliked when the seed had it liked already.
        await visible(
          likeButtons(page)
            .nth(i)
            .and(page.locator(`[aria-pressed="${pressedBefore === 'true' ? 'false' : 'true'}"]`)),
        );
      },
    },
    {
      key: 'feed-tab',
      what: 'switch feed tabs (Para você / Seguindo)',
      setup: async (page) => {
        await navigateInApp(page, '/discover');
        await visible(page.locator('#feed-tab-following'));
        await waitForQuiet(page, 500);
      },
      before: async (page) => {
        await waitForQuiet(page, 300);
      },
      target: (page, i) => page.locator(i % 2 === 0 ? '#feed-tab-following' : '#feed-tab-forYou'),
      done: async (page, i) => {
        await visible(page.locator(`${i % 2 === 0 ? '#feed-tab-following' : '#feed-tab-forYou'}[aria-selected="true"]`));
      },
    },
    {
      key: 'open-product',
      what: 'open a product from the market',
      before: async (page) => {
        await navigateInApp(page, '/market/trending');
        await visible(productLinks(page));
        await waitForQuiet(page, 300);
      },
      target: (page, i) => productLinks(page).nth(i % 4),
      done: async (page) => {
        await pathMatches(page, '^/market/product/');
        await visible(page.getByRole('button', { name: 'Adicionar ao carrinho', exact: true }));
      },
    },
    {
      key: 'add-to-cart',
      what: 'add to cart (product page)',
      setup: async (page) => {
        await navigateInApp(page, '/market/product/pr00000001');
        await visible(page.getByRole('button', { name: 'Adicionar ao carrinho', exact: true }));
        await waitForQuiet(page, 500);
      },
      before: async (page) => {
        // Each press on a page without toasts (they leave after 3 s), so the one it brings is told apart.
        await page.locator('.ui-toast').first().waitFor({ state: 'detached', timeout: 15_000 });
        await waitForQuiet(page, 300);
      },
      target: (page) => page.getByRole('button', { name: 'Adicionar ao carrinho', exact: true }),
      done: async (page) => {
        await visible(page.locator('.ui-toast--success', { hasText: 'Adicionado ao carrinho' }));
      },
    },
    {
      key: 'open-send',
      what: 'open the send form (pay wallet → Enviar)',
      before: async (page) => {
        await navigateInApp(page, '/pay/wallet');
        await visible(page.locator('main a.pay-quick__action[href="/pay/send"]'));
        await waitForQuiet(page, 300);
      },
      target: (page) => page.locator('main a.pay-quick__action[href="/pay/send"]'),
      done: async (page) => {
        await pathIs(page, '/pay/send');
        await visible(page.locator('main form'));
      },
    },
    {
      key: 'rail',
      what: 'move between areas through the rail',
      setup: async (page) => {
        await navigateInApp(page, '/discover');
        await waitForQuiet(page, 500);
      },
      before: async (page, i) => {
        await visible(railLink(page, i));
        await waitForQuiet(page, 300);
      },
      target: railLink,
      done: async (page, i) => {
        await pathIs(page, RAIL_PATHS[i % RAIL_PATHS.length] ?? '');
        // The page's own heading (the inbox's list panel has a hidden one on a wide screen).
        await visible(page.locator('main h1').filter({ visible: true }));
      },
    },
  ];
}

export async function interactionsBench(
  browser: Browser,
  origin: string,
  opts: { repeats?: number; only?: string[]; trace?: string[]; traceDir?: string; log?: (message: string) => void } = {},
): Promise<InpFigures[]> {
  const repeats = opts.repeats ?? INP_REPEATS;
  const context = await signedInContext(browser, origin, USERS.ada.email, { viewport: { width: 1280, height: 800 } });
  const results: InpFigures[] = [];
  try {
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    await page.goto(`${origin}/discover`, { waitUntil: 'load' });
    // A person answers the cookie banner once; it would otherwise cover the composer.
    await page.locator('.ui-cookie-banner').getByRole('button', { name: 'Aceitar', exact: true }).click();
    await waitForQuiet(page, 500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    for (const interaction of interactions()) {
      if (opts.only && !opts.only.includes(interaction.key)) continue;
      await interaction.setup?.(page);
      const samples: InpSample[] = [];
      const tracing = opts.trace?.includes(interaction.key) && opts.traceDir;
      for (let i = 0; i < repeats; i++) {
        await interaction.before?.(page, i);
        const target = interaction.target(page, i).first();
        await target.waitFor({ state: 'visible', timeout: 15_000 });
        await target.scrollIntoViewIfNeeded();
        if (interaction.press) await target.focus();
        if (tracing) {
          mkdirSync(opts.traceDir as string, { recursive: true });
          await browser.startTracing(page, { path: join(opts.traceDir as string, `${interaction.key}-${i}.json`), screenshots: true });
        }
        await markStart(page);
        if (interaction.press) await page.keyboard.press(interaction.press);
        else await pressAt(page, target);
        try {
          await interaction.done(page, i);
        } catch (error) {
          // What the page showed instead, for whoever reads the failed run.
          if (opts.traceDir) {
            mkdirSync(opts.traceDir, { recursive: true });
            await page.screenshot({ path: join(opts.traceDir, `failed-${interaction.key}-${i}.png`) }).catch(() => undefined);
          }
          throw new Error(`${interaction.what}, repetition ${i + 1}: ${(error as Error).message.split('\n')[0] ?? ''}`, { cause: error });
        }
        const sample = sampleOf(await collect(page));
        if (tracing) await browser.stopTracing();
        samples.push(sample);
        opts.log?.(
          `inp ${interaction.key} #${i + 1}: ${sample.reported ? `${sample.inp} ms (${sample.event}: input ${sample.inputDelay.toFixed(0)}, handlers ${sample.processing.toFixed(0)}, paint ${sample.presentation.toFixed(0)})` : `< ${THRESHOLD_MS} ms`}`,
        );
      }
      const values = samples.map((s) => s.inp);
      results.push({ key: interaction.key, what: interaction.what, samples, p75: percentile(values, 75), max: Math.max(...values) });
    }
  } finally {
    await context.close();
  }
  return results;
}
