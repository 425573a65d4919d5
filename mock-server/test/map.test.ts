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
