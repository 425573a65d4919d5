// Keyboard journeys on a phone-sized window with the cookie notice still unanswered: whatever Tab or Shift+Tab
// moves to is scrolled clear of what stays on screen over the page (WCAG 2.4.11, focus not obscured): the top bar
// and the feed tabs above, the cookie notice below. Before, a person tabbing down the feed lost the focus under the
// notice, and tabbing back up under the bars.
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

/**
 * How much of the focused element's height is on screen and under none of what stays over the page (the bars at
 * the top, the cookie notice), beside its height. Whatever is inside one of those, or the skip link (drawn over the
 * header when focused), is on screen by its nature.
 */
async function focusInClearBand(page: Page): Promise<{ clear: number; height: number; label: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return { clear: 0, height: 1, label: '(nothing focused)' };
    const box = focused.getBoundingClientRect();
    const over = [...document.querySelectorAll('.top-bar, .sc-tabs, .mk-header, .ui-cookie-banner')];
    const label = `${focused.tagName} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.top)}–${Math.round(box.bottom)}`;
    if (over.some((e) => e.contains(focused)) || focused.matches('.mk-skip')) return { clear: box.height, height: box.height, label };
    // The element's rows on screen, less those under an overlay beside or above it.
    let rows: [number, number][] = [[Math.max(0, box.top), Math.min(window.innerHeight, box.bottom)]];
    for (const e of over) {
      const r = e.getBoundingClientRect();
      if (r.right <= box.left || r.left >= box.right || r.height === 0) continue;
      rows = rows.flatMap(([a, b]): [number, number][] => [
        [a, Math.min(b, r.top)],
        [Math.max(a, r.bottom), b],
      ]);
    }
    const clear = rows.reduce((sum, [a, b]) => sum + Math.max(0, b - a), 0);
    const covers = over.map(
      (e) => `${e.className.split(' ')[0]} ${Math.round(e.getBoundingClientRect().top)}–${Math.round(e.getBoundingClientRect().bottom)}`,
    );
    return { clear, height: box.height, label: `${label}; over the page: ${covers.join(', ')}` };
  });
}

/** Presses `key` `times` times; after each press the focused element is (at least 20 px, or wholly) in the clear. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const { clear, height, label } = await focusInClearBand(page);
    expect(clear, `${key} ×${i + 1}: ${label}`).toBeGreaterThanOrEqual(Math.min(height, 20) - 1);
  }
}

test('tabbing down the feed and back up keeps the focus clear of the top bar, the feed tabs and the cookie notice', async ({ page }) => {
  await signIn(page, 'ada');
  await expect(page).toHaveURL(/\/discover$/, { timeout: 30_000 });
  await expect(page.getByRole('feed').getByRole('article').nth(3)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  await tabThrough(page, 'Tab', 90);
  // Far enough down that going back up passes under the sticky bars.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2_000);
  await tabThrough(page, 'Shift+Tab', 45);

  // The bars' own controls are on screen wherever the page is: focusing one leaves the page where it is (a scroll
  // padding at the page's top scrolled it up by the bar's height at each of them).
  const y = await page.evaluate(() => window.scrollY);
  await page.getByRole('tab', { name: 'Seguindo' }).focus();
  await page.getByRole('banner').getByRole('button').first().focus();
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

test("a docs page's last links scroll clear of the cookie notice", async ({ page }) => {
  await page.goto('/docs/cloud/getting-started-with-cloud');
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  // Down the article and the footer to its last link, each focused link clear of the notice on the way.
  const footerLinks = await page.getByRole('contentinfo').getByRole('link').count();
  expect(footerLinks).toBeGreaterThan(10);
  const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const { clear, height, label } = await focusInClearBand(page);
    if (await lastFooterLink.evaluate((link) => link === document.activeElement)) {
      expect(clear, label).toBeGreaterThanOrEqual(height - 1);
      return;
    }
    expect(clear, `Tab ×${i + 1}: ${label}`).toBeGreaterThanOrEqual(Math.min(height, 20) - 1);
  }
  throw new Error("Tab never reached the footer's last link");
});
