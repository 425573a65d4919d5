// Contacts per user: uid → the name part of the contact's identifier (spec section 3).

export interface ContactsRepo {
  list(uid: string): Record<string, string>;
  add(uid: string, contactUid: string, name: string): Record<string, string>;
  /** Removes the given uids (unknown ones are ignored); answers what is left. */
  remove(uid: string, contactUids: readonly string[]): Record<string, string>;
  reset(): void;
}

export function createContactsRepo(): ContactsRepo {
  let contacts = new Map<string, Map<string, string>>();
  const mapOf = (uid: string): Map<string, string> => {
    let map = contacts.get(uid);
    if (!map) contacts.set(uid, (map = new Map<string, string>()));
    return map;
  };
  const list = (uid: string): Record<string, string> => Object.fromEntries(contacts.get(uid) ?? []);
  return {
    list,
    add(uid, contactUid, name) {
      mapOf(uid).set(contactUid, name);
      return list(uid);
    },
    remove(uid, contactUids) {
      const map = mapOf(uid);
      for (const contactUid of contactUids) map.delete(contactUid);
      return list(uid);
    },
    reset() {
      contacts = new Map();
    },
  };
}
