// The marketing content exists in both languages with the same pages, slugs and shape, every internal link
// resolves to a route, and public/sitemap.xml lists every public page.
import { describe, it, expect } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../../app/router';
import xml from '../../../../public/sitemap.xml?raw';
import { loadContent, type ContentGroup } from '../content/load';
import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, MEGA_MENUS, SOCIAL_NETWORKS } from '../components/marketing-nav';

const GROUPS: ContentGroup[] = ['home', 'company', 'solutions', 'blog', 'learn'];

/** The structure of a value with its words removed: keys, array lengths and value types. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

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

describe('marketing content', () => {
  it.each(GROUPS)('%s has the same shape in Portuguese and English', async (group) => {
    const [pt, en] = await Promise.all([loadContent(group, 'pt'), loadContent(group, 'en')]);
    expect(shape(pt)).toEqual(shape(en));
    expect(JSON.stringify(pt)).not.toEqual(JSON.stringify(en));
  });

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

  it('has a solutions page for every mega-menu solution link', async () => {
    const solutions = await loadContent('solutions', 'en');
    const slugs = MEGA_MENUS.flatMap((m) => m.columns.flatMap((c) => c.links.map((l) => l.href)))
      .filter((h) => h.startsWith('/solutions/'))
      .map((h) => h.slice('/solutions/'.length));
    expect(slugs.filter((s) => !(s in solutions.items))).toEqual([]);
  });

  it('lists ten social networks (spec section 2)', () => {
    expect(SOCIAL_NETWORKS).toHaveLength(10);
  });
});

describe('public/sitemap.xml', () => {
  const listed = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists only routed pages', () => {
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.filter((p) => !p || !routed(p))).toEqual([]);
  });

  it('lists every solution, post, doc and guide', async () => {
    const [solutions, blog, learn] = await Promise.all([loadContent('solutions', 'en'), loadContent('blog', 'en'), loadContent('learn', 'en')]);
    const expected = [
      ...Object.keys(solutions.items).map((s) => `/solutions/${s}`),
      ...Object.keys(blog.posts).map((s) => `/blog/${s}`),
      ...Object.entries(learn.docs.topics).flatMap(([q, t]) => Object.keys(t.articles).map((s) => `/docs/${q}/${s}`)),
      ...Object.entries(learn.guides.topics).flatMap(([q, t]) => Object.keys(t.articles).map((s) => `/guides/${q}/${s}`)),
    ];
    expect(expected.filter((p) => !listed.includes(p))).toEqual([]);
  });
});
