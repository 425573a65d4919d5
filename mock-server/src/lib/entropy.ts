// The mock's only sources of chance and of outside facts (random bytes, whether a person's socket is open): a
// state file (plugins/journal.ts) writes down what each journaled request drew from them and hands the same answers
// back when it replays that request after a restart, so a replayed sign-in issues the same token and a replayed
// API key has the same secret. Outside a journaled request they answer live.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes as cryptoRandomBytes } from 'node:crypto';

/** One answer drawn during a request: bytes as base64, anything else as JSON. */
export type Drawn = { bytes: string } | { value: unknown };

/** What a journaled request drew, in order: filled while it is recorded, consumed while it is replayed. */
export interface Draws {
  mode: 'record' | 'replay';
  list: Drawn[];
}

const current = new AsyncLocalStorage<Draws>();

/** Runs `work` with its draws recorded into (or replayed from) `draws`. */
export function withDraws<T>(draws: Draws, work: () => T): T {
  return current.run(draws, work);
}

/** `size` random bytes (crypto strength). */
export function randomBytes(size: number): Buffer {
  const draws = current.getStore();
  if (draws?.mode === 'replay') {
    const next = draws.list.shift();
    if (next && 'bytes' in next) {
      const bytes = Buffer.from(next.bytes, 'base64');
      if (bytes.length === size) return bytes;
    }
    // The journal does not match this code any more (written by another version): a fresh draw, as without one.
    return cryptoRandomBytes(size);
  }
  const bytes = cryptoRandomBytes(size);
  if (draws) draws.list.push({ bytes: bytes.toString('base64') });
  return bytes;
}

/** A fact from outside the store (a socket's state), JSON-serialisable; `live` reads it now. */
export function observed<T>(live: () => T): T {
  const draws = current.getStore();
  if (draws?.mode === 'replay') {
    const next = draws.list.shift();
    // undefined is written as null (JSON has no undefined); no fact read here is ever null itself.
    if (next && 'value' in next) return (next.value === null ? undefined : next.value) as T;
    return live();
  }
  const value = live();
  if (draws) draws.list.push({ value: value === undefined ? null : value });
  return value;
}
