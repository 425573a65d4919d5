// The public site's URL per language: Portuguese (the default) at the path itself (/docs/…), English under /en
// (/en/docs/…). Only the marketing pages have both; sign-in and the signed-in areas have one URL each.

export type UrlLanguage = 'pt' | 'en';

export const EN_PREFIX = '/en';

/** First path segments of the marketing pages (spec section 2's public marketing shell; '' is the home page). */
const PUBLIC_SEGMENTS: ReadonlySet<string> = new Set([
  '',
  'about',
  'blog',
  'careers',
  'contact-us',
  'download',
  'faqs',
  'help',
  'partners',
  'pricing',
  'privacy',
  'sdks',
  'security',
  'solutions',
  'terms',
  'resources',
  'docs',
  'guides',
]);

const EN_PATH = /^\/en(?=\/|$)/;

/** The language a URL names: English under /en, Portuguese anywhere else. */
export function urlLanguage(pathname: string): UrlLanguage {
  return EN_PATH.test(pathname) ? 'en' : 'pt';
}

/** The path without its language prefix: "/en/docs/x" → "/docs/x", "/en" → "/". */
export function withoutLanguage(pathname: string): string {
  return pathname.replace(EN_PATH, '') || '/';
}

/** Whether a path (without its language prefix) is a marketing page, which has a URL per language. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_SEGMENTS.has(withoutLanguage(pathname).split('/')[1] ?? '');
}

/**
 * The URL of `href` in `lang`: a marketing page's path gets or loses /en, any other href (sign-in, a signed-in
 * page, another site) is returned as it is. Query and hash are kept.
 */
export function localePath(href: string, lang: UrlLanguage): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (!isPublicPath(path)) return href;
  const bare = withoutLanguage(path);
  if (lang === 'pt') return bare + rest;
  return (bare === '/' ? EN_PREFIX : EN_PREFIX + bare) + rest;
}
