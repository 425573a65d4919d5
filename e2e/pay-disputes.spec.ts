// A P2P dispute from refusal to decision, with three people in their own browsers: ben sells, chidi pays and says
// so, ben does not release; after the wait chidi opens a dispute and adds a screenshot; ada (staff) finds it from
// the overview's queue, reads both sides and the evidence, and releases the escrow to chidi with a reason; both
// traders then read the outcome and the reason on the order.
import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn, advanceMockClock, acceptCookies, type SeededUser } from './fixtures';

test.describe.configure({ timeout: 240_000 });

/** The dispute wait (10 minutes after "Já paguei"), plus a margin. */
const DISPUTE_WAIT_MS = 10 * 60_000 + 1_000;
const FIRST_LOAD_MS = 30_000;
/** Where the screenshots for review go. */
const SHOTS = process.env.PAY_SHOTS_DIR ?? '/tmp/pay-shots';

async function person(browser: Browser, who: SeededUser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'UTC' });
  const page = await context.newPage();
  await acceptCookies(page);
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/sign-in/);
  return page;
}

test('seller refuses → buyer opens a dispute with a screenshot → ada (staff) releases to the buyer → both read the outcome', async ({
  browser,
  request,
}) => {
  const ben = await person(browser, 'ben');
  const chidi = await person(browser, 'chidi');
  const ada = await person(browser, 'ada');

  // ben sells 500 OSBT for NGN, with his own bank details.
  await ben.goto('/pay/p2p/ads');
  await ben.getByRole('button', { name: 'Novo anúncio' }).click({ timeout: FIRST_LOAD_MS });
  await ben.getByLabel('Quero').selectOption('sell');
  await ben.getByLabel('Ativo').selectOption('OSBT');
  await ben.getByLabel('Moeda fiduciária').selectOption('NGN');
  await ben.getByLabel('Preço por 1 OSBT em NGN').fill('1550');
  await ben.getByLabel('Total de OSBT para negociar').fill('500');
  await ben.getByLabel('Ordem mínima (NGN)').fill('1000');
  await ben.getByLabel('Ordem máxima (NGN)').fill('775000');
  const bank = ben.getByRole('group', { name: 'Onde os compradores pagam você por Transferência bancária' });
  await bank.getByLabel('Banco').fill('Chase');
  await bank.getByLabel('Número da conta').fill('000123456789');
  await bank.getByLabel('Titular da conta').fill('Ben Carter');
  await ben.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(ben.getByText('Anúncio publicado')).toBeVisible();

  // chidi takes it, pays outside the platform and says so.
  await chidi.goto('/pay/p2p/live');
  await chidi.getByLabel('Ativo').selectOption('OSBT', { timeout: FIRST_LOAD_MS });
  await chidi.getByLabel('Pagar com').selectOption('NGN');
  const offer = chidi.getByRole('listitem').filter({ hasText: '@ben' });
  await offer.getByRole('button', { name: /Comprar OSBT/ }).click();
  await offer.getByLabel('Você paga').fill('15500');
  await offer.getByRole('button', { name: 'Criar ordem' }).click();
  await expect(chidi).toHaveURL(/\/pay\/p2p\/orders\/od\d+$/);
  const orderUrl = chidi.url();
  await expect(chidi.getByTestId('payment-details')).toContainText('Ben Carter');
  await chidi.getByRole('button', { name: 'Já paguei' }).click();
  await chidi.getByRole('dialog', { name: 'Marcar esta ordem como paga?' }).getByRole('button', { name: 'Já paguei' }).click();
  await expect(chidi.getByText('Aguardando o vendedor liberar')).toBeVisible();

  // ben does not release; after the wait chidi opens a dispute and adds a screenshot.
  await advanceMockClock(request, DISPUTE_WAIT_MS);
  await chidi.goto(orderUrl);
  await chidi.getByLabel('O que deu errado? (ao menos 10 caracteres)').fill('Paguei pelo banco e o vendedor não libera');
  await chidi.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(chidi.getByText('A equipe decide até', { exact: false })).toBeVisible({ timeout: 20_000 });
  await chidi.getByLabel('Adicionar provas (capturas de tela)').setInputFiles('e2e/fixtures/photo.png');
  await expect(chidi.getByRole('list', { name: 'Provas' }).getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });

  // ada finds it from the overview's queue, reads both sides and the evidence, and decides.
  await ada.goto('/admin/overview');
  // The overview's queue names the waiting count.
  await ada.getByRole('link', { name: /^Disputas P2P\s*1 aguardando/ }).click({ timeout: FIRST_LOAD_MS });
  await expect(ada).toHaveURL(/\/admin\/disputes$/);
  await ada
    .getByRole('button', { name: /Abrir disputa od\d+/ })
    .first()
    .click({ timeout: FIRST_LOAD_MS });
  const dispute = ada.getByTestId('dispute');
  await expect(dispute.getByText('Paguei pelo banco e o vendedor não libera', { exact: false }).first()).toBeVisible();
  await expect(dispute.getByRole('img', { name: /Do comprador/ })).toBeVisible();
  await expect(dispute.getByText('Ben Carter')).toBeVisible();
  await dispute.getByLabel('Liberar a custódia para o comprador (@chidi)').check();
  await dispute.getByLabel('Motivo (os dois lados leem)').fill('O comprovante bate com a ordem e o vendedor não respondeu');
  await ada.screenshot({ path: `${SHOTS}/dispute-staff.png`, fullPage: true });
  await dispute.getByRole('button', { name: 'Decidir' }).click();
  await ada.getByRole('dialog', { name: 'Liberar 10 OSBT para @chidi?' }).getByRole('button', { name: 'Decidir' }).click();
  await expect(ada.getByTestId('dispute-resolution')).toContainText('Liberada ao comprador');

  // Both traders read the outcome and the reason.
  for (const page of [chidi, ben]) {
    await page.goto(orderUrl);
    const outcome = page.getByTestId('dispute-outcome');
    await expect(outcome).toContainText('A equipe liberou a custódia para o comprador.', { timeout: 20_000 });
    await expect(outcome).toContainText('O comprovante bate com a ordem e o vendedor não respondeu');
    // The order's chat names who decided: never "O vendedor liberou o ativo" for a staff decision.
    await expect(page.getByText('A equipe decidiu a disputa: o ativo foi para o comprador. Ordem concluída.')).toBeVisible();
    await expect(page.getByText('O vendedor liberou o ativo', { exact: false })).toHaveCount(0);
  }
  await chidi.screenshot({ path: `${SHOTS}/dispute-decided.png`, fullPage: true });
});
