// Document titles of spec section 2 Layout: "the lowercase page title plus area name" ("wallet · pay"), after the
// unread count when there is one ("(3) discover · app").
import { useEffect } from 'react';
import { IS_SERVER, serverRender } from '../../lib/server-render';

export const TITLE_SEPARATOR = ' · ';
/** The site's name, which stands in for the area on pages outside the product areas. */
export const SITE_NAME = 'osb';

export function formatPageTitle(title: string, area: string): string {
  const page = title.trim().toLowerCase();
  const areaName = area.trim().toLowerCase();
  if (!page) return areaName;
  if (!areaName || page === areaName) return page;
  return `${page}${TITLE_SEPARATOR}${areaName}`;
}

/** Something unread puts its count first, as mail and chat apps do: "(3) discover · app"; "(99+)" past 99. */
export function withUnreadCount(title: string, count: number): string {
  if (!(count > 0)) return title;
  return `(${count > 99 ? '99+' : count}) ${title}`;
}

export function usePageTitle(title: string, area: string, unread = 0): void {
  // A build-time render runs no effect: the title it writes out is the one this render would set.
  if (IS_SERVER) serverRender.title = withUnreadCount(formatPageTitle(title, area), unread);
  useEffect(() => {
    document.title = withUnreadCount(formatPageTitle(title, area), unread);
  }, [title, area, unread]);
}
