// Support journeys (one per test, in Portuguese): ben opens a ticket after a refused short message; staff answer
// chidi and chidi sees it without reloading (realtime), while the internal note never reaches him; ben rates a
// solved answer; chidi and staff trade screenshots on a ticket; ada saves a reply and answers chidi with it; ada and
// kemi on the same ticket see live that the other is answering.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  startSignedIn,
  acceptCookies,
  waitForLiveApp,
  setMockFaults,
  clearMockFaults,
  callAs,
  signIn,
  type SeededUser,
} from './fixtures';

// The first visit to a support page waits for its chunk.
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;

/** Signs in, opens /account/support and fills the new-ticket form (not sent). */
async function startTicket(
  page: Page,
  request: APIRequestContext,
  who: SeededUser,
  ticket: { subject: string; category: string; message: string },
): Promise<void> {
  await acceptCookies(page);
  await startSignedIn(page, request, who);
  await page.goto('/account/support');
  await page.getByRole('button', { name: 'Novo chamado' }).click({ timeout: FIRST_LOAD_MS });
  await page.getByLabel('Assunto').fill(ticket.subject);
  await page.getByLabel('Categoria').selectOption(ticket.category);
  await page.getByLabel('Mensagem').fill(ticket.message);
}

/** ada at the staff desk in a browser of her own, the queue searched for `search`. Close `staff` when done. */
async function openDesk(browser: Browser, request: APIRequestContext, search: string): Promise<{ staff: BrowserContext; desk: Page }> {
  const staff = await browser.newContext();
  const desk = await staff.newPage();
  await acceptCookies(desk);
  await startSignedIn(desk, request, 'ada');
  await desk.goto('/admin/supports');
  await waitForLiveApp(desk);
  await desk.getByLabel('Buscar assunto ou usuário').fill(search);
  return { staff, desk };
}

test('ben opens a ticket and finds it in his list, waiting on the team', async ({ page, request }) => {
  await startTicket(page, request, 'ben', { subject: 'Não consigo sacar', category: 'pay', message: 'cinza' });
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(page.getByText('Descreva o problema em 10 a 5000 caracteres')).toBeVisible();

  await page.getByLabel('Mensagem').fill('O botão de saque fica cinza, mesmo com 300 OSBT na carteira.');
  await page.getByRole('button', { name: 'Abrir chamado' }).click();

  const thread = page.getByRole('article', { name: 'Não consigo sacar' });
  await expect(thread.getByText('O botão de saque fica cinza, mesmo com 300 OSBT na carteira.')).toBeVisible();
  await expect(thread.getByText('aberto', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Meus chamados' }).getByRole('link', { name: /Não consigo sacar/ })).toBeVisible();
});

test('ada answers chidi from the queue and chidi sees it without reloading; her internal note stays hidden', async ({
  page,
  request,
  browser,
}) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'chidi');
  await page.goto('/account/support?ticket=st00000004');
  const chidiThread = page.getByRole('article', { name: 'Verification document rejected' });
  await expect(chidiThread.getByText('aberto', { exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });

  const { staff, desk } = await openDesk(browser, request, 'chidi');
  await desk.getByRole('link', { name: /Verification document rejected.*Não lido/ }).click({ timeout: FIRST_LOAD_MS });

  await expect(desk.getByRole('heading', { level: 1, name: 'Atendimentos: @chidi' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(desk.getByText('Verificado')).toBeVisible();
  const deskThread = desk.getByRole('article', { name: 'Verification document rejected' });
  await deskThread.getByLabel('Mensagem').fill('Documento conferido no painel.');
  await deskThread.getByLabel('Nota interna (só a equipe vê)').check();
  await deskThread.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(deskThread.getByText('Documento conferido no painel.')).toBeVisible();

  // The note box resets once the note is sent: the next message is an answer unless chosen again.
  await expect(deskThread.getByLabel('Nota interna (só a equipe vê)')).not.toBeChecked();
  await deskThread.getByLabel('Mensagem').fill('Envie uma foto da página com o número, por favor.');
  await deskThread.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(deskThread.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('pending');

  // chidi's open page: the answer arrives through the websocket, no reload; the note never does.
  await expect(chidiThread.getByText('Envie uma foto da página com o número, por favor.')).toBeVisible({ timeout: 15_000 });
  await expect(chidiThread.getByText('pendente', { exact: true })).toBeVisible();
  await expect(chidiThread.getByText('Documento conferido no painel.')).toHaveCount(0);
  await staff.close();
});

test('ada’s queue view lives in the address: a reload and a shared link show the same filter and search', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/admin/supports');
  await page.getByRole('button', { name: 'Resolvidos' }).click({ timeout: FIRST_LOAD_MS });
  await page.getByLabel('Buscar assunto ou usuário').fill('ben');
  await page.getByLabel('Atribuídos a mim').check();
  await expect(page).toHaveURL(/\/admin\/supports\?filter=solved&mine=1&q=ben$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resolvidos' })).toHaveAttribute('aria-pressed', 'true', { timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel('Buscar assunto ou usuário')).toHaveValue('ben');
  await expect(page.getByLabel('Atribuídos a mim')).toBeChecked();
  // A link to the default view shows the default view.
  await page.goto('/admin/supports?filter=sideways');
  await expect(page.getByRole('button', { name: 'Abertos' })).toHaveAttribute('aria-pressed', 'true', { timeout: FIRST_LOAD_MS });
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

/** Chooses `file` through the composer's "Anexar captura de tela" button (the browser's file chooser). */
async function attachFile(scope: Page | Locator, page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Anexar captura de tela' }).click();
  await (await chooser).setFiles(file);
}

test('chidi attaches a screenshot to a new ticket (a video is refused), ada sees it and answers with one of her own', async ({
  page,
  request,
  browser,
}) => {
  await startTicket(page, request, 'chidi', {
    subject: 'Erro ao converter',
    category: 'pay',
    message: 'A conversão para USD mostra um erro, veja a captura.',
  });

  await attachFile(page, page, 'e2e/fixtures/clip.webm');
  await expect(page.getByText('clip.webm não é uma imagem: anexe uma captura em PNG, JPEG, GIF ou WebP')).toBeVisible();
  await attachFile(page, page, 'e2e/fixtures/photo.png');
  const chosen = page.getByRole('list', { name: 'Capturas de tela anexadas' });
  await expect(chosen.getByRole('img', { name: 'photo.png' })).toBeVisible();
  await expect(chosen.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir chamado' }).click();

  const thread = page.getByRole('article', { name: 'Erro ao converter' });
  const shot = thread.getByRole('link', { name: 'Captura 1: abrir em tamanho real' });
  await expect(shot).toHaveAttribute('href', /\/cdn\/m\/up\/[0-9a-f]{16}\.png$/);
  // The picture really is served: the thumbnail decoded.
  await expect.poll(() => shot.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const { staff, desk } = await openDesk(browser, request, 'Erro ao converter');
  await desk.getByRole('link', { name: /Erro ao converter/ }).click({ timeout: FIRST_LOAD_MS });
  const deskThread = desk.getByRole('article', { name: 'Erro ao converter' });
  await expect(deskThread.getByRole('link', { name: 'Captura 1: abrir em tamanho real' })).toHaveAttribute(
    'href',
    (await shot.getAttribute('href'))!,
  );

  // ada answers with a screenshot of her own; chidi's open page shows it without a reload.
  await deskThread.getByLabel('Mensagem').fill('Toque em Converter de novo, como na imagem.');
  await attachFile(deskThread, desk, 'e2e/fixtures/photo.png');
  await expect(deskThread.getByRole('list', { name: 'Capturas de tela anexadas' }).last().getByRole('status')).toHaveCount(0);
  await deskThread.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(deskThread.getByText('Toque em Converter de novo, como na imagem.')).toBeVisible();
  const answer = thread.getByRole('listitem').filter({ hasText: 'Toque em Converter de novo, como na imagem.' });
  await expect(answer.getByRole('link', { name: 'Captura 1: abrir em tamanho real' })).toHaveAttribute(
    'href',
    /\/cdn\/m\/up\/[0-9a-f]{16}\.png$/,
    { timeout: 15_000 },
  );
  await staff.close();
});

test('ada saves a reply on the queue page, inserts it into her answer to chidi with his name filled in, and chidi reads it', async ({
  page,
  request,
  browser,
}) => {
  const { staff, desk } = await openDesk(browser, request, 'chidi');
  await desk.getByText('Respostas prontas', { exact: true }).click({ timeout: FIRST_LOAD_MS });
  await desk.getByLabel('Título').fill('Prazo do saque');
  await desk.getByLabel('Texto').fill('Olá, {name}! O saque cai na sua conta em até 2 dias úteis.');
  await desk.getByRole('button', { name: 'Salvar' }).click();
  await expect(desk.getByRole('list', { name: 'Respostas prontas' }).getByText('Prazo do saque')).toBeVisible();

  await desk.getByRole('link', { name: /Verification document rejected/ }).click();
  const deskThread = desk.getByRole('article', { name: 'Verification document rejected' });
  await deskThread.getByLabel('Mensagem').fill('Obrigado pela paciência.');
  // Keyboard only: open the list, go to the new reply and choose it; it lands after what was typed.
  await deskThread.getByRole('button', { name: 'Respostas prontas' }).focus();
  await desk.keyboard.press('Enter');
  const choice = deskThread.getByRole('button', { name: /Prazo do saque/ });
  await choice.focus();
  await desk.keyboard.press('Enter');
  const answer = 'Obrigado pela paciência.\nOlá, chidi! O saque cai na sua conta em até 2 dias úteis.';
  await expect(deskThread.getByLabel('Mensagem')).toHaveValue(answer);
  await expect(deskThread.getByLabel('Mensagem')).toBeFocused();
  await deskThread.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(deskThread.getByLabel('Mensagem')).toHaveValue('');

  await acceptCookies(page);
  await startSignedIn(page, request, 'chidi');
  await page.goto('/account/support?ticket=st00000004');
  const chidiThread = page.getByRole('article', { name: 'Verification document rejected' });
  await expect(chidiThread.getByText('Olá, chidi! O saque cai na sua conta em até 2 dias úteis.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await staff.close();
});

test('a ticket the server fails to take keeps its subject and message; sent again once it is back, it opens once', async ({
  page,
  request,
}) => {
  await startTicket(page, request, 'ben', {
    subject: 'Falha no envio',
    category: 'pay',
    message: 'O saque não sai da carteira desde ontem.',
  });
  await setMockFaults(request, { operationId: 'supportTicketCreate', effect: 'status', status: 503 });
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(page.getByText('O serviço está indisponível agora. Tente de novo daqui a pouco.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel('Assunto')).toHaveValue('Falha no envio');
  await expect(page.getByLabel('Mensagem')).toHaveValue('O saque não sai da carteira desde ontem.');

  await clearMockFaults(request);
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(page.getByRole('article', { name: 'Falha no envio' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('list', { name: 'Meus chamados' }).getByRole('link', { name: /Falha no envio/ })).toHaveCount(1);
});

test("the requester card tells staff ben's verification and his newest payments and orders", async ({ page, request }) => {
  await callAs(request, 'ben', '/pay/send', { requestId: 'support-card-e2e', asset: 'OSBT', amount: 700, userName: 'ada' });
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/admin/supports/u0000000002');
  const card = page.getByRole('region', { name: 'Solicitante' });
  await expect(card.getByText('Aprovada')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const payments = card.getByRole('region', { name: 'Pagamentos recentes' });
  await expect(payments.getByRole('listitem').first()).toContainText('Saída 700 OSBT · concluído');
  await expect(card.getByRole('region', { name: 'Pedidos recentes no market' })).toBeVisible();
});

test('ada and kemi open the same ticket: each sees live that the other is answering, and it goes away when sent or left', async ({
  browser,
  request,
}) => {
  const TICKET = '/admin/supports/u0000000002?ticket=st00000001';
  const { staff, desk: ada } = await openDesk(browser, request, 'ben');
  await ada.goto(TICKET);
  const adaThread = ada.getByRole('article').filter({ has: ada.getByLabel('Mensagem') });
  await expect(adaThread.getByLabel('Mensagem')).toBeVisible({ timeout: FIRST_LOAD_MS });

  const other = await browser.newContext();
  const kemi = await other.newPage();
  await acceptCookies(kemi);
  await signIn(kemi, 'kemi@example.com');
  await expect(kemi).not.toHaveURL(/sign-in/, { timeout: FIRST_LOAD_MS });
  await kemi.goto(TICKET);
  const kemiThread = kemi.getByRole('article').filter({ has: kemi.getByLabel('Mensagem') });
  await expect(kemiThread.getByText('@ada também está com este ticket aberto')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(adaThread.getByText('@kemi também está com este ticket aberto')).toBeVisible({ timeout: 10_000 });

  // kemi starts writing: ada is warned at once (the server's `i`), not at the next beat.
  await kemiThread.getByLabel('Mensagem').fill('Verifiquei o depósito');
  await expect(adaThread.getByText('@kemi está respondendo este ticket')).toBeVisible({ timeout: 4_000 });

  // kemi sends it as a note: the warning goes away.
  await kemiThread.getByLabel('Nota interna (só a equipe vê)').check();
  await kemiThread.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(adaThread.getByText('@kemi está respondendo este ticket')).toHaveCount(0, { timeout: 4_000 });
  await expect(adaThread.getByText('@kemi também está com este ticket aberto')).toBeVisible();

  // ada writes; kemi sees it; kemi leaves and ada's page says nobody else is there.
  await adaThread.getByLabel('Mensagem').fill('Eu respondo o ben');
  await expect(kemiThread.getByText('@ada está respondendo este ticket')).toBeVisible({ timeout: 4_000 });
  await kemi.getByRole('link', { name: 'Voltar à fila' }).click();
  await expect(adaThread.getByText(/@kemi/)).toHaveCount(0, { timeout: 4_000 });
  // Closing the tab says so too (no 20 s wait for a silent presence to lapse).
  await kemi.goto(TICKET);
  await expect(adaThread.getByText('@kemi também está com este ticket aberto')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await kemi.close();
  await expect(adaThread.getByText(/@kemi/)).toHaveCount(0, { timeout: 4_000 });
  await other.close();
  await staff.close();
});
