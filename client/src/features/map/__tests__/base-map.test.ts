// The offline base map built from the real world-atlas shapes and the names file: which country a point is in
// (the finer shapes find small countries), names that fit without covering one another, a round scale, and the
// grid that stands in for streets at city zoom.
import { describe, expect, it } from 'vitest';
import { buildBaseMap, countryAt } from '../models/base-map';
import { grid, placeLabels, scaleBar } from '../models/labels';
import coarseTopology from 'world-atlas/countries-110m.json';
import fineTopology from 'world-atlas/countries-50m.json';
import names from '../data/base-map.json';

type Args = Parameters<typeof buildBaseMap>;
const coarse = buildBaseMap(coarseTopology as unknown as Args[0], names as unknown as Args[1]);
const fine = buildBaseMap(fineTopology as unknown as Args[0], names as unknown as Args[1]);
const pt = new Intl.DisplayNames(['pt'], { type: 'region' });
const name = (code: string) => pt.of(code) ?? code;

describe('countryAt', () => {
  it('answers the country a point is in, from its shape', () => {
    expect(countryAt(coarse, { lat: 6.4474, lng: 3.4723 })).toBe('NG');
    expect(countryAt(coarse, { lat: 51.5, lng: -0.12 })).toBe('GB');
    expect(countryAt(coarse, { lat: -23.56, lng: -46.66 })).toBe('BR');
    expect(countryAt(coarse, { lat: 40.74, lng: -73.99 })).toBe('US');
    expect(countryAt(coarse, { lat: 0, lng: -30 })).toBe('');
  });

  it('a point on a coast the shapes put in the sea takes the nearest country; the open sea none', () => {
    // Terra Kulture, Victoria Island, Lagos: a few hundred metres into the sea at 1:50m.
    expect(countryAt(fine, { lat: 6.4281, lng: 3.4216 })).toBe('NG');
    expect(countryAt(fine, { lat: 5.5, lng: 3.4 })).toBe('');
  });

  it('the finer shapes find a country too small for the world view', () => {
    expect(countryAt(coarse, { lat: 1.3521, lng: 103.8198 })).not.toBe('SG');
    expect(countryAt(fine, { lat: 1.3521, lng: 103.8198 })).toBe('SG');
  });
});

describe('placeLabels', () => {
  const size = { width: 1280, height: 800 };

  it('writes the large countries of the world in the person’s language, and no city yet', () => {
    const labels = placeLabels(coarse, { lng: 10, lat: 20, zoom: 2.3 }, size, name);
    const texts = labels.map((l) => l.text);
    expect(texts).toEqual(expect.arrayContaining(['BRASIL', 'RÚSSIA', 'AUSTRÁLIA']));
    expect(texts).not.toContain('LUXEMBURGO');
    expect(labels.every((l) => l.kind === 'country')).toBe(true);
  });

  it('closer, writes cities, capitals marked, and never two names on top of each other', () => {
    const labels = placeLabels(fine, { lng: 5, lat: 8, zoom: 6 }, size, name);
    expect(labels.find((l) => l.text === 'Abuja')?.kind).toBe('capital');
    expect(labels.find((l) => l.text === 'Lagos')?.kind).toBe('city');
    const rows = labels.map((l) => ({ ...l, left: l.kind === 'country' ? l.x - (l.text.length * 8.6) / 2 : l.x - 5 }));
    for (const a of rows)
      for (const b of rows) {
        if (a === b) continue;
        const apart = Math.abs(a.y - b.y) >= 16 || a.left + a.text.length * 6.6 <= b.left || b.left + b.text.length * 6.6 <= a.left;
        expect(apart, `${a.text} / ${b.text}`).toBe(true);
      }
  });
});

describe('scaleBar and grid', () => {
  it('the scale is a round distance of at most 100 px', () => {
    for (const zoom of [2, 5.5, 10, 16]) {
      const { metres, px } = scaleBar({ lng: 3.4, lat: 6.4, zoom });
      expect(px).toBeLessThanOrEqual(100);
      expect(px).toBeGreaterThan(20);
      expect(String(metres)).toMatch(/^[125]0*$/);
    }
  });

  it('no grid over the world; at city zoom meridians and parallels at round degrees across the screen', () => {
    expect(grid({ lng: 3.4, lat: 6.4, zoom: 5 }, { width: 800, height: 600 })).toBeNull();
    const lines = grid({ lng: 3.4, lat: 6.45, zoom: 14 }, { width: 800, height: 600 });
    expect(lines?.step).toBe(0.01);
    expect(lines?.meridians.length).toBeGreaterThan(3);
    for (const m of lines?.meridians ?? []) expect(m.at).toBeGreaterThanOrEqual(0);
    expect(lines?.parallels.every((p) => p.at >= 0 && p.at <= 600)).toBe(true);
  });
});
