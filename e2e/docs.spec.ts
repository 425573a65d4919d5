// The developer docs (issue #33): a docs page as the build writes it (title and description from its Markdown,
// code highlighted, copy buttons, heading links), and a reader's journey — open the docs, search a word of a page's
// body, follow the result to its heading, copy a code block from the keyboard, go on to the next page — in
// Portuguese and English; /sdks links the reference and the OpenAPI document.
import { test, expect, acceptCookies } from './fixtures';

test('a docs page is written out with its Markdown rendered: title, description, highlighted code, copy buttons, heading links', async ({
  request,
}) => {
  const response = await request.get('/docs/api/quick-start');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>início rápido com uma chave de api · osb</title>');
  expect(html).toContain(
    '<meta name="description" content="Crie uma chave de API de cloud e liste, crie e explore buckets de armazenamento pela linha de comando com curl.">',
  );
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png">/);
  expect(html).toContain('<h2 id="crie-uma-chave">Crie uma chave<a class="mk-anchor" href="#crie-uma-chave"');
  expect(html).toContain('<code class="hljs language-bash">curl -sS -X POST <span class="hljs-string">');
  // The Markdown's HTML as the build writes it (build/markdown.ts; a browser would serialise data-copy="").
  expect(html).toContain('<button type="button" class="mk-code__copy" data-copy>Copiar</button>');
  expect(html).toContain('<a href="#liste-os-seus-buckets">Liste os seus buckets</a>');
  // The image the previews show and the document the reference links are files of the site.
  expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
  expect(await (await request.get('/openapi.yaml')).text()).toContain('openapi: 3.1.0');
});

test('search the docs, follow a result to its heading, copy a code block with the keyboard, go to the next page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await acceptCookies(page);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros passos no cloud' })).toBeVisible();

  // "/" opens the search from anywhere on a docs page; a word of a page's body finds it.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Palavras para buscar na documentação e nos guias' });
  await expect(search).toBeFocused();
  await search.fill('revogue');
  await expect(page.getByRole('status').filter({ hasText: /resultados?$/ })).toBeVisible();
  const result = page.getByRole('search').getByRole('link', { name: /Início rápido com uma chave de API\s*Crie uma chave/ });
  await result.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/api\/quick-start#crie-uma-chave$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Crie uma chave' })).toBeInViewport();

  // Every code block has a copy button, reachable from the keyboard, that says so in the reader's language.
  const blocks = page.locator('.mk-prose .mk-code');
  const count = await blocks.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let index = 0; index < count; index++) await expect(blocks.nth(index).getByRole('button', { name: 'Copiar' })).toBeVisible();
  // By its place, not its name: the name changes to "Copiado" and back.
  const copy = page.locator('.mk-prose .mk-code').filter({ hasText: 'bucket/list' }).locator('button[data-copy]');
  await expect(copy).toHaveAccessibleName('Copiar');
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(copy).toHaveText('Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'curl -sS -X POST "$OSB_API/cloud/storage/bucket/list" \\\n  -H "Authorization: Bearer $OSB_API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d \'{}\'\n',
  );
  await expect(copy).toHaveText('Copiar', { timeout: 5000 });

  // The heading link names its section's URL; the table of contents leads to it.
  await page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link', { name: 'Quando a chave não pode' }).click();
  await expect(page).toHaveURL(/#quando-a-chave-nao-pode$/);

  await page
    .getByRole('navigation', { name: 'Páginas anterior e seguinte' })
    .getByRole('link', { name: /Próximo/ })
    .click();
  await expect(page).toHaveURL(/\/docs\/api\/domains$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Referência da API: domínios' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'POST /cloud/domain/search' })).toBeVisible();
});

test('the English docs search finds English pages at their /en URL', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/en/docs/cloud/register-a-domain');
  await page.getByRole('searchbox', { name: 'Words to search for in the docs and guides' }).fill('lifecycle');
  await page.getByRole('search').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/docs\/api\/storage#cloudbucketrules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference: storage' })).toBeVisible();
});

test('/sdks links the quick start, the API reference and the OpenAPI document', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/sdks');
  await page.getByRole('link', { name: /Referência da API/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referência da API: armazenamento' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: /Documento OpenAPI/ })).toHaveAttribute('href', '/openapi.yaml');
});

test('on a slow link the app takes over a written-out docs article in one step: never a spinner or a page without its body', async ({
  page,
}) => {
  await acceptCookies(page);
  // Every script late, as on a slow phone: the content and the article's body arrive after the app's code has run.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // What #root shows each time it changes once the app has replaced the written-out page (decision 051).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __takeover: string[] }).__takeover = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-prerendered')) return;
      const heading = root.querySelector('h1')?.textContent ?? '';
      const body = root.textContent?.includes('Entre e escolha Cloud no menu de produtos') ?? false;
      seen.push(`${heading}|${body ? 'body' : 'no body'}`);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/docs/cloud/getting-started-with-cloud');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros passos no cloud' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __takeover: string[] }).__takeover);
  expect(seen.length).toBeGreaterThan(0);
  expect(new Set(seen)).toEqual(new Set(['Primeiros passos no cloud|body']));
});
