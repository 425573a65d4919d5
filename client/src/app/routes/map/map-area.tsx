// The map area's route module (one lazy chunk): menu and pages (spec section 2 "Map").
import { Bookmark, MapPin } from 'lucide-react';
import { AreaPlaceholder } from '../area-placeholder';
import type { MenuEntry } from '../../shell/side-menu';
import { paths } from '../../paths';

const map = 'pages.category.map.map';

export const menu: readonly MenuEntry[] = [
  { name: 'pages.map.live', url: paths.mapLive.path, category: map, icon: MapPin },
  { name: 'pages.map.saved', url: paths.mapSaved.path, category: map, icon: Bookmark },
];

export const pages = {
  live: AreaPlaceholder,
  place: AreaPlaceholder,
  saved: AreaPlaceholder,
};
