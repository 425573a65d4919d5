// Cloud API keys, one journey as ada in Portuguese: create a key with only the messaging scope, use the secret the
// page shows once (as a program would, straight against the mock) to send an SMS, see that SMS in the cloud
// messages and the key's "last used" in settings, then revoke it and see the next call refused.
import { test, expect, startSignedIn, acceptCookies } from './fixtures';
import { E2E_API_BASE } from './env';

// The first visit to a cloud page waits for the app's chunk.
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;
const TO = '+2348095556666';

test('ada creates a messaging key, sends an SMS with it, sees it used, revokes it and the key is refused', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/settings');

  const form = page.getByRole('form', { name: 'Nova chave de API' });
  await form.getByLabel('Rótulo da chave').fill('SMS bot', { timeout: FIRST_LOAD_MS });
  const scopes = form.getByRole('group', { name: 'O que a chave pode fazer' });
  await scopes.getByRole('checkbox', { name: /Armazenamento/ }).uncheck();
  await scopes.getByRole('checkbox', { name: /Domínios/ }).uncheck();
  await expect(scopes.getByRole('checkbox', { name: /Mensagens/ })).toBeChecked();
  await form.getByRole('button', { name: 'Criar chave' }).click();

  // The secret, shown this once.
  const secret = (await page.getByText(/^osk_[A-Za-z0-9]{32}$/).textContent()) ?? '';
  await expect(page.getByRole('heading', { name: 'Use-a' })).toBeVisible();
  await expect(page.getByText(`curl -X POST ${E2E_API_BASE}/cloud/sms/send -H "Authorization: Bearer ${secret}"`)).toBeVisible();
  const row = page.getByRole('list', { name: 'Chaves de API' }).getByRole('listitem').filter({ hasText: 'SMS bot' });
  await expect(row.getByText('Mensagens')).toBeVisible();
  await expect(row.getByText('nunca usada')).toBeVisible();
  await page.getByRole('button', { name: 'Já guardei' }).click();

  // A program uses the key: it sends as ada; outside its scope it is refused.
  const headers = { authorization: `Bearer ${secret}` };
  const sent = await request.post(`${E2E_API_BASE}/cloud/sms/send`, {
    headers,
    data: { requestId: 'e2e-key-sms-1', to: TO, text: 'Enviado com a chave' },
  });
  expect(sent.status()).toBe(201);
  const buckets = await request.post(`${E2E_API_BASE}/cloud/storage/bucket/list`, { headers, data: {} });
  expect(buckets.status()).toBe(403);
  expect((await buckets.json()).message).toContain('storage');

  await page.goto('/cloud/sms');
  const log = page.getByRole('list', { name: 'Histórico de mensagens' });
  await expect(log.getByRole('listitem').filter({ hasText: TO }).getByText('Enviado com a chave')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.goto('/cloud/settings');
  await expect(row.getByText(/^último uso (agora|há \d+ segundos?)$/)).toBeVisible({ timeout: FIRST_LOAD_MS });

  await row.getByRole('button', { name: 'Revogar SMS bot' }).click();
  await row.getByRole('button', { name: 'Confirmar revogação de SMS bot' }).click();
  await expect(page.getByText('SMS bot', { exact: true })).toHaveCount(0);

  const refused = await request.post(`${E2E_API_BASE}/cloud/sms/send`, {
    headers,
    data: { requestId: 'e2e-key-sms-2', to: TO, text: 'De novo' },
  });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toMatch(/revoked/);
});
