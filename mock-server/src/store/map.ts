// The map's records: places (anyone signed in adds a missing one; everyone sees them), who saved which into which of
// their lists (Favourites, Want to go, lists they name) with a note, GeoJSON export and import of those, and live
// location shares — visible to the sharer's contacts (the people they keep in their inbox contacts), until the
// share's end on the mock's clock.
import type { components } from '../../../contracts/api/schema.d.ts';
import { canonical } from '../lib/canonical.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import { readGeoJson } from './map-geojson.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import type { ContactsRepo } from './contacts.ts';
import type { UsersRepo } from './users.ts';

type S = components['schemas'];
export type MapPlace = S['MapPlace'];
export type MapLive = S['MapLive'];
type Category = S['MapCategory'];
export type MapList = S['MapList'];

/** A place as stored: the answer's fields that do not depend on who asks. */
export interface StoredPlace {
  code: string;
  name: string;
  category: Category;
  lat: number;
  lng: number;
  address: string;
  city: string;
  country: string;
  description: string;
  addedBy: string;
  createdAt: number;
}

/** A place in my saved places: when I first saved it, the lists it is in, my note. */
interface SavedEntry {
  at: number;
  lists: Set<string>;
  note: string;
}

interface OwnList {
  id: string;
  name: string;
  createdAt: number;
}

/** The lists everyone has, first and in this order; their names are English (clients show their own words). */
export const BUILT_IN_LISTS: ReadonlyArray<{ id: string; kind: MapList['kind']; name: string; aliases: readonly string[] }> = [
  { id: 'favourites', kind: 'favourites', name: 'Favourites', aliases: ['favourites', 'favorites', 'favoritos'] },
  { id: 'want-to-go', kind: 'wantToGo', name: 'Want to go', aliases: ['want to go', 'quero ir'] },
];
export const FAVOURITES = 'favourites';
/** A list's name length (openapi MapListName). */
export const LIST_NAME_MIN = 1;
export const LIST_NAME_MAX = 40;
/** The most lists one person has, the two everyone has included. */
export const MAX_LISTS = 50;

interface Share {
  lat: number;
  lng: number;
  startedAt: number;
  updatedAt: number;
  expiresAt: number;
}

/** The most places one list answers (openapi MapPlacesPage.places maxItems). */
export const MAP_PAGE_LIMIT = 200;
/** Two places of the same name closer than this are the same place. */
export const SAME_PLACE_METRES = 100;

/** A place's name length, spaces at either end refused (openapi MapPlaceInput.name). */
export const PLACE_NAME_MIN = 2;
export const PLACE_NAME_MAX = 60;

const CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_SEED = 7070;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Lowercase, without accents: "São Paulo" is found by "sao paulo". */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a longitude is inside [west, east], crossing the antimeridian when west > east. */
export function inLongitudes(lng: number, west: number, east: number): boolean {
  return west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
}

export interface MapRepo {
  places(uid: string, query: S['MapPlaceQuery']): S['MapPlacesPage'];
  place(uid: string, code: string): MapPlace;
  add(uid: string, input: S['MapPlaceInput']): MapPlace;
  /** Seeds a place as it is (no duplicate check). */
  insert(place: Omit<StoredPlace, 'code'>): StoredPlace;
  save(uid: string, code: string, saved: boolean, at?: number): MapPlace;
  saved(uid: string): MapPlace[];
  lists(uid: string): MapList[];
  createList(uid: string, name: string): MapList;
  renameList(uid: string, id: string, name: string): MapList;
  deleteList(uid: string, id: string): MapList[];
  setLists(uid: string, code: string, lists: readonly string[], note?: string): MapPlace;
  exportGeoJson(uid: string): S['MapGeoJson'];
  importGeoJson(uid: string, text: string): S['MapImportResult'];
  live(uid: string): MapLive;
  share(uid: string, input: S['MapLiveShareInput']): MapLive;
  stop(uid: string): MapLive;
}

export function createMapRepo(deps: { users: UsersRepo; contacts: ContactsRepo; now: () => number }): MapRepo {
  const rng: Prng = createPrng(CODE_SEED);
  const places = new Map<string, StoredPlace>();
  /** code → (uid → what they saved). */
  const saves = new Map<string, Map<string, SavedEntry>>();
  /** uid → the lists they named, oldest first. */
  const ownLists = new Map<string, OwnList[]>();
  const writes = new Map<string, { input: string; code: string }>();
  const shares = new Map<string, Share>();

  const newCode = (): string => {
    for (;;) {
      let code = '';
      for (let i = 0; i < 8; i++) code += CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)];
      if (!places.has(code)) return code;
    }
  };
  const stored = (code: string): StoredPlace => {
    const place = places.get(code);
    if (!place) throw notFound('map.placeNotFound');
    return place;
  };
  const listIds = (uid: string): string[] => [...BUILT_IN_LISTS.map((l) => l.id), ...(ownLists.get(uid) ?? []).map((l) => l.id)];
  const view = (place: StoredPlace, uid: string): MapPlace => {
    const savers = saves.get(place.code);
    const mine = savers?.get(uid);
    const { addedBy, ...fields } = place;
    return {
      ...fields,
      addedBy: { uid: addedBy, userName: deps.users.get(addedBy)?.userName ?? '' },
      saves: savers?.size ?? 0,
      saved: mine !== undefined,
      ...(mine ? { savedAt: mine.at, lists: listIds(uid).filter((id) => mine.lists.has(id)), note: mine.note } : {}),
    };
  };
  /** My saved entries, place by place. */
  const entriesOf = (uid: string): Array<[StoredPlace, SavedEntry]> => {
    const mine: Array<[StoredPlace, SavedEntry]> = [];
    for (const [code, savers] of saves) {
      const entry = savers.get(uid);
      const place = places.get(code);
      if (entry && place) mine.push([place, entry]);
    }
    return mine.sort(([a, x], [b, y]) => y.at - x.at || (a.code < b.code ? -1 : 1));
  };
  const setEntry = (uid: string, code: string, entry: SavedEntry | null): void => {
    let savers = saves.get(code);
    if (!savers) saves.set(code, (savers = new Map<string, SavedEntry>()));
    if (entry && entry.lists.size > 0) savers.set(uid, entry);
    else savers.delete(uid);
  };
  const listsOf = (uid: string): MapList[] => {
    const counts = new Map<string, number>();
    for (const [, entry] of entriesOf(uid)) for (const id of entry.lists) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [
      ...BUILT_IN_LISTS.map(({ id, kind, name }) => ({ id, kind, name, places: counts.get(id) ?? 0, createdAt: 0 })),
      ...(ownLists.get(uid) ?? []).map((l) => ({ ...l, kind: 'own' as const, places: counts.get(l.id) ?? 0 })),
    ];
  };
  /** The list a name means for this person (a name everyone's list answers to, or one of theirs), if any. */
  const listNamed = (uid: string, name: string): string | undefined => {
    const wanted = folded(name.trim());
    return (
      BUILT_IN_LISTS.find((l) => l.aliases.includes(wanted))?.id ?? (ownLists.get(uid) ?? []).find((l) => folded(l.name) === wanted)?.id
    );
  };
  const checkListName = (uid: string, name: string, except?: string): void => {
    if (name.trim() !== name || name.length < LIST_NAME_MIN || name.length > LIST_NAME_MAX)
      throw unprocessable('map.listName', { min: LIST_NAME_MIN, max: LIST_NAME_MAX });
    const same = listNamed(uid, name);
    if (same !== undefined && same !== except) throw conflict('map.listNameTaken', { name });
  };
  const ownList = (uid: string, id: string): OwnList => {
    if (BUILT_IN_LISTS.some((l) => l.id === id)) throw unprocessable('map.listBuiltIn');
    const list = (ownLists.get(uid) ?? []).find((l) => l.id === id);
    if (!list) throw notFound('map.listNotFound');
    return list;
  };
  const newListId = (): string => {
    for (;;) {
      let id = '';
      for (let i = 0; i < 8; i++) id += CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)];
      if (![...ownLists.values()].some((lists) => lists.some((l) => l.id === id))) return id;
    }
  };
  const addList = (uid: string, name: string): OwnList => {
    const list = { id: newListId(), name, createdAt: deps.now() };
    ownLists.set(uid, [...(ownLists.get(uid) ?? []), list]);
    return list;
  };
  /** A place of the same name less than SAME_PLACE_METRES from a point, if the map has one. */
  const twinOf = (name: string, at: { lat: number; lng: number }): StoredPlace | undefined => {
    const wanted = folded(name);
    return [...places.values()].find((p) => folded(p.name) === wanted && distanceMetres(p, at) < SAME_PLACE_METRES);
  };
  const insert = (place: Omit<StoredPlace, 'code'>): StoredPlace => {
    const record = { code: newCode(), ...place };
    places.set(record.code, record);
    return record;
  };
  /** The share of a user, while it lasts. */
  const activeShare = (uid: string): Share | undefined => {
    const share = shares.get(uid);
    if (share && share.expiresAt <= deps.now()) {
      shares.delete(uid);
      return undefined;
    }
    return share;
  };
  const live = (uid: string): MapLive => {
    const people: MapLive['people'] = [];
    for (const [sharer] of shares) {
      if (sharer === uid || deps.contacts.list(sharer)[uid] === undefined) continue;
      const share = activeShare(sharer);
      if (!share) continue;
      people.push({
        person: { uid: sharer, userName: deps.users.get(sharer)?.userName ?? '' },
        lat: share.lat,
        lng: share.lng,
        updatedAt: share.updatedAt,
        expiresAt: share.expiresAt,
      });
    }
    people.sort((a, b) => b.updatedAt - a.updatedAt);
    const me = activeShare(uid);
    return { me: me ? { ...me } : null, audience: Object.keys(deps.contacts.list(uid)).length, people };
  };

  return {
    places(uid, query) {
      const { bounds, category } = query;
      if (bounds && bounds.south > bounds.north) throw unprocessable('map.bounds');
      const words = query.query ? folded(query.query).split(/\s+/).filter(Boolean) : [];
      const matched = [...places.values()].filter((p) => {
        if (category && p.category !== category) return false;
        if (bounds && (p.lat < bounds.south || p.lat > bounds.north || !inLongitudes(p.lng, bounds.west, bounds.east))) return false;
        if (words.length === 0) return true;
        const text = folded(`${p.name} ${p.address} ${p.city} ${p.description}`);
        return words.every((w) => text.includes(w));
      });
      const saveCount = (p: StoredPlace): number => saves.get(p.code)?.size ?? 0;
      matched.sort((a, b) => saveCount(b) - saveCount(a) || b.createdAt - a.createdAt || (a.code < b.code ? -1 : 1));
      return { total: matched.length, places: matched.slice(0, MAP_PAGE_LIMIT).map((p) => view(p, uid)) };
    },
    place: (uid, code) => view(stored(code), uid),
    add(uid, input) {
      const { requestId, ...fields } = input;
      const key = `${uid}|${requestId}`;
      const fingerprint = canonical(fields);
      const previous = writes.get(key);
      if (previous) {
        if (previous.input !== fingerprint) throw conflict('request.idempotencyConflict');
        return view(stored(previous.code), uid);
      }
      if (fields.name.trim() !== fields.name || fields.name.trim().length < PLACE_NAME_MIN)
        throw unprocessable('map.placeName', { min: PLACE_NAME_MIN, max: PLACE_NAME_MAX });
      if (twinOf(fields.name, fields)) throw conflict('map.alreadyOnMap', { metres: SAME_PLACE_METRES });
      const place = insert({
        name: fields.name,
        category: fields.category,
        lat: fields.lat,
        lng: fields.lng,
        address: fields.address ?? '',
        city: fields.city ?? '',
        country: fields.country ?? '',
        description: fields.description ?? '',
        addedBy: uid,
        createdAt: deps.now(),
      });
      writes.set(key, { input: fingerprint, code: place.code });
      return view(place, uid);
    },
    insert,
    // Saving without naming a list puts the place in Favourites; taking it off takes it out of every list.
    save(uid, code, saved, at = deps.now()) {
      const place = stored(code);
      const mine = saves.get(code)?.get(uid);
      if (!saved) setEntry(uid, code, null);
      else if (!mine) setEntry(uid, code, { at, lists: new Set([FAVOURITES]), note: '' });
      return view(place, uid);
    },
    saved: (uid) => entriesOf(uid).map(([p]) => view(p, uid)),
    lists: listsOf,
    createList(uid, name) {
      checkListName(uid, name);
      if (listsOf(uid).length >= MAX_LISTS) throw unprocessable('map.tooManyLists', { max: MAX_LISTS });
      const list = addList(uid, name);
      return { ...list, kind: 'own', places: 0 };
    },
    renameList(uid, id, name) {
      const list = ownList(uid, id);
      checkListName(uid, name, id);
      list.name = name;
      const renamed = listsOf(uid).find((l) => l.id === id);
      if (!renamed) throw notFound('map.listNotFound');
      return renamed;
    },
    deleteList(uid, id) {
      ownList(uid, id);
      ownLists.set(
        uid,
        (ownLists.get(uid) ?? []).filter((l) => l.id !== id),
      );
      for (const [place, entry] of entriesOf(uid)) {
        entry.lists.delete(id);
        setEntry(uid, place.code, entry);
      }
      return listsOf(uid);
    },
    setLists(uid, code, lists, note) {
      const place = stored(code);
      const known = new Set(listIds(uid));
      if (lists.some((id) => !known.has(id))) throw notFound('map.listNotFound');
      const mine = saves.get(code)?.get(uid);
      setEntry(uid, code, { at: mine?.at ?? deps.now(), lists: new Set(lists), note: note ?? mine?.note ?? '' });
      return view(place, uid);
    },
    exportGeoJson(uid) {
      const names = new Map(listsOf(uid).map((l) => [l.id, l.name]));
      return {
        type: 'FeatureCollection',
        features: entriesOf(uid).map(([p, entry]) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
          properties: {
            code: p.code,
            name: p.name,
            category: p.category,
            address: p.address,
            city: p.city,
            country: p.country,
            lists: listIds(uid)
              .filter((id) => entry.lists.has(id))
              .map((id) => names.get(id) ?? id),
            note: entry.note,
            savedAt: entry.at,
          },
        })),
      };
    },
    // Everything is checked before anything changes: the file (readGeoJson), then the lists it would make.
    importGeoJson(uid, text) {
      const features = readGeoJson(text);
      const missing = new Map<string, string>();
      for (const f of features) for (const name of f.lists) if (!listNamed(uid, name)) missing.set(folded(name), name);
      if (listsOf(uid).length + missing.size > MAX_LISTS) throw unprocessable('map.tooManyLists', { max: MAX_LISTS });
      for (const name of missing.values()) addList(uid, name);
      let newPlaces = 0;
      const now = deps.now();
      for (const f of features) {
        let place = (f.code ? places.get(f.code) : undefined) ?? twinOf(f.name, f);
        if (!place) {
          const { name, category, lat, lng, address, city, country } = f;
          place = insert({ name, category, lat, lng, address, city, country, description: '', addedBy: uid, createdAt: now });
          newPlaces++;
        }
        const mine = saves.get(place.code)?.get(uid);
        const lists = new Set(mine?.lists ?? []);
        for (const name of f.lists.length > 0 ? f.lists : [BUILT_IN_LISTS[0]?.name ?? FAVOURITES]) {
          const id = listNamed(uid, name);
          if (id) lists.add(id);
        }
        setEntry(uid, place.code, { at: mine?.at ?? now, lists, note: f.note || (mine?.note ?? '') });
      }
      return { places: features.length, newPlaces, newLists: missing.size };
    },
    live,
    share(uid, input) {
      const now = deps.now();
      const current = activeShare(uid);
      if (input.durationMin !== undefined) {
        shares.set(uid, { lat: input.lat, lng: input.lng, startedAt: now, updatedAt: now, expiresAt: now + input.durationMin * 60_000 });
      } else {
        if (!current) throw conflict('map.notSharing');
        shares.set(uid, { ...current, lat: input.lat, lng: input.lng, updatedAt: now });
      }
      return live(uid);
    },
    stop(uid) {
      shares.delete(uid);
      return live(uid);
    },
  };
}
