// Safe, predictable actions (one journey per test, in Portuguese): a DNS record delete that can be undone for a few
// seconds, browser Back inside send's review step, and an order address that names nothing.
import { test, expect, startSignedIn, acceptCookies } from './fixtures';

// The first visit to an area waits for its chunks.
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;
/** components/ui/undo.ts UNDO_WINDOW_MS, and a margin for the call. */
const UNDO_WINDOW_MS = 5_000;

test('ada deletes a DNS record, takes it back with Undo, then deletes it for good once the window closes', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/domain');
  await page
    .getByRole('link', { name: /analytical-engine\.ng/ })
    .first()
    .click({ timeout: FIRST_LOAD_MS });
  const table = page.getByRole('table');
  await expect(table.getByText('198.51.100.24')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await table.getByRole('button', { name: 'Excluir registro A @' }).click();
  await expect(table).toHaveCount(0);
  const toast = page.getByRole('region', { name: 'Notificações' });
  await expect(toast.getByText('Registro excluído')).toBeVisible();
  await toast.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByRole('table').getByText('198.51.100.24')).toBeVisible();

  // Nothing was sent: a reload still has it.
  await page.reload();
  await expect(page.getByRole('table').getByText('198.51.100.24')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.getByRole('table').getByRole('button', { name: 'Excluir registro A @' }).click();
  await expect(toast.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Desfazer' })).toHaveCount(0, { timeout: UNDO_WINDOW_MS + 2_000 });
  await page.reload();
  await expect(page.getByText('Nenhum registro DNS ainda.')).toBeVisible({ timeout: FIRST_LOAD_MS });
});

test('ben reviews a send, goes back with the browser and finds the form as he left it', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ben');
  await page.goto('/pay/send/OSBT');
  await page.getByRole('textbox', { name: 'Destinatário' }).fill('ada', { timeout: FIRST_LOAD_MS });
  await page.getByRole('textbox', { name: 'Valor' }).fill('12');
  await page.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Almoço');
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByRole('heading', { name: 'Confira antes de enviar' })).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/send\/OSBT\?step=review$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/pay\/send\/OSBT$/);
  await expect(page.getByRole('heading', { name: 'Confira antes de enviar' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Destinatário' })).toHaveValue('ada');
  await expect(page.getByRole('textbox', { name: 'Valor' })).toHaveValue('12');
  await expect(page.getByRole('textbox', { name: 'Nota (opcional)' })).toHaveValue('Almoço');

  // Reviewing again opens the confirm step with the same values.
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByRole('button', { name: 'Enviar 12 OSBT' })).toBeVisible();
});

test('an order address that cannot name an order shows not found with the way back, never a pattern or a retry', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ben');
  await page.goto('/pay/p2p/orders/zzz');
  await expect(page.getByRole('heading', { name: 'Não encontrado' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Não há nenhuma ordem sua neste endereço', { exact: false })).toBeVisible();
  await expect(page.getByText(/must match|\^od/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar às minhas ordens' }).click();
  await expect(page).toHaveURL(/\/pay\/p2p\/orders$/);
});
