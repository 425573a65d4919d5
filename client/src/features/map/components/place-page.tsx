// /map/c/{code}: one place — on the map, with what it is and where, who added it and how many saved it; save it,
// choose its lists and my note, copy its link, or open directions to it.
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Bookmark, BookmarkCheck, Copy, ListPlus, Navigation } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageNotFound } from '../../../components/ui/page-states';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { usePageHeading } from '../../../state/page-heading';
import { toast } from '../../../state/toasts';
import { getPlace } from '../api/get-place';
import { savePlace } from '../api/save-place';
import { PlaceModel } from '../models/place';
import { mapLinks } from './links';
import { MapPage, type MapPageProps } from './map-page';
import { openPlaceLists } from './place-lists-dialog';
import { CategoryLabel, PlaceWhere } from './place-parts';
import { useMapFrame } from './use-map-frame';
import { WorldMap } from './world-map';

export function PlacePage({ title }: MapPageProps) {
  useSignals();
  const t = useT();
  const { code = '' } = useParams();
  const m = useModel(() => new PlaceModel({ get: getPlace, save: savePlace, notify: (kind, message) => toast[kind](message) }));
  useEffect(() => void m.load(code), [m, code]);
  const place = m.place.value;
  // useMapFrame fits once, so the place reloaded (a new object) does not move the map.
  const points = useMemo(() => (place ? [place] : null), [place]);
  const frame = useMapFrame(points, 15);
  // The place's name is the page's heading and the document's title (the route's "Place" until it is known).
  usePageHeading(place?.name ?? null);

  if (m.missing.value) {
    return (
      <MapPage title={title}>
        <PageNotFound message={t('map.place.missing')} backTo={mapLinks.live} backLabel={t('map.backToMap')} />
      </MapPage>
    );
  }
  if (m.error.value) {
    return (
      <MapPage title={title}>
        <div className="form-error" role="alert">
          <span>{m.error.value}</span>
          <Button size="sm" variant="secondary" onClick={() => void m.load(code)}>
            {t('map.retry')}
          </Button>
        </div>
      </MapPage>
    );
  }
  if (!place) {
    return (
      <MapPage title={title}>
        <div className="map-loading">
          <Spinner size={24} />
        </div>
      </MapPage>
    );
  }

  const link = `${window.location.origin}${mapLinks.place(place.code)}`;
  return (
    <MapPage title={place.name}>
      <div className="map-layout map-layout--place">
        <WorldMap
          label={t('map.placeLabel', { name: place.name })}
          view={frame.view}
          size={frame.size}
          onView={frame.setView}
          onSize={frame.onSize}
          markers={[
            { id: place.code, lng: place.lng, lat: place.lat, label: place.name, kind: 'place', category: place.category, selected: true },
          ]}
        />
        <article className="map-side map-card" aria-label={place.name}>
          <CategoryLabel category={place.category} />
          <PlaceWhere place={place} />
          {place.description ? <p>{place.description}</p> : null}
          {place.saved && place.note ? (
            <p className="map-note">
              <span className="visually-hidden">{t('map.lists.note')}: </span>
              {place.note}
            </p>
          ) : null}
          <dl className="map-facts">
            <dt>{t('map.place.savedBy')}</dt>
            <dd>{place.saves}</dd>
            <dt>{t('map.place.addedBy')}</dt>
            <dd>{place.addedBy.userName ? <Link to={`/@${place.addedBy.userName}`}>@{place.addedBy.userName}</Link> : '—'}</dd>
            <dt>{t('map.place.coordinates')}</dt>
            <dd>
              {place.lat.toFixed(5)}, {place.lng.toFixed(5)}
            </dd>
          </dl>
          <div className="map-card__actions">
            <Button
              variant={place.saved ? 'secondary' : 'primary'}
              aria-pressed={place.saved}
              loading={m.busy.value}
              onClick={() => void m.toggleSaved()}
            >
              {place.saved ? <BookmarkCheck size={16} aria-hidden="true" /> : <Bookmark size={16} aria-hidden="true" />}
              {place.saved ? t('map.place.isSaved') : t('map.place.save')}
            </Button>
            <Button variant="secondary" onClick={() => openPlaceLists(place, (next) => (m.place.value = next))}>
              <ListPlus size={16} aria-hidden="true" /> {t('map.lists.edit')}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => toast.success(t('map.place.linkCopied')),
                  () => toast.error(t('map.place.linkFailed')),
                )
              }
            >
              <Copy size={16} aria-hidden="true" /> {t('map.place.copyLink')}
            </Button>
            <a
              className="ui-button ui-button--ghost ui-button--md"
              href={mapLinks.directions(place.lat, place.lng)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Navigation size={16} aria-hidden="true" /> {t('map.place.directions')}
            </a>
          </div>
        </article>
      </div>
    </MapPage>
  );
}
