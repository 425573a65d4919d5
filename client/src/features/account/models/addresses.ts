// The address book (/account/address): the form checked by the rules the mock's accountAddressSave applies too
// (contracts/rules/postal-address.ts: required fields and lengths, the country's postal code format, a phone in
// international form), and the book itself.
import { createModel, signal } from '@preact/signals-react';
import { addressProblems, normalAddress, type AddressField, type AddressProblem } from '../../../../../contracts/rules/postal-address';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import type { components } from '../../../../../contracts/api/schema';

export type Address = components['schemas']['AccountAddress'];
export type AddressInput = components['schemas']['AccountAddressInput'];

export type AddressForm = Record<AddressField, string> & { isDefault: boolean };

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
  const fields = normalAddress(form);
  const errors = addressProblems(fields);
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { ...(id ? { id } : {}), ...fields, isDefault: form.isDefault } };
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
