// The public site as the build writes it out (build/prerender.ts): every page of spec section 2's marketing shell
// and of the marketing content, in Portuguese at its path and in English under /en, with the head tags search
// engines and link previews read (description, canonical, hreflang, Open Graph, Twitter), and the files derived
// from the same list: sitemap.xml, robots.txt, and which paths are pages of the app at all (the rest are 404s).
import { matchPath } from 'react-router';
import type { Article, CompanyContent, HomeContent, SolutionsContent } from '../src/features/marketing/content/types.ts';
import ptHome from '../src/features/marketing/content/pt/home.ts';
import ptCompany from '../src/features/marketing/content/pt/company.ts';
import ptSolutions from '../src/features/marketing/content/pt/solutions.ts';
import enHome from '../src/features/marketing/content/en/home.ts';
import enCompany from '../src/features/marketing/content/en/company.ts';
import enSolutions from '../src/features/marketing/content/en/solutions.ts';
import {
  DOCS_HOME,
  EXTERNAL_REDIRECTS,
  MARKET_CATEGORIES,
  PAY_FLOWS,
  PRODUCT,
  REDIRECTS,
  isPostPath,
  paths,
  profileUserName,
} from '../src/app/paths.ts';
import { isPublicPath, localePath, type UrlLanguage } from '../src/lib/locale-path.ts';
import { readSiteSource, type SiteSource } from './content-source.ts';
import { marketing } from '../src/i18n/messages/marketing.ts';

export type Lang = UrlLanguage;
export const LANGS: readonly Lang[] = ['pt', 'en'];

export interface PublicPage {
  /** The Portuguese URL ("/docs/cloud/x"). */
  path: string;
  /** The English URL ("/en/docs/cloud/x"), or null for a page with one language-neutral URL (/sign-in). */
  en: string | null;
  /** Open Graph type: an article for a post, a docs article or a guide; the site for the rest. */
  kind: 'website' | 'article';
  description: Record<Lang, string>;
}

interface Content {
  home: HomeContent;
  company: CompanyContent;
  solutions: SolutionsContent;
  /** Docs, guides and blog: Markdown (content-source.ts), descriptions from each page's front matter. */
  site: SiteSource;
}

const CONTENT: Record<Lang, Content> = {
  pt: { home: ptHome, company: ptCompany, solutions: ptSolutions, site: readSiteSource('pt') },
  en: { home: enHome, company: enCompany, solutions: enSolutions, site: readSiteSource('en') },
};

/** Search engines show about 155-160 characters: a longer lead is cut at a word and marked as cut. */
export function descriptionOf(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

type Entry = { kind: PublicPage['kind']; text: string };

/** Every page of one language's content, by its Portuguese path, with the text its description comes from. */
function entriesOf(c: Content): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const site = (path: string, text: string) => entries.set(path, { kind: 'website', text });
  const article = (path: string, text: string) => entries.set(path, { kind: 'article', text });
  site('/', c.home.hero.lead);
  const company: Array<[string, Article]> = [
    ['/about', c.company.about],
    ['/careers', c.company.careers],
    ['/contact-us', c.company.contact],
    ['/download', c.company.download],
    ['/help', c.company.help],
    ['/partners', c.company.partners],
    ['/privacy', c.company.privacy],
    ['/resources', c.company.resources],
    ['/sdks', c.company.sdks],
    ['/security', c.company.security],
    ['/terms', c.company.terms],
  ];
  for (const [path, a] of company) site(path, a.lead);
  site('/pricing', c.company.pricing.lead);
  site('/faqs', c.company.faqs.lead);
  site('/solutions', c.solutions.lead);
  for (const [slug, s] of Object.entries(c.solutions.items)) site(paths.solution.getHref(slug), s.lead);
  site('/blog', c.site.blog.lead);
  // A docs topic has no page of its own (/docs/{query} opens its first article); a guides topic does.
  for (const [topic, t] of Object.entries(c.site.guides.topics)) site(paths.guidesTopic.getHref(topic), t.summary);
  for (const page of c.site.pages) article(page.path, page.description);
  return entries;
}

/** The public pages, Portuguese path first; each marketing page in both languages, then /sign-in. */
export function publicPages(content: Record<Lang, Content> = CONTENT): PublicPage[] {
  const pt = entriesOf(content.pt);
  const en = entriesOf(content.en);
  const missing = [...pt.keys()].filter((p) => !en.has(p)).concat([...en.keys()].filter((p) => !pt.has(p)));
  if (missing.length > 0) throw new Error(`public pages: only in one language: ${missing.join(', ')}`);
  const pages: PublicPage[] = [...pt].map(([path, entry]) => ({
    path,
    en: localePath(path, 'en'),
    kind: entry.kind,
    description: { pt: descriptionOf(entry.text), en: descriptionOf(en.get(path)?.text ?? '') },
  }));
  pages.push({
    path: paths.signIn.path,
    en: null,
    kind: 'website',
    description: { pt: descriptionOf(content.pt.company.signIn.description), en: descriptionOf(content.en.company.signIn.description) },
  });
  return pages;
}

/** The page's URL in a language (its only URL when it has one). */
export const urlOf = (page: PublicPage, lang: Lang): string => (lang === 'en' && page.en ? page.en : page.path);

/** Every written-out URL: each page's Portuguese one, then its English one. */
export const publicUrls = (pages: readonly PublicPage[]): string[] => pages.flatMap((p) => (p.en ? [p.path, p.en] : [p.path]));

/**
 * The site's origin from `SITE_ORIGIN` (e.g. "https://osb.example"): canonical links, hreflang, the sitemap and
 * Open Graph URLs are absolute. A local build without it names `vite preview`'s own address.
 */
export function siteOrigin(value: string | undefined = process.env.SITE_ORIGIN): string {
  const raw = value?.trim() || 'http://localhost:4173';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_ORIGIN is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_ORIGIN must be http(s): ${raw}`);
  return url.origin;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const OG_LOCALE: Record<Lang, string> = { pt: 'pt_BR', en: 'en_US' };

/** The link-preview image (client/public/og-image.png, drawn once by scripts/make-og-image.ts): Open Graph's large card. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** What the image shows, for those who cannot see it: the name and the site's tagline, in the page's language. */
const ogImageAlt = (lang: Lang): string => `OSB: ${marketing[lang].tagline}`;

/**
 * The head tags of a page in a language: description, canonical (the page's own URL in that language), hreflang
 * to each language's URL and x-default to the Portuguese one (the default language), Open Graph and Twitter.
 */
export function headTags(page: PublicPage, lang: Lang, title: string, origin: string): string {
  const url = (l: Lang) => `${origin}${urlOf(page, l)}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const description = page.description[lang];
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url(lang))}">`,
    ...(page.en
      ? [
          ...LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(url(l))}">`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('pt'))}">`,
        ]
      : []),
    meta('property', 'og:type', page.kind),
    meta('property', 'og:site_name', 'OSB'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url(lang)),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    ...(page.en ? [meta('property', 'og:locale:alternate', OG_LOCALE[lang === 'pt' ? 'en' : 'pt'])] : []),
    meta('property', 'og:image', `${origin}${OG_IMAGE.path}`),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', ogImageAlt(lang)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', `${origin}${OG_IMAGE.path}`),
    meta('name', 'twitter:image:alt', ogImageAlt(lang)),
  ];
  return tags.join('');
}

/** sitemap.xml: every written-out URL, each with its language versions (xhtml:link alternates). */
export function sitemapXml(pages: readonly PublicPage[], origin: string): string {
  const urls = pages.flatMap((page) => {
    const langs = page.en ? LANGS : (['pt'] as const);
    const alternates = page.en
      ? [...LANGS.map((l) => [l, urlOf(page, l)] as const), ['x-default', page.path] as const]
          .map(([l, u]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + u)}"/>`)
          .join('')
      : '';
    return langs.map((l) => `  <url><loc>${escapeHtml(origin + urlOf(page, l))}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every route path of the app (app/paths.ts), redirects included; a profile is /{username}, matched apart. */
function routePatterns(): string[] {
  const patterns = new Set<string>();
  for (const [key, value] of Object.entries(paths)) {
    if (key === 'profile' || key === 'marketCategory' || key === 'sitemap') continue;
    if (typeof value.path === 'string') patterns.add(value.path);
  }
  for (const flow of PAY_FLOWS) patterns.add(paths.payFlow.path(flow));
  for (const category of MARKET_CATEGORIES) patterns.add(paths.marketCategory.getHref(category));
  for (const r of [...REDIRECTS, ...EXTERNAL_REDIRECTS]) patterns.add(r.from);
  return [...patterns];
}

/** First segments of the signed-in areas (everything routed that is neither public nor sign-in), for robots.txt. */
export function signedInSegments(): string[] {
  const segments = new Set<string>();
  for (const pattern of routePatterns()) {
    const first = pattern.split('/')[1] ?? '';
    if (first === '' || first.startsWith(':') || isPublicPath(pattern) || pattern === paths.signIn.path) continue;
    segments.add(first);
  }
  return [...segments].sort();
}

/** robots.txt: the public site open, the signed-in areas and profiles (/@name) not crawled, and the sitemap. */
export function robotsTxt(origin: string): string {
  const disallow = [...signedInSegments().map((s) => `/${s}`), '/@'];
  return ['User-agent: *', 'Allow: /', ...disallow.map((d) => `Disallow: ${d}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** A public URL that only leads to another: the docs and guides homes, and each docs topic (its first article). */
export interface PublicRedirect {
  from: string;
  to: string;
}

/**
 * The public redirects, in both languages, for the static host's `_redirects` (301): a crawler or a visitor without
 * scripts asking for /docs, /guides or /docs/{topic} is sent to the page the app would open (app/paths.ts REDIRECTS,
 * library-pages.tsx DocsTopicPage: a topic's first article), rather than the app shell's loading screen.
 */
export function publicRedirects(pages: readonly PublicPage[]): PublicRedirect[] {
  const homes: PublicRedirect[] = [
    { from: paths.docs.path, to: DOCS_HOME },
    { from: paths.guides.path, to: paths.guidesTopic.getHref(PRODUCT) },
  ];
  const firstArticle = new Map<string, string>();
  for (const page of pages) {
    const match = matchPath({ path: paths.docsArticle.path, end: true }, page.path);
    const topic = match?.params.query;
    if (topic && !firstArticle.has(topic)) firstArticle.set(topic, page.path);
  }
  const topics = [...firstArticle].map(([topic, to]) => ({ from: paths.docsTopic.getHref(topic), to }));
  return [...homes, ...topics].flatMap((r) => [r, { from: localePath(r.from, 'en'), to: localePath(r.to, 'en') }]);
}

/** The `_redirects` file (Netlify / Cloudflare Pages format): one "from to 301" line a redirect. */
export function redirectsFile(redirects: readonly PublicRedirect[]): string {
  return [
    '# Generated at build by client/build/public-pages.ts: public URLs that lead to another page.',
    ...redirects.map((r) => `${r.from} ${r.to} 301`),
    '',
  ].join('\n');
}

/**
 * Whether a path (not a written-out page) is a page of the app, served the app shell with 200: a signed-in page,
 * a redirect, a docs topic (it opens its first article), a profile. Anything else is the 404 page with 404.
 * Marketing pages with a parameter (/blog/{query}…) are pages only as written out: an unknown slug is a 404.
 */
export function createRouteMatcher(pages: readonly PublicPage[]): (pathname: string) => boolean {
  const parametrisedPublic = new Set<string>([
    paths.blogPost.path,
    paths.solution.path,
    paths.docsTopic.path,
    paths.docsArticle.path,
    paths.guidesTopic.path,
    paths.guide.path,
  ]);
  const patterns = routePatterns().filter((p) => !parametrisedPublic.has(p));
  const docsTopics = new Set(
    pages
      .filter((p) => p.path.startsWith('/docs/'))
      .flatMap((p) => [p.path, p.en ?? p.path].map((u) => u.split('/').slice(0, -1).join('/'))),
  );
  const extra = new Set([...docsTopics, ...['/docs', '/guides'].map((p) => localePath(p, 'en'))]);
  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (extra.has(path)) return true;
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, path))) return true;
    const segments = path.split('/').filter(Boolean);
    if (segments.length === 1 && profileUserName(decodeSegment(segments[0] ?? '')) !== null) return true;
    // A post's permalink: /@{username}/post/{id}.
    if (segments.length === 3 && segments[1] === 'post' && isPostPath(decodeSegment(segments[0] ?? ''), segments[2])) return true;
    return false;
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
