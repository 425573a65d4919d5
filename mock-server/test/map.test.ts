// Tag map: places in bounds / of a category / matching words, one place by code, adding a missing place (no twin
// within 100 m; idempotent by requestId), saving, and live location shares seen by the sharer's contacts only,
// until they end on the mock's clock.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { distanceMetres, inLongitudes } from '../src/store/map.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
useTestApp(['ada', 'ben', 'chidi'], { ready: (t) => ({ app, ada, ben, chidi } = t) });

const LAGOS = { south: 6.3, west: 3.2, north: 6.7, east: 3.7 };
const place = {
  requestId: 'place-test-0001',
  name: 'Bukka Hut Lekki',
  category: 'food',
  lat: 6.4474,
  lng: 3.4723,
  address: 'Admiralty Way',
  city: 'Lagos',
  country: 'NG',
};

async function codeOf(name: string): Promise<string> {
  const { body } = await call(app, 'mapPlaces', { token: ada, body: { query: name } });
  return body.data.places[0].code;
}

describe('map/places', () => {
  it('lists the places inside the bounds, most saved first, with my saved state', async () => {
    const { status, body } = await call(app, 'mapPlaces', { token: ada, body: { bounds: LAGOS } });
    expect(status).toBe(200);
    expect(body.data.total).toBe(body.data.places.length);
    expect(body.data.places.length).toBeGreaterThan(5);
    for (const p of body.data.places) expect(p.city).toBe('Lagos');
    // Terra Kulture is saved by ada, ben and chidi: the most saved place of Lagos.
    expect(body.data.places[0]).toMatchObject({ name: 'Terra Kulture', saves: 3, saved: true });
    const saves = body.data.places.map((p: { saves: number }) => p.saves);
    expect(saves).toEqual([...saves].sort((a, b) => b - a));
  });

  it('filters by category and by words of the name, address, city or description, ignoring case and accents', async () => {
    const parks = await call(app, 'mapPlaces', { token: ada, body: { category: 'park' } });
    expect(parks.body.data.places.every((p: { category: string }) => p.category === 'park')).toBe(true);
    const sao = await call(app, 'mapPlaces', { token: ada, body: { query: 'SAO paulo masp' } });
    expect(sao.body.data.places.map((p: { name: string }) => p.name)).toEqual(['MASP']);
  });

  it('bounds whose west is east of their east cross the antimeridian', async () => {
    expect(inLongitudes(179, 170, -170)).toBe(true);
    expect(inLongitudes(0, 170, -170)).toBe(false);
    const { body } = await call(app, 'mapPlaces', { token: ada, body: { bounds: { south: -85, west: 170, north: 85, east: -170 } } });
    expect(body.data.total).toBe(0);
    const world = await call(app, 'mapPlaces', { token: ada, body: { bounds: { south: -85, west: 0, north: 85, east: -0.01 } } });
    expect(world.body.data.places.some((p: { city: string }) => p.city === 'London')).toBe(true);
  });

  it('refuses bounds upside down, and out-of-range coordinates, with a message', async () => {
    const upside = await call(app, 'mapPlaces', { token: ada, body: { bounds: { ...LAGOS, south: 7 } } });
    expect(upside.status).toBe(422);
    expect(upside.body.message).toBe('The south edge of the bounds must not be north of its north edge');
    const range = await call(app, 'mapPlaces', { token: ada, body: { bounds: { ...LAGOS, north: 90 } } });
    expect(range.status).toBe(400);
    expect(range.body.message).toMatch(/north/);
  });

  it('answers one place by its code, and 404 for a code nobody has', async () => {
    const code = await codeOf('Flatiron');
    const { body } = await call(app, 'mapPlace', { token: chidi, body: { code } });
    expect(body.data).toMatchObject({ code, name: 'Flatiron Building', addedBy: { userName: 'ben' }, saved: false });
    const missing = await call(app, 'mapPlace', { token: ada, body: { code: 'zzzzzzzz' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Place not found');
  });

  it('adds a missing place that everyone then sees; the same request again adds nothing', async () => {
    const first = await call(app, 'mapPlaceAdd', { token: ada, body: place });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'Bukka Hut Lekki', addedBy: { uid: USERS.ada.uid }, saves: 0, description: '' });
    const again = await call(app, 'mapPlaceAdd', { token: ada, body: { ...place } });
    expect(again.body.data.code).toBe(first.body.data.code);
    const seen = await call(app, 'mapPlace', { token: ben, body: { code: first.body.data.code } });
    expect(seen.body.data.name).toBe('Bukka Hut Lekki');
    const reused = await call(app, 'mapPlaceAdd', { token: ada, body: { ...place, name: 'Something else' } });
    expect(reused.status).toBe(409);
  });

  it('refuses a place of the same name less than 100 m from one on the map, but not farther', async () => {
    const near = await call(app, 'mapPlaceAdd', {
      token: ben,
      body: { ...place, requestId: 'place-test-0002', name: 'terra kulture', lat: 6.4285, lng: 3.4216 },
    });
    expect(distanceMetres({ lat: 6.4285, lng: 3.4216 }, { lat: 6.4281, lng: 3.4216 })).toBeLessThan(100);
    expect(near.status).toBe(409);
    expect(near.body.message).toBe('That place is already on the map: a place with this name is less than 100 m away');
    const far = await call(app, 'mapPlaceAdd', {
      token: ben,
      body: { ...place, requestId: 'place-test-0003', name: 'Terra Kulture', lat: 6.44, lng: 3.4216 },
    });
    expect(far.status).toBe(201);
  });

  it('refuses a name with spaces at either end or a blank one, and an unknown category or field', async () => {
    for (const name of [' Bukka', 'Bukka ', '  ']) {
      const res = await call(app, 'mapPlaceAdd', { token: ada, body: { ...place, name } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Give the place a name of 2 to 60 characters, without spaces at either end');
    }
    for (const body of [
      { ...place, category: 'bar' },
      { ...place, rating: 5 },
    ]) {
      const res = await call(app, 'mapPlaceAdd', { token: ada, body });
      expect(res.status).toBe(400);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });
});

describe('map/saved', () => {
  it('saving twice counts once; taking it off removes it from my list', async () => {
    const code = await codeOf('Central Park');
    await call(app, 'mapPlaceSave', { token: chidi, body: { code, saved: true } });
    const twice = await call(app, 'mapPlaceSave', { token: chidi, body: { code, saved: true } });
    expect(twice.body.data).toMatchObject({ saved: true, saves: 2 });
    expect(twice.body.message).toBe('Saved');
    const mine = await call(app, 'mapSaved', { token: chidi, body: {} });
    expect(mine.body.data[0].code).toBe(code);
    const off = await call(app, 'mapPlaceSave', { token: chidi, body: { code, saved: false } });
    expect(off.body).toMatchObject({ message: 'Removed from saved places', data: { saved: false, saves: 1 } });
    expect((await call(app, 'mapSaved', { token: chidi, body: {} })).body.data.map((p: { code: string }) => p.code)).not.toContain(code);
  });

  it('lists my saved places, the most recently saved first', async () => {
    const { body } = await call(app, 'mapSaved', { token: ada, body: {} });
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([
      'Flatiron Building',
      'Yellow Chilli',
      'Lekki Conservation Centre',
      'Terra Kulture',
    ]);
  });
});

describe('map/live', () => {
  it('shows me the contacts who share their location with me (they keep me in their contacts), not others', async () => {
    const forAda = await call(app, 'mapLive', { token: ada, body: {} });
    expect(forAda.body.data.me).toBeNull();
    expect(forAda.body.data.audience).toBe(3);
    expect(forAda.body.data.people.map((p: { person: { userName: string } }) => p.person.userName).sort()).toEqual(['ben', 'chidi']);
    // ben keeps ada and chidi; chidi keeps only ada: ben sees neither share of the other.
    const forBen = await call(app, 'mapLive', { token: ben, body: {} });
    expect(forBen.body.data.people).toEqual([]);
  });

  it('starts, moves and stops my share; my contacts see each change', async () => {
    const started = await call(app, 'mapLiveShare', { token: ada, body: { lat: 6.4474, lng: 3.4723, durationMin: 60 } });
    expect(started.body.message).toBe('Sharing your live location');
    const me = started.body.data.me;
    expect(me.expiresAt - me.startedAt).toBe(60 * 60_000);
    app.clock.advance(5 * 60_000);
    const moved = await call(app, 'mapLiveShare', { token: ada, body: { lat: 6.45, lng: 3.48 } });
    expect(moved.body.message).toBe('Location updated');
    expect(moved.body.data.me).toMatchObject({ lat: 6.45, lng: 3.48, startedAt: me.startedAt, expiresAt: me.expiresAt });
    const forBen = await call(app, 'mapLive', { token: ben, body: {} });
    expect(forBen.body.data.people[0]).toMatchObject({ person: { userName: 'ada' }, lat: 6.45, lng: 3.48 });
    await call(app, 'mapLiveStop', { token: ada, body: {} });
    expect((await call(app, 'mapLive', { token: ben, body: {} })).body.data.people).toEqual([]);
  });

  it('a share ends at its time; moving it afterwards is refused until a new one starts', async () => {
    await call(app, 'mapLiveShare', { token: ada, body: { lat: 6.4474, lng: 3.4723, durationMin: 15 } });
    app.clock.advance(15 * 60_000);
    expect((await call(app, 'mapLive', { token: ada, body: {} })).body.data.me).toBeNull();
    expect((await call(app, 'mapLive', { token: ben, body: {} })).body.data.people).toEqual([]);
    const moved = await call(app, 'mapLiveShare', { token: ada, body: { lat: 6.45, lng: 3.48 } });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('You are not sharing your location: choose for how long to share it');
  });

  it('refuses a duration that is not offered', async () => {
    const res = await call(app, 'mapLiveShare', { token: ada, body: { lat: 6.4, lng: 3.4, durationMin: 30 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/durationMin/);
  });

  it('the seed comes back after a reset', async () => {
    await call(app, 'mapLiveStop', { token: ben, body: {} });
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const token = await signIn(app, 'ada');
    expect((await call(app, 'mapLive', { token, body: {} })).body.data.people).toHaveLength(2);
  });
});

describe('map/lists', () => {
  const names = async (token: string) =>
    (await call(app, 'mapLists', { token, body: {} })).body.data.map((l: { name: string; places: number }) => `${l.name}:${l.places}`);

  it('everyone has Favourites and Want to go; saving without a list puts the place in Favourites', async () => {
    expect(await names(ben)).toEqual(['Favourites:4', 'Want to go:0']);
    const code = await codeOf('Central Park');
    const saved = await call(app, 'mapPlaceSave', { token: chidi, body: { code, saved: true } });
    expect(saved.body.data).toMatchObject({ saved: true, lists: ['favourites'], note: '' });
  });

  it('names, renames and deletes a list; names are unique ignoring case and accents; the two lists everyone has stay', async () => {
    const made = await call(app, 'mapListCreate', { token: ben, body: { name: 'Fim de semana' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'map.listCreated', data: { kind: 'own', name: 'Fim de semana', places: 0 } });
    const id = made.body.data.id;
    const twin = await call(app, 'mapListCreate', { token: ben, body: { name: 'FIM DE SEMANÁ' } });
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({ code: 'map.listNameTaken', params: { name: 'FIM DE SEMANÁ' } });
    expect((await call(app, 'mapListCreate', { token: ben, body: { name: 'favoritos' } })).body.code).toBe('map.listNameTaken');
    for (const name of [' Lagos', 'Lagos ']) {
      const res = await call(app, 'mapListCreate', { token: ben, body: { name } });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('map.listName');
    }
    const renamed = await call(app, 'mapListRename', { token: ben, body: { id, name: 'Weekend' } });
    expect(renamed.body).toMatchObject({ code: 'map.listRenamed', data: { id, name: 'Weekend' } });
    expect((await call(app, 'mapListRename', { token: ben, body: { id, name: 'weekend' } })).status).toBe(200);
    const builtIn = await call(app, 'mapListRename', { token: ben, body: { id: 'favourites', name: 'Mine' } });
    expect(builtIn).toMatchObject({ status: 422, body: { code: 'map.listBuiltIn' } });
    expect((await call(app, 'mapListDelete', { token: ben, body: { id: 'want-to-go' } })).body.code).toBe('map.listBuiltIn');
    // Another person's list is not found for me.
    expect((await call(app, 'mapListDelete', { token: chidi, body: { id } })).body.code).toBe('map.listNotFound');
    const deleted = await call(app, 'mapListDelete', { token: ben, body: { id } });
    expect(deleted.body.code).toBe('map.listDeleted');
    expect(await names(ben)).toEqual(['Favourites:4', 'Want to go:0']);
  });

  it('refuses a 51st list', async () => {
    for (let i = 0; i < 48; i++) expect((await call(app, 'mapListCreate', { token: chidi, body: { name: `List ${i}` } })).status).toBe(201);
    const over = await call(app, 'mapListCreate', { token: chidi, body: { name: 'One more' } });
    expect(over).toMatchObject({ status: 422, body: { code: 'map.tooManyLists', params: { max: 50 } } });
  });

  it('one place in several lists with a note; no list takes it off; deleting its only list unsaves it', async () => {
    const code = await codeOf('Central Park');
    const list = (await call(app, 'mapListCreate', { token: chidi, body: { name: 'New York' } })).body.data.id;
    const put = await call(app, 'mapPlaceLists', { token: chidi, body: { code, lists: ['want-to-go', list], note: 'Picnic in May' } });
    expect(put.body).toMatchObject({ code: 'map.placeSaved', data: { saved: true, lists: ['want-to-go', list], note: 'Picnic in May' } });
    expect(await names(chidi)).toEqual(['Favourites:3', 'Want to go:1', 'New York:1']);
    // The note stays when only the lists change.
    const moved = await call(app, 'mapPlaceLists', { token: chidi, body: { code, lists: [list] } });
    expect(moved.body.data).toMatchObject({ lists: [list], note: 'Picnic in May' });
    expect((await call(app, 'mapPlaceLists', { token: chidi, body: { code, lists: ['zzzzzzzz'] } })).body.code).toBe('map.listNotFound');
    await call(app, 'mapListDelete', { token: chidi, body: { id: list } });
    const after = await call(app, 'mapPlace', { token: chidi, body: { code } });
    expect(after.body.data.saved).toBe(false);
    expect(after.body.data.note).toBeUndefined();
    await call(app, 'mapPlaceLists', { token: chidi, body: { code, lists: ['favourites'] } });
    const off = await call(app, 'mapPlaceLists', { token: chidi, body: { code, lists: [] } });
    expect(off.body).toMatchObject({ code: 'map.placeUnsaved', data: { saved: false } });
  });
});

describe('map/saved export and import', () => {
  const feature = (properties: Record<string, unknown>, coordinates: unknown = [3.3792, 6.5244]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties,
  });
  const file = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

  it('exports every saved place as GeoJSON with its lists by name and note; importing the file back changes nothing', async () => {
    const code = await codeOf('Terra Kulture');
    const list = (await call(app, 'mapListCreate', { token: ada, body: { name: 'Lagos nights' } })).body.data.id;
    await call(app, 'mapPlaceLists', { token: ada, body: { code, lists: ['favourites', list], note: 'Theatre on Fridays' } });
    const { status, body } = await call(app, 'mapSavedExport', { token: ada, body: {} });
    expect(status).toBe(200);
    expect(body.data.type).toBe('FeatureCollection');
    expect(body.data.features).toHaveLength(4);
    const terra = body.data.features.find((f: { properties: { code: string } }) => f.properties.code === code);
    expect(terra).toMatchObject({
      geometry: { type: 'Point', coordinates: [3.4216, 6.4281] },
      properties: { name: 'Terra Kulture', lists: ['Favourites', 'Lagos nights'], note: 'Theatre on Fridays' },
    });
    const before = await call(app, 'mapSaved', { token: ada, body: {} });
    const again = await call(app, 'mapSavedImport', { token: ada, body: { text: JSON.stringify(body.data) } });
    expect(again.body).toMatchObject({ code: 'map.imported', data: { places: 4, newPlaces: 0, newLists: 0 } });
    expect((await call(app, 'mapSaved', { token: ada, body: {} })).body.data).toEqual(before.body.data);
  });

  it("imports another person's file: known places by code or by name nearby, new lists by name, new places added", async () => {
    const exported = (await call(app, 'mapSavedExport', { token: ada, body: {} })).body.data;
    const text = file(
      ...exported.features.map((f: { properties: Record<string, unknown> }) => ({
        ...f,
        properties: { ...f.properties, lists: ['Quero ir'] },
      })),
      feature({ name: 'terra kulture', lists: ['From ada'], note: 'Ask for the roof' }, [3.4217, 6.4282]),
      feature({ name: 'Freedom Park', category: 'park', lists: ['From ada', 'Want to go'], city: 'Lagos', country: 'NG' }),
    );
    const res = await call(app, 'mapSavedImport', { token: ben, body: { text } });
    expect(res.body).toMatchObject({ code: 'map.imported', data: { places: 6, newPlaces: 1, newLists: 1 } });
    const lists = (await call(app, 'mapLists', { token: ben, body: {} })).body.data;
    expect(lists.map((l: { name: string; places: number }) => `${l.name}:${l.places}`)).toEqual([
      'Favourites:4',
      'Want to go:5',
      'From ada:2',
    ]);
    const terra = await call(app, 'mapPlace', { token: ben, body: { code: await codeOf('Terra Kulture') } });
    expect(terra.body.data).toMatchObject({ saved: true, note: 'Ask for the roof' });
    const park = await call(app, 'mapPlaces', { token: ben, body: { query: 'Freedom Park' } });
    expect(park.body.data.places[0]).toMatchObject({ category: 'park', addedBy: { userName: 'ben' }, saved: true });
  });

  it('refuses a malformed file with the first problem, and adds nothing', async () => {
    const before = await call(app, 'mapLists', { token: chidi, body: {} });
    const cases: Array<[string, Record<string, unknown>]> = [
      ['{"type": "FeatureCollection", ', { code: 'map.importNotJson' }],
      ['[1, 2]', { code: 'map.importNotGeoJson' }],
      [JSON.stringify({ type: 'Feature', geometry: null }), { code: 'map.importNotGeoJson' }],
      [file(), { code: 'map.importEmpty' }],
      [
        file(feature({ name: 'Fine', lists: ['New list'] }), feature({ name: 'Broken' }, [200, 6])),
        { code: 'map.importFeature', params: { n: 2, field: 'coordinates' } },
      ],
      [
        file(feature({ name: 'Fine' }), { type: 'Feature', geometry: { type: 'LineString', coordinates: [] } }),
        { code: 'map.importFeature', params: { n: 2, field: 'geometry' } },
      ],
      [file(feature({ name: 'X' })), { code: 'map.importFeature', params: { n: 1, field: 'name' } }],
      [file(feature({ name: 'Bar', category: 'bar' })), { code: 'map.importFeature', params: { n: 1, field: 'category' } }],
      [file(feature({ name: 'Bar', lists: 'Favourites' })), { code: 'map.importFeature', params: { n: 1, field: 'lists' } }],
      [file(feature({ name: 'Bar', note: 'x'.repeat(281) })), { code: 'map.importFeature', params: { n: 1, field: 'note' } }],
      [
        file(...Array.from({ length: 1001 }, (_, i) => feature({ name: `Place ${i}` }))),
        { code: 'map.importTooMany', params: { max: 1000 } },
      ],
    ];
    for (const [text, expected] of cases) {
      const res = await call(app, 'mapSavedImport', { token: chidi, body: { text } });
      expect(res.status, text.slice(0, 60)).toBe(422);
      expect(res.body).toMatchObject(expected);
    }
    expect(await call(app, 'mapLists', { token: chidi, body: {} })).toMatchObject({ body: { data: before.body.data } });
    expect((await call(app, 'mapPlaces', { token: chidi, body: { query: 'Fine' } })).body.data.total).toBe(0);
  });

  it('refuses a file whose list names would pass 50 lists, adding nothing', async () => {
    const features = Array.from({ length: 49 }, (_, i) => feature({ name: `Spot ${i}`, lists: [`List ${i}`] }, [3.3 + i / 100, 6.5]));
    const res = await call(app, 'mapSavedImport', { token: chidi, body: { text: file(...features) } });
    expect(res.body).toMatchObject({ code: 'map.tooManyLists' });
    expect((await call(app, 'mapLists', { token: chidi, body: {} })).body.data).toHaveLength(2);
  });
});
