// /account/address: my postal addresses (label, recipient, lines, city, region, postal code, country, phone),
// added, edited and deleted here, one of them the default that market checkout chooses first.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { MapPin, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ADDRESS_LIMIT, ADDRESS_MAX, type AddressField, type AddressProblem } from '../../../../../contracts/rules/postal-address';
import { useT } from '../../../i18n';
import { ruleText } from '../../../i18n/rule-text';
import { addressLine } from '../../../lib/postal-address';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { deleteAddress } from '../api/delete-address';
import { listAddresses } from '../../../lib/api/calls/list-addresses';
import { saveAddress } from '../api/save-address';
import {
  AddressBookModel,
  EMPTY_ADDRESS,
  checkAddress,
  formOf,
  type Address,
  type AddressForm as AddressValues,
} from '../models/addresses';
import { NO_COUNTRY, sortedCountries } from '../models/countries';
import { LoadState } from './load-state';
import { AccountPage, TextField } from './page-bits';
import type { TextKey } from '../../../i18n/keys';

type Model = InstanceType<typeof AddressBookModel>;

const TEXT_FIELDS: readonly { field: Exclude<AddressField, 'country'>; autoComplete: string; hint?: TextKey }[] = [
  { field: 'label', autoComplete: 'off', hint: 'accountPages.labelHint' },
  { field: 'name', autoComplete: 'name' },
  { field: 'line1', autoComplete: 'address-line1', hint: 'accountPages.line1Hint' },
  { field: 'line2', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'region', autoComplete: 'address-level1' },
  { field: 'postalCode', autoComplete: 'postal-code' },
];

function AddressEditor({ model, address, defaultCountry }: { model: Model; address: Address | null; defaultCountry: string }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const formId = useId();
  const [values, setValues] = useState<AddressValues>(address ? formOf(address) : { ...EMPTY_ADDRESS, country: defaultCountry });
  const [errors, setErrors] = useState<Partial<Record<AddressField, AddressProblem>>>({});
  const countries = useMemo(() => sortedCountries(lang).filter((c) => c.code !== NO_COUNTRY), [lang]);
  const id = (field: string) => `${formId}-${field}`;
  const set = (field: AddressField, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddress(values, address?.id);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    await model.save(checked.input);
  };
  const problemText = (field: AddressField) => {
    const found = errors[field];
    return found ? ruleText(found) : null;
  };
  return (
    <form className="page-card account-card stack-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>
        {address ? t('accountPages.editAddressNamed', { label: address.label }) : t('accountPages.newAddress')}
      </h2>
      <div className="account-form-grid">
        {TEXT_FIELDS.map(({ field, autoComplete, hint }) => (
          <TextField
            key={field}
            className={`account-field--${field}`}
            label={t(`accountPages.field.${field}`)}
            value={values[field]}
            maxLength={ADDRESS_MAX[field]}
            autoComplete={autoComplete}
            onValue={(value) => set(field, value)}
            hint={hint ? t(hint) : undefined}
            error={problemText(field)}
          />
        ))}
        <div className="field account-field--country">
          <label htmlFor={id('country')}>{t('accountPages.field.country')}</label>
          <select
            id={id('country')}
            value={values.country}
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${id('country')}-error` : undefined}
            onChange={(e) => set('country', e.target.value)}
          >
            <option value="">{t('accountPages.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id={`${id('country')}-error`} className="field__error" role="alert">
              {problemText('country')}
            </p>
          ) : null}
        </div>
        <TextField
          className="account-field--phone"
          label={t('accountPages.field.phone')}
          type="tel"
          dir="ltr"
          value={values.phone}
          maxLength={ADDRESS_MAX.phone}
          autoComplete="tel"
          onValue={(value) => set('phone', value)}
          hint={t('accountPages.phoneHint')}
          error={problemText('phone')}
        />
      </div>
      {address?.isDefault ? null : (
        <label className="account-check">
          <input type="checkbox" checked={values.isDefault} onChange={(e) => setValues({ ...values, isDefault: e.target.checked })} />
          {t('accountPages.setDefault')}
        </label>
      )}
      {model.saveError.value ? (
        <p className="field__error" role="alert">
          {model.saveError.value}
        </p>
      ) : null}
      <div className="page-row page-row--loose">
        <Button type="submit" loading={model.busy.value === (address?.id ?? 'new')}>
          {t('accountPages.saveAddress')}
        </Button>
        <Button variant="ghost" onClick={() => model.edit(null)}>
          {t('accountPages.cancel')}
        </Button>
      </div>
    </form>
  );
}

function AddressCard({ address, model }: { address: Address; model: Model }) {
  useSignals();
  const t = useT();
  const busy = model.busy.value === address.id;
  return (
    <li className="page-card account-card account-address">
      <div className="page-row page-row--loose page-row--spread">
        <h2>
          {address.label} {address.isDefault ? <span className="account-pill">{t('accountPages.default')}</span> : null}
        </h2>
      </div>
      <p>
        <strong>{address.name}</strong>
        <br />
        {addressLine(address, language.value)}
        <br />
        <span dir="ltr">{address.phone}</span>
      </p>
      <div className="page-row page-row--loose">
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('accountPages.editAddressNamed', { label: address.label })}
          onClick={() => model.edit(address.id)}
        >
          {t('accountPages.edit')}
        </Button>
        {address.isDefault ? null : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('accountPages.defaultNamed', { label: address.label })}
            disabled={busy}
            onClick={() => void model.makeDefault(address)}
          >
            {t('accountPages.makeDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('accountPages.deleteAddressNamed', { label: address.label })}
          loading={busy}
          onClick={() => void model.remove(address.id)}
        >
          {t('accountPages.delete')}
        </Button>
      </div>
    </li>
  );
}

export function AddressPage({ title, defaultCountry }: { title: string; defaultCountry: string }) {
  useSignals();
  const t = useT();
  const model = useModel(
    () =>
      new AddressBookModel({
        list: listAddresses,
        save: saveAddress,
        remove: deleteAddress,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const book = model.addresses.value;
  const editing = model.editing.value;
  const full = (book?.length ?? 0) >= ADDRESS_LIMIT;
  return (
    <AccountPage title={title} lead={t('accountPages.addressLead')}>
      {book === null ? (
        <LoadState error={model.error.value} onRetry={() => void model.load()} />
      ) : (
        <>
          {editing === 'new' ? (
            <AddressEditor model={model} address={null} defaultCountry={defaultCountry === NO_COUNTRY ? '' : defaultCountry} />
          ) : (
            <div className="page-row page-row--loose">
              <Button disabled={full} onClick={() => model.edit('new')}>
                <Plus size={16} aria-hidden="true" />
                {t('accountPages.addAddress')}
              </Button>
              {full ? <span className="field__hint">{t('accountPages.bookFull')}</span> : null}
            </div>
          )}
          {book.length === 0 && editing !== 'new' ? (
            <EmptyState icon={<MapPin size={32} />} message={t('accountPages.noAddresses')} />
          ) : null}
          <ul className="page-list page-list--loose">
            {book.map((address) =>
              editing === address.id ? (
                <li key={address.id}>
                  <AddressEditor model={model} address={address} defaultCountry={defaultCountry} />
                </li>
              ) : (
                <AddressCard key={address.id} address={address} model={model} />
              ),
            )}
          </ul>
        </>
      )}
    </AccountPage>
  );
}
