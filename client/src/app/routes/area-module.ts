// What each product area's lazy route module provides to the shell and router: its menu and its pages.
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { MenuEntry } from '../shell/side-menu';
import { PRODUCT } from '../paths';
import type { TextKey } from '../../i18n/keys';

export type AreaId = 'app' | 'account' | 'admin' | 'pay' | 'cloud' | 'map' | 'market';

/** The area name after the page title ("wallet · pay"); the main platform is `{product}`. */
export const AREA_NAMES: Record<AreaId, string> = {
  app: PRODUCT,
  account: 'account',
  admin: 'admin',
  pay: 'pay',
  cloud: 'cloud',
  map: 'map',
  market: 'market',
};

export interface AreaModule {
  menu: readonly MenuEntry[];
  pages: Record<string, ComponentType>;
  /** What the area adds to the top bar beside the balance (the market's cart); in the area's own chunk. */
  topBarAction?: ComponentType;
}

/** A route's `handle`: the i18n key of its page title, or a title computed from the route's params. */
export interface RouteHandle {
  titleKey?: TextKey;
  title?: (params: Params) => string;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && ('titleKey' in handle || 'title' in handle);
}
