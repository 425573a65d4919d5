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

/** A list main names for this run; its id. */
async function addList(w: World): Promise<string | undefined> {
  const created = await w.call('mapListCreate', { body: { name: `Contract list ${runTag} ${++sequence}` }, label: 'main names a list' });
  const id = dataOf(created)?.id;
  return typeof id === 'string' ? id : undefined;
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
  async mapLists(w) {
    await w.call('mapLists', { body: {}, label: 'my lists' });
  },
  async mapListCreate(w) {
    const id = await addList(w);
    if (id) await w.call('mapListDelete', { body: { id }, label: 'delete it again' });
  },
  async mapListRename(w) {
    const id = await addList(w);
    if (!id) return;
    await w.call('mapListRename', { body: { id, name: `Renamed ${runTag} ${sequence}` }, label: 'rename it' });
    await w.call('mapListDelete', { body: { id }, label: 'delete it again' });
  },
  async mapListDelete(w) {
    const id = await addList(w);
    if (id) await w.call('mapListDelete', { body: { id }, label: 'delete it' });
  },
  async mapPlaceLists(w) {
    const code = await addPlace(w);
    if (!code) return;
    await w.call('mapPlaceLists', {
      body: { code, lists: ['favourites', 'want-to-go'], note: 'Contract note' },
      label: 'two lists and a note',
    });
    await w.call('mapPlaceLists', { body: { code, lists: [] }, label: 'no list: unsaved' });
  },
  async mapSavedExport(w) {
    await w.call('mapSavedExport', { body: {}, label: 'export as GeoJSON' });
  },
  async mapSavedImport(w) {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [3.42, 6.5 + ++sequence / 1000] },
          properties: { name: `Contract import ${runTag} ${sequence}`, category: 'park', lists: ['Want to go'], note: 'Imported' },
        },
      ],
    });
    await w.call('mapSavedImport', { body: { text }, label: 'import one place' });
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
