// Account journeys: edit the profile (picture, taken username, then a new one), and change the password then
// sign in with it (the old one refused); verification; the address book, a reward claimed and a top-up by card
// (from the account area into pay's add page, which owns the flow).
import { test, expect, signIn, acceptCookies, advanceMockClock } from './fixtures';

/** The first visit to a page waits for the dev server to compile its chunk. */
const FIRST_LOAD_MS = 30_000;

test.describe.configure({ timeout: 120_000 });

test('edit profile: picture, a taken username refused, then display name, bio and a new username saved', async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ben');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/account/edit-profile');
  const userName = page.getByLabel('Nome de usuário');
  await expect(userName).toHaveValue('ben', { timeout: FIRST_LOAD_MS });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Escolher uma foto' }).click();
  await (await chooser).setFiles('e2e/fixtures/photo.png');
  await expect(page.getByText('Foto atualizada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();

  await userName.fill('ada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Esse nome de usuário já está em uso' })).toBeVisible();

  await userName.fill('Ben_Carter');
  await expect(userName).toHaveValue('ben_carter');
  await page.getByLabel('Nome de exibição').fill('Ben Carter');
  await page.getByLabel('Bio').fill('Runs on coffee.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Update successful!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nome de usuário')).toHaveValue('ben_carter', { timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel('Nome de exibição')).toHaveValue('Ben Carter');
  await expect(page.getByLabel('Bio')).toHaveValue('Runs on coffee.');
});

test('change password, then sign in with the new one (the old one is refused)', async ({ page, browser }) => {
  await acceptCookies(page);
  await signIn(page, 'chidi');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/account/settings');
  await page.getByLabel('Senha atual').fill('password', { timeout: FIRST_LOAD_MS });
  await page.getByLabel('Nova senha', { exact: true }).fill('short');
  await page.getByLabel('Repita a nova senha').fill('short');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Use pelo menos 8 caracteres')).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('n3w-secret');
  await page.getByLabel('Repita a nova senha').fill('n3w-secret');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText(/Senha alterada/)).toBeVisible();

  const context = await browser.newContext({ locale: 'pt-BR' });
  const other = await context.newPage();
  await acceptCookies(other);
  await signIn(other, 'chidi', 'password');
  await expect(other.getByText('E-mail ou senha incorretos')).toBeVisible();
  await signIn(other, 'chidi', 'n3w-secret');
  await expect(other).not.toHaveURL(/\/sign-in/);
  await context.close();
});

test('verification: an under-age date and a missing photo are refused, the details go pending, staff see the photo (nobody else) and approve', async ({
  page,
  browser,
  request,
}) => {
  await acceptCookies(page);
  await signIn(page, 'chidi');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/account/verification');
  await expect(page.getByText('Não verificado')).toBeVisible({ timeout: FIRST_LOAD_MS });
  // What verifying changes, in figures (not a promise of "higher limits").
  const sends = page.getByRole('row', { name: /Envios e pagamento de cobranças/ });
  await expect(sends).toContainText('1.000 OSBT / 24 h · 3.000 OSBT / 30 dias');
  await expect(sends).toContainText('50.000 OSBT / 24 h · 200.000 OSBT / 30 dias');
  await page.getByLabel('Nome completo').fill('Chidi Okeke');
  await page.getByLabel('Data de nascimento').fill('2015-03-01');
  await page.getByLabel('Número do documento').fill('a123 456 78');
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('É preciso ter pelo menos 18 anos')).toBeVisible();
  await expect(page.getByText('Adicione uma foto do documento')).toBeVisible();
  // Correcting the date clears its error at once.
  await page.getByLabel('Data de nascimento').fill('1994-05-17');
  await expect(page.getByText('É preciso ter pelo menos 18 anos')).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Escolher uma foto' }).click();
  await (await chooser).setFiles('e2e/fixtures/photo.png');
  await expect(page.getByText('Foto enviada')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('Pendente')).toBeVisible();
  await expect(page.getByText(/Passaporte terminado em 5678/)).toBeVisible();

  const context = await browser.newContext({ locale: 'pt-BR' });
  const staff = await context.newPage();
  await acceptCookies(staff);
  await signIn(staff, 'ada');
  await expect(staff).not.toHaveURL(/\/sign-in/);
  // The staff page reads the photo with ada's token (decision 042); remember its address for below.
  // (Not a seeded post's picture: ada's first page after signing in may still be loading the feed's.)
  const photoRequest = staff.waitForRequest((r) => r.url().includes('/cdn/m/') && !r.url().includes('/cdn/m/seed/'));
  await staff.goto('/admin/verifications');
  await expect(staff.getByText('A12345678')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const photoUrl = (await photoRequest).url();
  // The photo chidi uploaded, loaded (not a broken image).
  const photo = staff.getByRole('img', { name: 'O documento que Chidi Okeke enviou (abre em tamanho real)' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Anyone else holding that address reads nothing.
  expect((await request.get(photoUrl)).status()).toBe(404);
  await staff.getByRole('button', { name: 'Aprovar @chidi' }).click();
  await expect(staff.getByText('Verificação aprovada')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('button', { name: 'Enviar para análise' })).toHaveCount(0);
});

test('limits: chidi (not verified) is refused a send over his 24-hour cap with what is left; the verification page shows what he used', async ({
  page,
}) => {
  await acceptCookies(page);
  await signIn(page, 'chidi');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/pay/send/OSBT');
  await expect(page.getByText('Seu limite como conta não verificada: 1.000 OSBT em 24 horas, 3.000 OSBT em 30 dias.')).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await page.getByLabel('Destinatário', { exact: true }).fill('ben');
  await page.getByLabel('Valor').fill('800');
  await page.getByRole('button', { name: 'Revisar' }).click();
  await page.getByRole('button', { name: 'Enviar 800 OSBT' }).click();
  await expect(page.getByRole('heading', { name: 'Enviado' })).toBeVisible();

  await page.goto('/pay/send/OSBT');
  await page.getByLabel('Destinatário', { exact: true }).fill('ben');
  await page.getByLabel('Valor').fill('300');
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(
    page.getByText(
      'Acima do seu limite de envio: 1.000 OSBT em 24 horas, restam 200 OSBT agora. Contas verificadas enviam até 50.000 OSBT.',
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Verifique sua identidade para aumentá-lo para 50.000 OSBT por dia.' }).click();
  await expect(page.getByRole('row', { name: /Envios e pagamento de cobranças/ })).toContainText('800 OSBT / 24 h · 800 OSBT / 30 dias', {
    timeout: FIRST_LOAD_MS,
  });
});

test('address book: a bad phone is refused, then eve’s first address is saved as her default', async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'eve');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/account/address');
  await expect(page.getByText('Nenhum endereço ainda. Adicione um para comprar no market.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await page.getByLabel('Nome do endereço').fill('Casa');
  await page.getByLabel('Destinatário').fill('Eve Doe');
  await page.getByLabel('Endereço', { exact: true }).fill('1 Main Street');
  await page.getByLabel('Cidade').fill('Springfield');
  await page.getByLabel('País').selectOption('US');
  await page.getByLabel('Código postal').fill('12345');
  await page.getByLabel('Telefone').fill('555 0100');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Use + e o código do país' })).toBeVisible();

  await page.getByLabel('Telefone').fill('+1 555 555 0100');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Endereço salvo')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Casa/ }) });
  await expect(card.getByText('Padrão')).toBeVisible();
  await expect(card.getByText('+15555550100')).toBeVisible();
});

test('rewards: ada claims her verification reward once and her balance grows by 100 OSBT', async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/account/rewards');
  const verified = page.getByRole('listitem').filter({ hasText: 'Verifique sua identidade' });
  await verified.getByRole('button', { name: 'Resgatar 100 OSBT' }).click({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Recompensa resgatada')).toBeVisible();
  await expect(verified.getByText('Resgatada')).toBeVisible();
  await expect(verified.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('50.100 OSBT', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('@fela')).toBeVisible();
});

test('top-up: from the account area ben buys 100 OSBT by card and the page follows it to credited, with the new balance, without a reload', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  await signIn(page, 'ben');
  await expect(page).not.toHaveURL(/\/sign-in/);
  // /account/top-up sums up the balance and its rate; pay owns the form (one money path, one ledger).
  await page.goto('/account/top-up');
  await expect(page.getByText(/^1 OSBT = \$\s?1,00$/)).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('main').getByRole('link', { name: 'Comprar OSBT' }).click();
  await expect(page).toHaveURL(/\/pay\/add\/OSBT$/);
  await page.getByLabel('Valor', { exact: true }).fill('100', { timeout: FIRST_LOAD_MS });
  // A bank deposit says plainly that it is simulated here and when it credits: no account number posing as real.
  await page.getByRole('radio', { name: /^transferência bancária/ }).check();
  await expect(page.getByText(/^Simulado neste servidor: nenhuma transferência bancária real acontece/)).toBeVisible();
  await expect(page.getByText(/credita o valor sozinho em cerca de 1 hora/)).toBeVisible();
  await expect(page.getByText(/0123456789/)).toHaveCount(0);
  await page.getByRole('radio', { name: /^cartão/ }).check();
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  const quote = page.locator('dl').filter({ hasText: 'Taxa' });
  await expect(quote.getByText('2 OSBT', { exact: true })).toBeVisible();
  await expect(quote.getByText('102 OSBT', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar 100 OSBT' }).click();
  await expect(page.getByText(/Pagamento iniciado/)).toBeVisible();
  const recent = page.getByRole('region', { name: 'Adições recentes' });
  await expect(recent.getByText('pendente')).toBeVisible();

  const tracker = page.getByRole('region', { name: 'Sua adição de 100 OSBT' });
  await expect(tracker.getByRole('status')).toHaveText('A caminho: deve ser creditada em cerca de 1 minuto.');
  await expect(tracker.getByText('Esta página se atualiza sozinha: não precisa recarregar.')).toBeVisible();

  // The mock's card settles a minute later: the page follows it by itself (no reload).
  await advanceMockClock(request, 61_000);
  await expect(tracker.getByRole('status')).toHaveText('100 OSBT creditado. Seu saldo agora é 50.100 OSBT.', { timeout: 20_000 });
  await expect(tracker.getByRole('link', { name: 'Ver o comprovante' })).toBeVisible();
  await expect(recent.getByText('concluído').first()).toBeVisible();
  await expect(recent.getByText('pendente')).toHaveCount(0);
  await expect(page.getByText('50.100 OSBT', { exact: true }).first()).toBeVisible();
});
