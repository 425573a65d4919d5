// What the base map writes on itself at a view: country and city names where they fit without covering one
// another (countries first while the world is small, cities first once it is large), a scale bar, and at city
// zoom a grid of meridians and parallels with their degrees — the map has no streets, so these are what a person
// orients by there. Pure functions of the view, so they are tested without a browser.
import type { BaseMap } from './base-map';
import { scaleOf, TILE, unproject, type Point, type Size, type View, project } from './projection';

export interface Label {
  id: string;
  text: string;
  x: number;
  y: number;
  kind: 'country' | 'city' | 'capital';
}

/** Rough widths of the label fonts (px per character), enough to keep names apart. */
const COUNTRY_CHAR = 8.6;
const CITY_CHAR = 6.6;
const LINE = 16;
/** The most names one view writes. */
const MAX_LABELS = 80;
/** Cities are written from this zoom on: capitals and the largest first. */
export const CITY_ZOOM = 3;
/** From this zoom on, cities come before countries (a country's name is then far across the screen). */
const CITIES_FIRST_ZOOM = 6;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Screen pixels of a zoom-0 point, taking the copy of the world nearest the centre. */
function screenOf(view: View, size: Size, p: Point): Point {
  const scale = scaleOf(view.zoom);
  const centre = project(view);
  let dx = p.x - centre.x;
  if (dx > TILE / 2) dx -= TILE;
  if (dx < -TILE / 2) dx += TILE;
  return { x: size.width / 2 + dx * scale, y: size.height / 2 + (p.y - centre.y) * scale };
}

export function placeLabels(base: BaseMap, view: View, size: Size, countryName: (code: string) => string): Label[] {
  const scale = scaleOf(view.zoom);
  const inside = (p: Point) => p.x > 0 && p.y > 0 && p.x < size.width && p.y < size.height;
  const countries: Array<Label & { width: number; rank: number }> = [];
  for (const c of base.countries) {
    if (!c.code) continue;
    const text = countryName(c.code);
    const width = text.length * COUNTRY_CHAR;
    // Only where the name fits inside the country's largest part.
    if (!text || c.extent.width * scale < width + 8 || c.extent.height * scale < LINE) continue;
    const p = screenOf(view, size, c.label);
    if (inside(p))
      countries.push({
        id: `country:${c.code}`,
        text: text.toLocaleUpperCase(),
        x: p.x,
        y: p.y,
        kind: 'country',
        width,
        rank: c.extent.width * c.extent.height,
      });
  }
  const cities: Array<Label & { width: number; rank: number }> = [];
  if (view.zoom >= CITY_ZOOM) {
    for (const c of base.cities) {
      // While the world is small, only the capitals of sizeable countries and the very largest cities; a
      // territory's small capital (Saint-Pierre, Douglas) waits until the map is close.
      if (view.zoom < CITY_ZOOM + 1 && (c.capital ? c.population < 1_000_000 : c.population < 5_000_000)) continue;
      if (view.zoom < CITIES_FIRST_ZOOM && c.capital && c.population < 100_000) continue;
      const p = screenOf(view, size, c.at);
      if (inside(p))
        cities.push({
          id: `city:${c.country}:${c.name}`,
          text: c.name,
          x: p.x,
          y: p.y,
          kind: c.capital ? 'capital' : 'city',
          width: c.name.length * CITY_CHAR + 10,
          rank: c.population * (c.capital ? 3 : 1),
        });
    }
  }
  countries.sort((a, b) => b.rank - a.rank);
  cities.sort((a, b) => b.rank - a.rank);
  const order = view.zoom >= CITIES_FIRST_ZOOM ? [...cities, ...countries] : [...countries, ...cities];
  const taken: Box[] = [];
  const out: Label[] = [];
  for (const { width, rank: _rank, ...label } of order) {
    // A country's name is centred on its point; a city's starts just right of its dot.
    const left = label.kind === 'country' ? label.x - width / 2 : label.x - 5;
    const box = { left: left - 2, top: label.y - LINE / 2 - 2, right: left + width + 2, bottom: label.y + LINE / 2 + 2 };
    if (taken.some((t) => overlaps(t, box))) continue;
    taken.push(box);
    out.push(label);
    if (out.length >= MAX_LABELS) break;
  }
  return out;
}

/** The ground distance a bar of at most `maxPx` pixels shows at the centre of the view: a round number of metres. */
export function scaleBar(view: View, maxPx = 100): { metres: number; px: number } {
  const metresPerPx = (40_075_016.686 * Math.cos((view.lat * Math.PI) / 180)) / (TILE * scaleOf(view.zoom));
  const most = metresPerPx * maxPx;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((n) => n * power).find((m) => m <= most) ?? power;
  return { metres, px: metres / metresPerPx };
}

/** Grid steps in degrees, the finest first. */
const STEPS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];
/** The grid is drawn from this zoom on (a city and closer), where land alone would be a blank square. */
export const GRID_ZOOM = 8;

export interface GridLine {
  /** The degree the line is at (longitude for a meridian, latitude for a parallel). */
  degrees: number;
  /** Its screen position: x for a meridian, y for a parallel. */
  at: number;
}

/** Meridians and parallels at least `spacing` pixels apart, at round degrees. */
export function grid(view: View, size: Size, spacing = 110): { step: number; meridians: GridLine[]; parallels: GridLine[] } | null {
  if (view.zoom < GRID_ZOOM || size.width === 0) return null;
  const scale = scaleOf(view.zoom);
  const pxPerDegree = (TILE * scale) / 360;
  const step = STEPS.find((s) => s * pxPerDegree >= spacing) ?? 5;
  const centre = project(view);
  const toLngLat = (x: number, y: number) =>
    unproject({ x: centre.x + (x - size.width / 2) / scale, y: centre.y + (y - size.height / 2) / scale });
  const nw = toLngLat(0, 0);
  const se = toLngLat(size.width, size.height);
  const meridians: GridLine[] = [];
  for (let d = Math.ceil(nw.lng / step) * step; d <= se.lng; d += step) {
    meridians.push({ degrees: d, at: screenOf(view, size, project({ lng: d, lat: view.lat })).x });
  }
  const parallels: GridLine[] = [];
  for (let d = Math.ceil(se.lat / step) * step; d <= nw.lat; d += step) {
    parallels.push({ degrees: d, at: screenOf(view, size, project({ lng: view.lng, lat: d })).y });
  }
  return { step, meridians, parallels };
}
