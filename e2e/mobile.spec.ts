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
