// Vite plugin: the docs, guides and blog (content-source.ts) as modules the app imports.
// - virtual:osb-learn/<lang>: the docs and guides (titles, leads, topics, previous/next), data only;
// - virtual:osb-blog/<lang>: the posts, newest first, likewise;
// - virtual:osb-pages/<lang>: each page's path to a lazy loader of its body;
// - virtual:osb-page/<lang>/<path>: one page's HTML and table of contents (markdown.ts), a chunk of its own;
// - virtual:osb-search/<lang>: the docs search index (search-index.ts), loaded when the search opens;
// and openapi.yaml at the site's root (the API reference links to it): written into the build, served in dev.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { docs as docsMessages } from '../src/i18n/messages/docs.ts';
import { localePath } from '../src/lib/locale-path.ts';
import { OPENAPI_FILE } from './api-reference.ts';
import { CONTENT_DIR, readSiteSource, type Lang, type SourcePage, type SiteSource } from './content-source.ts';
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import { buildSearchIndex } from './search-index.ts';

const PREFIX = 'virtual:osb-';
const LANGS: readonly Lang[] = ['pt', 'en'];

/** A page's HTML in a language, with the copy and heading-link labels of that language. */
export function renderPage(page: SourcePage, lang: Lang): RenderedMarkdown {
  const labels = docsMessages[lang];
  return renderMarkdown(page.markdown, {
    labels: { copy: labels.copy, anchor: labels.anchor },
    localize: (path) => localePath(path, lang),
  });
}

export const pageModuleId = (lang: Lang, path: string): string => `${PREFIX}page/${lang}${path}`;

const link = (page: SourcePage | undefined) => (page ? { title: page.title, path: page.path } : null);

/** The pages of one section in reading order, each with the page before and after it in that section. */
function withNeighbours(pages: readonly SourcePage[]) {
  return pages.map((page, index) => ({ page, prev: link(pages[index - 1]), next: link(pages[index + 1]) }));
}

// The index modules hold no import(): a module with one needs Vite's preload helper, which would then be listed
// beside every import of the index in code that / loads first (content/load.ts).
function entry(page: SourcePage, prev: unknown, next: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ title: page.title, lead: page.description, path: page.path, prev, next, ...extra });
}

/** virtual:osb-pages/<lang>: each page's Portuguese path to the loader of its body in that language. */
export function pagesModule(lang: Lang, site: SiteSource): string {
  const loaders = site.pages.map((page) => `${JSON.stringify(page.path)}:() => import(${JSON.stringify(pageModuleId(lang, page.path))})`);
  return `export default {${loaders.join(',')}};\n`;
}

/** virtual:osb-learn/<lang>: LearnContent (content/types.ts). */
export function learnModule(site: SiteSource): string {
  const library = (section: 'docs' | 'guides') => {
    const meta = site[section];
    const neighbours = withNeighbours(site.pages.filter((p) => p.section === section));
    const topics = Object.entries(meta.topics).map(([key, topic]) => {
      const articles = neighbours
        .filter(({ page }) => page.topic === key)
        .map(({ page, prev, next }) => `${JSON.stringify(page.slug)}:${entry(page, prev, next)}`);
      return `${JSON.stringify(key)}:{"name":${JSON.stringify(topic.name)},"summary":${JSON.stringify(topic.summary)},"articles":{${articles.join(',')}}}`;
    });
    return `{"title":${JSON.stringify(meta.title)},"lead":${JSON.stringify(meta.lead)},"topics":{${topics.join(',')}}}`;
  };
  return `export default {"docs":${library('docs')},"guides":${library('guides')}};\n`;
}

/** virtual:osb-blog/<lang>: BlogContent (content/types.ts). */
export function blogModule(site: SiteSource): string {
  const posts = withNeighbours(site.pages.filter((p) => p.section === 'blog')).map(
    ({ page, prev, next }) => `${JSON.stringify(page.slug)}:${entry(page, prev, next, { date: page.date, author: page.author })}`,
  );
  return `export default {"title":${JSON.stringify(site.blog.title)},"lead":${JSON.stringify(site.blog.lead)},"posts":{${posts.join(',')}}};\n`;
}

/** The search index of a language's docs and guides, as JSON. */
export function searchIndexJson(lang: Lang, site: SiteSource): string {
  return buildSearchIndex(
    site.pages
      .filter((p) => p.section !== 'blog')
      .map((p) => ({ url: localePath(p.path, lang), title: p.title, description: p.description, sections: renderPage(p, lang).sections })),
  );
}

export function markdownContent(): Plugin {
  const files = (site: SiteSource) => site.pages.flatMap((p) => (p.file ? [p.file] : []));
  return {
    name: 'osb:markdown-content',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [kind = '', lang = '', ...rest] = id.slice(PREFIX.length + 1).split('/');
      if (!LANGS.includes(lang as Lang)) throw new Error(`${id}: no such language`);
      const site = readSiteSource(lang as Lang);
      for (const file of [...files(site), join(CONTENT_DIR, lang, 'library.yaml'), join(CONTENT_DIR, lang, 'api-reference.yaml')])
        this.addWatchFile(file);
      if (kind === 'learn') return learnModule(site);
      if (kind === 'blog') return blogModule(site);
      if (kind === 'pages') return pagesModule(lang as Lang, site);
      if (kind === 'search') return `export default ${JSON.stringify(searchIndexJson(lang as Lang, site))};\n`;
      if (kind === 'page') {
        const path = `/${rest.join('/')}`;
        const page = site.pages.find((p) => p.path === path);
        if (!page) throw new Error(`${id}: no page at ${path}`);
        const { html, toc } = renderPage(page, lang as Lang);
        return `export default ${JSON.stringify({ html, toc })};\n`;
      }
      throw new Error(`${id}: unknown content module`);
    },
    configureServer(server) {
      server.middlewares.use('/openapi.yaml', (_req, res) => {
        res.setHeader('content-type', 'application/yaml; charset=utf-8');
        res.end(readFileSync(OPENAPI_FILE));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'openapi.yaml', source: readFileSync(OPENAPI_FILE) });
    },
  };
}
