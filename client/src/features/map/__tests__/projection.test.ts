// Web Mercator and the view arithmetic of the map (models/projection.ts) and the clustering of pins
// (models/clusters.ts): what the map draws where, and where a pan, a zoom or a fit leaves it.
import { describe, expect, it } from 'vitest';
import { CLUSTER_RADIUS, clusterPins } from '../models/clusters';
import {
  boundsOf,
  constrain,
  fitPoints,
  fromScreen,
  MAX_LAT,
  minZoom,
  panBy,
  project,
  toScreen,
  unproject,
  wrapLng,
  zoomAround,
} from '../models/projection';
import { startView, WORLD_VIEW } from '../models/start-view';

const size = { width: 800, height: 600 };
const close = (a: number, b: number, digits = 6) => expect(a).toBeCloseTo(b, digits);

describe('projection', () => {
  it('puts (0, 0) at the middle of the zoom-0 world, the antimeridian at its edges, north up', () => {
    expect(project({ lng: 0, lat: 0 })).toEqual({ x: 128, y: 128 });
    close(project({ lng: -180, lat: 0 }).x, 0);
    close(project({ lng: 180, lat: 0 }).x, 256);
    close(project({ lng: 0, lat: MAX_LAT }).y, 0, 3);
    expect(project({ lng: 0, lat: 51.5 }).y).toBeLessThan(128);
  });

  it('unprojects what it projects', () => {
    for (const at of [
      { lng: 3.4216, lat: 6.4281 },
      { lng: -73.9897, lat: 40.7411 },
      { lng: 151.2, lat: -33.86 },
    ]) {
      const back = unproject(project(at));
      close(back.lng, at.lng);
      close(back.lat, at.lat);
    }
  });

  it('wraps longitudes into [-180, 180)', () => {
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(180)).toBe(-180);
    expect(wrapLng(12.5)).toBe(12.5);
  });

  it('draws the view centre at the screen centre, and reads the screen back as the same ground', () => {
    const view = { lng: 3.42, lat: 6.43, zoom: 12 };
    expect(toScreen(view, size, view)).toEqual({ x: 400, y: 300 });
    const ground = fromScreen(view, size, { x: 123, y: 456 });
    const again = toScreen(view, size, ground);
    close(again.x, 123, 4);
    close(again.y, 456, 4);
  });

  it('draws a point across the antimeridian on the side nearest the centre', () => {
    const fiji = { lng: 178, lat: -18 };
    const samoa = { lng: -172, lat: -14 };
    const view = { lng: 179, lat: -16, zoom: 5 };
    expect(toScreen(view, size, fiji).x).toBeLessThan(400);
    expect(toScreen(view, size, samoa).x).toBeGreaterThan(400);
  });

  it('a drag moves the ground with the pointer', () => {
    const view = { lng: 0, lat: 0, zoom: 4 };
    const ground = fromScreen(view, size, { x: 500, y: 200 });
    const moved = panBy(view, size, -100, 100);
    const now = toScreen(moved, size, ground);
    close(now.x, 400, 4);
    close(now.y, 300, 4);
  });

  it('zooming keeps the ground under the pointer where it is', () => {
    const view = { lng: 3.4, lat: 6.4, zoom: 8 };
    const at = { x: 650, y: 120 };
    const ground = fromScreen(view, size, at);
    const zoomed = zoomAround(view, size, 1.5, at);
    expect(zoomed.zoom).toBe(9.5);
    const now = toScreen(zoomed, size, ground);
    close(now.x, at.x, 3);
    close(now.y, at.y, 3);
  });

  it('never zooms out past a world narrower than the screen, nor in past street level, and never shows past the poles', () => {
    expect(minZoom(size)).toBeCloseTo(Math.log2(800 / 256));
    expect(constrain({ lng: 0, lat: 0, zoom: 0 }, size).zoom).toBeCloseTo(minZoom(size));
    expect(constrain({ lng: 0, lat: 0, zoom: 30 }, size).zoom).toBe(17);
    const north = constrain({ lng: 0, lat: 85, zoom: 3 }, size);
    expect(toScreen(north, size, { lng: 0, lat: MAX_LAT }).y).toBeCloseTo(0, 1);
  });

  it('answers the bounds of the screen, the whole width once the world wraps', () => {
    const b = boundsOf({ lng: 3.42, lat: 6.43, zoom: 10 }, size);
    expect(b.west).toBeLessThan(3.42);
    expect(b.east).toBeGreaterThan(3.42);
    expect(b.south).toBeLessThan(6.43);
    expect(b.north).toBeGreaterThan(6.43);
    const wide = boundsOf({ lng: 0, lat: 0, zoom: 1 }, size);
    expect([wide.west, wide.east]).toEqual([-180, 180]);
    const across = boundsOf({ lng: 179.9, lat: 0, zoom: 8 }, size);
    expect(across.west).toBeGreaterThan(across.east);
  });

  it('fits points with room around them; one point at the zoom asked for', () => {
    const lagos = [
      { lng: 3.4216, lat: 6.4281 },
      { lng: 3.5363, lat: 6.4413 },
    ];
    const fit = fitPoints(lagos, size, { padding: 50, maxZoom: 16 });
    expect(fit).not.toBeNull();
    for (const p of lagos) {
      const s = toScreen(fit!, size, p);
      expect(s.x).toBeGreaterThanOrEqual(49);
      expect(s.x).toBeLessThanOrEqual(751);
    }
    expect(fitPoints([lagos[0]!], size, { maxZoom: 15 })?.zoom).toBe(15);
    expect(fitPoints([], size)).toBeNull();
  });

  it('opens on the country of the person, else the world', () => {
    expect(startView('NG')).toMatchObject({ lng: 8.1, lat: 9.1 });
    expect(startView('IA')).toBe(WORLD_VIEW);
    expect(startView(undefined)).toBe(WORLD_VIEW);
  });
});

describe('clusters', () => {
  it('merges pins closer than the radius into one, keeping the first as the anchor and the order', () => {
    const pins = [
      { x: 100, y: 100, item: 'a' },
      { x: 100 + CLUSTER_RADIUS - 1, y: 100, item: 'b' },
      { x: 300, y: 300, item: 'c' },
      { x: 100, y: 100 + CLUSTER_RADIUS, item: 'd' },
    ];
    expect(clusterPins(pins)).toEqual([
      { x: 100, y: 100, items: ['a', 'b'] },
      { x: 300, y: 300, items: ['c'] },
      { x: 100, y: 136, items: ['d'] },
    ]);
  });
});
