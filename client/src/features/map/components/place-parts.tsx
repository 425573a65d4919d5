// Pieces every map page shows a place with: its category (icon and words) and one line of where it is.
import { CountryFlag } from '../../../components/ui/country-flag';
import { useT } from '../../../i18n';
import type { Place } from '../models/types';
import { CATEGORY_ICONS } from './world-map';

export function CategoryLabel({ category }: { category: Place['category'] }) {
  const t = useT();
  const Icon = CATEGORY_ICONS[category];
  return (
    <span className="map-category">
      <Icon size={14} aria-hidden="true" />
      {t(`map.category.${category}`)}
    </span>
  );
}

export function PlaceWhere({ place }: { place: Place }) {
  const where = [place.address, place.city].filter(Boolean).join(' · ');
  return (
    <span className="map-where">
      {place.country ? <CountryFlag code={place.country} /> : null}
      {where}
    </span>
  );
}
