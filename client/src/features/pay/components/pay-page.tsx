// What every pay page shares: the area page frame (components/ui/area-page.tsx; the title handed down by the pay
// area module) with pay's words and styles, the loading and error states, and a fetched list's three states.
import type { ReactNode } from 'react';
import './pay-messages';
import '../../../components/ui/page-frame.css';
import './pay.css';
import { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';

export { AreaPage as PayPage, type AreaPageProps as PayPageProps } from '../../../components/ui/area-page';
export { Loading, LoadError };

/**
 * The three states of a list the page fetched: loading (`items` null), empty (`empty` shown), or the items as
 * `children` draws them.
 */
export function ListStates<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | null;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (items === null) return <Loading />;
  if (items.length === 0) return <>{empty}</>;
  return <>{children(items)}</>;
}
