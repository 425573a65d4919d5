// The desktop rail opens on hover (spec section 2 Layout) and must never move what is under the pointer (issue #28):
// each item is aimed at where it sat while the rail was collapsed, with the real mouse, and must open its own link.
import { test, expect, startSignedIn, acceptCookies, type Page } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const COLLAPSED_WIDTH = '48px';

/** Whether a click at the middle of `box` reaches the rail (nothing covers it). */
function reachable(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<boolean> {
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#side-rail') != null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

/** Clicks every rail item where it was before the hover opened the rail, and checks each lands on its own link. */
async function clickEachItemWhereItWas(page: Page, start: string): Promise<void> {
  await page.goto(start);
  const rail = page.getByRole('navigation', { name: 'Navegação principal' });
  const links = rail.getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length, 'the rail lists the area').toBeGreaterThan(1);
  const aside = page.locator('#side-rail');
  for (const [index, href] of hrefs.entries()) {
    // Pointer away from the rail: it collapses back to its 3rem of icons.
    await page.mouse.move(800, 400);
    await expect(aside).toHaveCSS('width', COLLAPSED_WIDTH);
    const link = links.nth(index);
    await link.scrollIntoViewIfNeeded();
    let before = await link.boundingBox();
    expect(before, href).not.toBeNull();
    // A page that covers the frame (the focus reading room) hides the rail: come back to the area's first page.
    if (!(await reachable(page, before!))) {
      await page.goto(start);
      await link.scrollIntoViewIfNeeded();
      before = await link.boundingBox();
    }
    const x = before!.x + before!.width / 2;
    const y = before!.y + before!.height / 2;
    // Straight there, as a person moves: the rail opens under the pointer, and the click lands on what was aimed at.
    await page.mouse.move(x, y, { steps: 4 });
    await expect(aside).not.toHaveCSS('width', COLLAPSED_WIDTH);
    await page.mouse.click(x, y);
    await expect(page, `the item aimed at is ${href}`).toHaveURL((url) => url.pathname === href);
  }
}

test.beforeEach(async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
});

test('main platform: each rail icon clicked where it sat before the hover opens its own page', async ({ page }) => {
  await clickEachItemWhereItWas(page, '/discover');
});

test('pay: each rail icon clicked where it sat before the hover opens its own page', async ({ page }) => {
  await clickEachItemWhereItWas(page, '/pay/wallet');
});

test('cloud: each rail icon clicked where it sat before the hover opens its own page', async ({ page }) => {
  await clickEachItemWhereItWas(page, '/cloud/overview');
});

test('admin: each rail icon clicked where it sat before the hover opens its own page', async ({ page }) => {
  await clickEachItemWhereItWas(page, '/admin/overview');
});

test('map: each rail icon clicked where it sat before the hover opens its own page', async ({ page }) => {
  await clickEachItemWhereItWas(page, '/map/live');
});

test('market: each rail icon clicked where it sat before the hover opens its own page', async ({ page }) => {
  await clickEachItemWhereItWas(page, '/market/trending');
});

test('account: each rail icon clicked where it sat before the hover opens its own page', async ({ page }) => {
  await clickEachItemWhereItWas(page, '/account/analytics');
});
