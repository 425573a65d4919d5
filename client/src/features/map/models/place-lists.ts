// Which of my lists one place is in, and my note on it (the "Lists and note" dialog of a place): the lists load
// when it opens, ticking none takes the place off my saved places, and a list can be named on the spot.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import type { Place, PlaceList } from './types';

export const NOTE_MAX = 280;
export const LIST_NAME_MAX = 40;

/** The list the place is put in when the person saves it without choosing (the server's default too). */
export const FAVOURITES = 'favourites';

/** What a list is called in the person's language: the two everyone has get the catalogue's words. */
export function listLabel(list: Pick<PlaceList, 'kind' | 'name'>): string {
  if (list.kind === 'favourites') return t('map.lists.favourites');
  if (list.kind === 'wantToGo') return t('map.lists.wantToGo');
  return list.name;
}

export interface PlaceListsDeps {
  place: Pick<Place, 'code' | 'saved' | 'lists' | 'note'>;
  listLists(): Promise<PlaceList[]>;
  setPlaceLists(code: string, lists: string[], note: string): Promise<{ data: Place }>;
  createList(name: string): Promise<{ data: PlaceList }>;
}

export const PlaceListsModel = createModel((deps: PlaceListsDeps) => {
  const lists = signal<PlaceList[] | null>(null, { name: 'mapPlaceListsAll' });
  // A place not saved yet starts in Favourites, as the Save button would put it.
  const chosen = signal<ReadonlySet<string>>(new Set(deps.place.saved ? (deps.place.lists ?? []) : [FAVOURITES]), {
    name: 'mapPlaceListsChosen',
  });
  const note = signal(deps.place.note ?? '', { name: 'mapPlaceListsNote' });
  const newName = signal('', { name: 'mapPlaceListsNewName' });
  const error = signal<string | null>(null, { name: 'mapPlaceListsError' });
  const busy = signal<'save' | 'create' | null>(null, { name: 'mapPlaceListsBusy' });
  const remaining = computed(() => NOTE_MAX - note.value.length);

  async function load(): Promise<void> {
    try {
      lists.value = await deps.listLists();
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  function toggle(id: string): void {
    const next = new Set(chosen.peek());
    if (next.has(id)) next.delete(id);
    else next.add(id);
    chosen.value = next;
  }

  async function create(): Promise<void> {
    const name = newName.peek().trim();
    if (!name || busy.peek()) return;
    busy.value = 'create';
    try {
      const { data } = await deps.createList(name);
      lists.value = [...(lists.peek() ?? []), data];
      chosen.value = new Set([...chosen.peek(), data.id]);
      newName.value = '';
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      busy.value = null;
    }
  }

  /** Sends the lists and the note; answers the place as saved, or null (the error is shown). */
  async function save(): Promise<Place | null> {
    if (busy.peek()) return null;
    busy.value = 'save';
    try {
      const order = (lists.peek() ?? []).map((l) => l.id);
      const ids = [...chosen.peek()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      const { data } = await deps.setPlaceLists(deps.place.code, ids, ids.length > 0 ? note.peek().trim() : '');
      error.value = null;
      return data;
    } catch (e) {
      error.value = errorMessage(e);
      return null;
    } finally {
      busy.value = null;
    }
  }

  return { lists, chosen, note, newName, error, busy, remaining, load, toggle, create, save };
});
