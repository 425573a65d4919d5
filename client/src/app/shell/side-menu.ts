// Side-menu entries and their rules (spec section 2 Layout): grouped by category, highlighted by path.
import type { LucideIcon } from 'lucide-react';
import type { PluralKey, TextKey } from '../../i18n/keys';

export interface MenuEntry {
  /** i18n key of the entry's name. */
  name: TextKey;
  url: string;
  /** i18n key of the category the entry is grouped under. */
  category: TextKey;
  icon: LucideIcon;
  /** Opens in a new tab (spec: "an optional flag to open in a new tab"). */
  newTab?: boolean;
  /** What is unread there (read from a signal, so the badge follows it); no badge at 0. */
  count?: () => number;
  /** What the count is, for screen readers (default: unread, "3 unread"). */
  countLabel?: PluralKey;
}

export interface MenuGroup {
  category: TextKey;
  entries: MenuEntry[];
}

/**
 * Spec section 2: "highlighted when the current path equals or starts with its url". The prefix must end
 * at a segment boundary, so /play does not light up on a hypothetical /playground.
 */
export function isEntryActive(pathname: string, url: string): boolean {
  const base = url.length > 1 ? url.replace(/\/+$/, '') : url;
  return pathname === base || pathname.startsWith(base === '/' ? '/' : `${base}/`);
}

/**
 * The one entry to highlight: of the entries the spec's rule lights up, the most specific (longest url). On
 * /play/friend both "Play" (/play) and "Play with a friend" (/play/friend) match the rule; marking both as the
 * current page would tell a screen reader two pages are current, so the friend page wins.
 */
export function activeEntryUrl(pathname: string, entries: readonly MenuEntry[]): string | null {
  let best: string | null = null;
  for (const entry of entries) {
    if (!isEntryActive(pathname, entry.url)) continue;
    if (best === null || entry.url.length > best.length) best = entry.url;
  }
  return best;
}

/** Groups entries by category, keeping the first-seen order of categories and of entries within each. */
export function groupByCategory(entries: readonly MenuEntry[]): MenuGroup[] {
  const groups = new Map<TextKey, MenuEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.category);
    if (list) list.push(entry);
    else groups.set(entry.category, [entry]);
  }
  return [...groups].map(([category, list]) => ({ category, entries: list }));
}
