// The map area's API shapes, taken from the types generated from openapi.yaml (never hand-written).
import type { components } from '../../../../../contracts/api/schema';

type Schemas = components['schemas'];

export type Place = Schemas['MapPlace'];
export type PlaceQuery = Schemas['MapPlaceQuery'];
export type PlacesPage = Schemas['MapPlacesPage'];
export type PlaceInput = Schemas['MapPlaceInput'];
export type Category = Schemas['MapCategory'];
export type Bounds = Schemas['MapBounds'];
export type Live = Schemas['MapLive'];
export type LivePerson = Schemas['MapLivePerson'];
export type LiveShareInput = Schemas['MapLiveShareInput'];
export type PlaceList = Schemas['MapList'];
export type SavedGeoJson = Schemas['MapGeoJson'];
export type ImportResult = Schemas['MapImportResult'];

/** The categories a place can have, in the order the filters show them (openapi MapCategory). */
export const CATEGORIES: readonly Category[] = ['food', 'cafe', 'shop', 'park', 'landmark', 'hotel', 'transport', 'health'];

/** The share lengths offered (openapi MapLiveShareInput.durationMin). */
export const SHARE_MINUTES = [15, 60, 480] as const;
export type ShareMinutes = (typeof SHARE_MINUTES)[number];
