// The inbox's local cache (spec section 3: 'contacts', 'chats', 'lastId', and our 'outbox'), kept per signed-in
// user so switching accounts never shows one person's chats to another, nor sends their messages: each key holds
// a map of user uid → that user's value.
import { readJson, writeJson, STORAGE_KEYS } from '../../../lib/storage';
import type { UnsentItem } from './outbox';
import type { ChatSummary, Contacts } from './types';

type PerUser<T> = Record<string, T>;
type Key = typeof STORAGE_KEYS.chats | typeof STORAGE_KEYS.lastId | typeof STORAGE_KEYS.contacts | typeof STORAGE_KEYS.outbox;

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

function isUnsentItem(value: unknown): value is UnsentItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    ['queue', 'to', 'm', 'k'].every((field) => typeof item[field] === 'string' && item[field].length > 0) &&
    typeof item.t === 'number' &&
    Number.isFinite(item.t) &&
    typeof item.failed === 'boolean'
  );
}

/** The messages this user typed that no server has acknowledged yet; anything malformed is left out. */
export function readOutbox(uid: string): UnsentItem[] {
  const items = read<unknown>(STORAGE_KEYS.outbox, uid);
  return Array.isArray(items) ? items.filter(isUnsentItem) : [];
}

export function writeOutbox(uid: string, items: readonly UnsentItem[]): void {
  write(STORAGE_KEYS.outbox, uid, items.length > 0 ? items : undefined);
}
