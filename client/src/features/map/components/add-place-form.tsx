// The dialog that adds a missing place at the point the crosshair chose (in the country found there): name,
// category, and optional address, city and description, with the rules of models/add-place.ts.
import { useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { CountryFlag, countryName } from '../../../components/ui/country-flag';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { addPlace } from '../api/add-place';
import { ADDRESS_MAX, AddPlaceModel, CITY_MAX, DESCRIPTION_MAX, NAME_MAX } from '../models/add-place';
import type { LngLat } from '../models/projection';
import { CATEGORIES, type Category, type Place } from '../models/types';
import './map-messages';

export function AddPlaceForm({
  at,
  country,
  onDone,
  onCancel,
}: {
  at: LngLat;
  country: string;
  onDone: (place: Place) => void;
  onCancel: () => void;
}) {
  useSignals();
  const t = useT();
  const id = useId();
  const m = useModel(() => new AddPlaceModel({ at, country, add: addPlace, notify: (kind, message) => toast[kind](message) }));
  const errors = m.errors.value;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const place = await m.submit();
    if (place) onDone(place);
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="map-form stack-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('map.add.title')}</h2>
      <p className="map-muted">{t('map.add.where', { lat: at.lat.toFixed(5), lng: at.lng.toFixed(5) })}</p>
      <p className="map-where">
        {country ? <CountryFlag code={country} /> : null}
        {country ? t('map.add.country', { country: countryName(country, language.value) }) : t('map.add.noCountry')}
      </p>
      <div className="field">
        <label htmlFor={field('name')}>{t('map.add.name')}</label>
        <input
          id={field('name')}
          value={m.name.value}
          maxLength={NAME_MAX + 10}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? field('name-error') : undefined}
          onChange={(e) => (m.name.value = e.target.value)}
        />
        {errors.name ? (
          <p id={field('name-error')} className="field__error">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={field('category')}>{t('map.add.category')}</label>
        <select
          id={field('category')}
          value={m.category.value}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? field('category-error') : undefined}
          onChange={(e) => (m.category.value = e.target.value as Category | '')}
        >
          <option value="">{t('map.add.choose')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`map.category.${c}`)}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={field('category-error')} className="field__error">
            {errors.category}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={field('address')}>{t('map.add.address')}</label>
        <input id={field('address')} value={m.address.value} maxLength={ADDRESS_MAX} onChange={(e) => (m.address.value = e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={field('city')}>{t('map.add.city')}</label>
        <input id={field('city')} value={m.city.value} maxLength={CITY_MAX} onChange={(e) => (m.city.value = e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={field('description')}>{t('map.add.description')}</label>
        <textarea
          id={field('description')}
          rows={3}
          value={m.description.value}
          maxLength={DESCRIPTION_MAX}
          aria-describedby={field('left')}
          onChange={(e) => (m.description.value = e.target.value)}
        />
        <p id={field('left')} className="field__hint">
          {t('map.add.left', { count: m.remaining.value })}
        </p>
      </div>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="map-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('map.cancel')}
        </Button>
        <Button type="submit" loading={m.busy.value}>
          {t('map.add.submit')}
        </Button>
      </div>
    </form>
  );
}
