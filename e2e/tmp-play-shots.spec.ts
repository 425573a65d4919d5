// Temporary: screenshots of /play and the play modal for a visual check (deleted after).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, startSignedIn, acceptCookies, type SeededUser } from './fixtures';

test.describe.configure({ timeout: 240_000 });

async function openAs(browser: Browser, request: APIRequestContext, who: SeededUser, opts: { dark?: boolean; mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext(opts.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await acceptCookies(page);
  if (opts.dark) await page.addInitScript(() => localStorage.setItem('theme', JSON.stringify('dark')));
  await startSignedIn(page, request, who);
  return page;
}
const game = (page: Page) => page.getByRole('dialog', { name: 'Pedra, papel e tesoura' });

for (const variant of [{ name: 'light' }, { name: 'dark', dark: true }, { name: 'mobile', mobile: true }, { name: 'mobile-dark', mobile: true, dark: true }]) {
  test(`shots ${variant.name}`, async ({ browser, request }) => {
    const ada = await openAs(browser, request, 'ada', variant);
    await ada.goto('/play');
    await expect(ada.getByRole('heading', { level: 1, name: 'Jogar' })).toBeVisible({ timeout: 45_000 });
    await ada.waitForTimeout(800);
    await ada.screenshot({ path: `/tmp/play-${variant.name}-page.png`, fullPage: true });
    await ada.goto('/play/friend');
    await expect(ada.getByRole('heading', { level: 1, name: 'Jogar com amigo' })).toBeVisible({ timeout: 45_000 });
    await ada.getByRole('radio', { name: '@ben' }).check();
    await ada.getByRole('radio', { name: '40.960 OSBT' }).check();
    await ada.waitForTimeout(500);
    await ada.screenshot({ path: `/tmp/play-${variant.name}-friend.png`, fullPage: true });
    await ada.getByRole('radio', { name: '40 OSBT', exact: true }).check();
    const ben = await openAs(browser, request, 'ben', variant);
    await ben.goto('/play');
    await expect(ben.getByRole('heading', { level: 1, name: 'Jogar' })).toBeVisible({ timeout: 45_000 });
    await ada.getByRole('button', { name: 'Desafiar @ben' }).click();
    await expect(ada.getByText('Aguardando ben aceitar…').first()).toBeVisible({ timeout: 15_000 });
    await ada.screenshot({ path: `/tmp/play-${variant.name}-pending.png`, fullPage: true });
    const dialog = ben.getByRole('dialog', { name: 'Desafio de jogo' });
    await expect(dialog.getByRole('button', { name: 'Aceitar' })).toBeVisible({ timeout: 15_000 });
    await ben.waitForTimeout(300);
    await ben.screenshot({ path: `/tmp/play-${variant.name}-dialog.png` });
    await dialog.getByRole('button', { name: 'Aceitar' }).click();
    await expect(game(ben).getByRole('button', { name: 'Pedra' })).toBeVisible({ timeout: 15_000 });
    await expect(game(ada).getByRole('button', { name: 'Pedra' })).toBeVisible({ timeout: 15_000 });
    await ada.waitForTimeout(300);
    await ada.screenshot({ path: `/tmp/play-${variant.name}-modal.png` });
    await game(ada).getByRole('button', { name: 'Pedra' }).click();
    await expect(game(ben)).toContainText('ada já jogou.', { timeout: 15_000 });
    await ada.screenshot({ path: `/tmp/play-${variant.name}-waiting.png` });
    await game(ben).getByRole('button', { name: 'Tesoura' }).click();
    await expect(game(ada).getByText('Você ganhou!')).toBeVisible({ timeout: 15_000 });
    await ada.waitForTimeout(300);
    await ada.screenshot({ path: `/tmp/play-${variant.name}-result.png` });
    await ben.screenshot({ path: `/tmp/play-${variant.name}-result-ben.png` });
    await game(ada).getByRole('button', { name: 'Concluir' }).click();
    await ada.screenshot({ path: `/tmp/play-${variant.name}-page-after.png`, fullPage: true });
  });
}
