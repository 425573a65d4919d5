// Reading a GeoJSON file of saved places (mapSavedImport): the whole file is checked before anything is changed,
// and the first problem is answered as a code naming the place and the field, so a malformed file adds nothing.
import type { components } from '../../../contracts/api/schema.d.ts';
import { unprocessable } from '../lib/errors.ts';

type Category = components['schemas']['MapCategory'];

/** The most features one file may hold. */
export const IMPORT_MAX_FEATURES = 1000;

const CATEGORIES: readonly Category[] = ['food', 'cafe', 'shop', 'park', 'landmark', 'hotel', 'transport', 'health'];

/** One place of the file, checked. */
export interface ImportedPlace {
  code?: string;
  name: string;
  category: Category;
  lat: number;
  lng: number;
  address: string;
  city: string;
  country: string;
  /** List names as written (trimmed); empty when the feature named none. */
  lists: string[];
  note: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** An optional string field within a length, trimmed: '' when absent, null when it is not such a string. */
function optionalText(v: unknown, max: number): string | null {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' && v.trim().length <= max ? v.trim() : null;
}

export function readGeoJson(text: string): ImportedPlace[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw unprocessable('map.importNotJson');
  }
  if (!isRecord(doc) || doc.type !== 'FeatureCollection' || !Array.isArray(doc.features)) throw unprocessable('map.importNotGeoJson');
  const features: unknown[] = doc.features;
  if (features.length === 0) throw unprocessable('map.importEmpty');
  if (features.length > IMPORT_MAX_FEATURES) throw unprocessable('map.importTooMany', { max: IMPORT_MAX_FEATURES });
  return features.map((feature, i) => {
    const bad = (field: string) => unprocessable('map.importFeature', { n: i + 1, field });
    if (!isRecord(feature) || feature.type !== 'Feature') throw bad('type');
    const geometry = feature.geometry;
    if (!isRecord(geometry) || geometry.type !== 'Point' || !Array.isArray(geometry.coordinates)) throw bad('geometry');
    const coordinates: unknown[] = geometry.coordinates as unknown[];
    const [lng, lat] = coordinates;
    if (!finite(lng) || !finite(lat) || lng < -180 || lng > 180 || lat < -85 || lat > 85) throw bad('coordinates');
    const props = feature.properties ?? {};
    if (!isRecord(props)) throw bad('properties');
    const name = typeof props.name === 'string' ? props.name.trim() : '';
    if (name.length < 2 || name.length > 60) throw bad('name');
    const category = props.category ?? 'landmark';
    if (!CATEGORIES.includes(category as Category)) throw bad('category');
    const lists = props.lists ?? [];
    if (!Array.isArray(lists) || lists.some((l) => typeof l !== 'string' || l.trim().length < 1 || l.trim().length > 40))
      throw bad('lists');
    const note = optionalText(props.note, 280);
    if (note === null) throw bad('note');
    const address = optionalText(props.address, 120);
    if (address === null) throw bad('address');
    const city = optionalText(props.city, 60);
    if (city === null) throw bad('city');
    const country = optionalText(props.country, 2);
    if (country === null || !/^([A-Z]{2})?$/.test(country)) throw bad('country');
    const code = typeof props.code === 'string' ? props.code : undefined;
    return {
      ...(code ? { code } : {}),
      name,
      category: category as Category,
      lat,
      lng,
      address,
      city,
      country,
      lists: [...new Set((lists as string[]).map((l) => l.trim()))],
      note,
    };
  });
}
