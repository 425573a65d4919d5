// The public site's list and the files derived from it (build/public-pages.ts): head tags per page, the
// sitemap, robots.txt, the site origin, descriptions, and which paths are the app's pages (the rest are 404s).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../src/app/router';
import {
  createRouteMatcher,
  descriptionOf,
  headTags,
  OG_IMAGE,
  publicPages,
  publicRedirects,
  publicUrls,
  redirectsFile,
  robotsTxt,
  signedInSegments,
  siteOrigin,
  sitemapXml,
} from './public-pages';

const ORIGIN = 'https://osb.example';
const pages = publicPages();
const byPath = (path: string) => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

describe('publicPages', () => {
  it("lists every page of spec section 2's marketing shell and of the content, once", () => {
    const urls = publicUrls(pages);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ['/', '/about', '/blog', '/careers', '/contact-us', '/download', '/faqs', '/help', '/partners', '/pricing'])
      expect(urls).toContain(path);
    for (const path of [
      '/privacy',
      '/sdks',
      '/security',
      '/solutions',
      '/terms',
      '/sign-in',
      '/docs/cloud/register-a-domain',
      '/guides/app',
    ])
      expect(urls).toContain(path);
    expect(urls).toContain('/en/docs/cloud/register-a-domain');
    expect(urls).toContain('/en');
    expect(urls).not.toContain('/en/sign-in');
  });

  it('gives each page a description of its own in each language', () => {
    for (const lang of ['pt', 'en'] as const) {
      const descriptions = pages.map((p) => p.description[lang]);
      expect(descriptions.filter((d) => d.length < 20 || d.length > 160)).toEqual([]);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
    expect(byPath('/about').description.pt).not.toBe(byPath('/about').description.en);
  });

  it('is every URL the router serves as a page (none of them a 404)', () => {
    const notRouted = publicUrls(pages).filter((url) => matchRoutes(routes, url)?.at(-1)?.route.path === '*');
    expect(notRouted).toEqual([]);
  });
});

describe('headTags', () => {
  const tags = headTags(byPath('/docs/cloud/register-a-domain'), 'en', 'register a domain · osb', ORIGIN);

  it('names the canonical URL in its language and each language version, x-default Portuguese', () => {
    expect(tags).toContain('<link rel="canonical" href="https://osb.example/en/docs/cloud/register-a-domain">');
    expect(tags).toContain('<link rel="alternate" hreflang="pt" href="https://osb.example/docs/cloud/register-a-domain">');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://osb.example/en/docs/cloud/register-a-domain">');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://osb.example/docs/cloud/register-a-domain">');
  });

  it('has the description in its language and Open Graph and Twitter tags', () => {
    const description = byPath('/docs/cloud/register-a-domain').description.en;
    expect(tags).toContain(`<meta name="description" content="${description}">`);
    expect(tags).toContain('<meta property="og:title" content="register a domain · osb">');
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(tags).toContain('<meta property="og:url" content="https://osb.example/en/docs/cloud/register-a-domain">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<meta name="twitter:title" content="register a domain · osb">');
  });

  it('points link previews at the committed 1200×630 image, by its absolute URL, described in the page language', () => {
    expect(tags).toContain('<meta property="og:image" content="https://osb.example/og-image.png">');
    expect(tags).toContain('<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">');
    expect(tags).toContain('<meta property="og:image:alt" content="OSB: Social, pay, cloud, map and market in one place.">');
    expect(tags).toContain('<meta name="twitter:image" content="https://osb.example/og-image.png">');
    expect(headTags(byPath('/docs/cloud/register-a-domain'), 'pt', 'x', ORIGIN)).toContain(
      '<meta property="og:image:alt" content="OSB: Social, pay, cloud, map e market num só lugar.">',
    );
    // The file the tags name is the one in client/public, at the size they say (PNG header: width, height).
    const png = readFileSync(join(import.meta.dirname, '..', 'public', OG_IMAGE.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
  });

  it("takes a docs page's description from its Markdown front matter", () => {
    const page = byPath('/docs/api/quick-start');
    expect(page.kind).toBe('article');
    expect(page.description.pt).toBe(
      'Crie uma chave de API de cloud e liste, crie e explore buckets de armazenamento pela linha de comando com curl.',
    );
    expect(page.description.en).toBe(
      'Create a cloud API key, then list, create and browse storage buckets from the command line with curl.',
    );
  });

  it('escapes what it quotes, and gives a one-language page no alternates', () => {
    const signIn = headTags(byPath('/sign-in'), 'pt', 'a "quoted" <title>', ORIGIN);
    expect(signIn).toContain('content="a &quot;quoted&quot; &lt;title&gt;"');
    expect(signIn).not.toContain('hreflang');
    expect(signIn).toContain('<link rel="canonical" href="https://osb.example/sign-in">');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(pages, ORIGIN);

  it('lists every written-out URL with its language versions', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      publicUrls(pages)
        .map((u) => ORIGIN + u)
        .sort(),
    );
    expect(xml).toContain(
      '<url><loc>https://osb.example/en/blog</loc><xhtml:link rel="alternate" hreflang="pt" href="https://osb.example/blog"/>',
    );
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt(ORIGIN);

  it('points at the sitemap and keeps crawlers out of the signed-in areas and profiles', () => {
    expect(robots).toContain('Sitemap: https://osb.example/sitemap.xml');
    for (const area of ['/account', '/admin', '/cloud', '/discover', '/inbox', '/map', '/market', '/pay', '/play', '/@'])
      expect(robots).toContain(`Disallow: ${area}\n`);
    for (const open of ['/docs', '/blog', '/sign-in', '/en', '/about']) expect(robots).not.toContain(`Disallow: ${open}\n`);
    expect(signedInSegments()).not.toContain('docs');
  });
});

describe('siteOrigin', () => {
  it('takes the configured origin without path or trailing slash, and a local default', () => {
    expect(siteOrigin('https://osb.example/')).toBe('https://osb.example');
    expect(siteOrigin(undefined)).toBe('http://localhost:4173');
    expect(() => siteOrigin('osb.example')).toThrow(/SITE_ORIGIN/);
    expect(() => siteOrigin('ftp://osb.example')).toThrow(/SITE_ORIGIN/);
  });
});

describe('descriptionOf', () => {
  it('keeps a short text and cuts a long one at a word, marked', () => {
    expect(descriptionOf('  One   line. ')).toBe('One line.');
    const cut = descriptionOf(`${'word '.repeat(60)}end`);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});

describe('createRouteMatcher', () => {
  const isRoute = createRouteMatcher(pages);

  it('knows the signed-in pages, redirects and profiles', () => {
    for (const path of [
      '/discover',
      '/inbox/123',
      '/pay/wallet',
      '/pay/add',
      '/pay/add/OSBT',
      '/@ada',
      '/ada',
      '/market/trending',
      '/cloud',
    ])
      expect([path, isRoute(path)]).toEqual([path, true]);
  });

  it('refuses unknown paths, unknown slugs and non-usernames', () => {
    for (const path of ['/nope/page', '/Nope-Page!', '/blog/nope', '/solutions/nope', '/market/nope', '/en/nope', '/en/sign-in'])
      expect([path, isRoute(path)]).toEqual([path, false]);
  });
});

describe('publicRedirects', () => {
  const redirects = publicRedirects(pages);
  const target = (from: string) => redirects.find((r) => r.from === from)?.to;

  it('sends the docs and guides homes and each docs topic where the app opens them, in both languages', () => {
    expect(target('/docs')).toBe('/docs/cloud/getting-started-with-cloud');
    expect(target('/en/docs')).toBe('/en/docs/cloud/getting-started-with-cloud');
    expect(target('/guides')).toBe('/guides/app');
    expect(target('/docs/cloud')).toBe('/docs/cloud/getting-started-with-cloud');
    expect(target('/en/docs/pay')).toMatch(/^\/en\/docs\/pay\/[a-z0-9-]+$/);
  });

  it('leads only to written-out pages, and covers every docs topic that has one', () => {
    const written = new Set(publicUrls(pages));
    for (const r of redirects) expect([r.from, written.has(r.to)]).toEqual([r.from, true]);
    const topics = new Set(pages.map((p) => /^\/docs\/([^/]+)\/[^/]+$/.exec(p.path)?.[1]).filter(Boolean));
    for (const topic of topics) expect(target(`/docs/${topic ?? ''}`)).toMatch(new RegExp(`^/docs/${topic ?? ''}/`));
  });

  it('writes them as a Netlify / Cloudflare Pages _redirects file with status 301', () => {
    const lines = redirectsFile(redirects)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toHaveLength(redirects.length);
    expect(lines).toContain('/docs /docs/cloud/getting-started-with-cloud 301');
  });
});
