// The mobile layout of spec sections 1 and 9 (max width 768px) at 390×844: nothing wider than the screen, the
// rail toggled from the top bar, the marketing menu behind one button.
import { test, expect, startSignedIn, acceptCookies, type Page } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a product area fits a phone and its rail opens from the top bar', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/pay/wallet');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('50.000 OSBT')).toBeVisible();
  await expect(page).toHaveTitle('carteira · pay');
  await expectNoHorizontalOverflow(page);
  // Every top-bar control is on screen.
  for (const name of ['Abrir menu', 'Produtos', 'Menu do perfil', 'Usar tema escuro']) {
    const box = await topBar.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    expect(box!.height, `${name} is big enough to tap`).toBeGreaterThanOrEqual(32);
  }
  await page.screenshot({ path: '/tmp/shot-mobile.png' });

  // The rail is hidden until toggled, then shows names, and closes once a page is chosen.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await expect(nav.getByRole('link', { name: 'Atividade' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shot-mobile-rail.png' });
  await nav.getByRole('link', { name: 'Atividade' }).tap();
  await expect(page).toHaveURL(/\/pay\/activity$/);
  await expect(nav).toBeHidden();

  // The profile menu fits the screen.
  await page.getByRole('button', { name: 'Menu do perfil' }).tap();
  const menu = page.getByRole('menu', { name: 'Menu do perfil' });
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoHorizontalOverflow(page);
});

test('the marketing site fits a phone and its menu opens from one button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).tap();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: '/tmp/shot-mobile-home.png' });
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await page.getByRole('navigation', { name: 'Navegação do site' }).getByRole('link', { name: 'Preços' }).tap();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preços' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('sign-in fits a phone', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const box = await page.getByRole('button', { name: 'Entrar' }).boundingBox();
  expect(box!.width).toBeGreaterThan(300);
});

/** Whether a tap at the middle of `locator` reaches it (nothing floats over it). */
async function uncovered(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
}

test('in a chat the action button keeps clear of the message box, the newest time and its read mark', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  // On the chat list the button is there.
  await page.goto('/inbox');
  await expect(page.getByRole('button', { name: 'Ações' })).toBeVisible();

  await page.goto('/inbox/u0000000002');
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill('Até amanhã');
  await box.press('Enter');
  const newest = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem').filter({ hasText: 'Até amanhã' }).last();
  await expect(newest.locator('.message__state')).toBeVisible();
  // Beside a composer the button stands aside: Send, the newest message's time and its read mark take taps.
  await expect(page.getByRole('button', { name: 'Ações' })).toHaveCount(0);
  expect(await uncovered(page, newest.locator('time')), "the newest message's time").toBe(true);
  expect(await uncovered(page, newest.locator('.message__state')), 'its read mark').toBe(true);
  expect(await uncovered(page, page.getByRole('button', { name: 'Enviar' })), 'Send').toBe(true);
  await page.screenshot({ path: '/tmp/shot-mobile-chat.png' });

  // Back on the list, the button returns.
  await page.goBack();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('button', { name: 'Ações' })).toBeVisible();
});
