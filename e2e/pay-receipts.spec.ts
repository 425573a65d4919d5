// Every movement explained: a receipt opened from the activity (and printed alone), someone else's receipt refused, a
// monthly statement downloaded as CSV whose figures add up, and activity filters that live in the URL (reload,
// Back, and folded behind a counted "Filtros" button on a phone).
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { acceptCookies, callAs, expect, signIn, test, type SeededUser } from './fixtures';

test.describe.configure({ timeout: 180_000 });
/** The first visit to a page waits for the dev server to compile its chunk. */
const FIRST_LOAD_MS = 30_000;

async function person(browser: Browser, who: SeededUser, options: { mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'UTC',
    acceptDownloads: true,
    ...(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await acceptCookies(page);
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/sign-in/);
  return page;
}

test('a movement opens its receipt from the filtered activity; Print shows only it; Back keeps the filters; ben cannot open it', async ({
  browser,
  request,
}) => {
  await callAs(request, 'ada', '/pay/send', {
    requestId: 'e2e-receipt-0001',
    asset: 'OSBT',
    amount: 1_000,
    userName: 'ben',
    note: 'Receipt',
  });
  const ada = await person(browser, 'ada');
  await ada.goto('/pay/activity?type=transfers');
  const list = ada.getByRole('list', { name: 'Movimentos' });
  await list.getByRole('link', { name: 'Para @ben' }).first().click({ timeout: FIRST_LOAD_MS });
  await expect(ada).toHaveURL(/\/pay\/activity\/mv\w{8}$/);
  const receiptUrl = ada.url();

  const receipt = ada.getByTestId('pay-receipt');
  await expect(receipt).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(ada.getByRole('heading', { name: 'Comprovante', level: 1 })).toBeVisible();
  await expect(receipt).toContainText('@ben');
  await expect(receipt).toContainText('−1.000 OSBT');
  // 0.5 % fee; the total is what left the balance.
  await expect(receipt).toContainText('5 OSBT');
  await expect(receipt).toContainText('1.005 OSBT');
  await expect(receipt.getByRole('heading', { name: 'Histórico da situação' })).toBeVisible();
  await expect(receipt).toContainText(/pay:send:/);
  await expect(receipt).toContainText('Você → Contraparte');
  await expect(receipt).toContainText('Você → Taxas da plataforma');

  // The print view: the receipt alone (the menu and the header are hidden), the Print button there to press.
  await expect(ada.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await ada.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(ada.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(ada.getByRole('heading', { name: 'Comprovante', level: 1 })).toBeHidden();
  await ada.emulateMedia({ media: 'screen' });

  await ada.getByRole('button', { name: 'Voltar às movimentações' }).click();
  await expect(ada).toHaveURL(/\/pay\/activity\?type=transfers$/);
  await expect(ada.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveValue('transfers');

  // Someone else's receipt: not found, and nothing of it shown.
  const ben = await person(browser, 'ben');
  await ben.goto(new URL(receiptUrl).pathname);
  await expect(ben.getByText('Esta movimentação não existe ou não é sua.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(ben.getByTestId('pay-receipt')).toHaveCount(0);
  await expect(ben.locator('main')).not.toContainText('Receipt');
});

test("ada downloads this month's OSBT statement: opening + every line = closing, as the page shows", async ({ browser, request }) => {
  await callAs(request, 'ada', '/pay/send', {
    requestId: 'e2e-statement-01',
    asset: 'OSBT',
    amount: 2_500,
    userName: 'ben',
    note: 'Rent, "split"',
  });
  await callAs(request, 'ben', '/pay/send', { requestId: 'e2e-statement-02', asset: 'OSBT', amount: 700, userName: 'ada' });
  const ada = await person(browser, 'ada');
  await ada.goto('/pay/statement?asset=OSBT');
  const statement = ada.getByTestId('pay-statement');
  await expect(statement).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(statement).toContainText('Mês de meia-noite a meia-noite em Africa/Lagos');
  const closingShown = (await ada.getByTestId('statement-closing').textContent()) ?? '';

  const downloading = ada.waitForEvent('download');
  await ada.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^osb-statement-OSBT-\d{4}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const rows = csv
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe('data (Africa/Lagos),detalhes,valor (OSBT),taxa (OSBT),saldo (OSBT),movimentação,transação no livro-razão');
  // OSBT has no decimals: amounts are whole units, signed.
  const cells = (row: string): string[] => row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
  const opening = Number(cells(rows[1]!)[4]);
  const closing = Number(cells(rows.at(-1)!)[4]);
  const lines = rows.slice(2, -1).map(cells);
  const sum = lines.reduce((total, row) => total + Number(row[2]), 0);
  expect(opening + sum).toBe(closing);
  expect(lines.some((row) => row[2] === '-2513' && row[3] === '13' && row[1]!.includes('Rent, ""split""'))).toBe(true);
  expect(lines.some((row) => row[2] === '700')).toBe(true);
  // The CSV's closing is the page's closing.
  expect(closingShown.replace(/\D/g, '')).toBe(String(closing));
});

test('activity filters live in the URL: reload and Back keep the view; on a phone they fold behind a counted Filtros button', async ({
  browser,
}) => {
  const ada = await person(browser, 'ada');
  await ada.goto('/pay/activity');
  const type = ada.getByRole('combobox', { name: 'Tipo', exact: true });
  const status = ada.getByRole('combobox', { name: 'Status', exact: true });
  await type.selectOption('transfers', { timeout: FIRST_LOAD_MS });
  await expect(ada).toHaveURL(/\?type=transfers$/);
  await status.selectOption('completed');
  await expect(ada).toHaveURL(/\?type=transfers&status=completed$/);
  const count = ada.getByText(/^\d+ movimentaç(ão|ões)$/);
  await expect(count).toBeVisible();
  const shown = await count.textContent();

  await ada.reload();
  await expect(type).toHaveValue('transfers', { timeout: FIRST_LOAD_MS });
  await expect(status).toHaveValue('completed');
  await expect(count).toHaveText(shown ?? '');

  await ada.goBack();
  await expect(ada).toHaveURL(/\?type=transfers$/);
  await expect(status).toHaveValue('');
  await ada.goForward();
  await expect(status).toHaveValue('completed');

  const phone = await person(browser, 'ada', { mobile: true });
  await phone.goto('/pay/activity?type=transfers&status=completed');
  const toggle = phone.getByRole('button', { name: /Filtros/ });
  await expect(toggle).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(toggle).toContainText('2');
  await expect(phone.getByRole('combobox', { name: 'Tipo', exact: true })).toBeHidden();
  await toggle.click();
  await expect(phone.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveValue('transfers');
});

test('ben pays a request he cannot cover: asked first, then told in Portuguese what it needs with the fee; nothing moves', async ({
  browser,
  request,
}) => {
  await callAs(request, 'ada', '/pay/request/create', { requestId: 'e2e-request-0001', asset: 'OSBT', amount: 90_000, userName: 'ben' });
  const ben = await person(browser, 'ben');
  await ben.goto('/pay/request');
  await ben.getByRole('button', { name: 'Pagar', exact: true }).first().click({ timeout: FIRST_LOAD_MS });
  // The dialog is the confirmation: what leaves the balance, fee included.
  const answer = ben.waitForResponse((r) => r.url().endsWith('/pay/request/pay'));
  await ben.getByRole('button', { name: 'Pagar 90.450 OSBT' }).click();
  expect(((await (await answer).json()) as { code: string }).code).toBe('pay.requestBalanceTooLow');
  await expect(
    ben.getByText(
      /Para pagar esta solicitação você precisa de 90\.450 OSBT \(90\.000 OSBT mais 450 OSBT de taxa\) e seu saldo é [\d.]+ OSBT/,
    ),
  ).toBeVisible();
  await expect(ben.getByText(/Paying this request/)).toHaveCount(0);
});
