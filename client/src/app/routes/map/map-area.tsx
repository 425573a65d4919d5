// The map area's route module (one lazy chunk): menu and pages (spec section 2 "Map"). Each page is its own lazy
// chunk; the base map (countries, names) is static files the map fetches (features/map/models/base-map.ts).
import { Bookmark, MapPin } from 'lucide-react';
import type { MenuEntry } from '../../shell/side-menu';
import { lazyTitledPage } from '../titled-page';
import { paths } from '../../paths';
import '../../shell/page-messages-areas';

const map = 'pages.category.map.map';

export const menu: readonly MenuEntry[] = [
  { name: 'pages.map.live', url: paths.mapLive.path, category: map, icon: MapPin },
  { name: 'pages.map.saved', url: paths.mapSaved.path, category: map, icon: Bookmark },
];

export const pages = {
  live: lazyTitledPage(async () => (await import('../../../features/map/components/live-page')).LivePage),
  place: lazyTitledPage(async () => (await import('../../../features/map/components/place-page')).PlacePage),
  saved: lazyTitledPage(async () => (await import('../../../features/map/components/saved-page')).SavedPage),
};
