// Cloud journeys (one per test, as ada, in Portuguese): register a domain and add a DNS record to it; send an
// SMS and see it delivered once the mock clock moves.
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
  await expect(page.getByText('23/1600 caracteres · Unicode · 1 segmento(s) · 1 OSBT')).toBeVisible({ timeout: FIRST_LOAD_MS });
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
