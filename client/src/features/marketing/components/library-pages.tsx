// The docs, guides and blog pages: Markdown content (content/<lang>/…, made into modules by build/content-plugin.ts),
// each page's body a chunk of its own (markdown-body.tsx), the docs search (its engine loaded when it is opened).
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { Search as SearchIcon } from 'lucide-react';
import { useSignals } from '@preact/signals-react/runtime';
import { language, type Language } from '../../../state/language';
import { useT } from '../../../i18n';
import { localePath } from '../../../lib/locale-path';
import { Spinner } from '../../../components/ui/spinner';
import type { Library } from '../content/types';
import { LocalLink as Link } from './local-link';
import { useContent } from './use-content';
import { Cards, NotFoundBlock, PageHead } from './marketing-pages';
import { MarkdownBody, loadBody } from './markdown-body';
import { loadContent } from '../content/load';
import { showsPrerenderedPage } from './prerendered-content';
import type { Search, SearchHit } from './docs-search-engine';
import './docs-messages';
import './docs.css';

/**
 * What the first render of the docs, guides or blog page at the current URL reads (its content group, then its
 * page's body): loaded before that render while the build's HTML of the page is on screen, so the app replaces that
 * HTML with the whole page (routes/marketing/marketing-pages.tsx, decision 051). Nothing to do on any other load; a
 * failure is left to the page's own Suspense and error handling.
 */
export async function loadPrerenderedContent(): Promise<void> {
  if (!showsPrerenderedPage()) return;
  const lang = language.value;
  const [area, first = '', second = ''] = location.pathname
    .replace(/^\/en(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  try {
    if (area === 'blog') {
      const post = (await loadContent('blog', lang)).posts[first];
      if (post) await loadBody(post, lang);
    } else if (area === 'docs' || area === 'guides') {
      const article = (await loadContent('learn', lang))[area].topics[first]?.articles[second];
      if (article) await loadBody(article, lang);
    }
  } catch {
    // The page suspends on the same promise and shows its own fallback or error.
  }
}

function formatDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function BodyFallback() {
  return (
    <div className="mk-loading">
      <Spinner size={24} />
    </div>
  );
}

/** Whether a key press is typing (then "/" is a character, not the search shortcut). */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

type SearchState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; search: Search };

/** The docs search: a field in the docs' side menu; "/" or Ctrl+K focuses it; results link to the heading. */
function DocsSearch({ lang }: { lang: Language }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  const open = () => {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({ status: 'loading' });
    import('./docs-search-engine')
      .then((engine) => engine.loadSearch(lang))
      .then(
        (search) => setState({ status: 'ready', search }),
        () => setState({ status: 'failed' }),
      );
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === '/' && !isTyping(event.target)) || (event.key === 'k' && (event.ctrlKey || event.metaKey));
      if (!shortcut || event.altKey) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const words = query.trim();
  const hits: SearchHit[] = state.status === 'ready' && words.length >= 2 ? state.search(words) : [];
  let status = '';
  if (state.status === 'loading' && words) status = t('docs.searching');
  else if (state.status === 'failed') status = t('docs.loadFailed');
  else if (state.status === 'ready' && words.length >= 2)
    status = hits.length ? t('docs.results', { count: hits.length }) : t('docs.noResults');

  return (
    <div className="mk-search" role="search">
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('docs.searchLabel')}
      </label>
      <div className="mk-search__field">
        <SearchIcon size={16} aria-hidden="true" />
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          className="mk-search__input"
          placeholder={t('docs.search')}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          aria-controls={`${id}-results`}
          value={query}
          onFocus={open}
          onChange={(event) => {
            setQuery(event.target.value);
            open();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuery('');
          }}
        />
        <kbd className="mk-search__key" aria-hidden="true">
          /
        </kbd>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('docs.searchHint')}
      </p>
      <p className="mk-search__status" role="status">
        {status}
      </p>
      <ul id={`${id}-results`} className="mk-search__results">
        {hits.map((hit) => (
          <li key={hit.id}>
            {/* The index holds each page's URL in its language already. */}
            <RouterLink to={hit.id} onClick={() => setQuery('')}>
              <span className="mk-search__page">{hit.page}</span>
              {hit.heading ? <span className="mk-search__heading">{hit.heading}</span> : null}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LibraryNav({ library, base, query, slug }: { library: Library; base: '/docs' | '/guides'; query: string; slug: string }) {
  return (
    <nav className="mk-library__nav" aria-label={library.title}>
      {Object.entries(library.topics).map(([key, tp]) => (
        <div key={key}>
          <p className="mk-columns__title">{tp.name}</p>
          <ul>
            {Object.entries(tp.articles).map(([s, a]) => (
              <li key={s}>
                <Link to={`${base}/${key}/${s}`} aria-current={key === query && s === slug ? 'page' : undefined}>
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function LibraryArticle({ library, base }: { library: Library; base: '/docs' | '/guides' }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const { query = '', slug = '' } = useParams();
  const topic = library.topics[query];
  const article = topic?.articles[slug];
  if (!topic || !article) return <NotFoundBlock />;
  return (
    <div className="mk-container mk-library">
      <div className="mk-library__side">
        <DocsSearch lang={lang} />
        <LibraryNav library={library} base={base} query={query} slug={slug} />
      </div>
      <article className="mk-article mk-doc">
        <PageHead title={article.title} lead={article.lead} />
        <Suspense fallback={<BodyFallback />}>
          <MarkdownBody key={article.path} page={article} lang={lang} />
        </Suspense>
        {/* A docs topic has no index page of its own (it opens its first article); a guides topic does. */}
        {base === '/guides' ? (
          <p>
            <Link to={`${base}/${query}`}>← {t('marketing.backToTopic', { topic: topic.name })}</Link>
          </p>
        ) : null}
      </article>
    </div>
  );
}

function LibraryTopic({ library, base }: { library: Library; base: '/docs' | '/guides' }) {
  const { query = '' } = useParams();
  const topic = library.topics[query];
  if (!topic) return <NotFoundBlock />;
  return (
    <div className="mk-container">
      <PageHead title={`${library.title}: ${topic.name}`} lead={topic.summary} />
      <Cards cards={Object.values(topic.articles).map((a) => ({ title: a.title, text: a.lead, href: a.path }))} />
      <nav className="mk-topics" aria-label={library.title}>
        <ul>
          {Object.entries(library.topics).map(([key, tp]) => (
            <li key={key}>
              <Link to={`${base}/${key}`} aria-current={key === query ? 'page' : undefined}>
                {tp.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function DocsArticlePage() {
  return <LibraryArticle library={useContent('learn').docs} base="/docs" />;
}

/** /docs/{query} is not a page of its own in the spec: it opens the topic's first article. */
export function DocsTopicPage() {
  const { query = '' } = useParams();
  const first = Object.keys(useContent('learn').docs.topics[query]?.articles ?? {})[0];
  return first ? <Navigate to={localePath(`/docs/${query}/${first}`, language.value)} replace /> : <NotFoundBlock />;
}

export function GuidesTopicPage() {
  return <LibraryTopic library={useContent('learn').guides} base="/guides" />;
}

export function GuidePage() {
  return <LibraryArticle library={useContent('learn').guides} base="/guides" />;
}

// ---------- Blog ----------

export function BlogPage() {
  useSignals();
  const t = useT();
  const blog = useContent('blog');
  const lang = language.value;
  return (
    <div className="mk-container">
      <PageHead title={blog.title} lead={blog.lead} />
      <ul className="mk-posts">
        {Object.entries(blog.posts).map(([slug, post]) => (
          <li key={slug}>
            <article className="mk-post-card">
              <p className="mk-meta">
                <time dateTime={post.date}>{formatDate(post.date, lang)}</time> · {t('marketing.by', { author: post.author })}
              </p>
              <h2>
                <Link to={post.path}>{post.title}</Link>
              </h2>
              <p>{post.lead}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BlogPostPage() {
  useSignals();
  const t = useT();
  const lang = language.value;
  const { query = '' } = useParams();
  const post = useContent('blog').posts[query];
  if (!post) return <NotFoundBlock />;
  return (
    <article className="mk-article mk-doc mk-container">
      <PageHead title={post.title} lead={post.lead}>
        <p className="mk-meta">
          <time dateTime={post.date}>{formatDate(post.date, lang)}</time> · {t('marketing.by', { author: post.author })}
        </p>
      </PageHead>
      <Suspense fallback={<BodyFallback />}>
        <MarkdownBody key={post.path} page={post} lang={lang} />
      </Suspense>
      <p>
        <Link to="/blog">← {t('marketing.backToBlog')}</Link>
      </p>
    </article>
  );
}
