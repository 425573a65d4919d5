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
  sdks: Article;
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

export interface Post extends Article {
  date: string;
  author: string;
}

export interface BlogContent {
  title: string;
  lead: string;
  posts: Readonly<Record<string, Post>>;
}

export interface Library {
  title: string;
  lead: string;
  /** Topic (the `{query}` of /docs/{query}/{slug}) to its articles by slug. */
  topics: Readonly<Record<string, { name: string; summary: string; articles: Readonly<Record<string, Article>> }>>;
}

export interface LearnContent {
  docs: Library;
  guides: Library;
}
