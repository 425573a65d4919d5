// The "Lists and note" dialog of a place: a box per list of mine (Favourites, Want to go, mine), a list named on the
// spot, and my note; Save sends them (models/place-lists.ts). Opened in the global modal by openPlaceLists().
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { t as translate, useT } from '../../../i18n';
import { closeModal, openModal } from '../../../state/modal';
import { toast } from '../../../state/toasts';
import { createList } from '../api/create-list';
import { listLists } from '../api/list-lists';
import { setPlaceLists } from '../api/set-place-lists';
import { LIST_NAME_MAX, listLabel, NOTE_MAX, PlaceListsModel } from '../models/place-lists';
import type { Place } from '../models/types';
import './map-messages';

function PlaceListsDialog({ place, onDone }: { place: Place; onDone: (place: Place) => void }) {
  useSignals();
  const t = useT();
  const id = useId();
  const m = useModel(() => new PlaceListsModel({ place, listLists, setPlaceLists, createList }));
  useEffect(() => void m.load(), [m]);
  const lists = m.lists.value;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await m.save();
    if (!saved) return;
    closeModal();
    toast.success(t(saved.saved ? 'map.lists.placeSaved' : 'map.place.unsaved'));
    onDone(saved);
  };
  return (
    <form className="map-form stack-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('map.lists.dialogTitle', { name: place.name })}</h2>
      {lists === null ? (
        m.error.value ? null : (
          <Spinner size={20} />
        )
      ) : (
        <fieldset className="map-lists-choice">
          <legend>{t('map.lists.title')}</legend>
          {lists.map((list) => (
            <label key={list.id} className="map-check">
              <input type="checkbox" checked={m.chosen.value.has(list.id)} onChange={() => m.toggle(list.id)} />
              {listLabel(list)}
            </label>
          ))}
          <div className="map-new-list">
            <label htmlFor={`${id}-new`} className="visually-hidden">
              {t('map.lists.newName')}
            </label>
            <input
              id={`${id}-new`}
              value={m.newName.value}
              maxLength={LIST_NAME_MAX}
              placeholder={t('map.lists.newName')}
              autoComplete="off"
              onChange={(e) => (m.newName.value = e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void m.create();
              }}
            />
            <Button size="sm" variant="secondary" loading={m.busy.value === 'create'} onClick={() => void m.create()}>
              {t('map.lists.create')}
            </Button>
          </div>
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('map.lists.note')}</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={m.note.value}
          maxLength={NOTE_MAX}
          aria-describedby={`${id}-left`}
          onChange={(e) => (m.note.value = e.target.value)}
        />
        <p id={`${id}-left`} className="field__hint">
          {t('map.add.left', { count: m.remaining.value })}
        </p>
      </div>
      {m.chosen.value.size === 0 ? <p className="map-muted">{t('map.lists.noneChosen')}</p> : null}
      {m.error.value ? (
        <p className="form-error" role="alert">
          {m.error.value}
        </p>
      ) : null}
      <div className="map-form__actions">
        <Button variant="ghost" onClick={closeModal}>
          {t('map.cancel')}
        </Button>
        <Button type="submit" loading={m.busy.value === 'save'} disabled={lists === null}>
          {t('map.lists.save')}
        </Button>
      </div>
    </form>
  );
}

/** Opens the dialog for a place; onDone gets the place as saved. */
export function openPlaceLists(place: Place, onDone: (place: Place) => void): void {
  openModal(<PlaceListsDialog place={place} onDone={onDone} />, { label: translate('map.lists.dialogTitle', { name: place.name }) });
}
