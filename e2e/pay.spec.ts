// Pay journeys with two people (ada and ben, each in their own browser context): send, request and pay,
// convert at a quote (and an expired one), a full P2P trade and an expired order, and a gift card bought and
// redeemed — with both balances checked after each. Screenshots of the wallet, activity and an order go to /tmp.
import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn, advanceMockClock, acceptCookies, type SeededUser } from './fixtures';

/** Where the screenshots for review go (issue: light, dark and mobile 390×844). */
const SHOTS = process.env.PAY_SHOTS_DIR ?? '/tmp/pay-shots';
// Each journey drives two signed-in browsers through the dev server; the first visit compiles the chunks.
test.describe.configure({ timeout: 180_000 });

/** The P2P payment window of the ads these journeys post (minutes), plus a margin. */
const ORDER_WINDOW_MS = 15 * 60_000 + 1_000;
/** Convert quotes hold 30 s. */
const QUOTE_TTL_MS = 30_000;

async function person(
  browser: Browser,
  who: SeededUser,
  options: { colorScheme?: 'light' | 'dark'; mobile?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'UTC',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await acceptCookies(page);
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/sign-in/);
  return page;
}

/** The first visit to a page waits for the dev server to compile its chunk. */
const FIRST_LOAD_MS = 30_000;

/** The available balance of an asset as the wallet page shows it. */
async function balance(page: Page, asset: string): Promise<string> {
  await page.goto('/pay/wallet');
  // OSBT is always listed; once it is, the wallet has loaded.
  await expect(page.getByTestId('balance-OSBT')).toBeVisible({ timeout: FIRST_LOAD_MS });
  const cell = page.getByTestId(`balance-${asset}`);
  if (!(await cell.isVisible())) await page.getByRole('button', { name: /Outros ativos/ }).click();
  return (await cell.textContent()) ?? '';
}

async function expectBalance(page: Page, asset: string, text: string): Promise<void> {
  await expect.poll(() => balance(page, asset), { timeout: 60_000 }).toBe(text);
}

test('ada sends OSBT to ben: a confirmation with fee and recipient, then both balances and ben’s activity change', async ({ browser }) => {
  const ada = await person(browser, 'ada');
  const ben = await person(browser, 'ben');

  await ada.goto('/pay/send/OSBT');
  await ada.getByLabel('Destinatário', { exact: true }).fill('ben');
  await ada.getByLabel('Valor').fill('1000');
  await expect(ada.getByText('Taxa: 5 OSBT · Total: 1.005 OSBT')).toBeVisible();
  await ada.getByLabel('Nota (opcional)').fill('Almoço');
  await ada.getByRole('button', { name: 'Revisar' }).click();

  const confirm = ada.getByRole('region', { name: 'Confira antes de enviar' });
  await expect(confirm.getByText('@ben', { exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(confirm.getByText('Sai do seu saldo')).toBeVisible();
  await expect(confirm.getByText('1.005 OSBT')).toBeVisible();
  await ada.getByRole('button', { name: 'Enviar 1.000 OSBT' }).click();
  await expect(ada.getByRole('heading', { name: 'Enviado' })).toBeVisible();

  await expectBalance(ada, 'OSBT', '48.995 OSBT');
  await expectBalance(ben, 'OSBT', '51.000 OSBT');
  await ben.goto('/pay/activity');
  await expect(ben.getByText('De @ada')).toBeVisible();
  await expect(ben.getByText('+1.000 OSBT')).toBeVisible();
  await expect(ben.getByText('Almoço')).toBeVisible();
});

test('ben asks ada for OSBT; ada sees it pending and pays it; ben sees it completed', async ({ browser }) => {
  const ada = await person(browser, 'ada');
  const ben = await person(browser, 'ben');

  await ben.goto('/pay/request/OSBT');
  await ben.getByLabel('Quem paga').fill('ada');
  await ben.getByLabel('Valor').fill('250');
  await ben.getByLabel('Nota (opcional)').fill('Cinema');
  await ben.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(ben.getByText('Solicitação enviada para @ada')).toBeVisible();
  await expect(ben.getByText('Você pediu 250 OSBT a @ada')).toBeVisible();

  await ada.goto('/pay/wallet');
  await expect(ada.getByText('Solicitações aguardando você: 3')).toBeVisible();
  await ada.goto('/pay/request');
  const item = ada.getByRole('listitem').filter({ hasText: '@ben pede 250 OSBT' });
  await expect(item.getByText('pendente')).toBeVisible();
  await item.getByRole('button', { name: 'Pagar' }).click();
  const dialog = ada.getByRole('dialog');
  await expect(dialog.getByText('252 OSBT', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pagar 252 OSBT' }).click();
  await expect(ada.getByText('Solicitação paga')).toBeVisible();

  await expectBalance(ada, 'OSBT', '49.748 OSBT');
  await expectBalance(ben, 'OSBT', '50.250 OSBT');
  await ben.goto('/pay/request');
  await ben.getByRole('button', { name: /Solicitações anteriores/ }).click();
  await expect(ben.getByRole('listitem').filter({ hasText: 'Você pediu 250 OSBT a @ada' }).getByText('concluído')).toBeVisible();
});

test('ada converts OSBT to USD at a quote; an expired quote is refused and a new one works', async ({ browser, request }) => {
  const ada = await person(browser, 'ada');
  await ada.goto('/pay/convert/OSBT');
  await ada.getByLabel('Para').selectOption('USD');
  await ada.getByLabel('Valor').fill('100');
  await ada.getByRole('button', { name: 'Obter cotação' }).click();
  await expect(ada.getByRole('heading', { name: '1 OSBT = 1 USD' })).toBeVisible();
  await expect(ada.getByTestId('quote-receive')).toHaveText('99,00 USD');
  await expect(ada.getByRole('timer')).toContainText('Cotação válida por');

  // Time passes on the server: the quote is refused as expired.
  await advanceMockClock(request, QUOTE_TTL_MS + 1_000);
  await ada.getByRole('button', { name: 'Converter agora' }).click();
  await expect(ada.getByText('Esta cotação expirou. Obtenha uma nova para converter.')).toBeVisible();
  await expectBalanceOnSamePage(ada);

  await ada.getByRole('button', { name: 'Nova cotação' }).click();
  await ada.getByRole('button', { name: 'Converter agora' }).click();
  await expect(ada.getByText('100 OSBT convertido em 99,00 USD')).toBeVisible();
  await expectBalance(ada, 'OSBT', '49.900 OSBT');
  await expectBalance(ada, 'USD', '99,00 USD');
});

/** After a refused conversion nothing moved (checked without leaving the page). */
async function expectBalanceOnSamePage(page: Page): Promise<void> {
  await expect(page.getByText('Disponível: 50.000 OSBT')).toBeVisible();
}

/** ada posts an ad selling 500 OSBT for NGN at 1.550,00 (orders of 1.000,00 to 775.000,00 NGN). */
async function adaPostsAd(ada: Page): Promise<void> {
  await ada.goto('/pay/p2p/ads');
  await ada.getByRole('button', { name: 'Novo anúncio' }).click();
  await ada.getByLabel('Quero').selectOption('sell');
  await ada.getByLabel('Ativo').selectOption('OSBT');
  await ada.getByLabel('Moeda fiduciária').selectOption('NGN');
  await ada.getByLabel('Preço por 1 OSBT em NGN').fill('1550');
  await ada.getByLabel('Total de OSBT para negociar').fill('500');
  await ada.getByLabel('Ordem mínima (NGN)').fill('1000');
  await ada.getByLabel('Ordem máxima (NGN)').fill('775000');
  await ada.getByLabel('Termos (opcional)').fill('Pague de uma conta no seu nome.');
  // Her own bank details for the one method the ad takes: a wrong account number is caught before sending.
  const bank = ada.getByRole('group', { name: 'Onde os compradores pagam você por Transferência bancária' });
  await bank.getByLabel('Banco').fill('Access Bank');
  await bank.getByLabel('Número da conta').fill('0691-ABC');
  await bank.getByLabel('Titular da conta').fill('Ada Lovelace');
  await ada.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(bank.getByText('Só dígitos, de 6 a 20')).toBeVisible();
  await bank.getByLabel('Número da conta').fill('0691 234 567');
  await ada.getByRole('button', { name: 'Publicar anúncio' }).click();
  await expect(ada.getByText('Anúncio publicado')).toBeVisible();
  await expect(ada.getByRole('listitem').filter({ hasText: 'Vender OSBT por NGN' }).getByText('ativo')).toBeVisible();
}

/** ben takes ada's ad for 15.500,00 NGN (10 OSBT) and lands on the order page. */
async function benTakesAd(ben: Page): Promise<void> {
  await ben.goto('/pay/p2p/live');
  await ben.getByLabel('Ativo').selectOption('OSBT');
  await ben.getByLabel('Pagar com').selectOption('NGN');
  const offer = ben.getByRole('listitem').filter({ hasText: '@ada' });
  await offer.getByRole('button', { name: /Comprar OSBT/ }).click();
  await offer.getByLabel('Você paga').fill('15500');
  await expect(offer.getByText('Você recebe: 10 OSBT')).toBeVisible();
  await offer.getByRole('button', { name: 'Criar ordem' }).click();
  await expect(ben).toHaveURL(/\/pay\/p2p\/orders\/od\d+$/);
  await expect(ben.getByRole('heading', { name: 'Comprar OSBT de @ada' })).toBeVisible();
  await expect(ben.getByRole('timer')).toContainText('Pague em até 1');
}

test('a full P2P trade: ada posts an ad, ben takes it (escrow), pays, chats; ada releases; both give feedback', async ({ browser }) => {
  const ada = await person(browser, 'ada');
  const ben = await person(browser, 'ben');
  await adaPostsAd(ada);
  await benTakesAd(ben);
  // Exactly the details ada wrote on her ad.
  const payTo = ben.getByTestId('payment-details');
  await expect(payTo).toContainText('Access Bank');
  await expect(payTo).toContainText('0691234567');
  await expect(payTo).toContainText('Ada Lovelace');
  await expect(ben.getByText('10 OSBT está em custódia para esta ordem.')).toBeVisible();
  const orderUrl = ben.url();

  // The ad locked its 500 OSBT when posted and the order came out of that hold: ada's free balance did not move again.
  await expectBalance(ada, 'OSBT', '49.500 OSBT');
  await expect(ada.getByText('500 OSBT retido')).toBeVisible();

  await ben.goto(orderUrl);
  await ben.getByLabel('Escreva uma mensagem').fill('Pagando agora');
  await ben.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(ben.getByText('Pagando agora')).toBeVisible();
  await ben.getByRole('button', { name: 'Já paguei' }).click();
  // Telling the seller one paid is asked first.
  await ben.getByRole('dialog', { name: 'Marcar esta ordem como paga?' }).getByRole('button', { name: 'Já paguei' }).click();
  await expect(ben.getByText('Aguardando o vendedor liberar')).toBeVisible();

  await ada.goto('/pay/p2p/orders');
  await ada.getByRole('link', { name: /Vender OSBT para @ben/ }).click();
  await expect(ada.getByText('Pagando agora')).toBeVisible();
  await expect(ada.getByText('O comprador diz que pagou 15.500,00 NGN')).toBeVisible();
  await ada.getByRole('button', { name: 'Liberar 10 OSBT' }).click();
  await ada.getByRole('dialog', { name: 'Liberar 10 OSBT para @ben?' }).getByRole('button', { name: 'Liberar 10 OSBT' }).click();
  await expect(ada.getByText('Concluída: 10 OSBT chegou ao comprador.')).toBeVisible();
  await ada.getByLabel('Comentário (opcional)').fill('Pagamento rápido');
  await ada.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(ada.getByText('Sua avaliação: Positiva')).toBeVisible();

  await ben.goto(orderUrl);
  await expect(ben.getByText('concluído')).toBeVisible();
  await expect(ben.getByText('@ada avaliou você: Positiva')).toBeVisible();

  await expectBalance(ada, 'OSBT', '49.500 OSBT');
  await expect(ada.getByText('490 OSBT retido')).toBeVisible();
  await expectBalance(ben, 'OSBT', '50.010 OSBT');
});

/** ada's ad taken by ben: both signed in, ada's 500 OSBT locked by the ad and 10 of them in the order's escrow. */
async function orderInEscrow(browser: Browser): Promise<{ ada: Page; ben: Page; orderUrl: string }> {
  const ada = await person(browser, 'ada');
  const ben = await person(browser, 'ben');
  await adaPostsAd(ada);
  await benTakesAd(ben);
  const orderUrl = ben.url();
  await expectBalance(ada, 'OSBT', '49.500 OSBT');
  return { ada, ben, orderUrl };
}

test('an unpaid P2P order expires with the clock and the escrow goes back to the seller', async ({ browser, request }) => {
  const { ada, ben, orderUrl } = await orderInEscrow(browser);

  await advanceMockClock(request, ORDER_WINDOW_MS);
  await ben.goto(orderUrl);
  await expect(ben.getByText('O prazo de pagamento passou. A custódia voltou para o vendedor.')).toBeVisible({ timeout: 20_000 });
  await expect(ben.getByText('expirado', { exact: true })).toBeVisible();
  await expect(ben.getByRole('button', { name: 'Já paguei' })).toHaveCount(0);

  // Back into the live ad's hold (for sale again); pausing the ad gives ada what it held.
  await expectBalance(ada, 'OSBT', '49.500 OSBT');
  await ada.goto('/pay/p2p/ads');
  const ad = ada.getByRole('listitem').filter({ hasText: 'Vender OSBT por NGN' });
  await expect(ad.getByText('500 OSBT reservado do seu saldo para este anúncio')).toBeVisible();
  await ad.getByRole('button', { name: 'Pausar' }).click();
  await expect(ad.getByText('Pausado: nada fica reservado', { exact: false })).toBeVisible();
  await expectBalance(ada, 'OSBT', '50.000 OSBT');
  await expectBalance(ben, 'OSBT', '50.000 OSBT');
});

test('ben marks a P2P order paid, then cancels it after ticking that he did not pay; the escrow goes back to ada', async ({ browser }) => {
  const { ada, ben, orderUrl } = await orderInEscrow(browser);

  await ben.getByRole('button', { name: 'Já paguei' }).click();
  await ben.getByRole('dialog', { name: 'Marcar esta ordem como paga?' }).getByRole('button', { name: 'Já paguei' }).click();
  await expect(ben.getByText('Aguardando o vendedor liberar')).toBeVisible();
  await ben.getByRole('button', { name: 'Cancelar ordem' }).click();
  await expect(ben.getByText('Cancele apenas se você não pagou o vendedor', { exact: false })).toBeVisible();
  const cancel = ben.getByRole('button', { name: 'Cancelar ordem' });
  await expect(cancel).toBeDisabled();
  await ben.getByLabel('Não paguei o vendedor, ou ele me devolveu o pagamento').check();
  await cancel.click();
  await expect(ben.getByText('A ordem foi cancelada. A custódia voltou para o vendedor.')).toBeVisible();

  await ada.goto(orderUrl);
  await expect(ada.getByText('A ordem foi cancelada. A custódia voltou para o vendedor.')).toBeVisible({ timeout: 20_000 });
  await expect(ada.getByRole('button', { name: /^Liberar/ })).toHaveCount(0);
  // The escrow went back into the ad's hold; deleting the ad gives it all back to ada.
  await expectBalance(ada, 'OSBT', '49.500 OSBT');
  await ada.goto('/pay/p2p/ads');
  const ad = ada.getByRole('listitem').filter({ hasText: 'Vender OSBT por NGN' });
  await ad.getByRole('button', { name: 'Excluir' }).click();
  await ad.getByRole('button', { name: 'Excluir' }).click();
  await expect(ada.getByText('Você ainda não tem anúncios.')).toBeVisible();
  await expectBalance(ada, 'OSBT', '50.000 OSBT');
  await expectBalance(ben, 'OSBT', '50.000 OSBT');
});

/** ada buys a 500 OSBT gift card on her cards page; answers its code (her balance is checked). */
async function adaBuysGiftCard(ada: Page): Promise<string> {
  await ada.goto('/pay/card/gift-card/my');
  await ada.getByLabel('Valor').fill('500');
  await ada.getByLabel('Mensagem (opcional)').fill('Feliz aniversário!');
  await ada.getByRole('button', { name: 'Comprar por 500 OSBT' }).click();
  const code = (await ada.getByTestId('new-gift-code').textContent()) ?? '';
  expect(code).toMatch(/^OSB-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(ada.getByRole('listitem').filter({ hasText: code }).getByText('ativo', { exact: true })).toBeVisible();
  await expectBalance(ada, 'OSBT', '49.500 OSBT');
  return code;
}

test('ada cancels a gift card nobody redeemed: the value comes back and ben cannot redeem the code', async ({ browser }) => {
  const ada = await person(browser, 'ada');
  const ben = await person(browser, 'ben');
  const code = await adaBuysGiftCard(ada);

  await ada.goto('/pay/card/gift-card/my');
  const tile = ada.getByRole('listitem').filter({ hasText: code });
  await tile.getByRole('button', { name: 'Cancelar cartão' }).click();
  await expect(tile.getByText('O valor volta para o seu saldo e o código deixa de funcionar.', { exact: false })).toBeVisible();
  await tile.getByRole('button', { name: 'Cancelar cartão' }).click();
  await expect(ada.getByText('Cartão-presente cancelado. O valor voltou para o seu saldo.')).toBeVisible();
  await expect(tile.getByText('cancelado', { exact: true })).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Cancelar cartão' })).toHaveCount(0);
  await expectBalance(ada, 'OSBT', '50.000 OSBT');

  await ben.goto('/pay/card/gift-card/redeem');
  await ben.getByLabel('Código do cartão-presente').fill(code);
  await ben.getByRole('button', { name: 'Resgatar' }).click();
  await expect(ben.getByText('Este cartão-presente foi cancelado por quem o comprou')).toBeVisible();
  await expectBalance(ben, 'OSBT', '50.000 OSBT');
});

test('ada’s market purchase and her welcome bonus show in her activity, under games, market, cloud and bonuses', async ({ browser }) => {
  const ada = await person(browser, 'ada');
  await ada.goto('/market/electronics');
  await ada.getByRole('link', { name: 'Noise-cancelling headphones' }).click({ timeout: FIRST_LOAD_MS });
  await ada.getByRole('button', { name: 'Adicionar ao carrinho' }).click({ timeout: FIRST_LOAD_MS });
  await ada.getByRole('link', { name: 'Ir para o carrinho' }).click();
  await ada
    .getByRole('complementary', { name: 'Resumo do pedido' })
    .getByRole('button', { name: 'Finalizar pedido' })
    .click({ timeout: FIRST_LOAD_MS });
  await expect(ada.getByRole('heading', { name: 'Pedido feito' })).toBeVisible();

  await ada.goto('/pay/activity');
  await ada.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ label: 'Jogos, mercado, nuvem e bônus' });
  const list = ada.getByRole('list', { name: 'Movimentos' });
  // Worded in the person's language from the movement's reason and order, never the server's English memo.
  await expect(list.getByRole('listitem').first()).toContainText(/Compra no mercado · pedido mo\w{8}/, { timeout: FIRST_LOAD_MS });
  await expect(list.getByRole('listitem').first()).toContainText('−129 OSBT');
  await expect(list.getByRole('listitem').last()).toContainText('Bônus de boas-vindas');
  await expect(list.getByRole('listitem').last()).toContainText('+50.000 OSBT');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).not.toContainText(/Welcome grant|Market order/);
  // The order opens in the market's orders.
  await list.getByRole('link', { name: /^Abrir o pedido mo\w{8} em meus pedidos do mercado$/ }).click();
  await expect(ada).toHaveURL(/\/market\/order$/);
});

test('ada buys a gift card and ben redeems its code once; wrong codes are refused', async ({ browser }) => {
  const ada = await person(browser, 'ada');
  const ben = await person(browser, 'ben');

  const code = await adaBuysGiftCard(ada);

  await ben.goto('/pay/card/gift-card/redeem');
  await ben.getByLabel('Código do cartão-presente').fill('OSB-AAAA-BBBB-CCCC');
  await ben.getByRole('button', { name: 'Resgatar' }).click();
  await expect(ben.getByText('Este código de cartão-presente não é válido: confira e tente de novo')).toBeVisible();
  // Typed loosely (lowercase, no dashes): the page writes it the way the card prints it.
  await ben.getByLabel('Código do cartão-presente').fill(code.toLowerCase().replaceAll('-', ' '));
  await ben.getByRole('button', { name: 'Resgatar' }).click();
  await expect(ben.getByRole('heading', { name: '500 OSBT adicionado ao seu saldo' })).toBeVisible();
  await ben.getByLabel('Código do cartão-presente').fill(code);
  await ben.getByRole('button', { name: 'Resgatar' }).click();
  await expect(ben.getByText('Este cartão-presente já foi resgatado')).toBeVisible();

  await expectBalance(ben, 'OSBT', '50.500 OSBT');
  await expectBalance(ada, 'OSBT', '49.500 OSBT');
  await ada.goto('/pay/card/gift-card/my');
  await expect(ada.getByRole('listitem').filter({ hasText: code }).getByText('resgatado', { exact: true })).toBeVisible();
  await expect(ada.getByText('Resgatado por @ben')).toBeVisible();
});

test('screenshots: wallet, activity and a P2P order in light, dark and mobile', async ({ browser }) => {
  test.setTimeout(300_000);
  const ada = await person(browser, 'ada');
  const ben = await person(browser, 'ben');
  await adaPostsAd(ada);
  await benTakesAd(ben);
  const orderPath = new URL(ben.url()).pathname;
  await ben.getByLabel('Escreva uma mensagem').fill('Pagando agora pelo Mock Bank');
  await ben.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(ben.getByText('Pagando agora pelo Mock Bank')).toBeVisible();

  for (const variant of [{ name: 'light' }, { name: 'dark', colorScheme: 'dark' as const }, { name: 'mobile', mobile: true }]) {
    const page = await person(browser, 'ben', variant);
    for (const [name, path, ready] of [
      ['wallet', '/pay/wallet', 'Seus ativos'],
      ['activity', '/pay/activity', 'movimentações'],
      ['order', orderPath, 'Conversa com @ada'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      // The status badges and lazy chunks settle first.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/${name}-${variant.name}.png`, fullPage: true });
    }
  }
});
