// Saved places and lists with fake calls: a place taken off comes back into its lists with its note, a chosen list
// shows its places, deleting a list waits for its Undo window, export downloads the GeoJSON, a refused import
// shows why and a too-big file is not sent; the lists dialog of one place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UndoOptions } from '../../../components/ui/undo';
import { ApiError } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { listLabel, PlaceListsModel } from '../models/place-lists';
import { IMPORT_MAX_CHARS, SavedModel, type SavedDeps } from '../models/saved';
import type { Place, PlaceList } from '../models/types';
import '../components/map-messages';

const place = (code: string, lists: string[] = [], note = ''): Place => ({
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
  saves: lists.length > 0 ? 1 : 0,
  saved: lists.length > 0,
  ...(lists.length > 0 ? { lists, note, savedAt: 1 } : {}),
  createdAt: 1,
});
const LISTS: PlaceList[] = [
  { id: 'favourites', kind: 'favourites', name: 'Favourites', places: 1, createdAt: 0 },
  { id: 'want-to-go', kind: 'wantToGo', name: 'Want to go', places: 1, createdAt: 0 },
  { id: 'k3v9x2mq', kind: 'own', name: 'Weekend', places: 1, createdAt: 5 },
];

function deps(overrides: Partial<SavedDeps> = {}): SavedDeps & { undos: UndoOptions[] } {
  const undos: UndoOptions[] = [];
  return {
    undos,
    list: async () => [place('aaaaaaaa', ['favourites', 'k3v9x2mq'], 'Fridays'), place('bbbbbbbb', ['want-to-go'])],
    lists: async () => LISTS,
    setLists: vi.fn(async (code: string, lists: string[], note: string) => ({ data: place(code, lists, note) })),
    createList: vi.fn(async (name: string) => ({ data: { id: 'n4w1l1st', kind: 'own' as const, name, places: 0, createdAt: 9 } })),
    renameList: vi.fn(async (id: string, name: string) => ({ data: { ...LISTS[2]!, id, name } })),
    deleteList: vi.fn(async () => ({ data: LISTS.slice(0, 2) })),
    exportSaved: async () => ({ type: 'FeatureCollection' as const, features: [] }),
    importSaved: vi.fn(async () => ({ places: 2, newPlaces: 1, newLists: 0 })),
    download: vi.fn(),
    withUndo: (options: UndoOptions) => {
      undos.push(options);
      return { undo: () => true, flush: () => void options.commit() };
    },
    notify: vi.fn(),
    today: () => '2026-11-26',
    ...overrides,
  };
}

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
});

describe('SavedModel', () => {
  it('keeps a place taken off in the list, marked; saving it again puts it back in its lists with its note', async () => {
    const d = deps();
    const m = new SavedModel(d);
    await m.load();
    await m.toggle('aaaaaaaa');
    expect(d.setLists).toHaveBeenLastCalledWith('aaaaaaaa', [], '');
    expect(m.places.value?.map((p) => [p.code, p.saved])).toEqual([
      ['aaaaaaaa', false],
      ['bbbbbbbb', true],
    ]);
    await m.toggle('aaaaaaaa');
    expect(d.setLists).toHaveBeenLastCalledWith('aaaaaaaa', ['favourites', 'k3v9x2mq'], 'Fridays');
    expect(d.notify).toHaveBeenLastCalledWith('success', 'Saved to your places');
  });

  it('a chosen list shows only its places', async () => {
    const m = new SavedModel(deps());
    await m.load();
    m.filter.value = 'want-to-go';
    expect(m.shownPlaces.value?.map((p) => p.code)).toEqual(['bbbbbbbb']);
    m.filter.value = null;
    expect(m.shownPlaces.value).toHaveLength(2);
  });

  it('deleting a list hides it at once, sends nothing until the Undo window closes, and Undo brings it back', async () => {
    const d = deps();
    const m = new SavedModel(d);
    await m.load();
    m.filter.value = 'k3v9x2mq';
    m.remove('k3v9x2mq');
    expect(m.shownLists.value.map((l) => l.id)).toEqual(['favourites', 'want-to-go']);
    expect(m.filter.value).toBeNull();
    expect(d.undos[0]?.message).toBe('List “Weekend” deleted');
    expect(d.deleteList).not.toHaveBeenCalled();
    d.undos[0]?.restore();
    expect(m.shownLists.value).toHaveLength(3);
    m.remove('k3v9x2mq');
    await d.undos[1]?.commit();
    expect(d.deleteList).toHaveBeenCalledWith('k3v9x2mq');
  });

  it('names and renames a list, and shows a refusal by the field', async () => {
    const d = deps({
      renameList: vi
        .fn()
        .mockRejectedValue(new ApiError('You already have a list called “Favourites”', 409, 'map.listNameTaken', { name: 'Favourites' })),
    });
    const m = new SavedModel(d);
    await m.load();
    expect(await m.create(' Trip ')).toBeNull();
    expect(d.createList).toHaveBeenCalledWith('Trip');
    expect(m.lists.value?.map((l) => l.name)).toContain('Trip');
    expect(await m.rename('k3v9x2mq', 'Favourites')).toBe('You already have a list called “Favourites”');
  });

  it('exports every list as a GeoJSON download named for the day', async () => {
    const d = deps();
    const m = new SavedModel(d);
    await m.exportFile();
    expect(d.download).toHaveBeenCalledWith('saved-places-2026-11-26.geojson', '{\n  "type": "FeatureCollection",\n  "features": []\n}\n');
  });

  it('imports a file and reloads; a refused file shows the reason; an empty or too-big file is not sent', async () => {
    const d = deps();
    const m = new SavedModel(d);
    await m.importFile('{"type":"FeatureCollection","features":[]}');
    expect(d.notify).toHaveBeenLastCalledWith('success', '2 places imported into your lists');
    expect(m.places.value).toHaveLength(2);
    vi.mocked(d.importSaved).mockRejectedValueOnce(
      new ApiError('Place 2 of the file has no valid “coordinates”', 422, 'map.importFeature', {
        n: 2,
        field: 'coordinates',
      }),
    );
    await m.importFile('{}');
    expect(m.importError.value).toBe('Place 2 of the file has no valid “coordinates”');
    await m.importFile('x'.repeat(IMPORT_MAX_CHARS + 1));
    expect(m.importError.value).toBe('This file is too big (at most 500 KB).');
    await m.importFile('  ');
    expect(m.importError.value).toBe('This file is empty.');
    expect(d.importSaved).toHaveBeenCalledTimes(2);
  });
});

describe('PlaceListsModel', () => {
  const calls = () => ({
    listLists: async () => LISTS,
    setPlaceLists: vi.fn(async (code: string, lists: string[], note: string) => ({ data: place(code, lists, note) })),
    createList: vi.fn(async (name: string) => ({ data: { id: 'n4w1l1st', kind: 'own' as const, name, places: 0, createdAt: 9 } })),
  });

  it('names the two lists everyone has in the person’s language', () => {
    expect(listLabel(LISTS[1]!)).toBe('Want to go');
    language.value = 'pt';
    expect(listLabel(LISTS[0]!)).toBe('Favoritos');
    expect(listLabel(LISTS[1]!)).toBe('Quero ir');
    expect(listLabel(LISTS[2]!)).toBe('Weekend');
  });

  it('a place not saved starts in Favourites; a list named on the spot is ticked; the lists go in list order with the note', async () => {
    const c = calls();
    const m = new PlaceListsModel({ place: place('aaaaaaaa'), ...c });
    await m.load();
    expect([...m.chosen.value]).toEqual(['favourites']);
    m.newName.value = 'Trip';
    await m.create();
    m.toggle('want-to-go');
    m.note.value = ' Book ahead ';
    const saved = await m.save();
    expect(c.setPlaceLists).toHaveBeenCalledWith('aaaaaaaa', ['favourites', 'want-to-go', 'n4w1l1st'], 'Book ahead');
    expect(saved?.saved).toBe(true);
  });

  it('no list ticked takes the place off and drops the note', async () => {
    const c = calls();
    const m = new PlaceListsModel({ place: place('aaaaaaaa', ['favourites'], 'old'), ...c });
    await m.load();
    m.toggle('favourites');
    await m.save();
    expect(c.setPlaceLists).toHaveBeenCalledWith('aaaaaaaa', [], '');
  });
});
