// The document title of a content page (a docs article, a post, a solution): its own heading rather than its
// route's generic title ("documentação"), so each page is told apart in tabs, history and search results.
import { useEffect } from 'react';
import { signal } from '@preact/signals-react';
import { IS_SERVER } from '../../../lib/server-render';

/** The current page's heading, or null on pages titled by their route. */
export const contentTitle = signal<string | null>(null, { name: 'contentTitle' });

export function useContentTitle(title: string): void {
  // A build-time render runs no effect: the page's title is known once its content has rendered, and the layout
  // above it takes it on the render after (prerender-entry.tsx renders such a page twice).
  if (IS_SERVER) contentTitle.value = title;
  useEffect(() => {
    contentTitle.value = title;
    return () => {
      contentTitle.value = null;
    };
  }, [title]);
}
