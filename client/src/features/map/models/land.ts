// The land of the world (Natural Earth 1:110m, from world-atlas) as one SVG path in the zoom-0 world of
// projection.ts, loaded once as a static file (not inside the area's script) and decoded with topojson-client.
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Position } from 'geojson';
import landUrl from 'world-atlas/land-110m.json?url';
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

let pending: Promise<string> | null = null;

export function loadLand(): Promise<string> {
  pending ??= fetch(landUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`land ${res.status}`);
      return res.json() as Promise<Topology<{ land: GeometryCollection }>>;
    })
    .then((topology) => {
      const land = feature(topology, topology.objects.land);
      const rings: Position[][] = [];
      for (const f of land.features) {
        const g = f.geometry;
        if (g.type === 'Polygon') rings.push(...g.coordinates);
        else if (g.type === 'MultiPolygon') for (const polygon of g.coordinates) rings.push(...polygon);
      }
      return ringsToPath(rings);
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
