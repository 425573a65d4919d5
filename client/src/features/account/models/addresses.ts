// The address book (/account/address): the form's rules, the same as the mock's accountAddressSave (required
// fields and lengths, the country's postal code format, a phone in international form), and the book itself.
import { createModel, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import type { components } from '../../../../../contracts/api/schema';
import { isInternationalPhone, normalPhone, postalCodeFits } from '../../../lib/postal-address';
import { NO_COUNTRY } from './countries';

export type Address = components['schemas']['AccountAddress'];
export type AddressInput = components['schemas']['AccountAddressInput'];

/** Ours: a book holds at most 10 addresses (the mock's ADDRESS_LIMIT). */
export const ADDRESS_LIMIT = 10;
export const ADDRESS_MAX = { label: 40, name: 80, line1: 100, line2: 100, city: 60, region: 60, postalCode: 12, phone: 20 } as const;

export type AddressField = 'label' | 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country' | 'phone';
export type AddressForm = Record<AddressField, string> & { isDefault: boolean };
export type AddressProblem = 'required' | 'tooShort' | 'postalCode' | 'phone';

export const EMPTY_ADDRESS: AddressForm = {
  label: '',
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  phone: '',
  isDefault: false,
};

/** The first problem of each field, or the input to send. */
export function checkAddress(
  form: AddressForm,
  id?: string,
): { input: AddressInput } | { errors: Partial<Record<AddressField, AddressProblem>> } {
  const t = (text: string): string => text.trim().replace(/\s+/g, ' ');
  const errors: Partial<Record<AddressField, AddressProblem>> = {};
  const need = (field: AddressField, min: number): void => {
    const value = t(form[field]);
    if (value === '') errors[field] = 'required';
    else if (value.length < min) errors[field] = 'tooShort';
  };
  need('label', 1);
  need('name', 2);
  need('line1', 3);
  need('city', 2);
  if (form.country === '' || form.country === NO_COUNTRY) errors.country = 'required';
  const postalCode = t(form.postalCode).toUpperCase();
  if (postalCode === '') errors.postalCode = 'required';
  else if (form.country && !postalCodeFits(form.country, postalCode)) errors.postalCode = 'postalCode';
  const phone = normalPhone(form.phone);
  if (phone === '') errors.phone = 'required';
  else if (!isInternationalPhone(phone)) errors.phone = 'phone';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      ...(id ? { id } : {}),
      label: t(form.label),
      name: t(form.name),
      line1: t(form.line1),
      line2: t(form.line2),
      city: t(form.city),
      region: t(form.region),
      postalCode,
      country: form.country,
      phone,
      isDefault: form.isDefault,
    },
  };
}

export function formOf(address: Address): AddressForm {
  const { id: _id, ...fields } = address;
  return fields;
}

export interface AddressBookDeps {
  list(): Promise<Address[]>;
  save(input: AddressInput): Promise<{ data: Address[]; message: string }>;
  remove(id: string): Promise<{ data: Address[]; message: string }>;
  notify(kind: 'success' | 'error', message: string): void;
}

export const AddressBookModel = createModel((deps: AddressBookDeps) => {
  const addresses = signal<Address[] | null>(null, { name: 'accountAddresses' });
  const error = signal<string | null>(null, { name: 'accountAddressesError' });
  /** The address being edited: an id, 'new', or null (no form open). */
  const editing = signal<string | null>(null, { name: 'accountAddressEditing' });
  const busy = signal<string | null>(null, { name: 'accountAddressBusy' });
  const saveError = signal<string | null>(null, { name: 'accountAddressSaveError' });

  async function load(): Promise<void> {
    try {
      addresses.value = await deps.list();
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  function edit(id: string | null): void {
    editing.value = id;
    saveError.value = null;
  }

  async function save(input: AddressInput): Promise<boolean> {
    busy.value = input.id ?? 'new';
    saveError.value = null;
    try {
      const { data } = await deps.save(input);
      addresses.value = data;
      editing.value = null;
      deps.notify('success', t('accountPages.done.addressSaved'));
      return true;
    } catch (e) {
      saveError.value = errorMessage(e);
      return false;
    } finally {
      busy.value = null;
    }
  }

  async function makeDefault(address: Address): Promise<boolean> {
    return save({ ...address, isDefault: true });
  }

  async function remove(id: string): Promise<boolean> {
    busy.value = id;
    try {
      const { data } = await deps.remove(id);
      addresses.value = data;
      if (editing.peek() === id) editing.value = null;
      deps.notify('success', t('accountPages.done.addressDeleted'));
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    } finally {
      busy.value = null;
    }
  }

  return { addresses, error, editing, busy, saveError, load, edit, save, makeDefault, remove };
});
