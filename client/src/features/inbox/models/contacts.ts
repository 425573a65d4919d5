// Contacts (spec section 3: uid → the name part of the identifier), cached under 'contacts' per user; add, list
// and remove (removal needs a non-empty list, spec section 5).
import { signal } from '@preact/signals-react';
import { user } from '../../../state/session';
import { addContact as addContactCall } from '../api/add-contact';
import { listContacts } from '../../../lib/api/calls/list-contacts';
import { removeContacts as removeContactsCall } from '../api/remove-contacts';
import { readContacts, writeContacts } from './inbox-cache';
import type { Contacts } from './types';

export const contacts = signal<Contacts>({}, { name: 'inboxContacts' });

/** Spec section 5: "Contact removal requires a non-empty list." */
export const EMPTY_REMOVAL = 'Choose at least one contact to remove';

let owner: string | null = null;

function set(uid: string, next: Contacts): void {
  contacts.value = next;
  writeContacts(uid, next);
}

/** Shows the cached map at once, then the server's. */
export async function loadContacts(): Promise<void> {
  const me = user.peek()?.uid;
  if (!me) return;
  if (owner !== me) {
    owner = me;
    contacts.value = readContacts(me);
  }
  const fresh = await listContacts();
  if (user.peek()?.uid === me) set(me, fresh);
}

export async function addContact(uid: string, nid: string): Promise<Contacts> {
  const me = user.peek()?.uid;
  const next = await addContactCall(uid, nid);
  if (me) set(me, next);
  return next;
}

export async function removeContacts(uids: readonly string[]): Promise<Contacts> {
  if (uids.length === 0) throw new Error(EMPTY_REMOVAL);
  const me = user.peek()?.uid;
  const next = await removeContactsCall([...uids]);
  if (me) set(me, next);
  return next;
}

export function clearContacts(): void {
  owner = null;
  contacts.value = {};
}
