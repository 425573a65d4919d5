// The land path (models/land.ts): rings that step across the antimeridian are drawn continuous, never as a line
// across the world, and a ring around a pole is closed along that pole.
import { describe, expect, it } from 'vitest';
import { ringsToPath, unwrapRing } from '../models/land';

describe('unwrapRing', () => {
  it('keeps a ring that steps from 179° to −179° continuous (Fiji, Chukotka)', () => {
    expect(
      unwrapRing([
        [178, -17],
        [179.5, -16.5],
        [-179.5, -16.8],
        [179, -17.5],
        [178, -17],
      ]),
    ).toEqual([
      [178, -17],
      [179.5, -16.5],
      [180.5, -16.8],
      [179, -17.5],
      [178, -17],
    ]);
  });

  it('closes a ring that goes all the way round along the pole it surrounds (Antarctica)', () => {
    const ring = unwrapRing([
      [-180, -80],
      [-60, -70],
      [60, -70],
      [179, -78],
    ]);
    expect(ring.slice(-2)).toEqual([
      [179, -90],
      [-180, -90],
    ]);
  });

  it('leaves an ordinary ring as it is', () => {
    const square = [
      [3, 6],
      [4, 6],
      [4, 7],
      [3, 7],
    ];
    expect(unwrapRing(square)).toEqual(square);
  });
});

describe('ringsToPath', () => {
  it('writes one closed subpath per ring in the zoom-0 world', () => {
    expect(
      ringsToPath([
        [
          [0, 0],
          [90, 0],
          [90, 45],
        ],
      ]),
    ).toBe('M128.000 128.000L192.000 128.000L192.000 92.090Z');
  });
});
