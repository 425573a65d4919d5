// Cloud journeys of issue #31 (as ada, in Portuguese): edit a DNS record in place and keep a 414-character DKIM
// value's buttons in sight on a phone; a domain nearing expiry is warned about on the list, the overview and its
// page once the mock clock moves; upload a folder into a private bucket and download an object; the registrar lock
// keeps the auth code (and so the domain) back until it is turned off.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, startSignedIn, acceptCookies, advanceMockClock } from './fixtures';
import { E2E_API_BASE, E2E_MOCK_URL } from './env';
import { PASSWORD, USERS } from '../scripts/test-env.ts';

test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;
const DAY = 24 * 60 * 60 * 1000;

test('ada edits an A record in place, adds a long DKIM key, and its buttons stay in sight on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/domain');
  await page.getByRole('link', { name: 'Gerenciar ada-lovelace.dev' }).click({ timeout: FIRST_LOAD_MS });

  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'Editar registro A @' }).click({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('heading', { name: 'Editar o registro' })).toBeInViewport();
  await expect(page.getByLabel('Valor')).toHaveValue('203.0.113.10');
  await page.getByLabel('Valor').fill('203.0.113.99');
  await page.getByRole('button', { name: 'Salvar registro' }).click();
  await expect(page.getByText('Registro atualizado')).toBeVisible();
  await expect(table.getByText('203.0.113.99')).toBeVisible();
  await expect(table.getByText('203.0.113.10', { exact: true })).toHaveCount(0);

  // A duplicate of another record is refused by the server, in Portuguese.
  await table.getByRole('button', { name: 'Editar registro A @' }).click();
  await page.getByLabel('Tipo').selectOption('TXT');
  await page.getByLabel('Valor').fill('v=spf1 include:_spf.osb.example ~all');
  await page.getByRole('button', { name: 'Salvar registro' }).click();
  await expect(page.getByText('Esse registro já existe')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  const dkim = `v=DKIM1; k=rsa; p=${'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'.repeat(10)}`.slice(0, 414);
  await page.getByLabel('Tipo').selectOption('TXT');
  await page.getByLabel('Nome', { exact: true }).fill('mail._domainkey');
  await page.getByLabel('Valor').fill(dkim);
  await page.getByRole('button', { name: 'Adicionar registro' }).click();
  await expect(page.getByText('Registro adicionado')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'mail._domainkey' });
  for (const name of ['Editar registro TXT mail._domainkey', 'Excluir registro TXT mail._domainkey']) {
    const button = row.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(390);
  }
  await row.getByRole('button', { name: 'Mostrar o valor inteiro (414 caracteres)' }).click();
  await expect(row.getByText(dkim)).toBeVisible();
  // Nothing on the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a domain nearing expiry is warned about on the list, the overview and its page as the mock clock moves', async ({
  page,
  request,
}) => {
  // analytical-engine.ng (seeded without auto-renew) expires first: bring the clock to 20 days before it.
  const signIn = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: USERS.ada.email, password: PASSWORD } });
  const { data: session } = (await signIn.json()) as { data: { token: string } };
  const list = await request.post(`${E2E_API_BASE}/cloud/domain/list`, { data: {}, headers: { Authorization: `Bearer ${session.token}` } });
  const domains = ((await list.json()) as { data: { domain: string; expiresAt: number }[] }).data;
  const engine = domains.find((d) => d.domain === 'analytical-engine.ng');
  expect(engine).toBeDefined();
  const clock = await request.post(`${E2E_MOCK_URL}/__mock/clock`, { data: { advanceMs: 0 } });
  const { now } = ((await clock.json()) as { data: { now: number } }).data;
  await advanceMockClock(request, (engine?.expiresAt ?? now) - 20 * DAY - now);

  await acceptCookies(page);
  // Signed in after the clock moved: a session lasts 90 days on the mock clock.
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/domain');
  const item = page.getByRole('listitem').filter({ hasText: 'analytical-engine.ng' });
  await expect(item.getByText(/^Vence em até 30 dias, em/)).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(item.getByRole('link', { name: 'Renovar analytical-engine.ng' })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'ada-lovelace.dev' })
      .getByText(/Vence em até/),
  ).toHaveCount(0);

  await page.goto('/cloud');
  await expect(page.getByText(/^analytical-engine\.ng vence em até 30 dias, em/)).toBeVisible({ timeout: FIRST_LOAD_MS });

  await advanceMockClock(request, 14 * DAY);
  await page.goto('/cloud/domain');
  await page.getByRole('link', { name: 'Gerenciar analytical-engine.ng' }).click({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('heading', { level: 1, name: /analytical-engine\.ng/ })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText(/^Vence em até 7 dias, em/)).toBeVisible();

  // Past its expiry the page offers renewal, and no record changes.
  await advanceMockClock(request, 7 * DAY);
  await page.reload();
  await expect(page.getByText('Este domínio venceu. Renove para mantê-lo; até lá, os registros não podem mudar.')).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await expect(page.getByRole('button', { name: 'Adicionar registro' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Renovar por/ })).toBeVisible();
});

test('ada uploads a folder into her private bucket and downloads an object', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/storage?bucket=ada-backups');
  await expect(page.getByRole('heading', { level: 2, name: 'ada-backups' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  // A folder keeps its structure: the keys carry the paths inside it (site/notes.txt, site/img/logo.txt).
  const root = await mkdtemp(join(tmpdir(), 'cloud-e2e-'));
  await mkdir(join(root, 'site', 'img'), { recursive: true });
  await writeFile(join(root, 'site', 'notes.txt'), 'Notes, kept.');
  await writeFile(join(root, 'site', 'img', 'logo.txt'), 'logo');
  await page.getByLabel('Enviar uma pasta').setInputFiles(join(root, 'site'));
  await page.getByRole('table').getByRole('link', { name: 'site/' }).click({ timeout: FIRST_LOAD_MS });
  const table = page.getByRole('table', { name: 'Arquivos em site/' });
  await expect(table.getByText('notes.txt')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(table.getByRole('link', { name: 'img/' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'Baixar notes.txt' }).click()]);
  expect(download.suggestedFilename()).toBe('notes.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe('Notes, kept.');
  await rm(root, { recursive: true, force: true });
});

test('a recipient replies STOP: ada cannot text them, sees them on her opt-out list, and takes them off', async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  const stop = await request.post(`${E2E_MOCK_URL}/__mock/sms/reply`, { data: { user: 'ada', from: '+2348091112222', text: 'STOP' } });
  expect(stop.ok()).toBeTruthy();
  await page.goto('/cloud/sms');
  const list = page.getByRole('list', { name: 'Lista de descadastro' });
  await expect(list.getByText('+2348091112222')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.getByLabel('Número de telefone').fill('+234 809 111 2222');
  await page.getByLabel('Mensagem').fill('Seu pedido chegou.');
  await page.getByRole('button', { name: 'Enviar SMS' }).click();
  await expect(page.getByText(/^\+2348091112222 pediu para não receber seus SMS/)).toBeVisible();

  await list.getByRole('button', { name: 'Tirar +2348091112222 da lista de descadastro' }).click();
  await expect(page.getByText('Ninguém pediu descadastro.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar SMS' }).click();
  await expect(page.getByText('SMS na fila')).toBeVisible();
});

test('ada cannot get her domain’s auth code while the registrar lock is on; unlocked, she gets one to move it away', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/domain');
  await page.getByRole('link', { name: 'Gerenciar ada-lovelace.dev' }).click({ timeout: FIRST_LOAD_MS });

  const away = page.getByRole('group', { name: 'Transferir para outro registrador' });
  const lock = page.getByRole('switch', { name: 'Bloqueio de transferência' });
  if (!(await lock.isChecked())) await lock.click();
  await expect(lock).toBeChecked();
  await expect(away.getByText('Desative o bloqueio de transferência primeiro', { exact: false })).toBeVisible();
  await expect(away.getByRole('button', { name: 'Obter o código de autorização' })).toBeDisabled();

  await lock.click();
  await expect(lock).not.toBeChecked();
  await expect(page.getByText('Configurações do domínio salvas')).toBeVisible();
  await away.getByRole('button', { name: 'Obter o código de autorização' }).click();
  const code = away.locator('code');
  await expect(code).toHaveText(/^\S{16}$/);
  const first = await code.textContent();
  await away.getByRole('button', { name: 'Obter um novo código' }).click();
  await expect(code).not.toHaveText(first ?? '');

  // Locked again: the code is gone from the screen and no new one can be asked for.
  await lock.click();
  await expect(lock).toBeChecked();
  await expect(code).toHaveCount(0);
  await expect(away.getByRole('button', { name: 'Obter o código de autorização' })).toBeDisabled();
});
