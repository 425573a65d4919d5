// The desktop list panel's registry (spec section 2 Layout: "a secondary list panel on desktop"): an area can put
// its own list there (the inbox's chats, say) for some path prefixes; elsewhere the panel lists the area's pages.
import type { ComponentType } from 'react';
import { signal } from '@preact/signals-react';
import { isEntryActive } from './side-menu';

export interface ListPanelRegistration {
  /** Path prefixes the panel serves (same rule as side-menu highlighting). */
  paths: readonly string[];
  Component: ComponentType;
}

export const listPanels = signal<readonly ListPanelRegistration[]>([], { name: 'listPanels' });

export function registerListPanel(registration: ListPanelRegistration): () => void {
  listPanels.value = [...listPanels.peek(), registration];
  return () => {
    listPanels.value = listPanels.peek().filter((r) => r !== registration);
  };
}

/** The most recently registered panel serving the path, if any. */
export function listPanelFor(pathname: string, panels: readonly ListPanelRegistration[] = listPanels.value) {
  return [...panels].reverse().find((r) => r.paths.some((p) => isEntryActive(pathname, p)))?.Component ?? null;
}
