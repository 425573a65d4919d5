// The land of the world (Natural Earth 1:110m, from world-atlas) as one SVG path in the zoom-0 world of
// projection.ts, loaded once as a static file (not inside the area's script) and decoded with topojson-client.
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Position } from 'geojson';
import landUrl from 'world-atlas/land-110m.json?url';
import { project } from './projection';

/** The path data of rings of [lng, lat] positions, with 3 decimals (a pixel at zoom 8). */
export function ringsToPath(rings: readonly (readonly Position[])[]): string {
  let d = '';
  for (const ring of rings) {
    ring.forEach(([lng = 0, lat = 0], i) => {
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
