// The public site as crawlers and readers get it (issue #33): the built HTML of every public page (not the
// running app) with its own title, description, canonical, hreflang and Open Graph tags; no broken internal link
// in it; the 404 page with status 404 for unknown paths and the app for every real route; robots.txt and
// sitemap.xml; English pages at /en; and the header's keyboard behaviour.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, acceptCookies, setMockFaults, clearMockFaults } from './fixtures';

async function text(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const attr = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];
const decode = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('every public page is written out with its own head tags, and its links lead to pages', async ({ request }) => {
  const sitemap = await text(request, '/sitemap.xml');
  const urls = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(urls.length).toBeGreaterThan(80);
  expect(urls).toContain('/en/docs/cloud/register-a-domain');

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const links = new Set<string>();
  for (const url of urls) {
    const html = await text(request, url);
    const english = url === '/en' || url.startsWith('/en/');
    expect(html, url).toContain(`<html lang="${english ? 'en' : 'pt'}"`);
    expect(html, url).toContain('<div id="root" data-prerendered inert>');
    const title = decode(attr(html, /<title>([^<]*)<\/title>/) ?? '');
    const description = decode(attr(html, /<meta name="description" content="([^"]*)">/) ?? '');
    expect(title, url).not.toBe('osb');
    expect(description.length, url).toBeGreaterThanOrEqual(20);
    expect(titles.get(`${english}:${title}`), `${url} has the title of`).toBeUndefined();
    expect(descriptions.get(`${english}:${description}`), `${url} has the description of`).toBeUndefined();
    titles.set(`${english}:${title}`, url);
    descriptions.set(`${english}:${description}`, url);
    expect(new URL(attr(html, /<link rel="canonical" href="([^"]+)">/) ?? 'x:/', 'http://x').pathname, url).toBe(url);
    expect(decode(attr(html, /<meta property="og:title" content="([^"]*)">/) ?? ''), url).toBe(title);
    expect(html, url).toContain('<meta name="twitter:card"');
    if (url !== '/sign-in') {
      for (const lang of ['pt', 'en', 'x-default']) expect(html, `${url} hreflang ${lang}`).toContain(`hreflang="${lang}"`);
      const en = attr(html, /hreflang="en" href="([^"]+)"/) ?? '';
      expect(urls, `${url}'s English version`).toContain(new URL(en).pathname);
    }
    // The page itself, whole (rendered by react-dom/server at build time): its own heading, no spinner or
    // Suspense fallback left, nothing of React's streaming (a swap script, boundary markers), nothing the app only
    // adds after an in-app navigation (the heading's tabindex).
    const root = html.slice(html.indexOf('<div id="root"'));
    const headings = [...root.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode((m[1] ?? '').replace(/<[^>]+>/g, '')).trim());
    expect(headings, `${url}'s h1`).toHaveLength(1);
    expect(headings[0]?.length ?? 0, `${url}'s h1`).toBeGreaterThan(0);
    if (/^(\/en)?\/(docs|guides|blog)\/[^/]+\/[^/]+$|^(\/en)?\/blog\/[^/]+$/.test(url))
      expect(title, url).toBe(`${headings[0]?.toLowerCase()} · osb`);
    expect(root, url).not.toMatch(/ui-spinner|mk-loading|<template|\$RC|<!--\$|<h1 tabindex/);
    // The links of the page itself (not the head's): the crawl below follows each once.
    for (const m of root.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) links.add(decode(m[1] ?? '').split('?')[0] ?? '');
  }

  const broken: string[] = [];
  for (const link of links) {
    const status = (await request.get(link)).status();
    if (status !== 200) broken.push(`${link} → ${status}`);
  }
  expect(broken).toEqual([]);
});

test('the static host answers unknown paths with the 404 page and status 404, real routes with a page', async ({ request, page }) => {
  for (const path of ['/nope/page', '/blog/no-such-post', '/en/nope', '/docs/cloud/no-such-article']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Página não encontrada');
  }
  for (const path of ['/discover', '/pay/wallet', '/@ada', '/inbox/123', '/docs', '/en/docs', '/support', '/sign-in'])
    expect((await request.get(path)).status(), path).toBe(200);
  // The docs and guides homes and a docs topic lead to a written-out page with a 301 (the build's _redirects), not
  // to the app shell's loading screen, which a crawler would read as an empty page.
  for (const [from, to] of [
    ['/docs', '/docs/cloud/getting-started-with-cloud'],
    ['/en/docs/cloud', '/en/docs/cloud/getting-started-with-cloud'],
    ['/guides', '/guides/app'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }

  const robots = await text(request, '/robots.txt');
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /pay\n');

  // The 404 page names the path that was asked for, in English on an English URL.
  await page.goto('/nope/page');
  await expect(page.getByText('/nope/page')).toBeVisible();
  await page.goto('/en/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an English docs page is English at its own URL, and the language switch opens the Portuguese one', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/en/docs/cloud/register-a-domain');
  await expect(page.getByRole('heading', { level: 1, name: 'Register a domain' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('register a domain · osb');
  // Its links stay in English.
  await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Wallet basics' }).click();
  await expect(page).toHaveURL(/\/en\/docs\/pay\/wallet-basics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet basics' })).toBeFocused();

  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/docs\/pay\/wallet-basics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Noções básicas da carteira' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('the header works from the keyboard: skip link, Tab out of a menu, Esc on the phone menu', async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  const solutions = page.getByRole('button', { name: 'Soluções' });
  await solutions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toBeHidden();

  // In-app navigation moves focus to the new page's heading.
  await page.getByRole('navigation', { name: 'Navegação do site' }).getByRole('link', { name: 'Preços' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await toggle.click();
  await expect(page.locator('#mk-mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mk-mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
});

test("issue #33: the footer's status line says what the API's health check answers, and that it is down when it is", async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Checked as the footer comes into view.
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText('Todos os sistemas funcionando')).toBeVisible({ timeout: 20_000 });
  await expect(footer.getByText('Todos os sistemas funcionando')).toHaveAttribute('data-tone', 'success');
  await expect(footer.getByText('All system normal')).toHaveCount(0);

  await setMockFaults(request, { operationId: 'platformStatus', effect: 'status', status: 503 });
  try {
    await page.reload();
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('A plataforma está fora do ar')).toBeVisible({ timeout: 20_000 });
    await expect(footer.getByText('A plataforma está fora do ar')).toHaveAttribute('data-tone', 'danger');
  } finally {
    await clearMockFaults(request);
  }
  await page.goto('/en/about');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByText('All systems operational')).toBeVisible({ timeout: 20_000 });
});

test('issue #33: a visitor writes from /contact-us: the form says what is missing, then the API takes it and says so', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Escreva para nós' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Diga seu nome')).toBeVisible();
  await expect(form.getByLabel('Seu nome')).toBeFocused();

  await form.getByLabel('Seu nome').fill('Ngozi Okafor');
  await form.getByLabel('E-mail para a resposta').fill('ngozi@example.com');
  await form.getByLabel('Assunto').selectOption({ label: 'Parcerias' });
  await form.getByLabel('Mensagem').fill('Temos 40 lojas em Lagos e queremos aceitar OSBT.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/support/contact'));
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Ngozi Okafor', email: 'ngozi@example.com', topic: 'partnerships' });
  const done = page.getByRole('status').filter({ hasText: 'Mensagem recebida' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(/Vamos responder em ngozi@example\.com\. Sua referência é ct\d{10}/);
});
