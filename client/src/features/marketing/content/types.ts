// The shape of the marketing site's written content; each language's modules fill it (content/<lang>/*.ts).

export interface Section {
  heading?: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}

export interface Article {
  title: string;
  lead: string;
  sections: readonly Section[];
}

export interface LinkCard {
  title: string;
  text: string;
  href: string;
}

export interface HomeContent {
  hero: { eyebrow: string; title: string; lead: string; primary: string; secondary: string };
  productsTitle: string;
  products: readonly (LinkCard & { name: string })[];
  highlightsTitle: string;
  highlights: readonly { title: string; text: string }[];
  stepsTitle: string;
  steps: readonly { title: string; text: string }[];
  cta: { title: string; text: string; button: string };
}

export interface Plan {
  name: string;
  price: string;
  period: string;
  summary: string;
  features: readonly string[];
  cta: string;
  featured?: boolean;
}

export interface CompanyContent {
  about: Article;
  careers: Article & { rolesTitle: string; roles: readonly { title: string; team: string; place: string }[] };
  partners: Article;
  contact: Article & { channels: readonly LinkCard[] };
  download: Article;
  help: Article & { topics: readonly LinkCard[] };
  /** `links`: the API reference, the quick start and the OpenAPI document (a file, not a page). */
  sdks: Article & { links: readonly LinkCard[] };
  resources: Article & { links: readonly LinkCard[] };
  security: Article;
  privacy: Article & { updated: string };
  terms: Article & { updated: string };
  pricing: { title: string; lead: string; plans: readonly Plan[]; notesTitle: string; notes: readonly string[] };
  faqs: { title: string; lead: string; items: readonly { q: string; a: string }[] };
  /** The sign-in page's description for search results (its words are the auth catalogue's). */
  signIn: { description: string };
}

export interface Solution extends Article {
  /** Short name for menus and cards. */
  name: string;
  summary: string;
  /** Where a signed-in person uses it. */
  href: string;
}

export interface SolutionsContent {
  title: string;
  lead: string;
  items: Readonly<Record<string, Solution>>;
}

/** A heading of a Markdown page, for its table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A Markdown page's body, rendered at build time (build/markdown.ts): a chunk of its own. */
export interface PageBody {
  html: string;
  toc: readonly TocEntry[];
}

/** A page next to another in its section (previous/next). `path` is the Portuguese one (LocalLink adds /en). */
export interface PageLink {
  title: string;
  path: string;
}

/** A docs, guides or blog page (Markdown, build/content-plugin.ts): its head; its body loads by `path` (markdown-body.tsx). */
export interface MarkdownPage {
  title: string;
  lead: string;
  /** The Portuguese path ("/docs/api/quick-start"). */
  path: string;
  prev: PageLink | null;
  next: PageLink | null;
}

export interface Post extends MarkdownPage {
  date: string;
  author: string;
}

export interface BlogContent {
  title: string;
  lead: string;
  /** By slug, newest first. */
  posts: Readonly<Record<string, Post>>;
}

export interface Library {
  title: string;
  lead: string;
  /** Topic (the `{query}` of /docs/{query}/{slug}) to its articles by slug, in reading order. */
  topics: Readonly<Record<string, { name: string; summary: string; articles: Readonly<Record<string, MarkdownPage>> }>>;
}

export interface LearnContent {
  docs: Library;
  guides: Library;
}
