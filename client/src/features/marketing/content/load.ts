// Loads the marketing content one group and one language at a time, so / carries only the home page's words.
import type { Language } from '../../../state/language';
import type { BlogContent, CompanyContent, HomeContent, LearnContent, SolutionsContent } from './types';

export interface ContentGroups {
  home: HomeContent;
  company: CompanyContent;
  solutions: SolutionsContent;
  blog: BlogContent;
  learn: LearnContent;
}

export type ContentGroup = keyof ContentGroups;

type Loaders = { [G in ContentGroup]: Record<Language, () => Promise<{ default: ContentGroups[G] }>> };

const LOADERS: Loaders = {
  home: { pt: () => import('./pt/home'), en: () => import('./en/home') },
  company: { pt: () => import('./pt/company'), en: () => import('./en/company') },
  solutions: { pt: () => import('./pt/solutions'), en: () => import('./en/solutions') },
  // Docs, guides and blog are Markdown files, made into modules by build/content-plugin.ts.
  blog: { pt: () => import('virtual:osb-blog/pt'), en: () => import('virtual:osb-blog/en') },
  learn: { pt: () => import('virtual:osb-learn/pt'), en: () => import('virtual:osb-learn/en') },
};

// One promise per (group, language) for the page's life: React's `use` needs the same promise on every render.
const cache = new Map<string, Promise<unknown>>();

export function loadContent<G extends ContentGroup>(group: G, lang: Language): Promise<ContentGroups[G]> {
  const key = `${group}:${lang}`;
  let pending = cache.get(key) as Promise<ContentGroups[G]> | undefined;
  if (!pending) {
    pending = LOADERS[group][lang]().then((m) => m.default);
    // A failed download must be retryable rather than cached forever.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
