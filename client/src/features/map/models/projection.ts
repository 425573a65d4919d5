// Web Mercator, as every web map draws the world: a square world of 256 × 2^zoom pixels, north up, the
// antimeridian at both edges. A view is the point at the centre of the screen and a zoom; everything the map
// draws and every pan, zoom and fit is worked out here, so it can be tested without a browser.

/** The world's width in pixels at zoom 0 (the size of one web-map tile). */
export const TILE = 256;
/** Web Mercator's edge: beyond ±85.0511° the projection runs to infinity. */
export const MAX_LAT = 85.0511;
export const MAX_ZOOM = 17;

export interface View {
  lng: number;
  lat: number;
  zoom: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface LngLat {
  lng: number;
  lat: number;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** A longitude brought into [-180, 180). */
export function wrapLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** Where a point lies in the zoom-0 world (0…256 both ways, y growing southwards). */
export function project({ lng, lat }: LngLat): Point {
  const sin = Math.sin((clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * TILE, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE };
}

export function unproject({ x, y }: Point): LngLat {
  const n = Math.PI - (2 * Math.PI * y) / TILE;
  return { lng: (x / TILE) * 360 - 180, lat: (180 / Math.PI) * Math.atan(Math.sinh(n)) };
}

export const scaleOf = (zoom: number): number => 2 ** zoom;

/** The smallest zoom at which the world still fills the width of the screen (the map never shows its own edge twice). */
export function minZoom(size: Size): number {
  return clamp(Math.log2(Math.max(size.width, size.height, 1) / TILE), 0, MAX_ZOOM);
}

/** The view made valid for the screen: zoom in range, longitude wrapped, and no sky above the north edge or below the south. */
export function constrain(view: View, size: Size): View {
  const zoom = clamp(view.zoom, minZoom(size), MAX_ZOOM);
  const world = TILE * scaleOf(zoom);
  const centre = project(view);
  const half = size.height / 2 / scaleOf(zoom);
  const y = world <= size.height ? TILE / 2 : clamp(centre.y, half, TILE - half);
  return { lng: wrapLng(view.lng), lat: unproject({ x: 0, y }).lat, zoom };
}

/** Screen pixels of a point, taking the copy of the world (one world to the west or east) nearest the centre. */
export function toScreen(view: View, size: Size, at: LngLat): Point {
  const scale = scaleOf(view.zoom);
  const centre = project(view);
  const p = project(at);
  let dx = p.x - centre.x;
  if (dx > TILE / 2) dx -= TILE;
  if (dx < -TILE / 2) dx += TILE;
  return { x: size.width / 2 + dx * scale, y: size.height / 2 + (p.y - centre.y) * scale };
}

export function fromScreen(view: View, size: Size, at: Point): LngLat {
  const scale = scaleOf(view.zoom);
  const centre = project(view);
  const point = unproject({ x: centre.x + (at.x - size.width / 2) / scale, y: centre.y + (at.y - size.height / 2) / scale });
  return { lng: wrapLng(point.lng), lat: point.lat };
}

/** The box the screen shows (west > east when it crosses the antimeridian; the whole width when it wraps). */
export function boundsOf(view: View, size: Size): { south: number; west: number; north: number; east: number } {
  const nw = fromScreen(view, size, { x: 0, y: 0 });
  const se = fromScreen(view, size, { x: size.width, y: size.height });
  const wide = size.width / scaleOf(view.zoom) >= TILE;
  const round = (n: number): number => Math.round(n * 1e4) / 1e4;
  return {
    south: round(clamp(se.lat, -85, 85)),
    north: round(clamp(nw.lat, -85, 85)),
    west: wide ? -180 : round(nw.lng),
    east: wide ? 180 : round(se.lng),
  };
}

/** The view moved by a drag of (dx, dy) screen pixels: the ground follows the pointer. */
export function panBy(view: View, size: Size, dx: number, dy: number): View {
  return constrain({ ...fromScreen(view, size, { x: size.width / 2 - dx, y: size.height / 2 - dy }), zoom: view.zoom }, size);
}

/** The view zoomed by `delta` levels keeping the ground under `at` (screen pixels) where it is. */
export function zoomAround(view: View, size: Size, delta: number, at: Point = { x: size.width / 2, y: size.height / 2 }): View {
  const target = constrain({ ...view, zoom: view.zoom + delta }, size);
  const ground = fromScreen(view, size, at);
  const moved = toScreen(target, size, ground);
  return panBy(target, size, at.x - moved.x, at.y - moved.y);
}

/** The view that shows every point with `padding` pixels around them, at most at `maxZoom`. */
export function fitPoints(points: readonly LngLat[], size: Size, { padding = 48, maxZoom = 15 } = {}): View | null {
  if (points.length === 0) return null;
  const projected = points.map(project);
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = { width: Math.max(1, size.width - 2 * padding), height: Math.max(1, size.height - 2 * padding) };
  const zoomFor = (extent: number, pixels: number): number => (extent === 0 ? maxZoom : Math.log2(pixels / extent));
  const zoom = Math.min(maxZoom, zoomFor(maxX - minX, room.width), zoomFor(maxY - minY, room.height));
  const centre = unproject({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 });
  return constrain({ ...centre, zoom }, size);
}
