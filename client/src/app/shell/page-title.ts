// Document titles of spec section 2 Layout: "the lowercase page title plus area name" ("wallet · pay").
import { useEffect } from 'react';

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

export function usePageTitle(title: string, area: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title, area);
  }, [title, area]);
}
