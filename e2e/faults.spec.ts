// The app under a failing API (issue #35), with the mock's fault controls: a feed call the server never answers ends
// in the client's timeout, read in Portuguese with a retry that works once the API answers again; a 503 on the feed
// reads as the service being unavailable, and the page loads again after the rule is cleared; a slow call shows the
// progress bar, then words; a send whose answer is lost is retried and settles once; a failing panel keeps the rest.
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_BASE } from './env';
import {
  acceptCookies,
  clearMockFaults,
  expect,
  PASSWORD,
  setMockFaults,
  signIn,
  startSignedIn,
  test,
  users,
  type SeededUser,
} from './fixtures';

const SLOW = { timeout: 30_000 };
const feed = (page: Page) => page.getByRole('feed').getByRole('article').first();

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a feed call that never answers times out with a message in Portuguese and a retry that works', async ({ page, request }) => {
  await setMockFaults(request, { operationId: 'listFeed', effect: 'hang' });
  await signIn(page, 'ada');
  await expect(page).toHaveURL(/\/discover$/, SLOW);
  // The client gives up after 15 s (lib/api/client.ts API_TIMEOUT_MS).
  await expect(page.getByText('O servidor demorou a responder. Tente de novo.')).toBeVisible({ timeout: 30_000 });
  await expect(feed(page)).toHaveCount(0);

  await clearMockFaults(request);
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(feed(page)).toBeVisible(SLOW);
  await expect(page.getByText('O servidor demorou a responder. Tente de novo.')).toHaveCount(0);
});

test('a 503 on the feed says the service is unavailable; the page loads again once the rule is cleared', async ({ page, request }) => {
  await signIn(page, 'ada');
  await expect(feed(page)).toBeVisible(SLOW);
  await setMockFaults(request, { operationId: 'listFeed', effect: 'status', status: 503 });
  await page.reload();
  await expect(page.getByText('O serviço está indisponível agora. Tente de novo daqui a pouco.')).toBeVisible(SLOW);
  await clearMockFaults(request);
  await page.reload();
  await expect(feed(page)).toBeVisible(SLOW);
});

/** The available OSBT of a person as the API says (the ledger), in the API's units. */
async function osbtOf(request: APIRequestContext, who: SeededUser): Promise<number> {
  const session = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users[who], password: PASSWORD } });
  const { data } = (await session.json()) as { data: { token: string } };
  const wallet = await request.post(`${E2E_API_BASE}/pay/wallet`, { headers: { Authorization: `Bearer ${data.token}` } });
  const { data: body } = (await wallet.json()) as { data: { balances: { asset: string; available: number }[] } };
  return body.balances.find((b) => b.asset === 'OSBT')?.available ?? 0;
}

test('a slow wallet shows a progress bar after a second and words after six, and both go when it answers', async ({ page, request }) => {
  await setMockFaults(request, { operationId: 'payWallet', effect: 'latency', latencyMs: 9_000, times: 1 });
  await startSignedIn(page, request, 'ada');
  await page.goto('/pay/wallet');
  const bar = page.getByRole('progressbar', { name: 'Carregando…' });
  await expect(bar).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Ainda esperando o servidor…' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('balance-OSBT')).toBeVisible(SLOW);
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('Ainda esperando o servidor…')).toHaveCount(0);
});

test('a send whose answer is lost says so, keeps the review, and sent again it settles once', async ({ page, request }) => {
  const benBefore = await osbtOf(request, 'ben');
  await startSignedIn(page, request, 'ada');
  await page.goto('/pay/send/OSBT');
  await page.getByLabel('Destinatário', { exact: true }).fill('ben');
  await page.getByLabel('Valor').fill('1000');
  await page.getByRole('button', { name: 'Revisar' }).click();
  const send = page.getByRole('button', { name: 'Enviar 1.000 OSBT' });
  await expect(send).toBeVisible(SLOW);

  // The mock moves the money, then the connection is cut before its answer leaves.
  await setMockFaults(request, { operationId: 'paySend', effect: 'dropAnswer', times: 1 });
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'A resposta não chegou: verifique sua conexão e tente de novo.' })).toBeVisible(
    SLOW,
  );
  await expect(send).toBeVisible();
  expect(await osbtOf(request, 'ben')).toBe(benBefore + 1_000);

  // Sending again reuses the request id: the same payment comes back, nothing moves twice.
  await send.click();
  await expect(page.getByRole('heading', { name: 'Enviado' })).toBeVisible(SLOW);
  expect(await osbtOf(request, 'ben')).toBe(benBefore + 1_000);
});

test('a 500 on the wallet’s recent activity keeps the balances and actions; the panel’s own retry loads it', async ({ page, request }) => {
  await setMockFaults(request, { operationId: 'payActivity', effect: 'status', status: 500 });
  await startSignedIn(page, request, 'ada');
  await page.goto('/pay/wallet');
  await expect(page.getByTestId('balance-OSBT')).toBeVisible(SLOW);
  const recent = page.getByRole('region', { name: 'Atividade recente' });
  await expect(recent.getByRole('button', { name: 'Tentar de novo' })).toBeVisible(SLOW);
  // The rest of the page works: the send action opens its form.
  await clearMockFaults(request);
  await recent.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(recent.getByRole('listitem').first()).toBeVisible(SLOW);
  await page.getByRole('link', { name: 'Enviar' }).first().click();
  await expect(page.getByLabel('Destinatário', { exact: true })).toBeVisible(SLOW);
});
