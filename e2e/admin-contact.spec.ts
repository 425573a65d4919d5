// Contact messages reach staff (#33): a visitor writes from /contact-us signed out; ada sees it counted on the
// overview, opens /admin/contact from there, replies by e-mail (the page says to whom, the mock's outbox has it)
// and the message shows as answered.
import { test, expect, signIn, acceptCookies } from './fixtures';
import { E2E_MOCK_URL } from './env';

/** The first visit to a page waits for the dev server to compile its chunk. */
const FIRST_LOAD_MS = 30_000;

test.describe.configure({ timeout: 120_000 });

test('a visitor writes from /contact-us; ada sees it on the overview, replies from /admin/contact and it is answered', async ({
  page,
  browser,
  request,
}) => {
  const visitor = await browser.newPage();
  await acceptCookies(visitor);
  await visitor.goto('/contact-us');
  const form = visitor.getByRole('form', { name: 'Escreva para nós' });
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_MS });
  await form.getByLabel('Seu nome').fill('Ngozi Okafor');
  await form.getByLabel('E-mail para a resposta').fill('ngozi@example.com');
  await form.getByLabel('Assunto').selectOption({ label: 'Parcerias' });
  await form.getByLabel('Mensagem').fill('Temos 40 lojas em Lagos e queremos aceitar OSBT.');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Mensagem recebida' })).toBeVisible();
  await visitor.close();

  await acceptCookies(page);
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/admin/overview');
  const queue = page.getByRole('link', { name: /^Mensagens de contato/ }).filter({ hasText: 'aguardando' });
  await expect(queue).toContainText('1 aguardando', { timeout: FIRST_LOAD_MS });
  await queue.click();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  await expect(page.getByRole('tab', { name: 'Novas (1)' })).toHaveAttribute('aria-selected', 'true', { timeout: FIRST_LOAD_MS });

  const card = page.getByRole('listitem', { name: 'De Ngozi Okafor' });
  await expect(card.getByText('Temos 40 lojas em Lagos e queremos aceitar OSBT.')).toBeVisible();
  await expect(card.getByText('Nenhuma conta usa este e-mail')).toBeVisible();
  await expect(card.getByText(/^Assunto: Parcerias · Recebida /)).toBeVisible();

  await card.getByRole('button', { name: 'Responder por e-mail' }).click();
  const box = card.getByLabel('Resposta para Ngozi Okafor (ngozi@example.com)');
  await expect(box).toBeFocused();
  await box.fill('Curto');
  await card.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(card.getByText('Escreva uma resposta com pelo menos 10 caracteres')).toBeVisible();
  await box.fill('Obrigada por escrever! Nossa equipe de parcerias liga para você nesta semana.');
  await card.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(card.getByRole('status')).toHaveText('Resposta enviada para ngozi@example.com');
  await expect(card.getByText('Respondida', { exact: true })).toBeVisible();
  await expect(card.getByText(/^@ada respondeu .*e-mail para ngozi@example\.com na fila/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Novas', exact: true })).toBeVisible();

  // Really e-mailed: the mock's outbox holds it, to the sender.
  const outbox = (await (await request.get(`${E2E_MOCK_URL}/__mock/outbox`)).json()) as { data: { to: string; body: string }[] };
  expect(outbox.data).toEqual([expect.objectContaining({ to: 'ngozi@example.com', body: expect.stringContaining('Nossa equipe') })]);

  await page.getByRole('tab', { name: 'Respondidas' }).click();
  await expect(page.getByRole('listitem', { name: 'De Ngozi Okafor' }).getByText('Respondida', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Novas', exact: true }).click();
  await expect(page.getByText('Nenhuma mensagem nova.', { exact: false })).toBeVisible();
});
