// The inbox's local cache (spec section 3: 'contacts', 'chats', 'lastId'), kept per signed-in user so switching
// accounts never shows one person's chats to another: each key holds a map of user uid → that user's value.
import { readJson, writeJson, STORAGE_KEYS } from '../../../lib/storage';
import type { ChatSummary, Contacts } from './types';

type PerUser<T> = Record<string, T>;
type Key = typeof STORAGE_KEYS.chats | typeof STORAGE_KEYS.lastId | typeof STORAGE_KEYS.contacts;

function read<T>(key: Key, uid: string): T | undefined {
  const all = readJson<unknown>(key, {});
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return undefined;
  return (all as PerUser<T>)[uid];
}

function write<T>(key: Key, uid: string, value: T | undefined): void {
  const stored = readJson<unknown>(key, {});
  const all: PerUser<T> = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...(stored as PerUser<T>) } : {};
  if (value === undefined) delete all[uid];
  else all[uid] = value;
  writeJson(key, all);
}

/** Spec section 3: "Last fetched inbox id is stored per user" — the cursor of the next inbox/list call. */
export function readLastId(uid: string): string | undefined {
  const id = read<unknown>(STORAGE_KEYS.lastId, uid);
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

export function writeLastId(uid: string, id: string): void {
  write(STORAGE_KEYS.lastId, uid, id);
}

export function readChats(uid: string): Record<string, ChatSummary> {
  const chats = read<Record<string, ChatSummary>>(STORAGE_KEYS.chats, uid);
  return chats && typeof chats === 'object' ? chats : {};
}

export function writeChats(uid: string, chats: Record<string, ChatSummary>): void {
  write(STORAGE_KEYS.chats, uid, chats);
}

export function readContacts(uid: string): Contacts {
  const contacts = read<Contacts>(STORAGE_KEYS.contacts, uid);
  return contacts && typeof contacts === 'object' ? contacts : {};
}

export function writeContacts(uid: string, contacts: Contacts): void {
  write(STORAGE_KEYS.contacts, uid, contacts);
}
