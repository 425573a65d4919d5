// The map component: pins are buttons named for their place, close pins become one cluster that zooms to show
// them apart, and the zoom buttons and keys change the view the caller holds.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { WorldMap, type Marker } from '../components/world-map';

// A base map of one country (a box around Nigeria) and two of its cities.
vi.mock('../models/base-map', async () => {
  const { project } = await import('../models/projection');
  const box = project({ lng: 3, lat: 13 });
  const far = project({ lng: 14, lat: 4 });
  return {
    FINE_ZOOM: 4,
    loadBaseMap: () =>
      Promise.resolve({
        land: 'M0 0L10 0L10 10Z',
        borders: 'M0 0L10 10',
        countries: [
          {
            code: 'NG',
            rings: [],
            box: [3, 4, 14, 13],
            label: project({ lng: 8, lat: 9 }),
            extent: { width: far.x - box.x, height: far.y - box.y },
          },
        ],
        cities: [
          {
            name: 'Lagos',
            country: 'NG',
            lng: 3.39,
            lat: 6.45,
            population: 9_000_000,
            capital: false,
            at: project({ lng: 3.39, lat: 6.45 }),
          },
          { name: 'Abuja', country: 'NG', lng: 7.5, lat: 9.06, population: 590_400, capital: true, at: project({ lng: 7.5, lat: 9.06 }) },
        ],
      }),
  };
});

const size = { width: 800, height: 600 };
const view = { lng: 3.45, lat: 6.43, zoom: 12 };
const markers: Marker[] = [
  { id: 'terra', lng: 3.4216, lat: 6.4281, label: 'Terra Kulture', kind: 'place', category: 'landmark' },
  { id: 'chilli', lng: 3.4209, lat: 6.4302, label: 'Yellow Chilli', kind: 'place', category: 'food' },
  { id: 'lekki', lng: 3.5363, lat: 6.4413, label: 'Lekki Conservation Centre', kind: 'place', category: 'park', selected: true },
  { id: 'far', lng: -73.98, lat: 40.74, label: 'Flatiron Building', kind: 'place', category: 'landmark' },
  { id: 'person:ben', lng: 3.44, lat: 6.43, label: '@ben', kind: 'person', uid: 'u0000000002', userName: 'ben' },
];

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
});

function draw(onView = vi.fn(), onMarker = vi.fn(), at = view) {
  const { container } = render(
    <WorldMap label="Live map" view={at} size={size} onView={onView} onSize={vi.fn()} markers={markers} onMarker={onMarker} />,
  );
  return { onView, onMarker, container };
}

describe('WorldMap', () => {
  it('draws the pins on screen as named buttons — close ones as one cluster, far ones not at all', () => {
    const { onMarker } = draw();
    expect(screen.getByRole('region', { name: 'Live map' })).toBeTruthy();
    const lekki = screen.getByRole('button', { name: 'Lekki Conservation Centre' });
    expect(lekki.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '2 places here: Terra Kulture, Yellow Chilli… Zoom in' }).textContent).toBe('2');
    expect(screen.queryByRole('button', { name: 'Flatiron Building' })).toBeNull();
    expect(screen.getByRole('button', { name: '@ben' })).toBeTruthy();
    fireEvent.click(lekki);
    expect(onMarker).toHaveBeenCalledWith('lekki');
  });

  it('choosing a cluster zooms in until its places stand apart', () => {
    const { onView } = draw();
    fireEvent.click(screen.getByRole('button', { name: /2 places here/ }));
    const next = onView.mock.calls[0]![0];
    expect(next.zoom).toBeGreaterThan(15);
  });

  it('zooms with its buttons and with + and − on the focused map, and pans with the arrow keys', () => {
    const { onView } = draw();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(onView.mock.calls[0]![0].zoom).toBe(13);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(onView.mock.calls[1]![0].zoom).toBe(11);
    const canvas = screen.getByLabelText(/^Map\. Drag to move/);
    fireEvent.keyDown(canvas, { key: '+' });
    expect(onView.mock.calls[2]![0].zoom).toBe(13);
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    expect(onView.mock.calls[3]![0].lng).toBeGreaterThan(view.lng);
    fireEvent.keyDown(canvas, { key: 'ArrowUp' });
    expect(onView.mock.calls[4]![0].lat).toBeGreaterThan(view.lat);
  });

  it('writes the country’s name in the person’s language and its cities where they fit, with a scale', async () => {
    language.value = 'pt';
    const { container } = draw(vi.fn(), vi.fn(), { lng: 8, lat: 9, zoom: 4.5 });
    const labels = container.querySelector('.map__labels');
    await vi.waitFor(() => expect(labels?.textContent).toContain('NIGÉRIA'));
    expect(labels?.textContent).toContain('Lagos');
    // Abuja's name would cover the country's: the country's, placed first at this zoom, stays.
    expect(labels?.textContent).not.toContain('Abuja');
    expect(labels?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.map__scale')?.textContent).toMatch(/^\d+ km$/);
    // Far out, a country too small on screen for its name, and no city names yet.
    const world = draw(vi.fn(), vi.fn(), { lng: 8, lat: 9, zoom: 1 });
    await vi.waitFor(() => expect(world.container.querySelector('.map__land')).not.toBeNull());
    expect(world.container.querySelector('.map__labels')?.textContent).toBe('');
  });

  it('at city zoom draws a grid of meridians and parallels with their degrees, never only land', async () => {
    const { container } = draw();
    await vi.waitFor(() => expect(container.querySelector('.map__land')).not.toBeNull());
    expect(container.querySelectorAll('.map__grid line').length).toBeGreaterThan(4);
    expect(container.querySelector('.map__degree--lat')?.textContent).toMatch(/^6\.\d+° N$/);
    expect(container.querySelector('.map__degree--lng')?.textContent).toMatch(/^3\.\d+° E$/);
    expect(container.querySelector('.map__scale')?.textContent).toBe('2 km');
  });
});
