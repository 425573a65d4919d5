// Rings of degrees as SVG path data in the zoom-0 world of projection.ts (the base map's land, models/base-map.ts),
// drawn continuous across the antimeridian.
import type { Position } from 'geojson';
import { project } from './projection';

/**
 * A ring made continuous across the antimeridian. TopoJSON keeps rings spherical, so Chukotka or Fiji step from
 * 179° to −179°; drawn flat that step would cross the whole world. Unwrapped, the ring runs past ±180° and the
 * copies of the world drawn beside the map show that part. A ring that goes all the way round (Antarctica) is
 * closed along the pole it surrounds.
 */
export function unwrapRing(ring: readonly Position[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let shift = 0;
  let previous: number | null = null;
  for (const [lng = 0, lat = 0] of ring) {
    if (previous !== null) {
      if (lng - previous > 180) shift -= 360;
      else if (previous - lng > 180) shift += 360;
    }
    previous = lng;
    out.push([lng + shift, lat]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && Math.abs(last[0] - first[0]) > 180) {
    const pole = out.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90;
    out.push([last[0], pole], [first[0], pole]);
  }
  return out;
}

/** The path data of rings of [lng, lat] positions, with 3 decimals (a pixel at zoom 8). */
export function ringsToPath(rings: readonly (readonly Position[])[]): string {
  let d = '';
  for (const ring of rings) {
    unwrapRing(ring).forEach(([lng, lat], i) => {
      const { x, y } = project({ lng, lat });
      d += `${i === 0 ? 'M' : 'L'}${x.toFixed(3)} ${y.toFixed(3)}`;
    });
    d += 'Z';
  }
  return d;
}
