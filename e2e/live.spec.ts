// Values that stay live across tabs (docs/architecture.md "Live values"): two pages of the same signed-in account
// in one browser; what one does shows in the other without a reload.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, startSignedIn, acceptCookies, waitForLiveApp, PASSWORD, users, type SeededUser } from './fixtures';
import { E2E_API_BASE } from './env';

const ADA_UID = 'u0000000001';
/** A first page load in a busy machine's preview server. */
const FIRST_LOAD = { timeout: 45_000 };

// Two pages per journey, each loading its area's chunks.
test.describe.configure({ timeout: 120_000 });

/** A second tab of the same browser (same account: the token is in the shared local storage). */
async function secondTab(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(path);
  await waitForLiveApp(other);
  return other;
}

/** The top bar's OSBT balance ("Saldo: 1.234 OSBT", its label read by screen readers only). */
const topBarBalance = (page: Page) => page.getByRole('banner').getByRole('paragraph').filter({ hasText: 'Saldo' });

/** A pt-BR amount as the top bar shows it ("1.234,5") read back as a number. */
const readOsbt = (text: string): number => Number(/([\d.,]+) OSBT/.exec(text)?.[1]?.replace(/\./g, '').replace(',', '.'));

/** A call to the mock as a seeded person (what another person does off screen). */
async function callAs(request: APIRequestContext, who: SeededUser, path: string, data: object): Promise<void> {
  const signedIn = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users[who], password: PASSWORD } });
  const { data: session } = (await signedIn.json()) as { data: { token: string } };
  const response = await request.post(`${E2E_API_BASE}${path}`, { data, headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok(), `${who} ${path}`).toBeTruthy();
}

test("an SMS sent in one tab takes its price off the other tab's top-bar balance, without a reload", async ({ page, request }) => {
  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/cloud/sms');
  await expect(page.getByRole('button', { name: 'Enviar SMS' })).toBeVisible(FIRST_LOAD);

  const wallet = await secondTab(page, '/pay/wallet');
  await expect(topBarBalance(wallet)).toContainText('OSBT', FIRST_LOAD);
  const before = readOsbt((await topBarBalance(wallet).textContent()) ?? '');
  expect(before).toBeGreaterThan(1);

  await page.bringToFront();
  await page.getByLabel('Número de telefone').fill('+234 809 111 2222');
  await page.getByLabel('Mensagem').fill('Olá! Seu pedido chegou.');
  await expect(page.getByText(/1 segmento · 1 OSBT/)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar SMS' }).click();
  await expect(page.getByText('SMS na fila')).toBeVisible();

  // This tab's own top bar follows at once; the other tab hears it over the BroadcastChannel.
  const after = new Intl.NumberFormat('pt-BR').format(before - 1);
  await expect(topBarBalance(page)).toContainText(`${after} OSBT`);
  await expect(topBarBalance(wallet)).toContainText(`${after} OSBT`);
});

test("reading a chat in one tab clears its unread count in the other tab's chat list, without a reload", async ({ page, request }) => {
  await callAs(request, 'ben', '/app/inbox/send', { to: ADA_UID, m: 'Viu a minha mensagem?', k: 'klive0000001' });

  await acceptCookies(page);
  await startSignedIn(page, request, 'ada');
  await page.goto('/inbox');
  const benHere = page.getByRole('link', { name: /^ben/ });
  await expect(benHere).toHaveAccessibleName(/não lidas/, FIRST_LOAD);

  const list = await secondTab(page, '/inbox');
  const benThere = list.getByRole('link', { name: /^ben/ });
  await expect(benThere).toHaveAccessibleName(/não lidas/, FIRST_LOAD);

  await page.bringToFront();
  await benHere.click();
  await expect(page.getByRole('list', { name: 'Mensagens' }).getByText('Viu a minha mensagem?')).toBeVisible();
  await expect(benHere).not.toHaveAccessibleName(/não lidas/);

  await expect(benThere).not.toHaveAccessibleName(/não lidas/);
  await expect(benThere).toContainText('Viu a minha mensagem?');
});
