// Frame state shared by the top bar and the rail: whether the mobile rail is open, and which layout applies.
import { useSyncExternalStore } from 'react';
import { signal } from '@preact/signals-react';

import { MOBILE_QUERY } from './breakpoints';

export { MOBILE_BREAKPOINT_PX, MOBILE_QUERY } from './breakpoints';

/** On mobile the rail is toggled (spec section 2 Layout); on desktop it opens on hover and this stays false. */
export const railOpen = signal(false, { name: 'railOpen' });

export function toggleRail(): void {
  railOpen.value = !railOpen.peek();
}

export function closeRail(): void {
  railOpen.value = false;
}

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

function snapshot(): boolean {
  return globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
