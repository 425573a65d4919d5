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

// The docs, guides and blog (Markdown pages, the docs search, their stylesheet) are a chunk of their own, loaded by
// the first of them a reader opens: the other marketing pages and the code / loads first do not list it.
const library = () => import('../../../features/marketing/components/library-pages');
type Library = Awaited<ReturnType<typeof library>>;

/**
 * A page of that chunk. Its route loads the chunk with the page (router.tsx preloadComponent), as every other page's
 * route does, so the page draws at once rather than after a spinner; the build's server render also learns from it
 * that the page needs the chunk's stylesheet (build/prerender.ts).
 */
function libraryPage(pick: (m: Library) => ComponentType): ComponentType {
  const Page = lazy(() => library().then((m) => ({ default: pick(m) })));
  registerPreload(Page, library);
  return Page;
}

const BlogPage = libraryPage((m) => m.BlogPage);
const BlogPostPage = libraryPage((m) => m.BlogPostPage);
const DocsArticlePage = libraryPage((m) => m.DocsArticlePage);
const DocsTopicPage = libraryPage((m) => m.DocsTopicPage);
const GuidePage = libraryPage((m) => m.GuidePage);
const GuidesTopicPage = libraryPage((m) => m.GuidesTopicPage);

export const pages = {
  about: AboutPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  careers: CareersPage,
  contactUs: ContactPage,
  download: DownloadPage,
  faqs: FaqsPage,
  help: HelpPage,
  partners: PartnersPage,
  pricing: PricingPage,
  privacy: PrivacyPage,
  sdks: SdksPage,
  security: SecurityPage,
  solutions: SolutionsPage,
  solution: SolutionPage,
  terms: TermsPage,
  resources: ResourcesPage,
  docsTopic: DocsTopicPage,
  docsArticle: DocsArticlePage,
  guidesTopic: GuidesTopicPage,
  guide: GuidePage,
};
