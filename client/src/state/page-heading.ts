// The heading of the page on screen when it names one thing (a place on the map): the area layout then titles the
// document with it instead of the route's generic title, so tabs and history tell such pages apart.
import { useEffect } from 'react';
import { signal } from '@preact/signals-react';

export const pageHeading = signal<string | null>(null, { name: 'pageHeading' });

/** Titles the document with `heading` while the calling page shows it (null: the route's title). */
export function usePageHeading(heading: string | null): void {
  useEffect(() => {
    pageHeading.value = heading;
    return () => {
      pageHeading.value = null;
    };
  }, [heading]);
}
