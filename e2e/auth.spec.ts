// Sign-in journeys (Foundation item 7): a seeded user lands on /discover with name and balance; a new
// account finishes onboarding; a wrong password shows the API's message.
import { test, expect, signIn, PASSWORD } from './fixtures';

test('ada signs in and lands on discover with her name and OSBT balance', async ({ page }) => {
  await signIn(page, 'ada');
  await expect(page).toHaveURL(/\/discover$/);
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('ada', { exact: true })).toBeVisible();
  await expect(topBar.getByText('50.000 OSBT')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Descobrir' })).toBeVisible();
  await expect(page).toHaveTitle('descobrir · app');
});

test('dana completes onboarding and then reaches discover', async ({ page }) => {
  await signIn(page, 'dana');
  await expect(page).toHaveURL(/\/account\/todo$/);
  await expect(page.getByRole('heading', { name: 'Complete seu perfil' })).toBeVisible();

  const userName = page.getByLabel('Nome de usuário');
  await userName.fill('no');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid username (3–25 letters, numbers, or underscores)');

  // Typed in capitals, stored lowercased (spec section 5).
  await userName.fill('Dana_K');
  await expect(userName).toHaveValue('dana_k');
  await page.getByLabel('País').selectOption('KE');
  await page.getByLabel('Moeda').selectOption('USD');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('banner').getByText('dana_k', { exact: true })).toBeVisible();
});

test('a wrong password shows the API message and stays on sign-in', async ({ page }) => {
  await signIn(page, 'ada', `${PASSWORD}-wrong`);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page).toHaveURL(/\/sign-in$/);
});
