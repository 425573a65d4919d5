// The marketing pages other than home (lazy, loaded on first visit to any of them): spec section 2's public
// marketing shell — company, legal, help, solutions, blog, docs and guides.
import {
  AboutPage,
  CareersPage,
  ContactPage,
  DownloadPage,
  FaqsPage,
  HelpPage,
  PartnersPage,
  PricingPage,
  PrivacyPage,
  ResourcesPage,
  SdksPage,
  SecurityPage,
  SolutionPage,
  SolutionsPage,
  TermsPage,
} from '../../../features/marketing/components/marketing-pages';
import { lazy, type ComponentType } from 'react';
import { registerPreload } from '../../../components/ui/preload-registry';
import { loadContent, type ContentGroup } from '../../../features/marketing/content/load';
import { showsPrerenderedPage } from '../../../features/marketing/components/prerendered-content';
import { language } from '../../../state/language';

// The docs, guides and blog (Markdown pages, the docs search, their stylesheet) are a chunk of their own, loaded by
// the first of them a reader opens: the other marketing pages and the code / loads first do not list it.
const library = () => import('../../../features/marketing/components/library-pages');
type Library = Awaited<ReturnType<typeof library>>;

/**
 * A page of that chunk. Its route loads the chunk with the page (router.tsx preloadComponent), as every other page's
 * route does, so the page draws at once rather than after a spinner; the build's server render also learns from it
 * that the page needs the chunk's stylesheet (build/prerender.ts). Over the build's HTML of the page, the route also
 * waits for the page's content and body (loadPrerenderedContent), so the app's first render is the whole page.
 */
function libraryPage(pick: (m: Library) => ComponentType): ComponentType {
  const Lazy = lazy(() => library().then((m) => ({ default: pick(m) })));
  // Once the route has loaded the chunk, the page itself: React.lazy would still suspend once on its first render
  // (the layout's spinner in place of the page for a moment, also over the build's HTML).
  let Loaded: ComponentType | undefined;
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  registerPreload(Page, () =>
    library().then((m) => {
      Loaded = pick(m);
      return m.loadPrerenderedContent();
    }),
  );
  return Page;
}

/**
 * A page that reads a content group (useContent). While the build's HTML of the page is on screen, its route waits
 * for that group too: otherwise the app's first render suspends on it, and the layout's spinner replaces the page
 * until it has loaded (on slow 4G about 0.3 s with the article gone, then a layout shift; decision 051). On any
 * other load the route does not wait: the page shows its spinner as before.
 */
function withContent(page: ComponentType, group: ContentGroup): ComponentType {
  registerPreload(page, () => (showsPrerenderedPage() ? loadContent(group, language.value).catch(() => undefined) : Promise.resolve()));
  return page;
}

const BlogPage = libraryPage((m) => m.BlogPage);
const BlogPostPage = libraryPage((m) => m.BlogPostPage);
const DocsArticlePage = libraryPage((m) => m.DocsArticlePage);
const DocsTopicPage = libraryPage((m) => m.DocsTopicPage);
const GuidePage = libraryPage((m) => m.GuidePage);
const GuidesTopicPage = libraryPage((m) => m.GuidesTopicPage);

export const pages = {
  about: withContent(AboutPage, 'company'),
  blog: BlogPage,
  blogPost: BlogPostPage,
  careers: withContent(CareersPage, 'company'),
  contactUs: withContent(ContactPage, 'company'),
  download: withContent(DownloadPage, 'company'),
  faqs: withContent(FaqsPage, 'company'),
  help: withContent(HelpPage, 'company'),
  partners: withContent(PartnersPage, 'company'),
  pricing: withContent(PricingPage, 'company'),
  privacy: withContent(PrivacyPage, 'company'),
  sdks: withContent(SdksPage, 'company'),
  security: withContent(SecurityPage, 'company'),
  solutions: withContent(SolutionsPage, 'solutions'),
  solution: withContent(SolutionPage, 'solutions'),
  terms: withContent(TermsPage, 'company'),
  resources: withContent(ResourcesPage, 'company'),
  docsTopic: DocsTopicPage,
  docsArticle: DocsArticlePage,
  guidesTopic: GuidesTopicPage,
  guide: GuidePage,
};
