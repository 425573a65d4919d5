// /map/live: the map of places (a search over the whole map, category filters, the list of what the view shows; a
// pin opens a card), the contacts who share their live location with me, my own share, and adding a missing place
// where the crosshair points once the map is close enough.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Bookmark, BookmarkCheck, LocateFixed, MapPin, Plus, Radio, Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { closeModal, openModal } from '../../../state/modal';
import { timeZone } from '../../../state/preferences';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { getLive } from '../api/get-live';
import { listPlaces } from '../api/list-places';
import { savePlace } from '../api/save-place';
import { shareLive } from '../api/share-live';
import { stopLive } from '../api/stop-live';
import { ADD_ZOOM } from '../models/add-place';
import { countryAt, loadBaseMap } from '../models/base-map';
import { browserLocator } from '../models/geolocation';
import { LiveMapModel } from '../models/live-map';
import type { Size } from '../models/projection';
import { startView } from '../models/start-view';
import { CATEGORIES, SHARE_MINUTES, type Category, type ShareMinutes } from '../models/types';
import { AddPlaceForm } from './add-place-form';
import { mapLinks } from './links';
import { MapPage } from './map-page';
import { CategoryLabel, PlaceWhere } from './place-parts';
import { WorldMap, type Marker } from './world-map';

type LiveMap = InstanceType<typeof LiveMapModel>;

function useLiveMap(): LiveMap {
  return useModel(
    () =>
      new LiveMapModel({
        start: startView(user.peek()?.country),
        listPlaces,
        getLive,
        shareLive,
        stopLive,
        locator: browserLocator,
        notify: (kind, message) => toast[kind](message),
        now: () => Date.now(),
      }),
  );
}

function markersOf(m: LiveMap, youLabel: string): Marker[] {
  const places: Marker[] = (m.places.value ?? []).map((p) => ({
    id: p.code,
    lng: p.lng,
    lat: p.lat,
    label: p.name,
    kind: 'place',
    category: p.category,
    selected: m.selected.value === p.code,
  }));
  const people: Marker[] = (m.live.value?.people ?? []).map((p) => ({
    id: `person:${p.person.uid}`,
    lng: p.lng,
    lat: p.lat,
    label: `@${p.person.userName}`,
    kind: 'person',
    uid: p.person.uid,
    userName: p.person.userName,
  }));
  const me = m.live.value?.me ?? m.here.value;
  return [...places, ...people, ...(me ? [{ id: 'me', lng: me.lng, lat: me.lat, label: youLabel, kind: 'me' as const }] : [])];
}

function Filters({ m }: { m: LiveMap }) {
  useSignals();
  const t = useT();
  const searchId = useId();
  const choose = (c: Category | null) => (m.category.value = c);
  return (
    <div className="map-toolbar">
      <label className="map-search" htmlFor={searchId}>
        <Search size={16} aria-hidden="true" />
        <span className="visually-hidden">{t('map.search')}</span>
        <input
          id={searchId}
          type="search"
          maxLength={60}
          placeholder={t('map.searchPlaceholder')}
          value={m.query.value}
          onChange={(e) => (m.query.value = e.target.value)}
        />
      </label>
      <div className="map-chips" role="group" aria-label={t('map.categories')}>
        <button type="button" className="map-chip" aria-pressed={m.category.value === null} onClick={() => choose(null)}>
          {t('map.category.all')}
        </button>
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className="map-chip"
            aria-pressed={m.category.value === c}
            onClick={() => choose(m.category.value === c ? null : c)}
          >
            <CategoryLabel category={c} />
          </button>
        ))}
      </div>
    </div>
  );
}

function SharePanel({ m }: { m: LiveMap }) {
  useSignals();
  const t = useT();
  const durationId = useId();
  const live = m.live.value;
  const me = live?.me;
  const time = (at: number) => formatTime(at, { lang: language.value, timeZone: timeZone.value, style: 'time' });
  return (
    <section className="map-side__section" aria-labelledby={`${durationId}-h`}>
      <h2 id={`${durationId}-h`}>
        <Radio size={16} aria-hidden="true" /> {t('map.live.title')}
      </h2>
      {me ? (
        <>
          <p className="map-muted" role="status">
            {t('map.live.sharingUntil', { time: time(me.expiresAt), n: live.audience })}
          </p>
          <Button variant="secondary" size="sm" loading={m.sharing.value === 'stop'} onClick={() => void m.stopSharing()}>
            {t('map.live.stop')}
          </Button>
        </>
      ) : (
        <>
          <p className="map-muted">{t('map.live.lead', { n: live?.audience ?? 0 })}</p>
          <div className="map-share">
            <label htmlFor={durationId}>{t('map.live.duration')}</label>
            <select id={durationId} value={m.duration.value} onChange={(e) => (m.duration.value = Number(e.target.value) as ShareMinutes)}>
              {SHARE_MINUTES.map((min) => (
                <option key={min} value={min}>
                  {t(`map.live.for${min}`)}
                </option>
              ))}
            </select>
            <Button size="sm" loading={m.sharing.value === 'start'} onClick={() => void m.startSharing()}>
              {t('map.live.start')}
            </Button>
          </div>
        </>
      )}
      {live && live.people.length > 0 ? (
        <ul className="map-people">
          {live.people.map((p) => (
            <li key={p.person.uid}>
              <button type="button" className="map-row" onClick={() => m.focus(p)}>
                <strong>@{p.person.userName}</strong>
                <span className="map-muted">{t('map.live.updated', { time: time(p.updatedAt) })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="map-muted">{t('map.live.nobody')}</p>
      )}
    </section>
  );
}

function PlaceList({ m }: { m: LiveMap }) {
  useSignals();
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const places = m.places.value;
  const selected = m.selected.value;
  useEffect(() => {
    if (selected) list.current?.querySelector(`[data-code="${selected}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <section className="map-side__section map-side__places" aria-labelledby="map-places-h">
      <h2 id="map-places-h">{m.searching.value ? t('map.results') : t('map.inView')}</h2>
      {m.error.value ? (
        <p className="form-error" role="alert">
          {m.error.value}
        </p>
      ) : null}
      {places === null ? null : places.length === 0 ? (
        <EmptyState
          message={m.searching.value ? t('map.noResults', { query: m.searching.value }) : t('map.noPlaces')}
          icon={<MapPin size={28} />}
        />
      ) : (
        <>
          <p className="map-muted" role="status">
            {m.total.value > places.length
              ? t('map.countMore', { n: places.length, total: m.total.value })
              : t('map.count', { n: places.length })}
          </p>
          <ul ref={list} className="map-places">
            {places.map((p) => (
              <li key={p.code} data-code={p.code} className={p.code === selected ? 'map-place map-place--selected' : 'map-place'}>
                <button
                  type="button"
                  className="map-row"
                  aria-pressed={p.code === selected}
                  onClick={() => {
                    m.selected.value = p.code;
                    m.focus(p, Math.max(m.view.peek().zoom, 13));
                  }}
                >
                  <strong>{p.name}</strong>
                  <CategoryLabel category={p.category} />
                  <PlaceWhere place={p} />
                </button>
                <Link className="map-place__open" to={mapLinks.place(p.code)}>
                  {t('map.open')}
                  <span className="visually-hidden"> {p.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The card a pin opens on the map: the place's name, category and where, save it, open its page; Esc closes it. */
function PinCard({ m, code, onClose }: { m: LiveMap; code: string; onClose: () => void }) {
  useSignals();
  const t = useT();
  const card = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const place = m.places.value?.find((p) => p.code === code);
  useEffect(() => card.current?.focus(), [code]);
  if (!place) return null;
  const save = async () => {
    setBusy(true);
    try {
      const { data } = await savePlace(place.code, !place.saved);
      m.replace(data);
      toast.success(t(place.saved ? 'map.place.unsaved' : 'map.place.saved'));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      ref={card}
      className="map-pin-card"
      role="dialog"
      aria-label={place.name}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
    >
      <div className="map-pin-card__head">
        <h2>{place.name}</h2>
        <button type="button" className="map-pin-card__close" aria-label={t('map.card.close')} onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      <CategoryLabel category={place.category} />
      <PlaceWhere place={place} />
      <div className="map-pin-card__actions">
        <Button
          size="sm"
          variant={place.saved ? 'secondary' : 'primary'}
          aria-pressed={place.saved}
          loading={busy}
          onClick={() => void save()}
        >
          {place.saved ? <BookmarkCheck size={16} aria-hidden="true" /> : <Bookmark size={16} aria-hidden="true" />}
          {place.saved ? t('map.place.isSaved') : t('map.place.save')}
        </Button>
        <Link className="ui-button ui-button--ghost ui-button--sm" to={mapLinks.place(place.code)}>
          {t('map.card.open')}
        </Link>
      </div>
    </div>
  );
}

export function LivePage({ title }: { title: string }) {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const m = useLiveMap();
  const [adding, setAdding] = useState(false);
  const [card, setCard] = useState<string | null>(null);
  const closeCard = () => {
    const code = card;
    setCard(null);
    // Back to the pin it came from, so the keyboard carries on where it was.
    if (code) document.querySelector<HTMLElement>(`[data-marker="${CSS.escape(code)}"]`)?.focus();
  };
  const onSize = useCallback((size: Size) => (m.size.value = size), [m]);
  useEffect(() => m.start(), [m]);

  const close = m.view.value.zoom >= ADD_ZOOM;
  const continueAdding = async () => {
    const at = { lng: m.view.peek().lng, lat: m.view.peek().lat };
    // The country is where the point is (the finer shapes, so a small country is found), not the person's own.
    const country = await loadBaseMap('fine').then(
      (base) => countryAt(base, at),
      () => '',
    );
    openModal(
      <AddPlaceForm
        at={at}
        country={country}
        onDone={(place) => {
          closeModal();
          setAdding(false);
          void navigate(mapLinks.place(place.code));
        }}
        onCancel={closeModal}
      />,
      { label: t('map.add.title') },
    );
  };

  return (
    <MapPage
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={() => void m.locateMe().then((at) => at && m.focus(at))}>
            <LocateFixed size={16} aria-hidden="true" /> {t('map.locate')}
          </Button>
          <Button onClick={() => setAdding(true)} disabled={adding}>
            <Plus size={16} aria-hidden="true" /> {t('map.add.title')}
          </Button>
        </>
      }
    >
      <Filters m={m} />
      {adding ? (
        <div className="map-adding" role="status">
          <span>{close ? t('map.add.aim') : t('map.add.zoomFirst')}</span>
          {close ? (
            <Button size="sm" onClick={() => void continueAdding()}>
              {t('map.add.here')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => m.setView({ ...m.view.peek(), zoom: ADD_ZOOM })}>
              {t('map.add.zoomIn')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setAdding(false)}>
            {t('map.cancel')}
          </Button>
        </div>
      ) : null}
      <div className="map-layout">
        <div className="map-stage">
          <WorldMap
            label={t('map.liveLabel')}
            view={m.view.value}
            size={m.size.value}
            onView={m.setView}
            onSize={onSize}
            markers={markersOf(m, t('map.you'))}
            crosshair={adding}
            onMarker={(id) => {
              if (id === 'me' || id.startsWith('person:')) return;
              m.selected.value = id;
              setCard(id);
            }}
          />
          {card ? <PinCard m={m} code={card} onClose={closeCard} /> : null}
        </div>
        <aside className="map-side" aria-label={t('map.side')}>
          <SharePanel m={m} />
          <PlaceList m={m} />
        </aside>
      </div>
    </MapPage>
  );
}
