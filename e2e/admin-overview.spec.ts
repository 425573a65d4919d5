// Staff overview journey: the platform at a glance, a queue's link to its page, and the count following the work.
import { test, expect, signIn, acceptCookies } from './fixtures';

/** The first visit to a page waits for the dev server to compile its chunk. */
const FIRST_LOAD_MS = 30_000;

test.describe.configure({ timeout: 120_000 });

test('staff overview: people and queues, a period of 30 days, then a verification worked from its queue link', async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/admin/overview');
  const people = page.getByRole('region', { name: 'Pessoas' });
  await expect(people.getByText('Contas')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const queue = page.getByRole('link', { name: /^Verificações de identidade/ });
  await expect(queue).toContainText('2 aguardando');
  await expect(page.getByText(/^Cadastros: \d+ no período/)).toBeVisible();

  await page.getByLabel('Período').selectOption('30');
  await expect(page.getByRole('table', { name: 'Dia a dia' }).getByRole('row')).toHaveCount(31);

  await queue.click();
  await expect(page).toHaveURL(/\/admin\/verifications$/);
  await page
    .getByRole('button', { name: /^Aprovar @/ })
    .first()
    .click();
  await expect(page.getByText('Verificação aprovada')).toBeVisible();

  await page.getByRole('link', { name: 'Visão geral' }).first().click();
  await expect(page.getByRole('link', { name: /^Verificações de identidade/ })).toContainText('1 aguardando', { timeout: FIRST_LOAD_MS });
});
