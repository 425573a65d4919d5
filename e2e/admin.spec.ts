// Admin journeys (one per test, in Portuguese): ben reports chidi's post and ada removes it from the queue, after
// taking it back once with Undo (it is gone for everyone); ada lifts chidi's suspension early; ada runs a task on the staff board, edits and deletes
// one; ada uploads a file, renames it and deletes it (its
// public URL then 404s), and a wrong file type is refused with a clear message.
import { test, expect, startSignedIn, acceptCookies, callAs } from './fixtures';
import { E2E_APP_URL } from './env';

// The first visit to an admin page waits for the dev server to compile its chunk.
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;
/** components/ui/undo.ts UNDO_WINDOW_MS: how long a removal or suspension can be taken back. */
const UNDO_WINDOW_MS = 5_000;
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('ben reports a post of chidi; ada removes it (taking it back once with Undo) and it is gone for everyone', async ({
  page,
  request,
  browser,
}) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ben');
  await page.goto('/@chidi');
  const post = page.getByRole('article', { name: 'Publicação de @chidi' }).first();
  await expect(post).toBeVisible({ timeout: FIRST_LOAD_MS });
  const postId = await post.getAttribute('data-post-id');
  await post.getByRole('button', { name: 'Opções da publicação' }).click();
  await page.getByRole('menuitem', { name: 'Denunciar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar' });
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Escolha um motivo.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Golpe ou fraude' }).check();
  await dialog.getByLabel('Detalhes (opcional)').fill('Asks for OSBT up front');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByText('Obrigado, vamos analisar')).toBeVisible();

  const staff = await browser.newContext({ baseURL: E2E_APP_URL });
  const ada = await staff.newPage();
  await acceptCookies(ada);
  await startSignedIn(ada, request, 'ada');
  await ada.goto('/admin/reports');
  const card = ada.getByRole('listitem').filter({ has: ada.getByRole('heading', { level: 2, name: 'Publicação @chidi' }) });
  await expect(card).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(card.getByText('Golpe × 1')).toBeVisible();
  await card.getByText('Ver as denúncias (1)').click();
  await expect(card.getByText('“Asks for OSBT up front”')).toBeVisible();
  await card.getByLabel('Nota para o registro (opcional)').fill('Scam');
  await card.getByRole('button', { name: 'Remover publicação' }).click();
  // Removing can be undone for a few seconds: the case leaves the queue at once, nothing is sent yet.
  const toasts = ada.getByRole('region', { name: 'Notificações' });
  await expect(toasts.getByText('Publicação removida')).toBeVisible();
  await expect(card).toHaveCount(0);
  await toasts.getByRole('button', { name: 'Desfazer' }).click();
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Nota para o registro (opcional)')).toHaveValue('Scam');
  // Nothing was sent: read again, the case is still open.
  await ada.reload();
  await expect(card).toBeVisible({ timeout: FIRST_LOAD_MS });
  await card.getByRole('button', { name: 'Remover publicação' }).click();
  await expect(toasts.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  // The window closes: now it is sent.
  await expect(toasts.getByRole('button', { name: 'Desfazer' })).toHaveCount(0, { timeout: UNDO_WINDOW_MS + 2_000 });
  await ada.reload();
  await expect(ada.getByRole('tab', { name: /Abertas/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(card).toHaveCount(0);

  // The audit trail says who did it.
  await ada.getByRole('tab', { name: 'Registro de ações' }).click();
  const row = ada.getByRole('row').filter({ hasText: 'Conteúdo removido' }).first();
  await expect(row).toContainText('@chidi');
  await expect(row).toContainText('@ada');
  await staff.close();

  // Gone for ben too.
  await page.reload();
  const chidiPosts = page.getByRole('article', { name: 'Publicação de @chidi' });
  await expect(chidiPosts.first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  expect(await chidiPosts.evaluateAll((posts) => posts.map((p) => p.getAttribute('data-post-id')))).not.toContain(postId);
});

test('ada creates a task for kemi, starts it and comments; the overdue filter shows only late work', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/admin/tasks');
  await page.getByRole('button', { name: 'Nova tarefa' }).click({ timeout: FIRST_LOAD_MS });
  await page.getByLabel('Título').fill('Prepare the launch');
  await page.getByLabel('Detalhes').fill('Banners and the notice');
  await page.getByLabel('Prioridade').selectOption({ label: 'Urgente' });
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Prazo').fill(due);
  await page.locator('form').getByLabel('Responsável').selectOption({ label: '@kemi' });
  await page.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(page.getByText('Tarefa criada')).toBeVisible();

  const open = page.getByRole('region', { name: /Aberta/ });
  const card = open.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Prepare the launch' }) });
  await expect(card).toBeVisible();
  await card.getByLabel('Situação').selectOption({ label: 'Em andamento' });
  const started = page
    .getByRole('region', { name: /Em andamento/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Prepare the launch' }) });
  await expect(started).toBeVisible();
  await started.getByText('Comentários (0)').click();
  await started.getByLabel('Comentar em “Prepare the launch”').fill('On it');
  await started.getByRole('button', { name: 'Comentar' }).click();
  await expect(started.getByText('On it')).toBeVisible();

  await page.getByRole('tab', { name: 'Atrasadas' }).click();
  await expect(page.getByRole('heading', { name: 'Answer the open support tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prepare the launch' })).toHaveCount(0);
});

test('ada edits a task in place (title, priority, due date in her language) and deletes it after confirming', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/admin/tasks');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Answer the open support tickets' }) });
  await card.getByRole('button', { name: 'Editar “Answer the open support tickets”' }).click({ timeout: FIRST_LOAD_MS });
  const form = card.getByRole('form', { name: 'Editar “Answer the open support tickets”' });
  await form.getByLabel('Título').fill('Answer every open ticket');
  await form.getByLabel('Prioridade').selectOption({ label: 'Urgente' });
  // A due date moved into the past is refused before anything is sent.
  await form.getByLabel('Prazo').fill('2020-01-01');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('O prazo não pode estar no passado.')).toBeVisible();
  await form.getByLabel('Prazo').fill('2099-03-05');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tarefa salva')).toBeVisible();
  const edited = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Answer every open ticket' }) });
  await expect(edited.getByText('Urgente')).toBeVisible();
  await expect(edited.getByText('Prazo 5 de mar. de 2099')).toBeVisible();

  // Deleting asks first: Cancel keeps the task, the yes removes it.
  await edited.getByRole('button', { name: 'Excluir “Answer every open ticket”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir “Answer every open ticket”?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Excluir “Answer every open ticket”' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Tarefa excluída')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review the flagged sellers' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('heading', { name: 'Answer every open ticket' })).toHaveCount(0);
});

test('ada lifts chidi’s suspension early; chidi can publish again at once', async ({ page, request }) => {
  const CHIDI = 'u0000000003';
  await callAs(request, 'ben', '/app/report/add', { targetType: 'profile', targetId: CHIDI, reason: 'spam' });
  await callAs(request, 'ada', '/admin/reports/action', { targetType: 'profile', targetId: CHIDI, action: 'suspend', days: 30 });
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/admin/reports');
  await page.getByRole('tab', { name: 'Encerradas' }).click({ timeout: FIRST_LOAD_MS });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Perfil @chidi' }) });
  await expect(card.getByText(/Suspenso até/)).toBeVisible();
  await card.getByRole('button', { name: 'Encerrar suspensão' }).click();
  const confirm = page.getByRole('dialog', { name: 'Encerrar agora a suspensão de @chidi?' });
  await confirm.getByRole('button', { name: 'Encerrar suspensão' }).click();
  await expect(page.getByText('Suspensão de @chidi encerrada')).toBeVisible();
  await expect(card.getByText(/Suspenso até/)).toHaveCount(0);
  await expect(card.getByText('Suspensão encerrada antes do prazo')).toBeVisible();
  await callAs(request, 'chidi', '/app/post-new', {
    type: 'Text',
    text: 'Back again',
    tags: [],
    description: '',
    media: [],
    country: 'GB',
  });
});

test('ada uploads an image, gets its public URL, renames and deletes it; a text file is refused', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/admin/upload');
  const picker = page.getByLabel('Escolher arquivos');
  await expect(picker).toBeAttached({ timeout: FIRST_LOAD_MS });

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('notes.txt: Este tipo de arquivo não é aceito');

  await picker.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'pixel.png' }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Prévia de pixel.png' })).toBeVisible();
  const url = await card.getByLabel('URL pública de pixel.png').inputValue();
  expect((await request.get(url)).status()).toBe(200);

  await card.getByRole('button', { name: 'Renomear pixel.png' }).click();
  await card.getByLabel('Novo nome').fill('logo.png');
  await card.getByRole('button', { name: 'Salvar' }).click();
  const renamed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'logo.png' }) });
  await expect(renamed).toBeVisible();
  expect(await renamed.getByLabel('URL pública de logo.png').inputValue()).toBe(url);

  await renamed.getByRole('button', { name: 'Excluir logo.png' }).click();
  await renamed.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('logo.png excluído')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  expect((await request.get(url)).status()).toBe(404);
});

test('ada, turned away from /admin/reports while signed out, signs in and is back in the admin area; the products menu lists it', async ({
  page,
}) => {
  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/sign-in$/);
  await acceptCookies(page);
  await page.getByLabel('E-mail').fill('ada@example.com');
  await page.getByLabel('Senha').fill('password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin(\/|$)/);
  await page.getByRole('button', { name: 'Produtos' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
});
