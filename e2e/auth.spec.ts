// Sign-in journeys (Foundation item 7): a seeded user lands on /discover with name and balance; a new
// account finishes onboarding; a wrong password shows the API's message.
import { test, expect, signIn, PASSWORD, users } from './fixtures';
import { E2E_API_BASE } from './env';

test('ada signs in and lands on discover with her name and OSBT balance', async ({ page }) => {
  await signIn(page, 'ada');
  await expect(page).toHaveURL(/\/discover$/);
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('ada', { exact: true })).toBeVisible();
  await expect(topBar.getByText('50.000 OSBT')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Descobrir' })).toBeVisible();
  // The spec's title, led by her unread count (the seed leaves her unread chats and notifications).
  await expect(page).toHaveTitle(/^\(\d+\) descobrir · app$/);
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

test('an invite link signs a new person up with the inviter’s code, and their rewards page says who invited them', async ({
  page,
  request,
}) => {
  const session = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users.ada, password: PASSWORD } });
  const { data: auth } = (await session.json()) as { data: { token: string } };
  const rewards = await request.post(`${E2E_API_BASE}/account/rewards/get`, {
    headers: { authorization: `Bearer ${auth.token}` },
    data: {},
  });
  const { data: ada } = (await rewards.json()) as { data: { referralCode: string } };

  await page.goto(`/sign-in?mode=sign-up&ref=${ada.referralCode.toLowerCase()}`);
  await expect(page.getByText(`Você foi convidado com o código ${ada.referralCode}`)).toBeVisible();
  await page.getByLabel('E-mail').fill('invited-e2e@example.com');
  await page.getByLabel('Senha').fill('correct horse 1');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Código de convite ${ada.referralCode} aplicado.`)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/todo$/);
  await page.getByLabel('Nome de usuário').fill('invited_e2e');
  await page.getByLabel('País').selectOption('NG');
  await page.getByLabel('Moeda').selectOption('NGN');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await page.goto('/account/rewards');
  await expect(page.getByText('Você foi convidado por @ada.')).toBeVisible({ timeout: 30_000 });
});

test('an invite link without a valid code says so and still lets the person sign up', async ({ page }) => {
  await page.goto('/sign-in?mode=sign-up&ref=%3Cscript%3E');
  await expect(page.getByText('Este link de convite não tem um código válido.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
});

test('a wrong password says so in the reader’s language and stays on sign-in', async ({ page }) => {
  await signIn(page, 'ada', `${PASSWORD}-wrong`);
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');
  await expect(page).toHaveURL(/\/sign-in$/);
});
