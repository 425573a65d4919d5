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
import { lazy } from 'react';

// The docs, guides and blog (Markdown pages, the docs search, their stylesheet) are a chunk of their own, loaded by
// the first of them a reader opens: the other marketing pages and the code / loads first do not list it.
const library = () => import('../../../features/marketing/components/library-pages');
const BlogPage = lazy(() => library().then((m) => ({ default: m.BlogPage })));
const BlogPostPage = lazy(() => library().then((m) => ({ default: m.BlogPostPage })));
const DocsArticlePage = lazy(() => library().then((m) => ({ default: m.DocsArticlePage })));
const DocsTopicPage = lazy(() => library().then((m) => ({ default: m.DocsTopicPage })));
const GuidePage = lazy(() => library().then((m) => ({ default: m.GuidePage })));
const GuidesTopicPage = lazy(() => library().then((m) => ({ default: m.GuidesTopicPage })));

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
