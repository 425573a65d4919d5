// Pure rules of a conversation's message list: server messages in id order, each exactly once, and the client's
// own not-yet-acknowledged messages after them in the order they were typed.
import type { ChatMessage, ThreadMessage } from './types';

export const LOCAL_PREFIX = 'local:';

export const isLocal = (message: ThreadMessage): boolean => message.i.startsWith(LOCAL_PREFIX);

export function fromServer(message: ChatMessage): ThreadMessage {
  return {
    i: message.i,
    m: message.m,
    s: message.s,
    t: message.t,
    u: message.u,
    ...(message.n ? { n: message.n } : {}),
    ...(message.k ? { k: message.k } : {}),
    ...(message.q ? { q: message.q } : {}),
    ...(message.e !== undefined ? { e: message.e } : {}),
    ...(message.d ? { d: true as const } : {}),
  };
}

/** How far a message has gone: states only move forward (a late fetch never takes "Lida" back to "Entregue"). */
const STATE_RANK: Readonly<Record<string, number>> = { f: 0, p: 1, s: 2, d: 3, r: 4 };

/**
 * The newer of two copies of one server message: the further state, and the later text (a delete over anything, an
 * edit over an older edit), so a fetch that left before an edit or a receipt arrived cannot undo it.
 */
export function newerCopy(current: ThreadMessage, incoming: ThreadMessage): ThreadMessage {
  const textOf = current.d || (!incoming.d && (current.e ?? 0) > (incoming.e ?? 0)) ? current : incoming;
  const state = (STATE_RANK[current.s] ?? 0) > (STATE_RANK[incoming.s] ?? 0) ? current.s : incoming.s;
  const quoteOf = current.q?.d ? current : incoming;
  const { q: _q, e: _e, d: _d, ...base } = incoming;
  return {
    ...base,
    m: textOf.m,
    s: state,
    ...(textOf.e !== undefined ? { e: textOf.e } : {}),
    ...(textOf.d ? { d: true as const } : {}),
    ...(quoteOf.q ? { q: quoteOf.q } : incoming.q ? { q: incoming.q } : {}),
    ...((incoming.n ?? current.n) ? { n: incoming.n ?? current.n } : {}),
  };
}

/**
 * Merges server messages into the list: a message already there (same id) takes the new state; a server message
 * carrying the client id `k` of a local one replaces it. Duplicates from overlapping fetches (a reconnect, an `i`
 * and a send answer arriving together) therefore never show twice.
 */
export function mergeMessages(current: readonly ThreadMessage[], incoming: readonly ChatMessage[]): ThreadMessage[] {
  if (incoming.length === 0) return [...current];
  const byId = new Map<string, ThreadMessage>();
  const local: ThreadMessage[] = [];
  for (const message of current) {
    if (isLocal(message)) local.push(message);
    else byId.set(message.i, message);
  }
  const acknowledged = new Set<string>();
  for (const message of incoming) {
    const copy = fromServer(message);
    const current = byId.get(message.i);
    byId.set(message.i, current ? newerCopy(current, copy) : copy);
    if (message.k) acknowledged.add(message.k);
  }
  const server = [...byId.values()].sort((a, b) => (a.i < b.i ? -1 : a.i > b.i ? 1 : 0));
  return [...server, ...local.filter((message) => !message.k || !acknowledged.has(message.k))];
}

/** The newest message id the server gave (the `after` cursor of a catch-up fetch). */
export function newestServerId(messages: readonly ThreadMessage[]): string | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message && !isLocal(message)) return message.i;
  }
  return undefined;
}

/** The oldest message id the server gave (the `before` cursor of an older page). */
export function oldestServerId(messages: readonly ThreadMessage[]): string | undefined {
  return messages.find((message) => !isLocal(message))?.i;
}
