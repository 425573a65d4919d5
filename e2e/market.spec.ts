// Market journeys: browse a category, search and save a product, open its page; add to the cart, check out, see
// the order and cancel it (the balance comes back); a checkout refused because someone bought the last unit
// meanwhile; and a review once the mock's clock delivered the order, which the rating then counts.
import type { APIRequestContext } from '@playwright/test';
import { E2E_API_BASE } from './env';
import { test, expect, signIn, acceptCookies, advanceMockClock, PASSWORD, users } from './fixtures';

// The first visit to the market compiles its chunk on the dev server.
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD_MS = 30_000;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** ben buys one unit of a product through the API (another person, elsewhere). */
async function benBuys(request: APIRequestContext, productId: string): Promise<void> {
  const signedIn = await request.post(`${E2E_API_BASE}/account/auth/sign-in`, { data: { email: users.ben, password: PASSWORD } });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  expect((await request.post(`${E2E_API_BASE}/market/cart/set`, { headers, data: { productId, quantity: 1 } })).ok()).toBeTruthy();
  const book = (await (await request.post(`${E2E_API_BASE}/account/addresses/list`, { headers, data: {} })).json()) as {
    data: { id: string }[];
  };
  const addressId = book.data[0]?.id;
  expect(
    (await request.post(`${E2E_API_BASE}/market/checkout`, { headers, data: { requestId: 'e2e-ben-buys-0001', addressId } })).ok(),
  ).toBeTruthy();
}

test('ada browses electronics, searches the market, saves a product and finds it under Saved', async ({ page }) => {
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/market/electronics');
  await expect(page.getByRole('heading', { level: 1, name: 'Eletrônicos' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('link', { name: 'Noise-cancelling headphones' })).toBeVisible();
  // Her own e-reader cannot go in her cart.
  await expect(page.getByRole('listitem').filter({ hasText: 'E-reader with front light' }).getByText('Este produto é seu')).toBeVisible();

  await page.getByLabel('Buscar no mercado').fill('coffee beans');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Resultados para “coffee beans”' })).toBeVisible();
  // The words are in the address: a reload (or a shared link) shows the same results.
  await expect(page).toHaveURL(/\/market\/electronics\?q=coffee\+beans$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Resultados para “coffee beans”' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel('Buscar no mercado')).toHaveValue('coffee beans');
  await page.getByRole('button', { name: 'Salvar Single-origin coffee beans, 1 kg' }).click();
  await expect(page.getByRole('button', { name: 'Remover Single-origin coffee beans, 1 kg dos salvos', pressed: true })).toBeVisible();

  // The product's own page: its heading, a gallery of different pictures, the seller, stock and description.
  await page.getByRole('link', { name: 'Single-origin coffee beans, 1 kg' }).click();
  await expect(page).toHaveURL(/\/market\/product\/pr\w{8}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Single-origin coffee beans, 1 kg' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('50 em estoque')).toBeVisible();
  await expect(page.getByText(/^Vendido por @/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto 1 de 3: Single-origin coffee beans, 1 kg' })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar foto 2 de 3' }).click();
  await expect(page.getByRole('img', { name: 'Foto 2 de 3: Single-origin coffee beans, 1 kg' })).toHaveAttribute('src', /-2\.svg$/);
  // Back returns to the results as they were.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Resultados para “coffee beans”' })).toBeVisible();
  // Back again: the whole shelf, without the search.
  await page.goBack();
  await expect(page).toHaveURL(/\/market\/electronics$/);
  await expect(page.getByLabel('Buscar no mercado')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Noise-cancelling headphones' })).toBeVisible();

  // The sidebar's short link /saved lands on /market/saved.
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/market\/saved$/);
  await expect(page.getByRole('link', { name: 'Single-origin coffee beans, 1 kg' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Remover Single-origin coffee beans, 1 kg dos salvos' }).click();
  await expect(page.getByText('Nada salvo ainda. Toque no coração de um produto para guardá-lo aqui.')).toBeVisible();
});

test('ada adds two headphones to her cart, checks out, sees the order, cancels it and gets her OSBT back', async ({ page }) => {
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/market/electronics');
  await page.getByRole('link', { name: 'Noise-cancelling headphones' }).click({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('14 em estoque')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Um a mais' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantidade' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Adicionado ao carrinho (itens nele: 2)')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o carrinho' }).click();

  await expect(page).toHaveURL(/\/market\/cart$/);
  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(summary.getByText('Subtotal (itens: 2)')).toBeVisible();
  await expect(summary.getByText('258 OSBT', { exact: true }).first()).toBeVisible();
  await expect(summary.getByText('49.742 OSBT')).toBeVisible();
  // Her default address (Home) is chosen; she sends it to Work instead.
  const deliverTo = summary.getByRole('group', { name: 'Entregar em' });
  await expect(deliverTo.getByRole('radio', { name: /Home/ })).toBeChecked();
  await deliverTo.getByRole('radio', { name: /Work/ }).check();
  await summary.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido feito' })).toBeVisible();
  await expect(page.getByText('49.742 OSBT', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Ver meus pedidos' }).click();
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pedido mo00000001' }) });
  await expect(order.getByText('Feito', { exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Detalhes' }).click();
  await expect(order.getByText('2 × Noise-cancelling headphones')).toBeVisible();
  await expect(order.getByText(/4 Broad Street, Lagos/)).toBeVisible();
  await order.getByRole('button', { name: 'Cancelar pedido' }).click();
  await order.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByText('Pedido cancelado: o total voltou para o seu saldo')).toBeVisible();
  await expect(order.getByText('Cancelado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('50.000 OSBT', { exact: true })).toBeVisible();
});

test('ada’s checkout is refused when ben bought the last speaker meanwhile, and nothing is charged', async ({ page, request }) => {
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/market/electronics');
  const speaker = page.getByRole('listitem').filter({ hasText: 'Portable Bluetooth speaker' });
  await expect(speaker.getByText('Estoque baixo: 1')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await speaker.getByRole('button', { name: 'Adicionar Portable Bluetooth speaker ao carrinho' }).click();
  await expect(page.getByText('Adicionado ao carrinho (itens nele: 1)')).toBeVisible();

  await page.goto('/cart');
  await expect(page).toHaveURL(/\/market\/cart$/);
  await expect(page.getByRole('heading', { name: 'Portable Bluetooth speaker' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await benBuys(request, 'pr00000008');

  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '“Portable Bluetooth speaker” está esgotado: ajuste o carrinho e tente de novo' }),
  ).toBeVisible();
  await expect(page.getByText('Esgotado: remova para finalizar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar pedido' })).toBeDisabled();
  await expect(page.getByText('50.000 OSBT', { exact: true }).first()).toBeVisible();
});

test('ada buys headphones, the mock’s clock delivers them, she reviews them once and the rating counts her stars', async ({
  page,
  request,
}) => {
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  // The product's own address opens it directly.
  await page.goto('/market/product/pr00000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Noise-cancelling headphones' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // The tab names the product, not only "produto".
  await expect(page).toHaveTitle(/noise-cancelling headphones · market$/);
  // Two seeded buyers reviewed it (5 and 5 stars); she has not received it, so she cannot review yet.
  await expect(page.getByRole('img', { name: 'Nota 5,0 de 5 (2 avaliações)' }).first()).toBeVisible();
  await expect(page.getByText('Quem recebeu este produto pode avaliá-lo.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await page.getByRole('link', { name: 'Ir para o carrinho' }).click();
  await page.getByRole('complementary', { name: 'Resumo do pedido' }).getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido feito' })).toBeVisible();

  // Three days on the mock's clock: delivered.
  await advanceMockClock(request, 3 * 24 * 60 * 60_000 + 60_000);
  await page.goto('/market/product/pr00000001');
  const form = page.getByRole('form', { name: 'Avalie este produto' });
  await expect(form).toBeVisible({ timeout: FIRST_LOAD_MS });
  await form.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(form.getByRole('alert')).toHaveText('Escolha de 1 a 5 estrelas.');
  await form.getByRole('radio', { name: '4 estrelas' }).check();
  await form.getByLabel('Sua avaliação').fill('Som ótimo, o estojo é um pouco grande.');
  await expect(form.getByText('38 de 1000 caracteres')).toBeVisible();
  await form.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(page.getByText('Obrigado pela sua avaliação')).toBeVisible();
  await expect(form).toBeHidden();
  const reviews = page.getByRole('region', { name: 'Avaliações' });
  await expect(reviews.getByRole('listitem').first()).toContainText('@ada');
  await expect(reviews.getByRole('listitem').first()).toContainText('Som ótimo, o estojo é um pouco grande.');
  // (5 + 5 + 4) / 3 = 4.7, on the page and on the shelf.
  await expect(page.getByRole('img', { name: 'Nota 4,7 de 5 (3 avaliações)' })).toHaveCount(2);
  await page.goto('/market/electronics');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Noise-cancelling headphones' })
      .getByRole('img', { name: 'Nota 4,7 de 5 (3 avaliações)' }),
  ).toBeVisible({ timeout: FIRST_LOAD_MS });
});

test('“Mostrar mais” shows a category’s second page, and Back from a product returns to the same place', async ({ page }) => {
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/market/foods');
  const grid = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Adicionar .* ao carrinho$/ }) });
  await expect(grid.getByRole('listitem')).toHaveCount(12, { timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Produtos: 14')).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar mais' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Mostrar mais' })).toBeHidden();

  // The last product of the second page, far down the list.
  const last = page.getByRole('link', { name: 'Oat flakes, 2 kg' });
  await last.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oat flakes, 2 kg' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.goBack();
  await expect(grid.getByRole('listitem')).toHaveCount(14);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  await expect(last).toBeInViewport();
});

test('the cart count on the top bar and rail follows every change, in this tab and another; lines move between cart and saved', async ({
  page,
}) => {
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/market/electronics');
  // The rail's Cart entry carries the count too (described, not renamed).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho', exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // A second tab of hers on the market hears the changes made in the first.
  const other = await page.context().newPage();
  await other.goto('/market/saved');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Carrinho', exact: true })).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.getByRole('button', { name: 'Adicionar Noise-cancelling headphones ao carrinho' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 item' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Carrinho' }),
  ).toHaveAccessibleDescription('1 item');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 item' })).toBeVisible();

  // The product page's stepper counts what the cart holds: 14 in stock, 1 in the cart, 13 more at most.
  await page.getByRole('link', { name: 'Noise-cancelling headphones' }).click();
  await expect(page.getByText('No seu carrinho: 1.')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('textbox', { name: 'Quantidade' }).fill('14');
  await expect(page.getByText('Escreva um número inteiro de 1 a 13, como 2.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantidade' }).fill('2');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho, 3 itens' })).toBeVisible();
  await expect(page.getByText('No seu carrinho: 3.')).toBeVisible();

  // Save for later: off the cart, onto the saved list; the count follows.
  await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 3 itens' }).click();
  await page.getByRole('button', { name: 'Salvar Noise-cancelling headphones para depois' }).click({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Salvo para depois: está na sua lista de salvos')).toBeVisible();
  await expect(page.getByText('Seu carrinho está vazio.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho', exact: true })).toBeVisible();
  await expect(other.getByRole('banner').getByRole('link', { name: 'Carrinho', exact: true })).toBeVisible();

  // And back: Move to cart.
  await page.goto('/market/saved');
  await page.getByRole('button', { name: 'Mover Noise-cancelling headphones para o carrinho' }).click({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Movido para o carrinho')).toBeVisible();
  await expect(page.getByText('Nada salvo ainda. Toque no coração de um produto para guardá-lo aqui.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 item' })).toBeVisible();
  await expect(other.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 item' })).toBeVisible();
});

test('ada’s open order page follows the mock’s clock, and she returns the delivered order within 14 days for a refund', async ({
  page,
  request,
}) => {
  await signIn(page, 'ada');
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/market/product/pr00000001');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click({ timeout: FIRST_LOAD_MS });
  await page.getByRole('link', { name: 'Ir para o carrinho' }).click();
  await page.getByRole('complementary', { name: 'Resumo do pedido' }).getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page.getByText('49.871 OSBT', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ver meus pedidos' }).click();
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pedido mo00000001' }) });
  await expect(order.getByText('Feito', { exact: true })).toBeVisible();

  // The page stays open while the clock ships and then delivers it: the status follows without a reload.
  await advanceMockClock(request, 2 * 60 * 60_000 + 60_000);
  await expect(order.getByText('Enviado', { exact: true })).toBeVisible({ timeout: 30_000 });
  await advanceMockClock(request, 3 * 24 * 60 * 60_000);
  await expect(order.getByText('Entregue', { exact: true })).toBeVisible({ timeout: 30_000 });

  await order.getByRole('button', { name: 'Detalhes' }).click();
  await expect(order.getByText(/^Você pode devolver até /)).toBeVisible();
  await order.getByRole('button', { name: 'Devolver pedido' }).click();
  await expect(order.getByText('Devolver este pedido? 129 OSBT volta para o seu saldo.')).toBeVisible();
  await order.getByRole('button', { name: 'Sim, devolver' }).click();
  await expect(page.getByText('Pedido devolvido: o total voltou para o seu saldo')).toBeVisible();
  await expect(order.getByText('Devolvido', { exact: true }).first()).toBeVisible();
  await expect(order.getByRole('list', { name: 'Andamento' }).getByText('Devolvido')).toBeVisible();
  await expect(page.getByText('50.000 OSBT', { exact: true })).toBeVisible();
  // The stock is back on the shelf.
  await page.goto('/market/product/pr00000001');
  await expect(page.getByText('14 em estoque')).toBeVisible({ timeout: FIRST_LOAD_MS });
});
