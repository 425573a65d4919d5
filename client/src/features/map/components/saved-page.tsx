// /map/saved: my saved places on a map that fits them all, and as a list (most recently saved first) where each
// can be opened or taken off — and saved again, while I am still here.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Bookmark, BookmarkX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listSaved } from '../api/list-saved';
import { savePlace } from '../api/save-place';
import { SavedModel } from '../models/saved';
import { mapLinks } from './links';
import { MapPage, type MapPageProps } from './map-page';
import { CategoryLabel, PlaceWhere } from './place-parts';
import { useMapFrame } from './use-map-frame';
import { WorldMap } from './world-map';

export function SavedPage({ title }: MapPageProps) {
  useSignals();
  const t = useT();
  const m = useModel(() => new SavedModel({ list: listSaved, save: savePlace, notify: (kind, message) => toast[kind](message) }));
  useEffect(() => void m.load(), [m]);
  const places = m.places.value;
  // useMapFrame fits once, so a save or unsave that hands it a new list does not move the map.
  const frame = useMapFrame(places, 14);

  if (m.error.value) {
    return (
      <MapPage title={title}>
        <div className="form-error" role="alert">
          <span>{m.error.value}</span>
          <Button size="sm" variant="secondary" onClick={() => void m.load()}>
            {t('map.retry')}
          </Button>
        </div>
      </MapPage>
    );
  }
  if (places === null) {
    return (
      <MapPage title={title}>
        <div className="map-loading">
          <Spinner size={24} />
        </div>
      </MapPage>
    );
  }
  if (places.length === 0) {
    return (
      <MapPage title={title}>
        <EmptyState icon={<Bookmark size={32} />}>
          <Link to={mapLinks.live}>{t('map.explore')}</Link>
        </EmptyState>
      </MapPage>
    );
  }
  return (
    <MapPage title={title}>
      <div className="map-layout">
        <WorldMap
          label={t('map.savedLabel')}
          view={frame.view}
          size={frame.size}
          onView={frame.setView}
          onSize={frame.onSize}
          markers={places
            .filter((p) => p.saved)
            .map((p) => ({ id: p.code, lng: p.lng, lat: p.lat, label: p.name, kind: 'place' as const, category: p.category }))}
        />
        <ul className="map-side map-places" aria-label={t('map.savedList')}>
          {places.map((p) => (
            <li key={p.code} className={p.saved ? 'map-place' : 'map-place map-place--removed'}>
              <Link className="map-row" to={mapLinks.place(p.code)}>
                <strong>{p.name}</strong>
                <CategoryLabel category={p.category} />
                <PlaceWhere place={p} />
              </Link>
              <Button
                size="sm"
                variant={p.saved ? 'ghost' : 'secondary'}
                loading={m.busy.value === p.code}
                onClick={() => void m.toggle(p.code)}
              >
                {p.saved ? <BookmarkX size={16} aria-hidden="true" /> : <Bookmark size={16} aria-hidden="true" />}
                {p.saved ? t('map.saved.remove') : t('map.saved.again')}
                <span className="visually-hidden"> {p.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </MapPage>
  );
}
