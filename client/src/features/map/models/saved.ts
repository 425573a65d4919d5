// My saved places (/map/saved) and my lists: Favourites, Want to go and the lists I name (a place can be in
// several, with my note). A list chosen shows only its places; taking a place off keeps it on screen, marked,
// until I leave, so a slip can be undone with the same button (its lists and note come back). Deleting a list
// hides it at once and is sent only when its Undo window closes. All lists go out as a GeoJSON file and come
// back in from one; a file the server refuses adds nothing and its reason is shown where the import was asked.
import { batch, computed, createModel, signal } from '@preact/signals-react';
import type { Pending, UndoOptions } from '../../../components/ui/undo';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { FAVOURITES, listLabel } from './place-lists';
import type { ImportResult, Place, PlaceList, SavedGeoJson } from './types';

/** The largest file the import sends (openapi MapImportInput.text). */
export const IMPORT_MAX_CHARS = 500_000;

export interface SavedDeps {
  list(): Promise<Place[]>;
  lists(): Promise<PlaceList[]>;
  setLists(code: string, lists: string[], note: string): Promise<{ data: Place }>;
  createList(name: string): Promise<{ data: PlaceList }>;
  renameList(id: string, name: string): Promise<{ data: PlaceList }>;
  deleteList(id: string): Promise<unknown>;
  exportSaved(): Promise<SavedGeoJson>;
  importSaved(text: string): Promise<ImportResult>;
  download(name: string, text: string): void;
  withUndo(options: UndoOptions): Pending;
  notify(kind: 'success' | 'error', message: string): void;
  today(): string;
}

export const SavedModel = createModel((deps: SavedDeps) => {
  const places = signal<Place[] | null>(null, { name: 'mapSaved' });
  const lists = signal<PlaceList[] | null>(null, { name: 'mapSavedLists' });
  const error = signal<string | null>(null, { name: 'mapSavedError' });
  const busy = signal<string | null>(null, { name: 'mapSavedBusy' });
  /** The list whose places are shown; null: every saved place. */
  const filter = signal<string | null>(null, { name: 'mapSavedFilter' });
  /** Lists deleted while their Undo is offered. */
  const hidden = signal<ReadonlySet<string>>(new Set(), { name: 'mapSavedHidden' });
  const importError = signal<string | null>(null, { name: 'mapSavedImportError' });
  const transfer = signal<'export' | 'import' | null>(null, { name: 'mapSavedTransfer' });
  /** What a place taken off was in, so "Save again" puts it back there. */
  const before = new Map<string, { lists: string[]; note: string }>();

  const shownLists = computed(() => (lists.value ?? []).filter((l) => !hidden.value.has(l.id)));
  const shownPlaces = computed(() => {
    const all = places.value;
    const id = filter.value;
    if (!all || id === null) return all;
    return all.filter((p) => (p.saved ? (p.lists ?? []).includes(id) : before.get(p.code)?.lists.includes(id)));
  });

  async function load(): Promise<void> {
    try {
      const [p, l] = await Promise.all([deps.list(), deps.lists()]);
      batch(() => {
        places.value = p;
        lists.value = l;
        error.value = null;
      });
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  async function reloadLists(): Promise<void> {
    try {
      lists.value = await deps.lists();
    } catch {
      // The counts stay as they were; the next load brings them.
    }
  }

  /** A place changed elsewhere (the lists dialog): in the list at its place, or first when newly saved. */
  function replace(place: Place): void {
    const all = places.peek() ?? [];
    places.value = all.some((p) => p.code === place.code) ? all.map((p) => (p.code === place.code ? place : p)) : [place, ...all];
    void reloadLists();
  }

  async function toggle(code: string): Promise<void> {
    const place = places.peek()?.find((p) => p.code === code);
    if (!place || busy.peek()) return;
    busy.value = code;
    try {
      if (place.saved) before.set(code, { lists: place.lists ?? [FAVOURITES], note: place.note ?? '' });
      const back = before.get(code) ?? { lists: [FAVOURITES], note: '' };
      const { data } = await deps.setLists(code, place.saved ? [] : back.lists, place.saved ? '' : back.note);
      places.value = (places.peek() ?? []).map((p) => (p.code === code ? data : p));
      deps.notify('success', t(place.saved ? 'map.place.unsaved' : 'map.place.saved'));
      void reloadLists();
    } catch (e) {
      deps.notify('error', errorMessage(e));
    } finally {
      busy.value = null;
    }
  }

  /** Names a new list and shows it; answers the error to show by the field, or null. */
  async function create(name: string): Promise<string | null> {
    try {
      const { data } = await deps.createList(name.trim());
      lists.value = [...(lists.peek() ?? []), data];
      deps.notify('success', t('map.lists.created'));
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  }

  /** Renames one of my lists; answers the error to show by the field, or null. */
  async function rename(id: string, name: string): Promise<string | null> {
    try {
      const { data } = await deps.renameList(id, name.trim());
      lists.value = (lists.peek() ?? []).map((l) => (l.id === id ? data : l));
      deps.notify('success', t('map.lists.renamed'));
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  }

  function remove(id: string): void {
    const list = lists.peek()?.find((l) => l.id === id);
    if (!list) return;
    const show = (on: boolean) => {
      const next = new Set(hidden.peek());
      if (on) next.delete(id);
      else next.add(id);
      hidden.value = next;
    };
    show(false);
    if (filter.peek() === id) filter.value = null;
    deps.withUndo({
      message: t('map.lists.deleted', { name: listLabel(list) }),
      restore: () => show(true),
      commit: async () => {
        try {
          await deps.deleteList(id);
          await load();
        } catch (e) {
          show(true);
          deps.notify('error', errorMessage(e));
        }
      },
    });
  }

  async function exportFile(): Promise<void> {
    transfer.value = 'export';
    try {
      const geo = await deps.exportSaved();
      deps.download(`saved-places-${deps.today()}.geojson`, `${JSON.stringify(geo, null, 2)}\n`);
    } catch (e) {
      deps.notify('error', errorMessage(e));
    } finally {
      transfer.value = null;
    }
  }

  async function importFile(text: string): Promise<void> {
    importError.value = null;
    if (text.length > IMPORT_MAX_CHARS) {
      importError.value = t('map.import.tooBig');
      return;
    }
    if (!text.trim()) {
      importError.value = t('map.import.empty');
      return;
    }
    transfer.value = 'import';
    try {
      const result = await deps.importSaved(text);
      deps.notify('success', t('map.import.done', { count: result.places }));
      await load();
    } catch (e) {
      importError.value = errorMessage(e);
    } finally {
      transfer.value = null;
    }
  }

  return {
    places,
    lists,
    error,
    busy,
    filter,
    hidden,
    importError,
    transfer,
    shownLists,
    shownPlaces,
    load,
    replace,
    toggle,
    create,
    rename,
    remove,
    exportFile,
    importFile,
  };
});
