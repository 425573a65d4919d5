// The long conversation in the browser: ada's direct chat with ben holds 10,000 seeded messages. Signed in through
// the sign-in page, the bench opens it from /inbox (in-app navigation), scrolls up until the whole history is in
// the list, counts the message rows mounted along the way, re-opens it with everything loaded, and appends
// messages from the composer. Rows are the `listitem`s of the message `list`; open time runs from the
// navigation to the first frame after rows exist; append time from the Enter key to the new row in the DOM.
import type { Browser, Page } from 'playwright';
import { navigateInApp, signedInContext, waitForQuiet } from './browser.ts';
import { USERS } from '../../test-env.ts';
import { median } from './stats.ts';

export interface ConversationFigures {
  /** Messages the list holds after scrolling to the beginning. */
  loaded: number;
  /** Why loading older pages stopped short of `expected`, if it did. */
  loadStopped?: string;
  /** Seconds spent scrolling up to the beginning. */
  loadSeconds: number;
  /** Most message rows mounted at once, at any point. */
  maxRows: number;
  /** First open (newest page fetched from the API), ms. */
  firstOpenMs: number;
  /** Median of the re-opens with the whole conversation loaded, ms. */
  openMs: number;
  /** Median time from Enter in the composer to the new row in the DOM, ms. */
  appendMs: number;
  appendSamples: number[];
  openSamples: number[];
}

export class NotMeasurable extends Error {}

/** In the page: rows mounted and the list's size (aria-setsize), or null when there is no message list. */
async function listState(page: Page): Promise<{ rows: number; size: number } | null> {
  return page.evaluate(() => {
    const lists = [...document.querySelectorAll('[role="list"]')].filter((l) => l.querySelector('[role="listitem"][aria-setsize]'));
    const list = lists[0];
    if (!list) return null;
    const rows = list.querySelectorAll(':scope > [role="listitem"]');
    const size = Number(rows[0]?.getAttribute('aria-setsize') ?? rows.length);
    return { rows: rows.length, size };
  });
}

/** In-app navigation to `path`; resolves with ms until the first frame after message rows are in the DOM. */
async function timedOpen(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (to) =>
      new Promise<number>((resolve, reject) => {
        const hasRows = (): boolean => document.querySelector('[role="list"] > [role="listitem"][aria-setsize]') !== null;
        const start = performance.now();
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no message rows within 10 s of opening ${to}`));
        }, 10_000);
        const observer = new MutationObserver(() => {
          if (!hasRows()) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
    path,
  );
}

/** Types `text` into the composer and presses Enter, all in the page; ms until a row shows the text. */
async function timedAppend(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (value) =>
      new Promise<number>((resolve, reject) => {
        let start = 0;
        const box = [...document.querySelectorAll('textarea')].find((t) => t.closest('form'));
        if (!box) return reject(new Error('no composer (a textarea in a form) on the conversation page'));
        // A controlled textarea: set the value the way typing does, so React sees it.
        // eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter is taken off the prototype on purpose and called with .call(box)
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
        setter?.call(box, value);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        const list = document.querySelector('[role="list"]');
        if (!list) return reject(new Error('no message list'));
        const shown = (): boolean => [...list.querySelectorAll('[role="listitem"]')].some((row) => row.textContent?.includes(value));
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error('the sent message did not appear within 5 s'));
        }, 5000);
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          const elapsed = performance.now() - start;
          observer.disconnect();
          clearTimeout(timer);
          resolve(elapsed);
        });
        // Let React apply the typed value first, then press Enter.
        requestAnimationFrame(() =>
          setTimeout(() => {
            observer.observe(list, { childList: true, subtree: true, characterData: true });
            start = performance.now();
            box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
          }, 0),
        );
      }),
    text,
  );
}

export async function conversationBench(
  browser: Browser,
  origin: string,
  expected: number,
  opts: { opens?: number; appends?: number; loadTimeoutMs?: number } = {},
): Promise<ConversationFigures> {
  const chatPath = `/inbox/${USERS.ben.uid}`;
  const context = await signedInContext(browser, origin, USERS.ada.email, { viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/inbox`, { waitUntil: 'load' });
    await waitForQuiet(page, 500);

    let firstOpenMs: number;
    try {
      firstOpenMs = await timedOpen(page, chatPath);
    } catch (error) {
      throw new NotMeasurable(`${chatPath} shows no message list (role=list of listitems with aria-setsize): ${(error as Error).message}`);
    }
    await waitForQuiet(page, 500);
    let state = await listState(page);
    if (!state) throw new NotMeasurable(`${chatPath} has no message list`);
    let maxRows = state.rows;

    // Scroll to the top until the list holds the whole conversation (or stops growing).
    const loadStarted = Date.now();
    const deadline = loadStarted + (opts.loadTimeoutMs ?? 300_000);
    let lastGrowth = Date.now();
    while (state.size < expected && Date.now() < deadline && Date.now() - lastGrowth < 5000) {
      // In the page: scroll to the top, then watch every frame until the list grows (or 1 s passes),
      // keeping the most rows seen mounted at once.
      const next: { size: number; rows: number } | null = await page.evaluate(
        (previous: number) =>
          new Promise<{ size: number; rows: number } | null>((resolve) => {
            const list = [...document.querySelectorAll('[role="list"]')].find((l) => l.querySelector('[role="listitem"][aria-setsize]'));
            if (!list) return resolve(null);
            const scroller = list.closest('[role="region"]') ?? list.parentElement;
            if (scroller) scroller.scrollTop = 0;
            const started = performance.now();
            let rows = 0;
            const tick = (): void => {
              const items = list.querySelectorAll(':scope > [role="listitem"]');
              rows = Math.max(rows, items.length);
              const size = Number(items[0]?.getAttribute('aria-setsize') ?? items.length);
              if (size > previous || performance.now() - started > 1000) resolve({ size, rows });
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
        state.size,
      );
      if (!next) break;
      maxRows = Math.max(maxRows, next.rows);
      if (next.size > state.size) lastGrowth = Date.now();
      state = { rows: next.rows, size: next.size };
    }
    const loaded = state.size;
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const loadStopped =
      loaded >= expected
        ? undefined
        : Date.now() >= deadline
          ? `still loading older pages after ${loadSeconds.toFixed(0)} s`
          : 'the list stopped growing for 5 s before the beginning';

    // Re-open after every page was read: away to /inbox, then back. Leaving keeps only the newest page (decision
    // 045), so a re-open draws that page and the rest loads again as the person scrolls up.
    const openSamples: number[] = [];
    for (let i = 0; i < (opts.opens ?? 5); i++) {
      await navigateInApp(page, '/inbox');
      await waitForQuiet(page, 300);
      openSamples.push(await timedOpen(page, chatPath));
      await waitForQuiet(page, 300);
      maxRows = Math.max(maxRows, (await listState(page))?.rows ?? 0);
    }

    const appendSamples: number[] = [];
    const run = Date.now().toString(36);
    for (let i = 0; i < (opts.appends ?? 7); i++) {
      appendSamples.push(await timedAppend(page, `bench append ${run} ${i}`));
      await waitForQuiet(page, 200);
      maxRows = Math.max(maxRows, (await listState(page))?.rows ?? 0);
    }

    return {
      loaded,
      ...(loadStopped ? { loadStopped } : {}),
      loadSeconds,
      maxRows,
      firstOpenMs,
      openMs: median(openSamples),
      appendMs: median(appendSamples),
      appendSamples,
      openSamples,
    };
  } finally {
    await context.close();
  }
}
