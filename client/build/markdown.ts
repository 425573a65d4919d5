// Markdown to HTML for the docs, guides and blog, at build time (content-plugin.ts): markdown-it (CommonMark, raw
// HTML off), headings with ids and a "#" link, code highlighted by highlight.js with a copy button, internal links
// in the page's language, and the table of contents and the text by section that the docs search indexes.
import markdownIt from 'markdown-it';
import type { MarkdownIt, Token } from 'markdown-it';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import http from 'highlight.js/lib/languages/http';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import { parse as parseYaml } from 'yaml';

// Only the languages the content uses: highlight.js runs here, never in the browser (the HTML carries its classes).
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('http', http);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('typescript', typescript);
hljs.registerAliases(['sh', 'shell'], { languageName: 'bash' });
hljs.registerAliases(['js'], { languageName: 'javascript' });
hljs.registerAliases(['ts'], { languageName: 'typescript' });

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A stretch of the page under one heading (the intro has none): what the docs search indexes. */
export interface TextSection {
  id: string | null;
  heading: string | null;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  sections: TextSection[];
}

export interface RenderOptions {
  /** The copy button's label and the heading link's accessible name, in the page's language. */
  labels: { copy: string; anchor: string };
  /** An internal link ("/docs/…") as the page's language spells it ("/en/docs/…" on an English page). */
  localize?: (path: string) => string;
}

/** A heading's id: its words without accents, lower case, joined by hyphens ("Criar uma chave" → "criar-uma-chave"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "## Title {#chosen-id}" names its own id (the API reference uses operation ids). */
const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/i;

function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? '';
  return token.children
    .map((child) =>
      child.type === 'text' || child.type === 'code_inline'
        ? child.content
        : child.type === 'softbreak' || child.type === 'hardbreak'
          ? ' '
          : '',
    )
    .join('');
}

function createParser(options: RenderOptions): MarkdownIt {
  const md = markdownIt({ html: false, linkify: false, typographer: false });
  const { labels } = options;
  const localize = options.localize ?? ((path: string) => path);

  md.renderer.rules.heading_close = (tokens, idx, opts, _env, self) => {
    const open = tokens[idx - 2];
    const id = String(open?.attrGet('id') ?? '');
    const link = id ? `<a class="mk-anchor" href="#${escapeHtml(id)}" aria-label="${escapeHtml(labels.anchor)}">#</a>` : '';
    return link + self.renderToken(tokens, idx, opts);
  };

  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx];
    if (!token) return '';
    const language = token.info.trim().split(/\s+/)[0] ?? '';
    const known = language !== '' && hljs.getLanguage(language) !== undefined;
    const code = known ? hljs.highlight(token.content, { language, ignoreIllegals: true }).value : escapeHtml(token.content);
    const className = known ? ` class="hljs language-${escapeHtml(language)}"` : ' class="hljs"';
    // The block scrolls sideways on a narrow screen, so it takes focus (arrow keys scroll it).
    return `<div class="mk-code"><pre tabindex="0"><code${className}>${code}</code></pre><button type="button" class="mk-code__copy" data-copy>${escapeHtml(labels.copy)}</button></div>\n`;
  };

  md.renderer.rules.table_open = () => '<div class="mk-table" tabindex="0"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';

  md.renderer.rules.link_open = (tokens, idx, opts, _env, self) => {
    const token = tokens[idx];
    const href = String(token?.attrGet('href') ?? '');
    if (token && href.startsWith('/') && !href.startsWith('//')) token.attrSet('href', localize(href));
    return self.renderToken(tokens, idx, opts);
  };
  return md;
}

/** Renders one page's Markdown body (front matter already taken off: parseFrontMatter). */
export function renderMarkdown(source: string, options: RenderOptions): RenderedMarkdown {
  const md = createParser(options);
  const tokens = md.parse(source, {});
  const toc: TocEntry[] = [];
  const sections: TextSection[] = [{ id: null, heading: null, text: '' }];
  const used = new Set<string>();
  const addText = (text: string) => {
    const current = sections[sections.length - 1];
    if (current && text.trim()) current.text = current.text ? `${current.text}\n${text.trim()}` : text.trim();
  };
  for (const [index, token] of tokens.entries()) {
    if (token.type === 'heading_open') {
      const inline = tokens[index + 1];
      const level = Number(token.tag.slice(1));
      // The explicit id is taken off the heading's text before anything reads it.
      const last = inline?.children?.at(-1);
      const explicit = last?.type === 'text' ? EXPLICIT_ID.exec(last.content) : null;
      if (explicit && last && inline) {
        last.content = last.content.replace(EXPLICIT_ID, '');
        inline.content = inline.content.replace(EXPLICIT_ID, '');
      }
      const text = inlineText(inline).trim();
      if (level === 2 || level === 3) {
        let id = explicit?.[1]?.toLowerCase() ?? slugify(text);
        for (let n = 2; used.has(id); n++) id = `${explicit?.[1]?.toLowerCase() ?? slugify(text)}-${n}`;
        used.add(id);
        token.attrSet('id', id);
        toc.push({ id, text, level });
        sections.push({ id, heading: text, text: '' });
      }
    } else if (token.type === 'inline' && tokens[index - 1]?.type !== 'heading_open') addText(inlineText(token));
    else if (token.type === 'fence' || token.type === 'code_block') addText(token.content);
  }
  return { html: md.renderer.render(tokens, md.options, {}), toc, sections: sections.filter((s) => s.heading !== null || s.text !== '') };
}

/** A Markdown file's front matter (YAML between "---" lines) and its body. */
export function parseFrontMatter(text: string, file = 'Markdown'): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) throw new Error(`${file}: no front matter (a "---" block with title and description)`);
  const data: unknown = parseYaml(match[1] ?? '');
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`${file}: the front matter is not a mapping`);
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length) };
}
