// Fixture calls of the map operations (spread into fixtures.ts): each gets a 2xx with real data. main adds its own
// place (a unique name per run, so it never meets the 100 m same-name rule on a real deployment) and works on it.
import { dataOf, type World } from '../lib/world.ts';
import type { Fixture } from './fixtures.ts';

const runTag = Date.now().toString(36);
let sequence = 0;

/** A place main adds for this run, somewhere in Lagos; its code. */
async function addPlace(w: World): Promise<string | undefined> {
  const n = ++sequence;
  const added = await w.call('mapPlaceAdd', {
    body: {
      requestId: `place-${runTag}-${n}`,
      name: `Contract cafe ${runTag} ${n}`,
      category: 'cafe',
      lat: 6.43 + n / 1000,
      lng: 3.42,
      city: 'Lagos',
      country: 'NG',
      description: 'Added by the contract suite',
    },
    label: 'main adds a place',
  });
  const code = dataOf(added)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const mapFixtures: Record<string, Fixture> = {
  async mapPlaces(w) {
    await w.call('mapPlaces', { body: { bounds: { south: 6.3, west: 3.2, north: 6.7, east: 3.7 } }, label: 'places in Lagos' });
    await w.call('mapPlaces', { body: { category: 'park', query: 'park' }, label: 'parks named park' });
  },
  async mapPlace(w) {
    const code = await addPlace(w);
    if (code) await w.call('mapPlace', { body: { code }, label: `place ${code}` });
  },
  async mapPlaceAdd(w) {
    await addPlace(w);
  },
  async mapPlaceSave(w) {
    const code = await addPlace(w);
    if (!code) return;
    await w.call('mapPlaceSave', { body: { code, saved: true }, label: `save ${code}` });
    await w.call('mapPlaceSave', { body: { code, saved: false }, label: `unsave ${code}` });
  },
  async mapSaved(w) {
    await w.call('mapSaved', { body: {}, label: 'my saved places' });
  },
  async mapLive(w) {
    await w.call('mapLive', { body: {}, label: 'live locations' });
  },
  async mapLiveShare(w) {
    await w.call('mapLiveShare', { body: { lat: 6.4474, lng: 3.4723, durationMin: 15 }, label: 'share for 15 minutes' });
    await w.call('mapLiveShare', { body: { lat: 6.448, lng: 3.4725 }, label: 'move the share' });
    await w.call('mapLiveStop', { body: {}, label: 'stop sharing' });
  },
  async mapLiveStop(w) {
    await w.call('mapLiveStop', { body: {}, label: 'stop (not sharing)' });
  },
};
