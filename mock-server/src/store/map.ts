// The map's records: places (anyone signed in adds a missing one; everyone sees them), who saved which, and live
// location shares — visible to the sharer's contacts (the people they keep in their inbox contacts), until the
// share's end on the mock's clock.
import type { components } from '../../../contracts/api/schema.d.ts';
import { canonical } from '../lib/canonical.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import type { ContactsRepo } from './contacts.ts';
import type { UsersRepo } from './users.ts';

type S = components['schemas'];
export type MapPlace = S['MapPlace'];
export type MapLive = S['MapLive'];
type Category = S['MapCategory'];

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
  live(uid: string): MapLive;
  share(uid: string, input: S['MapLiveShareInput']): MapLive;
  stop(uid: string): MapLive;
}

export function createMapRepo(deps: { users: UsersRepo; contacts: ContactsRepo; now: () => number }): MapRepo {
  const rng: Prng = createPrng(CODE_SEED);
  const places = new Map<string, StoredPlace>();
  /** code → (uid → when they saved it). */
  const saves = new Map<string, Map<string, number>>();
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
  const view = (place: StoredPlace, uid: string): MapPlace => {
    const savers = saves.get(place.code);
    const savedAt = savers?.get(uid);
    const { addedBy, ...fields } = place;
    return {
      ...fields,
      addedBy: { uid: addedBy, userName: deps.users.get(addedBy)?.userName ?? '' },
      saves: savers?.size ?? 0,
      saved: savedAt !== undefined,
      ...(savedAt !== undefined ? { savedAt } : {}),
    };
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
      const name = folded(fields.name);
      for (const p of places.values()) {
        if (folded(p.name) === name && distanceMetres(p, fields) < SAME_PLACE_METRES)
          throw conflict('map.alreadyOnMap', { metres: SAME_PLACE_METRES });
      }
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
    save(uid, code, saved, at = deps.now()) {
      const place = stored(code);
      let savers = saves.get(code);
      if (!savers) saves.set(code, (savers = new Map<string, number>()));
      if (!saved) savers.delete(uid);
      else if (!savers.has(uid)) savers.set(uid, at);
      return view(place, uid);
    },
    saved(uid) {
      const mine: Array<[StoredPlace, number]> = [];
      for (const [code, savers] of saves) {
        const at = savers.get(uid);
        const place = places.get(code);
        if (at !== undefined && place) mine.push([place, at]);
      }
      return mine.sort(([a, x], [b, y]) => y - x || (a.code < b.code ? -1 : 1)).map(([p]) => view(p, uid));
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
