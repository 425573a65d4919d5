// Cloud journeys (one per test, as ada, in Portuguese): register a domain and add a DNS record to it; send an
// SMS and see it delivered once the mock clock moves; create a bucket, upload into a folder and clean up; a
// monthly spending limit refusing a send, seen on the overview.
import { test, expect, startSignedIn, acceptCookies, advanceMockClock } from './fixtures';

// The first visit to a cloud page waits for the dev server to compile its chunk.
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;

test('ada searches a name, registers it for two years and adds an A record', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/domain/new');

  await page.getByLabel('Nome do domínio').fill('-ada');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Um domínio não pode começar nem terminar com hífen')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.getByLabel('Nome do domínio').fill('ada-journey');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const results = page.getByRole('region', { name: 'Resultados para ada-journey' });
  await expect(results.getByText('ada-journey.com', { exact: true })).toBeVisible();
  await results.getByRole('button', { name: 'Escolher ada-journey.com' }).click();

  await page.getByLabel('Anos').selectOption('2');
  await page.getByRole('button', { name: 'Registrar por 24 OSBT' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /ada-journey\.com/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Nenhum registro DNS ainda.')).toBeVisible();

  // A wrong value is refused before anything is sent; a right one lands in the table.
  await page.getByLabel('Valor').fill('999.1.1.1');
  await page.getByRole('button', { name: 'Adicionar registro' }).click();
  await expect(page.getByText('Digite um endereço IPv4 como 203.0.113.10')).toBeVisible();
  await page.getByLabel('Valor').fill('203.0.113.77');
  await page.getByRole('button', { name: 'Adicionar registro' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: '203.0.113.77' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Excluir registro A @' })).toBeVisible();

  // The list shows it with its status.
  await page.goto('/cloud/domain');
  await expect(page.getByRole('link', { name: 'Gerenciar ada-journey.com' })).toBeVisible({ timeout: FIRST_LOAD_MS });
});

/** Delivery is reported 10 s after an SMS is queued (mock-server/src/store/cloud-messaging.ts), plus a margin. */
const DELIVERY_MS = 11_000;

test('ada sends an SMS, sees its segments and price, and sees it delivered after the clock moves', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/sms');

  await page.getByLabel('Número de telefone').fill('0801 234 5678');
  await page.getByLabel('Mensagem').fill('Olá! Seu pedido chegou.');
  await expect(page.getByText('23/1600 caracteres · Unicode · 1 segmento · 1 OSBT')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Enviar SMS' }).click();
  await expect(page.getByText('Digite o número no formato internacional, ex.: +2348012345678')).toBeVisible();

  await page.getByLabel('Número de telefone').fill('+234 809 111 2222');
  await page.getByRole('button', { name: 'Enviar SMS' }).click();
  const log = page.getByRole('list', { name: 'Histórico de mensagens' });
  const sent = log.getByRole('listitem').filter({ hasText: '+2348091112222' });
  await expect(sent.getByText('na fila')).toBeVisible();

  await advanceMockClock(request, DELIVERY_MS);
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(sent.getByText('entregue')).toBeVisible();
  await expect(sent.getByText('Olá! Seu pedido chegou.')).toBeVisible();
});

test('ada creates a bucket, uploads a file into a folder, copies its public URL, then deletes the file and the bucket', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/storage/new');

  // S3's naming rule is checked before anything is sent; a name another user holds is refused by the server.
  await page.getByLabel('Nome do bucket').fill('Ada_Files');
  await page.getByRole('button', { name: 'Criar bucket' }).click();
  await expect(page.getByText('Use só letras minúsculas, dígitos, hífens e pontos')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByLabel('Nome do bucket').fill('ben-builds-releases');
  await page.getByRole('button', { name: 'Criar bucket' }).click();
  await expect(
    page.getByText('O nome de bucket ben-builds-releases já está em uso: nomes de bucket são únicos em toda a plataforma'),
  ).toBeVisible();

  await page.getByLabel('Nome do bucket').fill('ada-journey');
  await page.getByLabel('Região').selectOption('eu-west-1');
  await page.getByRole('radio', { name: /Público/ }).check();
  await page.getByRole('button', { name: 'Criar bucket' }).click();

  // The new bucket opens in the browser: make a folder, upload into it.
  await expect(page.getByRole('heading', { level: 2, name: 'ada-journey' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Este bucket está vazio. Envie um arquivo para começar.')).toBeVisible();
  await page.getByLabel('Nome da pasta').fill('docs');
  await page.getByRole('button', { name: 'Nova pasta' }).click();
  await page
    .getByLabel('Enviar arquivos')
    .setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('Hello, Engine!') });
  const table = page.getByRole('table', { name: 'Arquivos em docs/' });
  await expect(table.getByRole('link', { name: 'hello.txt' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'text/plain' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Copiar URL de hello.txt' })).toBeVisible();

  // The public URL serves the file.
  const href = await table.getByRole('link', { name: 'hello.txt' }).getAttribute('href');
  const served = await request.get(href ?? '');
  expect(await served.text()).toBe('Hello, Engine!');

  // Deleting takes a second press; then the empty bucket can go.
  await table.getByRole('button', { name: 'Excluir hello.txt' }).click();
  await table.getByRole('button', { name: 'Confirmar exclusão de hello.txt' }).click();
  await expect(page.getByText('Nada nesta pasta ainda: ela fica salva quando você enviar um arquivo.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Pastas' }).getByRole('link', { name: 'ada-journey' }).click();
  await page.getByRole('button', { name: 'Excluir bucket' }).click();
  await page.getByRole('button', { name: 'Excluir ada-journey de vez?' }).click();
  await expect(page.getByRole('list', { name: 'Meus buckets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir bucket ada-journey' })).toHaveCount(0);
});

test('ada sets a monthly spending limit, a send over it is refused, and the overview shows the spend against it', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/settings');

  await page.getByLabel('Limite mensal de gastos (OSBT)').fill('0');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Digite um número inteiro de OSBT de 1 a 1.000.000, ou deixe vazio')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByLabel('Limite mensal de gastos (OSBT)').fill('1');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas.')).toBeVisible();

  // An API key's secret is shown once.
  await page.getByLabel('Rótulo da chave').fill('Journey');
  await page.getByRole('button', { name: 'Criar chave' }).click();
  await expect(page.getByText(/^osk_[A-Za-z0-9]{32}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Já guardei' }).click();
  await expect(page.getByText(/^osk_[A-Za-z0-9]{32}$/)).toHaveCount(0);

  await page.goto('/cloud/sms');
  await page.getByLabel('Número de telefone').fill('+2348091112222');
  await page.getByLabel('Mensagem').fill('First');
  await page.getByRole('button', { name: 'Enviar SMS' }).click({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('SMS na fila')).toBeVisible();
  await page.getByLabel('Mensagem').fill('Second');
  await page.getByRole('button', { name: 'Enviar SMS' }).click();
  await expect(
    page.getByText(
      'Isto custa 1 OSBT e passaria do seu limite de gastos na nuvem este mês, de 1 OSBT (restam 0 OSBT): aumente o limite nas configurações da nuvem',
    ),
  ).toBeVisible();

  await page.goto('/cloud/overview');
  await expect(page.getByRole('meter', { name: '1 do seu limite mensal de 1 OSBT' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // The activity is worded in the person's language (pt), not the server's English.
  const activity = page.getByRole('list', { name: 'Atividade recente' });
  await expect(activity.getByText('SMS para +2348091112222')).toBeVisible();
  await expect(activity.getByText('Limite mensal de gastos definido em 1 OSBT')).toBeVisible();
});
