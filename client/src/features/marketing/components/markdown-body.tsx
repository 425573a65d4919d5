// A docs, guides or blog page's body: the HTML the build made from its Markdown (build/markdown.ts), loaded as a
// chunk of its own, with its table of contents, working copy buttons, in-app internal links, the #heading the URL
// names scrolled into view, and the previous/next pages of its section.
import { use, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import ptPages from 'virtual:osb-pages/pt';
import enPages from 'virtual:osb-pages/en';
import { useT } from '../../../i18n';
import type { Language } from '../../../state/language';
import type { MarkdownPage, PageBody } from '../content/types';
import { LocalLink as Link } from './local-link';
import './docs-messages';

const PAGES = { pt: ptPages, en: enPages } as const;

const bodies = new Map<string, Promise<PageBody>>();

/** One promise per page and language (React's `use` needs the same one on every render); a failure can be retried. */
export function loadBody(page: MarkdownPage, lang: Language): Promise<PageBody> {
  const key = `${lang}:${page.path}`;
  let pending = bodies.get(key);
  if (!pending) {
    const load = PAGES[lang][page.path];
    pending = load ? load().then((m) => m.default) : Promise.reject(new Error(`no page body for ${page.path}`));
    pending.catch(() => bodies.delete(key));
    bodies.set(key, pending);
  }
  return pending;
}

/** How long the copy button says "Copied". */
const COPIED_MS = 2000;

/** An internal page link the router can follow (not a file such as /openapi.yaml, not another site). */
function isAppLink(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0] ?? '';
  return !(path.split('/').pop() ?? '').includes('.');
}

export function MarkdownBody({ page, lang }: { page: MarkdownPage; lang: Language }) {
  const t = useT();
  const body = use(loadBody(page, lang));
  const navigate = useNavigate();
  const { hash } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // The heading a link or a search result names: scrolled to once the body is on screen.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target && root.current?.contains(target)) target.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, body]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const button = target.closest<HTMLButtonElement>('button[data-copy]');
    if (button) {
      const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
      const done = (ok: boolean) => {
        const text = ok ? t('docs.copied') : t('docs.copyFailed');
        if (ok) {
          button.textContent = text;
          button.dataset.copied = '';
          setTimeout(() => {
            button.textContent = t('docs.copy');
            delete button.dataset.copied;
          }, COPIED_MS);
        }
        // Said again even when it is the same text, so a second copy is announced too.
        setAnnouncement('');
        requestAnimationFrame(() => setAnnouncement(text));
      };
      void navigator.clipboard.writeText(code).then(
        () => done(true),
        () => done(false),
      );
      return;
    }
    const anchor = target.closest<HTMLAnchorElement>('a[href]');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || anchor.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // The build wrote internal links in the page's language already: the router follows them without a reload.
    if (isAppLink(href)) {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    <>
      {body.toc.length > 1 ? (
        <nav className="mk-toc" aria-labelledby="mk-toc-title">
          <p className="mk-toc__title" id="mk-toc-title">
            {t('docs.onThisPage')}
          </p>
          <ul>
            {body.toc.map((entry) => (
              <li key={entry.id} data-level={entry.level}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* The HTML is the build's own rendering of the repository's Markdown (raw HTML off), not user input; clicks are delegated to the buttons and links inside it. */}
      <div ref={root} className="mk-prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: body.html }} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {page.prev || page.next ? (
        <nav className="mk-pager" aria-label={t('docs.pager')}>
          {page.prev ? (
            <Link to={page.prev.path} className="mk-pager__link" rel="prev">
              <span className="mk-pager__dir">
                {/* The arrow as text: an icon of its own would add a shared chunk to the list / loads first. */}
                <span aria-hidden="true">←</span> {t('docs.previous')}
              </span>
              <span className="mk-pager__title">{page.prev.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {page.next ? (
            <Link to={page.next.path} className="mk-pager__link mk-pager__link--next" rel="next">
              <span className="mk-pager__dir">
                {t('docs.next')} <ArrowRight size={16} aria-hidden="true" />
              </span>
              <span className="mk-pager__title">{page.next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
