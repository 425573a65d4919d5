// The docs, guides and blog as the build reads them: content/<lang>/library.yaml (sections and topics), one
// Markdown file per page and language (content/<lang>/{docs,guides}/<topic>/<slug>.md, content/<lang>/blog/<slug>.md,
// front matter: title, description, order or date and author), and the API reference pages written from
// openapi.yaml (api-reference.ts) into the docs topic the reference words name. Node only: the Vite plugin
// (content-plugin.ts) and the public pages' head tags (public-pages.ts) read it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { keyScopes, readOpenApi, referenceMarkdown, type OpenApiDocument, type ReferenceWords } from './api-reference.ts';
import { parseFrontMatter } from './markdown.ts';

export type Lang = 'pt' | 'en';
export type SectionName = 'docs' | 'guides' | 'blog';

export const CONTENT_DIR = join(import.meta.dirname, '..', 'src', 'features', 'marketing', 'content');

export interface LibraryMeta {
  title: string;
  lead: string;
  topics: Record<string, { name: string; summary: string }>;
}

export interface SourcePage {
  section: SectionName;
  /** The docs or guides topic; null for a blog post. */
  topic: string | null;
  slug: string;
  /** The Portuguese path ("/docs/cloud/x"); the English one is under /en. */
  path: string;
  title: string;
  description: string;
  order: number;
  date: string | null;
  author: string | null;
  /** The Markdown body (front matter off). */
  markdown: string;
  /** The file it was read from; null for a generated page. */
  file: string | null;
}

export interface SiteSource {
  docs: LibraryMeta;
  guides: LibraryMeta;
  blog: { title: string; lead: string };
  /** Docs then guides, each in topic order then page order; then posts, newest first. */
  pages: SourcePage[];
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${what}: missing`);
  return value.trim();
}

function readPage(file: string, section: SectionName, topic: string | null, slug: string): SourcePage {
  const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
  const date =
    section === 'blog' ? text(data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date, `${file} date`) : null;
  return {
    section,
    topic,
    slug,
    path: topic ? `/${section}/${topic}/${slug}` : `/${section}/${slug}`,
    title: text(data.title, `${file} title`),
    description: text(data.description, `${file} description`),
    order: typeof data.order === 'number' ? data.order : 0,
    date,
    author: section === 'blog' ? text(data.author, `${file} author`) : null,
    markdown: body,
    file,
  };
}

const markdownFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];

/** The API reference's words in a language. */
export function referenceWords(lang: Lang, dir = CONTENT_DIR): ReferenceWords {
  return parseYaml(readFileSync(join(dir, lang, 'api-reference.yaml'), 'utf8')) as ReferenceWords;
}

let openApi: OpenApiDocument | null = null;

/** Everything one language's docs, guides and blog hold, read from disk (and openapi.yaml) now. */
export function readSiteSource(lang: Lang, dir = CONTENT_DIR, doc: OpenApiDocument = (openApi ??= readOpenApi())): SiteSource {
  const meta = parseYaml(readFileSync(join(dir, lang, 'library.yaml'), 'utf8')) as Pick<SiteSource, 'docs' | 'guides' | 'blog'>;
  const pages: SourcePage[] = [];
  for (const section of ['docs', 'guides'] as const) {
    for (const topic of Object.keys(meta[section].topics)) {
      const folder = join(dir, lang, section, topic);
      const inTopic = markdownFiles(folder).map((f) => readPage(join(folder, f), section, topic, f.slice(0, -3)));
      if (section === 'docs') {
        const words = referenceWords(lang, dir);
        if (words.topic === topic)
          keyScopes(doc).forEach((scope, index) => {
            const page = words.pages[scope];
            if (!page) throw new Error(`api-reference.yaml (${lang}): no title for the ${scope} scope`);
            inTopic.push({
              section,
              topic,
              slug: scope,
              path: `/docs/${topic}/${scope}`,
              title: page.title,
              description: page.description,
              order: 100 + index,
              date: null,
              author: null,
              markdown: referenceMarkdown(doc, scope, words),
              file: null,
            });
          });
      }
      if (inTopic.length === 0) throw new Error(`${folder}: the topic has no page`);
      pages.push(...inTopic.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)));
    }
  }
  const posts = markdownFiles(join(dir, lang, 'blog')).map((f) => readPage(join(dir, lang, 'blog', f), 'blog', null, f.slice(0, -3)));
  pages.push(...posts.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')));
  return { ...meta, pages };
}
