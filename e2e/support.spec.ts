// Support journeys (one per test, in Portuguese): ben opens a ticket after a refused short message; staff answer
// chidi and chidi sees it without reloading (realtime), while the internal note never reaches him; ben rates a
// solved answer.
import { test, expect, startSignedIn, acceptCookies, waitForLiveApp } from './fixtures';

// The first visit to a support page waits for its chunk.
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;

test('ben opens a ticket and finds it in his list, waiting on the team', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ben');
  await page.goto('/account/support');

  await page.getByRole('button', { name: 'Novo chamado' }).click({ timeout: FIRST_LOAD_MS });
  await page.getByLabel('Assunto').fill('Não consigo sacar');
  await page.getByLabel('Categoria').selectOption('pay');
  await page.getByLabel('Mensagem').fill('cinza');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(page.getByText('Descreva o problema em 10 a 5000 caracteres')).toBeVisible();

  await page.getByLabel('Mensagem').fill('O botão de saque fica cinza, mesmo com 300 OSBT na carteira.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();

  const thread = page.getByRole('article', { name: 'Não consigo sacar' });
  await expect(thread.getByText('O botão de saque fica cinza, mesmo com 300 OSBT na carteira.')).toBeVisible();
  await expect(thread.getByText('aberto', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Meus chamados' }).getByRole('link', { name: /Não consigo sacar/ })).toBeVisible();
});

test('ada answers chidi from the queue and chidi sees it without reloading; her internal note stays hidden', async ({ page, request, browser }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'chidi');
  await page.goto('/account/support?ticket=st00000004');
  const chidiThread = page.getByRole('article', { name: 'Verification document rejected' });
  await expect(chidiThread.getByText('aberto', { exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });

  const staff = await browser.newContext();
  const desk = await staff.newPage();
  await acceptCookies(desk);
  await startSignedIn(desk, request, 'ada');
  await desk.goto('/admin/supports');
  await waitForLiveApp(desk);
  await desk.getByLabel('Buscar assunto ou usuário').fill('chidi');
  await desk.getByRole('link', { name: /Verification document rejected.*Não lido/ }).click({ timeout: FIRST_LOAD_MS });

  await expect(desk.getByRole('heading', { level: 1, name: 'Atendimentos: @chidi' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(desk.getByText('Verificado')).toBeVisible();
  const deskThread = desk.getByRole('article', { name: 'Verification document rejected' });
  await deskThread.getByLabel('Mensagem').fill('Documento conferido no painel.');
  await deskThread.getByLabel('Nota interna (só a equipe vê)').check();
  await deskThread.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(deskThread.getByText('Documento conferido no painel.')).toBeVisible();

  await deskThread.getByLabel('Nota interna (só a equipe vê)').uncheck();
  await deskThread.getByLabel('Mensagem').fill('Envie uma foto da página com o número, por favor.');
  await deskThread.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(deskThread.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('pending');

  // chidi's open page: the answer arrives through the websocket, no reload; the note never does.
  await expect(chidiThread.getByText('Envie uma foto da página com o número, por favor.')).toBeVisible({ timeout: 15_000 });
  await expect(chidiThread.getByText('pendente', { exact: true })).toBeVisible();
  await expect(chidiThread.getByText('Documento conferido no painel.')).toHaveCount(0);
  await staff.close();
});

test('ben rates the answer of a solved ticket', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ben');
  await page.goto('/account/support?ticket=st00000003');
  const thread = page.getByRole('article', { name: "Can I export my domain's DNS records?" });
  await expect(thread.getByRole('button', { name: 'Reabrir chamado' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  await thread.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(thread.getByText('Escolha de 1 a 5 estrelas')).toBeVisible();
  await thread.getByRole('radio', { name: '4 de 5' }).check();
  await thread.getByLabel('Comentário (opcional)').fill('Resposta clara.');
  await thread.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(thread.getByText('Você avaliou esta resposta com 4 de 5.')).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0);
});
