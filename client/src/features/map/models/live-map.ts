// The live map (/map/live): the view, the places inside it (of a category — asked again a moment after the view
// stops moving), a search by words over every place on the map (not only the view) that moves the map to what it
// found, the contacts sharing their location with me, and my own share:
// started for 15 minutes, 1 hour or 8 hours, moved as the device moves (at most every 30 s), stopped.
import { batch, computed, createModel, effect, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { locationErrorMessage, type Locator } from './geolocation';
import { boundsOf, constrain, fitPoints, type LngLat, type Size, type View } from './projection';
import type { Category, Live, Place, PlaceQuery, PlacesPage, ShareMinutes } from './types';

/** How long the view must rest before the places inside it are asked for. */
export const SETTLE_MS = 300;
/** How often the contacts' live locations are asked for again. */
export const LIVE_POLL_MS = 15_000;
/** The least time between two moves of my share. */
export const SHARE_MOVE_MS = 30_000;

export interface LiveMapDeps {
  start: View;
  listPlaces(query: PlaceQuery): Promise<PlacesPage>;
  getLive(): Promise<Live>;
  shareLive(body: { lat: number; lng: number; durationMin?: ShareMinutes }): Promise<{ data: Live }>;
  stopLive(): Promise<{ data: Live }>;
  locator: Locator;
  notify(kind: 'success' | 'error', message: string): void;
  now(): number;
}

export const LiveMapModel = createModel((deps: LiveMapDeps) => {
  const view = signal<View>(deps.start, { name: 'mapView' });
  const size = signal<Size>({ width: 0, height: 0 }, { name: 'mapSize' });
  const category = signal<Category | null>(null, { name: 'mapCategory' });
  const query = signal('', { name: 'mapQuery' });
  const places = signal<Place[] | null>(null, { name: 'mapPlaces' });
  const total = signal(0, { name: 'mapPlacesTotal' });
  const error = signal<string | null>(null, { name: 'mapPlacesError' });
  const selected = signal<string | null>(null, { name: 'mapSelected' });
  const live = signal<Live | null>(null, { name: 'mapLive' });
  const sharing = signal<'start' | 'stop' | null>(null, { name: 'mapSharingBusy' });
  const duration = signal<ShareMinutes>(60, { name: 'mapShareDuration' });
  /** Where I was last found (drawn as "you are here"), whether or not I share it. */
  const here = signal<LngLat | null>(null, { name: 'mapHere' });

  const bounds = computed(() => (size.value.width > 0 ? boundsOf(view.value, size.value) : null));
  /** The words searched for, as sent; '' while the list follows the view. */
  const searching = computed(() => query.value.trim().toLowerCase().slice(0, 60));
  // Words search the whole map, so the query then leaves the bounds out (and does not follow the view).
  const placeQuery = computed<PlaceQuery | null>(() => {
    const text = searching.value;
    const of = category.value ? { category: category.value } : {};
    if (text) return { ...of, query: text };
    const box = bounds.value;
    return box ? { bounds: box, ...of } : null;
  });

  let asked = 0;
  async function loadPlaces(q: PlaceQuery): Promise<void> {
    const mine = ++asked;
    try {
      const page = await deps.listPlaces(q);
      if (mine !== asked) return;
      batch(() => {
        places.value = page.places;
        total.value = page.total;
        error.value = null;
        // What a search found is where the map goes (close enough to tell the places apart).
        const room = size.peek();
        if (q.query && !q.bounds && page.places.length > 0 && room.width > 0) {
          const fit = fitPoints(page.places, room, { padding: 64, maxZoom: 15 });
          if (fit) view.value = fit;
          selected.value = page.places.length === 1 ? (page.places[0]?.code ?? null) : null;
        }
      });
    } catch (e) {
      if (mine === asked) error.value = errorMessage(e);
    }
  }

  async function loadLive(): Promise<void> {
    try {
      live.value = await deps.getLive();
    } catch {
      // The next poll tries again; the places of the map do not depend on it.
    }
  }
  let lastMove = 0;

  /**
   * Starts what runs while the page is open (the places follow the view, the live locations are asked for every
   * LIVE_POLL_MS, my share follows the device); answers the function that stops it all. Called from an effect of
   * the page, not from the model's factory: React may make and drop a model without ever mounting it.
   */
  function start(): () => void {
    void loadLive();
    const poll = setInterval(() => void loadLive(), LIVE_POLL_MS);
    const stops = [
      effect(() => {
        const q = placeQuery.value;
        if (!q) return;
        const timer = setTimeout(() => void loadPlaces(q), SETTLE_MS);
        return () => clearTimeout(timer);
      }),
      // While my share lasts, the device's moves move it (not more often than every SHARE_MOVE_MS).
      effect(() => {
        const me = live.value?.me;
        if (!me) return;
        const stopWatching = deps.locator.watch((at) => {
          here.value = at;
          if (deps.now() - lastMove < SHARE_MOVE_MS || deps.now() >= me.expiresAt) return;
          lastMove = deps.now();
          deps.shareLive({ lat: at.lat, lng: at.lng }).then(
            (res) => (live.value = res.data),
            () => void loadLive(),
          );
        });
        const ends = setTimeout(() => void loadLive(), Math.max(0, me.expiresAt - deps.now()) + 500);
        return () => {
          stopWatching();
          clearTimeout(ends);
        };
      }),
    ];
    return () => {
      clearInterval(poll);
      for (const stop of stops) stop();
    };
  }

  function setView(next: View): void {
    view.value = size.peek().width > 0 ? constrain(next, size.peek()) : next;
  }

  /** Centres the map on a point, zoomed in at least to street level. */
  function focus(at: LngLat, zoom = Math.max(view.peek().zoom, 14)): void {
    setView({ lng: at.lng, lat: at.lat, zoom });
  }

  async function locateMe(): Promise<LngLat | null> {
    try {
      const at = await deps.locator.locate();
      here.value = at;
      return at;
    } catch (e) {
      deps.notify('error', locationErrorMessage(e));
      return null;
    }
  }

  async function startSharing(): Promise<boolean> {
    sharing.value = 'start';
    try {
      const at = await locateMe();
      if (!at) return false;
      const res = await deps.shareLive({ lat: at.lat, lng: at.lng, durationMin: duration.peek() });
      lastMove = deps.now();
      live.value = res.data;
      focus(at);
      deps.notify('success', t('map.live.started'));
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    } finally {
      sharing.value = null;
    }
  }

  async function stopSharing(): Promise<void> {
    sharing.value = 'stop';
    try {
      live.value = (await deps.stopLive()).data;
      deps.notify('success', t('map.live.stopped'));
    } catch (e) {
      deps.notify('error', errorMessage(e));
    } finally {
      sharing.value = null;
    }
  }

  return {
    view,
    size,
    category,
    query,
    places,
    total,
    error,
    selected,
    live,
    sharing,
    duration,
    here,
    bounds,
    searching,
    start,
    setView,
    focus,
    locateMe,
    startSharing,
    stopSharing,
    reload: () => {
      const q = placeQuery.peek();
      return q ? loadPlaces(q) : Promise.resolve();
    },
    /** After a place was saved or added elsewhere: puts the new version in the list. */
    replace(place: Place): void {
      const list = places.peek();
      if (list) places.value = list.map((p) => (p.code === place.code ? place : p));
    },
  };
});
