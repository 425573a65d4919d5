// The Markdown pipeline of the docs, guides and blog: heading ids and "#" links, the table of contents, code
// highlighted at build time with a copy button, links in the page's language, and previous/next in a section.
import { describe, expect, it } from 'vitest';
import { parseFrontMatter, renderMarkdown, slugify } from './markdown.ts';
import { blogModule, learnModule, pagesModule, renderPage } from './content-plugin.ts';
import { readSiteSource } from './content-source.ts';

const labels = { copy: 'Copiar', anchor: 'Link para esta seção' };

describe('renderMarkdown', () => {
  const source = [
    'Intro with `code` and a [link](/docs/cloud/register-a-domain).',
    '',
    '## Configurações da conta',
    '',
    'Text under it.',
    '',
    '### Detalhe',
    '',
    '## Configurações da conta',
    '',
    '## POST /cloud/x {#cloudx}',
    '',
    '```bash',
    'curl -sS "$OSB_API/cloud/x" # a <comment>',
    '```',
    '',
    '```',
    'plain <text>',
    '```',
  ].join('\n');
  const page = renderMarkdown(source, { labels, localize: (path) => `/en${path}` });

  it('gives each heading an id from its words (accents off, unique) or the one it names, with a "#" link to it', () => {
    expect(slugify('Configurações da conta')).toBe('configuracoes-da-conta');
    expect(page.html).toContain(
      '<h2 id="configuracoes-da-conta">Configurações da conta<a class="mk-anchor" href="#configuracoes-da-conta" aria-label="Link para esta seção">#</a></h2>',
    );
    expect(page.html).toContain('<h2 id="configuracoes-da-conta-2">');
    expect(page.html).toContain('<h3 id="detalhe">Detalhe<a class="mk-anchor" href="#detalhe"');
    expect(page.html).toContain('<h2 id="cloudx">POST /cloud/x<a class="mk-anchor" href="#cloudx"');
  });

  it('lists the headings in a table of contents', () => {
    expect(page.toc).toEqual([
      { id: 'configuracoes-da-conta', text: 'Configurações da conta', level: 2 },
      { id: 'detalhe', text: 'Detalhe', level: 3 },
      { id: 'configuracoes-da-conta-2', text: 'Configurações da conta', level: 2 },
      { id: 'cloudx', text: 'POST /cloud/x', level: 2 },
    ]);
  });

  it('highlights code at build time and puts a copy button, in the page language, beside each block', () => {
    expect(page.html).toContain(
      '<code class="hljs language-bash">curl -sS <span class="hljs-string">&quot;<span class="hljs-variable">$OSB_API</span>',
    );
    expect(page.html).toContain('<span class="hljs-comment"># a &lt;comment&gt;</span>');
    expect(page.html).toContain('<code class="hljs">plain &lt;text&gt;\n</code>');
    expect(page.html.match(/<button type="button" class="mk-code__copy" data-copy>Copiar<\/button>/g)).toHaveLength(2);
    // The block scrolls sideways on a phone: it takes the keyboard's focus.
    expect(page.html).toContain('<div class="mk-code"><pre tabindex="0">');
  });

  it('writes internal links in the page language and never passes raw HTML through', () => {
    expect(page.html).toContain('<a href="/en/docs/cloud/register-a-domain">link</a>');
    expect(renderMarkdown('<script>alert(1)</script>', { labels }).html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  it('keeps the text under each heading for the search, code included', () => {
    expect(page.sections[0]).toEqual({ id: null, heading: null, text: 'Intro with code and a link.' });
    expect(page.sections.find((s) => s.id === 'cloudx')?.text).toContain('curl -sS "$OSB_API/cloud/x"');
  });

  it('reads front matter', () => {
    expect(parseFrontMatter('---\ntitle: A\ndescription: B\n---\nBody').data).toEqual({ title: 'A', description: 'B' });
    expect(() => parseFrontMatter('no front matter', 'x.md')).toThrow('x.md: no front matter');
  });
});

describe('the content', () => {
  const pt = readSiteSource('pt');
  const en = readSiteSource('en');

  it('has the same pages in Portuguese and English, each with a title and a description', () => {
    expect(pt.pages.map((p) => p.path)).toEqual(en.pages.map((p) => p.path));
    for (const page of [...pt.pages, ...en.pages]) expect(page.title && page.description).toBeTruthy();
  });

  it('links each docs page to the one before and after it in its section, in reading order', async () => {
    // The index module is data only: imported as it is.
    const learn = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(learnModule(en))}`)) as {
      default: { docs: { topics: Record<string, { articles: Record<string, { prev: unknown; next: unknown }> }> } };
    };
    const docs = en.pages.filter((p) => p.section === 'docs');
    const articles = Object.values(learn.default.docs.topics).flatMap((t) => Object.values(t.articles));
    expect(articles).toHaveLength(docs.length);
    expect(articles[0]?.prev).toBeNull();
    expect(articles[0]?.next).toEqual({ title: docs[1]?.title, path: docs[1]?.path });
    expect(articles[1]?.prev).toEqual({ title: docs[0]?.title, path: docs[0]?.path });
    expect(articles.at(-1)?.next).toBeNull();
    expect(blogModule(en)).not.toContain('import(');
  });

  it('loads each page body as a module of its own, in its language', () => {
    const code = pagesModule('pt', pt);
    expect(code).toContain('"/docs/api/quick-start":() => import("virtual:osb-page/pt/docs/api/quick-start")');
    expect(code).toContain('"/blog/introducing-osb":() => import("virtual:osb-page/pt/blog/introducing-osb")');
    expect(pagesModule('en', en)).toContain('() => import("virtual:osb-page/en/guides/market/buy-safely")');
  });

  it('renders every page with its copy buttons and heading links in its language', () => {
    const quickStart = (lang: 'pt' | 'en') => (lang === 'pt' ? pt : en).pages.find((p) => p.slug === 'quick-start');
    const ptPage = quickStart('pt');
    const enPage = quickStart('en');
    if (!ptPage || !enPage) throw new Error('no quick start');
    expect(renderPage(ptPage, 'pt').html).toContain('data-copy>Copiar</button>');
    expect(renderPage(enPage, 'en').html).toContain('data-copy>Copy</button>');
    expect(renderPage(enPage, 'en').html).toContain('href="/en/docs/api/storage"');
  });
});
