// The map's models with fake calls: the live map asks for the places of the view once it rests (and ignores a
// late answer for an old view), shares and moves my location within its rules; a place by code; adding a place
// (saved places and lists: saved.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { AddPlaceModel, checkName } from '../models/add-place';
import type { Locator } from '../models/geolocation';
import { LiveMapModel, LIVE_POLL_MS, SETTLE_MS, SHARE_MOVE_MS, type LiveMapDeps } from '../models/live-map';
import { PlaceModel } from '../models/place';
import type { Live, Place, PlaceInput } from '../models/types';
import '../components/map-messages';

const place = (code: string, saved = false): Place => ({
  code,
  name: `Place ${code}`,
  category: 'cafe',
  lat: 6.43,
  lng: 3.42,
  address: '',
  city: 'Lagos',
  country: 'NG',
  description: '',
  addedBy: { uid: 'u0000000001', userName: 'ada' },
  saves: saved ? 1 : 0,
  saved,
  createdAt: 1,
});
const noLive: Live = { me: null, audience: 3, people: [] };

function fakeLocator(at = { lng: 3.47, lat: 6.44 }) {
  let onMove: ((p: { lng: number; lat: number }) => void) | null = null;
  const locator: Locator & { move(p: { lng: number; lat: number }): void; watching(): boolean } = {
    locate: vi.fn(async () => at),
    watch: vi.fn((cb) => {
      onMove = cb;
      return () => (onMove = null);
    }),
    move: (p) => onMove?.(p),
    watching: () => onMove !== null,
  };
  return locator;
}

beforeEach(() => {
  vi.useFakeTimers();
  language.value = 'en';
});
afterEach(() => {
  vi.useRealTimers();
  language.value = 'pt';
});

function liveMap(overrides: Partial<LiveMapDeps> = {}) {
  let clock = 1_000_000;
  const deps: LiveMapDeps = {
    start: { lng: 3.42, lat: 6.43, zoom: 11 },
    listPlaces: vi.fn(async () => ({ places: [place('aaaaaaaa')], total: 1 })),
    getLive: vi.fn(async () => noLive),
    shareLive: vi.fn(async (body) => ({
      data: {
        ...noLive,
        me: { lat: body.lat, lng: body.lng, startedAt: clock, updatedAt: clock, expiresAt: clock + (body.durationMin ?? 60) * 60_000 },
      },
    })),
    stopLive: vi.fn(async () => ({ data: noLive })),
    locator: fakeLocator(),
    notify: vi.fn(),
    now: () => clock,
    ...overrides,
  };
  const m = new LiveMapModel(deps);
  const stop = m.start();
  return { m, deps, stop, tick: (ms: number) => (clock += ms) };
}

describe('LiveMapModel', () => {
  it('asks for the places of the view only once it has rested, with the category', async () => {
    const { m, deps, stop } = liveMap();
    m.size.value = { width: 800, height: 600 };
    m.category.value = 'cafe';
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(deps.listPlaces).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.listPlaces).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deps.listPlaces).mock.calls[0]![0]).toEqual({
      category: 'cafe',
      bounds: expect.objectContaining({ west: expect.any(Number) }),
    });
    expect(m.places.value?.[0]?.code).toBe('aaaaaaaa');
    stop();
  });

  it('searches words over the whole map (no bounds) and moves the map to what it found; moving it then asks nothing', async () => {
    const found = [
      { ...place('aaaaaaaa'), lat: 40.74, lng: -73.99 },
      { ...place('bbbbbbbb'), lat: 40.75, lng: -73.98 },
    ];
    const { m, deps, stop } = liveMap({ listPlaces: vi.fn(async () => ({ places: found, total: 2 })) });
    m.size.value = { width: 800, height: 600 };
    m.query.value = '  Coffee  ';
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(vi.mocked(deps.listPlaces).mock.calls.at(-1)![0]).toEqual({ query: 'coffee' });
    expect(m.view.value.lat).toBeCloseTo(40.745, 2);
    expect(m.view.value.lng).toBeCloseTo(-73.985, 2);
    expect(m.view.value.zoom).toBeGreaterThan(11);
    const calls = vi.mocked(deps.listPlaces).mock.calls.length;
    m.setView({ ...m.view.value, zoom: 10 });
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(deps.listPlaces).toHaveBeenCalledTimes(calls);
    // Cleared, the list follows the view again, where the search left it.
    m.query.value = '';
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(vi.mocked(deps.listPlaces).mock.calls.at(-1)![0]).toHaveProperty('bounds');
    stop();
  });

  it('ignores an answer for a view the person has already left', async () => {
    const answers: Array<(page: { places: Place[]; total: number }) => void> = [];
    const { m, stop } = liveMap({ listPlaces: () => new Promise((resolve) => answers.push(resolve)) });
    m.size.value = { width: 800, height: 600 };
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    m.setView({ lng: -73.98, lat: 40.74, zoom: 11 });
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    answers[1]!({ places: [place('nnnnnnnn')], total: 1 });
    answers[0]!({ places: [place('llllllll')], total: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.places.value?.map((p) => p.code)).toEqual(['nnnnnnnn']);
    stop();
  });

  it('asks for the live locations when started and every LIVE_POLL_MS, and stops asking when stopped', async () => {
    const { deps, stop } = liveMap();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.getLive).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(deps.getLive).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3);
    expect(deps.getLive).toHaveBeenCalledTimes(2);
  });

  it('shares my location for the chosen time, then moves it as the device moves — at most every 30 s', async () => {
    const locator = fakeLocator();
    const { m, deps, stop, tick } = liveMap({ locator });
    m.duration.value = 15;
    expect(await m.startSharing()).toBe(true);
    expect(deps.shareLive).toHaveBeenCalledWith({ lat: 6.44, lng: 3.47, durationMin: 15 });
    expect(deps.notify).toHaveBeenCalledWith('success', 'Sharing your live location');
    expect(locator.watching()).toBe(true);
    tick(SHARE_MOVE_MS - 1);
    locator.move({ lng: 3.48, lat: 6.45 });
    expect(deps.shareLive).toHaveBeenCalledTimes(1);
    tick(1);
    locator.move({ lng: 3.49, lat: 6.46 });
    expect(deps.shareLive).toHaveBeenLastCalledWith({ lat: 6.46, lng: 3.49 });
    await m.stopSharing();
    expect(locator.watching()).toBe(false);
    stop();
  });

  it('says what to do when the browser refuses the location, and shares nothing', async () => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a browser's GeolocationPositionError is not an Error either
    const locator = { ...fakeLocator(), locate: vi.fn(async () => Promise.reject({ code: 1 })) };
    const { m, deps, stop } = liveMap({ locator });
    expect(await m.startSharing()).toBe(false);
    expect(deps.shareLive).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledWith(
      'error',
      'Location access is blocked. Allow it in your browser settings to use your location.',
    );
    stop();
  });
});

describe('PlaceModel', () => {
  it('does not ask for a code no place can have, and shows a code nobody has as not found', async () => {
    const get = vi.fn(async () => Promise.reject(new ApiError('Place not found', 404)));
    const m = new PlaceModel({ get, save: vi.fn(), notify: vi.fn() });
    await m.load('NOT-A-CODE');
    expect(get).not.toHaveBeenCalled();
    expect(m.missing.value).toBe(true);
    await m.load('zzzzzzzz');
    expect(get).toHaveBeenCalledWith('zzzzzzzz');
    expect(m.missing.value).toBe(true);
  });

  it('saves and takes off, saying so', async () => {
    const notify = vi.fn();
    const save = vi.fn(async (code: string, saved: boolean) => ({ data: place(code, saved) }));
    const m = new PlaceModel({ get: async (code) => place(code), save, notify });
    await m.load('aaaaaaaa');
    await m.toggleSaved();
    expect(save).toHaveBeenCalledWith('aaaaaaaa', true);
    expect(m.place.value?.saved).toBe(true);
    expect(notify).toHaveBeenLastCalledWith('success', 'Saved to your places');
    await m.toggleSaved();
    expect(save).toHaveBeenLastCalledWith('aaaaaaaa', false);
    expect(notify).toHaveBeenLastCalledWith('success', 'Removed from your saved places');
  });
});

describe('AddPlaceModel', () => {
  it('a name is 2 to 60 characters once trimmed', () => {
    expect(checkName('  Bukka Hut  ')).toEqual({ ok: true, value: 'Bukka Hut' });
    expect(checkName(' a ')).toMatchObject({ ok: false, message: 'Enter a name of 2 to 60 characters' });
    expect(checkName('x'.repeat(61)).ok).toBe(false);
  });

  it('asks for a name and a category before sending anything', async () => {
    const add = vi.fn();
    const m = new AddPlaceModel({ at: { lng: 3.47, lat: 6.44 }, country: 'NG', add, notify: vi.fn() });
    expect(await m.submit()).toBeNull();
    expect(m.errors.value).toEqual({ name: 'Enter a name of 2 to 60 characters', category: 'Choose a category' });
    expect(add).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields at the crosshair, and the same request id when retried after a failure', async () => {
    const add = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('That place is already on the map: a place with this name is less than 100 m away', 409))
      .mockResolvedValueOnce({ data: place('cccccccc') });
    const m = new AddPlaceModel({ at: { lng: 3.47, lat: 6.44 }, country: 'NG', add, notify: vi.fn() });
    m.name.value = ' Bukka Hut ';
    m.category.value = 'food';
    m.city.value = ' Lagos ';
    expect(await m.submit()).toBeNull();
    expect(m.errors.value.form).toBe('That place is already on the map: a place with this name is less than 100 m away');
    expect((await m.submit())?.code).toBe('cccccccc');
    const [first, second] = add.mock.calls.map(([body]) => body);
    expect(first).toEqual({
      requestId: expect.stringMatching(/^place-[a-z0-9]{20}$/),
      name: 'Bukka Hut',
      category: 'food',
      lat: 6.44,
      lng: 3.47,
      city: 'Lagos',
      country: 'NG',
    });
    expect(second.requestId).toBe(first.requestId);
  });

  it('sends no country when the person has none', async () => {
    const add = vi.fn(async (_body: PlaceInput) => ({ data: place('cccccccc') }));
    const m = new AddPlaceModel({ at: { lng: 0, lat: 0 }, country: '', add, notify: vi.fn() });
    m.name.value = 'Somewhere';
    m.category.value = 'park';
    await m.submit();
    expect(add.mock.calls[0]![0]).not.toHaveProperty('country');
  });
});
