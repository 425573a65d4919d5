// App shell journeys (spec sections 2–4): guards and redirects, the 404, the remembered target, the todo and
// admin gates, accounts and logout, theme and language, and the frame's titles, menus and error recovery.
import { test, expect, signIn, startSignedIn, acceptCookies } from './fixtures';

const REDIRECTS: [string, string][] = [
  ['/account', '/account/analytics'],
  ['/admin', '/admin/overview'],
  ['/cloud', '/cloud/overview'],
  ['/map', '/map/live'],
  ['/market', '/market/trending'],
  ['/pay', '/pay/wallet'],
  ['/pay/card', '/pay/card/gift-card/my'],
  ['/cart', '/market/cart'],
  ['/order', '/market/order'],
  ['/saved', '/market/saved'],
  ['/support', '/account/support'],
];

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a first-time visitor gets the home page in the HTML itself, and it becomes the live app', async ({ page, request }) => {
  // What the server sends, before any script: the page, inert until the app takes over.
  const html = await (await request.get('/')).text();
  expect(html).toContain('<div id="root" data-prerendered inert>');
  expect(html).toContain('Uma conta para as pessoas, o dinheiro e os serviços do seu dia a dia');
  // Every other path is the app shell: its loading screen, which the app then replaces with the page.
  expect(await (await request.get('/discover')).text()).toContain('<div id="root"><div class="ui-fullscreen-spinner" role="status"');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Uma conta para as pessoas, o dinheiro e os serviços do seu dia a dia' }),
  ).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Live: the language menu opens (a button the build-time page could not run).
  await page.getByRole('button', { name: 'Idioma' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
});

test('a signed-in first load shows the loading screen and the cookie notice from the HTML, then the live page', async ({
  page,
  request,
}) => {
  // Unanswered this time (init scripts run in order: this one after beforeEach's).
  await page.addInitScript(() => localStorage.removeItem('cookieConsent'));
  await startSignedIn(page, request, 'ada');
  // Hold the app's code back, to look at what the HTML alone draws.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pay/wallet', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Carregando…' })).toBeVisible();
  await expect(page.getByText('Usamos cookies para manter a sua sessão iniciada')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
  // The live notice works, and there is one.
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
});

test('with a stored session, /sign-in never shows the build-time sign-in form', async ({ page, request }) => {
  await startSignedIn(page, request, 'ada');
  // The form as parsed from the HTML, before any of the app's code has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { formAtStart: boolean }).formAtStart = document.querySelector('#root input') !== null;
    });
  });
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/discover$/);
  expect(await page.evaluate(() => (window as unknown as { formAtStart: boolean }).formAtStart)).toBe(false);
});

test('a signed-out visitor in a product area meets the sign-in gate', async ({ page }) => {
  await page.goto('/pay/wallet');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('status').filter({ hasText: 'Entre para continuar em pay.' })).toBeVisible();
  // The redirect replaced the entry: Back does not bounce through /pay/wallet again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/pay\/wallet$/);
});

for (const [from, to] of REDIRECTS) {
  test(`${from} redirects to ${to}`, async ({ page, request }) => {
    await startSignedIn(page, request, 'ada');
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replaceAll('/', '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('/docs and /guides redirect for visitors too', async ({ page }) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/cloud\/getting-started-with-cloud$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros passos no cloud' })).toBeVisible();
  await page.goto('/guides');
  await expect(page).toHaveURL(/\/guides\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guias: App' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('/this/page/does-not-exist')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('after signing in, a visitor lands on the section they were heading to', async ({ page }) => {
  await page.goto('/market/cart');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('E-mail').fill('ben@example.com');
  await page.getByLabel('Senha').fill('password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/market\/trending$/);
  await expect(page).toHaveTitle('em alta · market');
});

test('a pending todo keeps the person on onboarding until it is done', async ({ page }) => {
  await signIn(page, 'dana');
  await expect(page).toHaveURL(/\/account\/todo$/);
  await page.goto('/pay/wallet');
  await expect(page).toHaveURL(/\/account\/todo$/);
  await expect(page.getByRole('heading', { name: 'Complete seu perfil' })).toBeVisible();
});

test('the admin area is for staff: ada gets in, ben sees a forbidden page', async ({ page, request }) => {
  await signIn(page, 'ada');
  await expect(page).toHaveURL(/\/discover$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page).toHaveTitle('visão geral · admin');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await startSignedIn(page, request, 'ben');
  await page.goto('/admin/overview');
  await expect(page.getByRole('heading', { name: 'Somente equipe' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
});

test('adding, switching and logging out of accounts', async ({ page }) => {
  await signIn(page, 'ada');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('ada', { exact: true })).toBeVisible();

  // Add ben from the profile menu (the public guard lets a signed-in person add an account).
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Adicionar conta' }).click();
  await expect(page).toHaveURL(/\/sign-in\?add=1$/);
  await expect(page.getByRole('heading', { name: 'Adicionar outra conta' })).toBeVisible();
  await page.getByLabel('E-mail').fill('ben@example.com');
  await page.getByLabel('Senha').fill('password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(topBar.getByText('ben', { exact: true })).toBeVisible();

  // Switch back to ada.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: /ada/ }).click();
  await expect(page.getByText('Account switched successfully')).toBeVisible();
  await expect(topBar.getByText('ada', { exact: true })).toBeVisible();

  // Logging out of ada switches to the other stored account.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Account switched successfully').last()).toBeVisible();
  await expect(topBar.getByText('ben', { exact: true })).toBeVisible();

  // Logging out of the last account ends at sign-in.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  // A logout is not a visitor turned away from a product area: no sign-in gate notice.
  await expect(page.getByText(/Entre para continuar/)).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Usar tema escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Usar tema claro' })).toBeVisible();
});

test("a dark-theme visitor's build-time page shows the switch to the light theme, as the live app does", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Hold the app's code back, to look at what the HTML alone draws (it was snapshotted in the light theme).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The fixture's goto settles on the live app, which waits for the held code: look while it is on its way.
  const opened = page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('inert');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The icons are aria-hidden, so no role reaches them: the sun (to light) shows, the moon (to dark) does not.
  const header = page.locator('header').first();
  await expect(header.locator('svg.lucide-sun')).toBeVisible();
  await expect(header.locator('svg.lucide-moon')).toBeHidden();
  release();
  await opened;
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'Usar tema claro' }).first()).toBeVisible();
  await expect(header.locator('svg.lucide-sun')).toBeVisible();
  await expect(header.locator('svg.lucide-moon')).toBeHidden();
});

test('Portuguese is the default and a language change reloads and persists', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('sign in · osb');
});

test('area pages carry their title, highlight their menu entry and start at the top', async ({ page, request }) => {
  await startSignedIn(page, request, 'ada');
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/pay/p2p/orders/o123');
  await expect(page).toHaveTitle('ordens p2p · pay');
  const section = page.getByRole('navigation', { name: 'Seção' });
  await expect(section.getByRole('link', { name: 'Ordens P2P' })).toHaveAttribute('aria-current', 'page');
  await expect(section.getByRole('link', { name: 'Carteira' })).not.toHaveAttribute('aria-current', 'page');

  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 1200);
  });
  await section.getByRole('link', { name: 'Carteira' }).click();
  await expect(page).toHaveURL(/\/pay\/wallet$/);
  await expect(page).toHaveTitle('carteira · pay');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the products menu reaches every area', async ({ page, request }) => {
  await startSignedIn(page, request, 'ada');
  await page.goto('/discover');
  for (const [name, url] of [
    ['Conta', /\/account\/analytics$/],
    ['Pay', /\/pay\/wallet$/],
    ['Cloud', /\/cloud\/overview$/],
    ['Map', /\/map\/live$/],
    ['Market', /\/market\/trending$/],
    ['App', /\/discover$/],
  ] as const) {
    await page.getByRole('button', { name: 'Produtos' }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect(page).toHaveURL(url);
  }
});

test('a page whose code fails to download shows a recoverable error, not a blank screen', async ({ page, request }) => {
  await startSignedIn(page, request, 'ada');
  // The cloud area's chunk: assets/cloud-area-<hash>.js in the build e2e serves (cloud-area.tsx under vite dev).
  const cloudChunk = /\/cloud-area[^/]*\.(js|tsx)(\?|$)/;
  await page.route(cloudChunk, (route) => route.abort());
  await page.goto('/cloud/overview');
  await expect(page.getByRole('heading', { name: 'Esta página não carregou' })).toBeVisible();
  await page.unroute(cloudChunk);
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page).toHaveTitle('visão geral · cloud');
  await expect(page.getByRole('navigation', { name: 'Seção' }).getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('currency and time-zone preferences are saved to the account', async ({ page, request }) => {
  await startSignedIn(page, request, 'ben');
  await page.goto('/account/currency');
  await expect(page).toHaveTitle('moeda · account');
  await page.getByRole('radio', { name: /EUR/ }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Update successful!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: /EUR/ })).toBeChecked();

  await page.goto('/account/time-zone');
  await page.getByLabel('Fuso horário').selectOption('Asia/Tokyo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Update successful!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Fuso horário')).toHaveValue('Asia/Tokyo');
});
