// /map/saved: my saved places on a map that fits them all and as a list (most recently saved first), my lists
// (Favourites, Want to go, mine: choose one to see its places; name, rename, delete with Undo), each place's
// lists and note, and all lists exported to or imported from a GeoJSON file.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Bookmark, BookmarkX, Download, ListPlus, Pencil, Trash2, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { withUndo } from '../../../components/ui/undo';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { createList } from '../api/create-list';
import { deleteList } from '../api/delete-list';
import { exportSaved } from '../api/export-saved';
import { importSaved } from '../api/import-saved';
import { listLists } from '../api/list-lists';
import { listSaved } from '../api/list-saved';
import { renameList } from '../api/rename-list';
import { setPlaceLists } from '../api/set-place-lists';
import { downloadText } from '../models/download';
import { LIST_NAME_MAX, listLabel } from '../models/place-lists';
import { SavedModel } from '../models/saved';
import { mapLinks } from './links';
import { MapPage, type MapPageProps } from './map-page';
import { openPlaceLists } from './place-lists-dialog';
import { CategoryLabel, PlaceWhere } from './place-parts';
import { useMapFrame } from './use-map-frame';
import { WorldMap } from './world-map';

type Saved = InstanceType<typeof SavedModel>;

function useSaved(): Saved {
  return useModel(
    () =>
      new SavedModel({
        list: listSaved,
        lists: listLists,
        setLists: setPlaceLists,
        createList,
        renameList,
        deleteList,
        exportSaved,
        importSaved,
        download: (name, text) => downloadText(name, text, 'application/geo+json'),
        withUndo,
        notify: (kind, message) => toast[kind](message),
        today: () => new Date().toISOString().slice(0, 10),
      }),
  );
}

/** A one-field form (a list's name): Enter or the button sends, the error shows under it. */
function NameForm({
  label,
  submitLabel,
  initial,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('map.lists.nameRule'));
    setBusy(true);
    const problem = await onSubmit(name);
    setBusy(false);
    setError(problem);
    if (!problem) setName('');
  };
  return (
    <form className="map-name-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        value={name}
        maxLength={LIST_NAME_MAX}
        placeholder={label}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <Button size="sm" type="submit" variant="secondary" loading={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('map.cancel')}
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Lists({ m }: { m: Saved }) {
  useSignals();
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const total = (m.places.value ?? []).filter((p) => p.saved).length;
  const chosen = m.shownLists.value.find((l) => l.id === m.filter.value) ?? null;
  const choose = (id: string | null) => {
    m.filter.value = id;
    setRenaming(false);
  };
  return (
    <section className="map-lists" aria-labelledby="map-lists-h">
      <h2 id="map-lists-h" className="visually-hidden">
        {t('map.lists.title')}
      </h2>
      <div className="map-chips" role="group" aria-label={t('map.lists.title')}>
        <button type="button" className="map-chip" aria-pressed={m.filter.value === null} onClick={() => choose(null)}>
          {t('map.lists.all')} <span className="map-chip__count">{total}</span>
        </button>
        {m.shownLists.value.map((list) => (
          <button
            key={list.id}
            type="button"
            className="map-chip"
            aria-pressed={m.filter.value === list.id}
            onClick={() => choose(list.id)}
          >
            {listLabel(list)} <span className="map-chip__count">{list.places}</span>
          </button>
        ))}
      </div>
      <div className="map-lists__tools">
        {chosen?.kind === 'own' ? (
          renaming ? (
            <NameForm
              label={t('map.lists.renameLabel', { name: chosen.name })}
              submitLabel={t('map.lists.rename')}
              initial={chosen.name}
              onSubmit={async (name) => {
                const problem = await m.rename(chosen.id, name);
                if (!problem) setRenaming(false);
                return problem;
              }}
              onCancel={() => setRenaming(false)}
            />
          ) : (
            <>
              <Button size="sm" variant="secondary" onClick={() => setRenaming(true)}>
                <Pencil size={14} aria-hidden="true" /> {t('map.lists.rename')}
                <span className="visually-hidden"> {chosen.name}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => m.remove(chosen.id)}>
                <Trash2 size={14} aria-hidden="true" /> {t('map.lists.delete')}
                <span className="visually-hidden"> {chosen.name}</span>
              </Button>
            </>
          )
        ) : null}
        <NameForm label={t('map.lists.newName')} submitLabel={t('map.lists.create')} onSubmit={(name) => m.create(name)} />
      </div>
    </section>
  );
}

function Transfer({ m }: { m: Saved }) {
  useSignals();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) await m.importFile(await file.text());
  };
  return (
    <>
      <Button variant="secondary" loading={m.transfer.value === 'export'} onClick={() => void m.exportFile()}>
        <Download size={16} aria-hidden="true" /> {t('map.export')}
      </Button>
      <label className={`ui-button ui-button--secondary ui-button--md map-import${m.transfer.value === 'import' ? ' is-busy' : ''}`}>
        <Upload size={16} aria-hidden="true" />
        {t('map.import.label')}
        <input
          ref={input}
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          className="visually-hidden"
          disabled={m.transfer.value === 'import'}
          onChange={(e) => void choose(e)}
        />
      </label>
    </>
  );
}

export function SavedPage({ title }: MapPageProps) {
  useSignals();
  const t = useT();
  const m = useSaved();
  useEffect(() => void m.load(), [m]);
  const all = m.places.value;
  const places = m.shownPlaces.value;
  // useMapFrame fits once, so a save or unsave that hands it a new list does not move the map.
  const frame = useMapFrame(all, 14);

  if (m.error.value) {
    return (
      <MapPage title={title}>
        <div className="form-error" role="alert">
          <span>{m.error.value}</span>
          <Button size="sm" variant="secondary" onClick={() => void m.load()}>
            {t('map.retry')}
          </Button>
        </div>
      </MapPage>
    );
  }
  if (all === null || places === null) {
    return (
      <MapPage title={title}>
        <div className="map-loading">
          <Spinner size={24} />
        </div>
      </MapPage>
    );
  }
  return (
    <MapPage title={title} actions={<Transfer m={m} />}>
      {m.importError.value ? (
        <p className="form-error" role="alert">
          {t('map.import.refused', { reason: m.importError.value })}
        </p>
      ) : null}
      <Lists m={m} />
      {all.length === 0 ? (
        <EmptyState icon={<Bookmark size={32} />}>
          <Link to={mapLinks.live}>{t('map.explore')}</Link>
        </EmptyState>
      ) : (
        <div className="map-layout">
          <WorldMap
            label={t('map.savedLabel')}
            view={frame.view}
            size={frame.size}
            onView={frame.setView}
            onSize={frame.onSize}
            markers={places
              .filter((p) => p.saved)
              .map((p) => ({ id: p.code, lng: p.lng, lat: p.lat, label: p.name, kind: 'place' as const, category: p.category }))}
          />
          {places.length === 0 ? (
            <div className="map-side">
              <EmptyState message={t('map.lists.empty')} icon={<ListPlus size={28} />} />
            </div>
          ) : (
            <ul className="map-side map-places" aria-label={t('map.savedList')}>
              {places.map((p) => {
                const names = m.shownLists.value.filter((l) => p.lists?.includes(l.id)).map(listLabel);
                return (
                  <li key={p.code} className={p.saved ? 'map-place' : 'map-place map-place--removed'}>
                    <Link className="map-row" to={mapLinks.place(p.code)}>
                      <strong>{p.name}</strong>
                      <CategoryLabel category={p.category} />
                      <PlaceWhere place={p} />
                      {p.saved && names.length > 0 ? <span className="map-muted">{names.join(' · ')}</span> : null}
                      {p.saved && p.note ? <span className="map-note">{p.note}</span> : null}
                    </Link>
                    <div className="map-place__actions">
                      {p.saved ? (
                        <Button size="sm" variant="secondary" onClick={() => openPlaceLists(p, (next) => m.replace(next))}>
                          <ListPlus size={16} aria-hidden="true" /> {t('map.lists.edit')}
                          <span className="visually-hidden"> {p.name}</span>
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant={p.saved ? 'ghost' : 'secondary'}
                        loading={m.busy.value === p.code}
                        onClick={() => void m.toggle(p.code)}
                      >
                        {p.saved ? <BookmarkX size={16} aria-hidden="true" /> : <Bookmark size={16} aria-hidden="true" />}
                        {p.saved ? t('map.saved.remove') : t('map.saved.again')}
                        <span className="visually-hidden"> {p.name}</span>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </MapPage>
  );
}
