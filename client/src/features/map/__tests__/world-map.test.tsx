// The map component: pins are buttons named for their place, close pins become one cluster that zooms to show
// them apart, and the zoom buttons and keys change the view the caller holds.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { WorldMap, type Marker } from '../components/world-map';

vi.mock('../models/land', () => ({ loadLand: () => Promise.resolve('M0 0L10 0L10 10Z') }));

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

function draw(onView = vi.fn(), onMarker = vi.fn()) {
  render(<WorldMap label="Live map" view={view} size={size} onView={onView} onSize={vi.fn()} markers={markers} onMarker={onMarker} />);
  return { onView, onMarker };
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
});
