// What every pay page shares: the area page frame (components/ui/area-page.tsx; the title handed down by the pay
// area module) with pay's words and styles, the loading and error states, and a fetched list's three states. Every
// pay page keeps the wallet (what is available to send, convert, sell or withdraw) live.
import type { ComponentProps, ReactNode } from 'react';
import { AreaPage, type AreaPageProps } from '../../../components/ui/area-page';
import { useLive } from '../../../lib/live/use-live';
import { refreshWallet } from '../models/wallet';
import './pay-messages';
import '../../../components/ui/page-frame.css';
import './pay.css';
import { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';

export type PayPageProps = AreaPageProps;

/** The area page, with the wallet refetched whenever the balance moves here or in another tab of the account. */
export function PayPage(props: ComponentProps<typeof AreaPage>) {
  useLive('balance', refreshWallet);
  return <AreaPage {...props} />;
}
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
