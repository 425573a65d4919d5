// The offline base map: the countries of Natural Earth (world-atlas; 1:110m for the world, 1:50m once the map is
// zoomed in far enough to see the difference) as one land path and one path of the borders between them, each
// country's shape for finding which country a point is in, and the names the map may write — countries by their
// ISO code (named in the person's language where drawn), major cities from data/base-map.json. All are static
// files fetched on first use, never inside the map's script.
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Position } from 'geojson';
import coarseUrl from 'world-atlas/countries-110m.json?url';
import fineUrl from 'world-atlas/countries-50m.json?url';
import namesUrl from '../data/base-map.json?url';
import { ringsToPath, unwrapRing } from './land';
import { project, type Point } from './projection';

/** From this zoom on, the 1:50m shapes are drawn (and used to find a point's country). */
export const FINE_ZOOM = 4;

export interface Country {
  /** ISO 3166-1 alpha-2 ('' when the shape has none, e.g. a disputed area). */
  code: string;
  /** Its polygons' rings in degrees (outer rings and holes alike: a point inside an odd number of them is in it). */
  rings: Position[][];
  /** Bounds in degrees: west, south, east, north. */
  box: [number, number, number, number];
  /** Where its name goes (zoom-0 pixels) and the width and height of its largest part there. */
  label: Point;
  extent: { width: number; height: number };
}

export interface City {
  name: string;
  country: string;
  lng: number;
  lat: number;
  population: number;
  capital: boolean;
  at: Point;
}

export interface BaseMap {
  land: string;
  borders: string;
  countries: Country[];
  cities: City[];
}

type CityRow = [string, string, number, number, number, 0 | 1];
interface Names {
  countries: Record<string, string>;
  cities: CityRow[];
}
type CountriesTopology = Topology<{ countries: GeometryCollection<{ name?: string }> }>;

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} ${res.status}`);
  return res.json() as Promise<T>;
}

/** Twice the signed area of a ring in zoom-0 pixels, and its centroid. */
function ringShape(ring: readonly Position[]): { area: number; centre: Point; width: number; height: number } {
  const points = unwrapRing(ring).map(([lng, lat]) => project({ lng, lat }));
  let area = 0;
  let cx = 0;
  let cy = 0;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  const centre = area === 0 ? { x: xs[0] ?? 0, y: ys[0] ?? 0 } : { x: cx / (3 * area), y: cy / (3 * area) };
  return { area: Math.abs(area), centre, width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** The paths to draw and the countries, from a world-atlas countries topology and the names file. */
export function buildBaseMap(topology: CountriesTopology, names: Names): BaseMap {
  const shapes = feature(topology, topology.objects.countries);
  const all: Position[][] = [];
  const countries: Country[] = [];
  for (const f of shapes.features) {
    const g = f.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    if (polygons.length === 0) continue;
    const rings = polygons.flat();
    all.push(...rings);
    const lngs = rings.flat().map(([lng = 0]) => lng);
    const lats = rings.flat().map(([, lat = 0]) => lat);
    // The name goes on the largest part (mainland France, not French Guiana).
    const largest = polygons
      .map((p) => ringShape(p[0] ?? []))
      .reduce((best, shape) => (shape.area > best.area ? shape : best), { area: -1, centre: { x: 0, y: 0 }, width: 0, height: 0 });
    const id = f.id === undefined ? (f.properties?.name ?? '') : String(f.id);
    countries.push({
      code: names.countries[id] ?? '',
      rings,
      box: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
      label: largest.centre,
      extent: { width: largest.width, height: largest.height },
    });
  }
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  let lines = '';
  for (const line of borders.coordinates) {
    unwrapRing(line).forEach(([lng, lat], i) => {
      const { x, y } = project({ lng, lat });
      lines += `${i === 0 ? 'M' : 'L'}${x.toFixed(3)} ${y.toFixed(3)}`;
    });
  }
  const cities = names.cities.map(([name, country, lat, lng, population, capital]) => ({
    name,
    country,
    lat,
    lng,
    population,
    capital: capital === 1,
    at: project({ lng, lat }),
  }));
  return { land: ringsToPath(all), borders: lines, countries, cities };
}

const pending = new Map<'coarse' | 'fine', Promise<BaseMap>>();
let names: Promise<Names> | null = null;

/** The base map at a level of detail, fetched once (and again after a failure). */
export function loadBaseMap(detail: 'coarse' | 'fine'): Promise<BaseMap> {
  let loading = pending.get(detail);
  if (!loading) {
    names ??= json<Names>(namesUrl).catch((error: unknown) => {
      names = null;
      throw error;
    });
    loading = Promise.all([json<CountriesTopology>(detail === 'fine' ? fineUrl : coarseUrl), names])
      .then(([topology, n]) => buildBaseMap(topology, n))
      .catch((error: unknown) => {
        pending.delete(detail);
        throw error;
      });
    pending.set(detail, loading);
  }
  return loading;
}

/** Whether a point is inside a set of rings (even–odd: holes count). */
function inRings(rings: readonly Position[][], lng: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/**
 * Coasts drawn at 1:50m are a few kilometres off (Lagos's Victoria Island is in the sea there): a point in no shape
 * takes the country whose edge is nearest within this distance.
 */
export const COAST_KM = 25;

/** Distance in km from a point to a segment, on a plane scaled to the point's latitude (fine at these distances). */
function kmToSegment(p: { lng: number; lat: number }, a: Position, b: Position): number {
  const k = Math.cos((p.lat * Math.PI) / 180);
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const dx = (bx - ax) * k;
  const dy = by - ay;
  const px = (p.lng - ax) * k;
  const py = p.lat - ay;
  const along = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - along * dx, py - along * dy) * 111.32;
}

/** The ISO code of the country a point is in, or whose coast is within COAST_KM ('' at sea or where no code is). */
export function countryAt(base: Pick<BaseMap, 'countries'>, at: { lng: number; lat: number }): string {
  const margin = COAST_KM / 100;
  let nearest = { code: '', km: COAST_KM };
  for (const c of base.countries) {
    const [west, south, east, north] = c.box;
    if (at.lng < west - margin || at.lng > east + margin || at.lat < south - margin || at.lat > north + margin) continue;
    if (at.lng >= west && at.lng <= east && at.lat >= south && at.lat <= north && inRings(c.rings, at.lng, at.lat)) return c.code;
    for (const ring of c.rings) {
      for (let i = 1; i < ring.length; i++) {
        const km = kmToSegment(at, ring[i - 1] ?? [], ring[i] ?? []);
        if (km < nearest.km) nearest = { code: c.code, km };
      }
    }
  }
  return nearest.code;
}
