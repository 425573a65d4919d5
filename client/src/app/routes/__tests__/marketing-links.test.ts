// The marketing site against the router: every internal link in the content, the mega-menus and the footer
// resolves to a route, and the sitemap the build writes (build/public-pages.ts) lists every public page in both
// languages and only those.
import { describe, it, expect } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../router';
import { publicPages, sitemapXml } from '../../../../build/public-pages.ts';
import { readSiteSource } from '../../../../build/content-source.ts';
import { renderPage } from '../../../../build/content-plugin.ts';
import { loadContent, type ContentGroup } from '../../../features/marketing/content/load';
import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, MEGA_MENUS } from '../../../features/marketing/components/marketing-nav';

const GROUPS: ContentGroup[] = ['home', 'company', 'solutions', 'blog', 'learn'];
function hrefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => hrefs(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') out.push(v);
      else hrefs(v, out);
    }
  }
  return out;
}

function routed(path: string): boolean {
  const last = matchRoutes(routes, path)?.at(-1)?.route;
  return Boolean(last && last.path !== '*');
}

describe('marketing links', () => {
  it('links only to paths the router serves', async () => {
    const links = [
      ...(await Promise.all(GROUPS.map((g) => loadContent(g, 'en')))).flatMap((c) => hrefs(c)),
      ...MEGA_MENUS.flatMap((m) => m.columns.flatMap((c) => c.links.map((l) => l.href))),
      ...FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.href)),
      FOOTER_LEGAL_LINKS.feedback,
      FOOTER_LEGAL_LINKS.terms,
    ];
    expect(links.filter((href) => !routed(href))).toEqual([]);
  });

  it('links the Markdown pages (docs, guides, blog) only to routed pages or the OpenAPI document', () => {
    const links = readSiteSource('pt').pages.flatMap((page) =>
      [...renderPage(page, 'pt').html.matchAll(/<a href="(\/[^"#]*)/g)].map((m) => m[1] ?? ''),
    );
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((href) => href !== '/openapi.yaml' && !routed(href))).toEqual([]);
  });

  it('has a solutions page for every mega-menu solution link', async () => {
    const solutions = await loadContent('solutions', 'en');
    const slugs = MEGA_MENUS.flatMap((m) => m.columns.flatMap((c) => c.links.map((l) => l.href)))
      .filter((h) => h.startsWith('/solutions/'))
      .map((h) => h.slice('/solutions/'.length));
    expect(slugs.filter((s) => !(s in solutions.items))).toEqual([]);
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml(publicPages(), 'https://osb.example');
  const listed = [...xml.matchAll(/<loc>https:\/\/osb\.example(\/[^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists only routed pages', () => {
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.filter((p) => !p || !routed(p))).toEqual([]);
  });

  it('lists every solution, post, doc and guide', async () => {
    const [solutions, blog, learn] = await Promise.all([
      loadContent('solutions', 'en'),
      loadContent('blog', 'en'),
      loadContent('learn', 'en'),
    ]);
    const expected = [
      ...Object.keys(solutions.items).map((s) => `/solutions/${s}`),
      ...Object.keys(blog.posts).map((s) => `/blog/${s}`),
      ...Object.entries(learn.docs.topics).flatMap(([q, t]) => Object.keys(t.articles).map((s) => `/docs/${q}/${s}`)),
      ...Object.entries(learn.guides.topics).flatMap(([q, t]) => Object.keys(t.articles).map((s) => `/guides/${q}/${s}`)),
    ];
    expect(expected.filter((p) => !listed.includes(p))).toEqual([]);
    expect(expected.filter((p) => !listed.includes(`/en${p}`))).toEqual([]);
  });
});
