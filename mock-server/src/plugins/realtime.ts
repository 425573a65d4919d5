// Realtime: the registry of open websockets per user and fan-out to all of a user's tabs.
// The protocol (openapi.yaml description, contracts/asyncapi.yaml): the client sends `a` as a
// keepalive and gets `y`; the server pushes `i`, `p`, `x` or JSON `{type:'p'|'r'|'m', data}`.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';

/** Close code for a missing, unknown or revoked token (openapi.yaml, Realtime). */
export const CLOSE_UNAUTHORIZED = 4401;
export const KEEPALIVE_PING = 'a';
export const KEEPALIVE_PONG = 'y';

export type Frame = string | { type: 'p' | 'r' | 'm'; data: unknown };

export interface Realtime {
  /** Registers an open socket for a user (and the token it was opened with); answers keepalives. */
  attach(uid: string, token: string, socket: WebSocket): void;
  /** Sends a frame to every open socket of the user; answers how many got it. */
  send(uid: string, frame: Frame): number;
  isConnected(uid: string): boolean;
  /**
   * When the user last had a socket, on the mock's clock: now while one is open (or still closing), the time the
   * last one closed once none is, undefined if none was open since the last disconnectAll (the online queue drops
   * players gone for more than 30 s).
   */
  lastSeen(uid: string): number | undefined;
  /** Open sockets of the user. */
  connections(uid: string): number;
  /** Closes the sockets opened with this token (sign-out). */
  disconnectToken(token: string, code?: number, reason?: string): void;
  /** Closes every socket (reset, shutdown) and forgets when anyone was last seen. */
  disconnectAll(code?: number, reason?: string): void;
  /** Closes every socket as a dropped connection would (the fault controls): when each person was last seen stays. */
  dropAll(code: number, reason: string): number;
}

interface Entry {
  socket: WebSocket;
  token: string;
}

export function createRealtime(log?: FastifyBaseLogger, now: () => number = Date.now): Realtime {
  const byUser = new Map<string, Set<Entry>>();
  /** uid → when their last socket closed (only while they have none). */
  const lastClosed = new Map<string, number>();

  const remove = (uid: string, entry: Entry): void => {
    const set = byUser.get(uid);
    if (!set?.delete(entry)) return;
    if (set.size === 0) {
      byUser.delete(uid);
      lastClosed.set(uid, now());
    }
  };

  const safeSend = (socket: WebSocket, text: string): boolean => {
    if (socket.readyState !== socket.OPEN) return false;
    try {
      socket.send(text);
      return true;
    } catch (error) {
      log?.warn({ err: error }, 'realtime: send failed');
      return false;
    }
  };

  const each = (visit: (uid: string, entry: Entry) => void): void => {
    for (const [uid, set] of byUser) for (const entry of [...set]) visit(uid, entry);
  };

  return {
    attach(uid, token, socket) {
      const entry: Entry = { socket, token };
      let set = byUser.get(uid);
      if (!set) byUser.set(uid, (set = new Set()));
      set.add(entry);
      lastClosed.delete(uid);
      socket.on('message', (data: RawData, isBinary: boolean) => {
        // Only the keepalive means anything from the client; anything else is ignored.
        if (!isBinary && (data as Buffer).toString() === KEEPALIVE_PING) safeSend(socket, KEEPALIVE_PONG);
      });
      socket.on('close', () => remove(uid, entry));
      socket.on('error', (error: Error) => {
        log?.debug({ err: error }, 'realtime: socket error');
        remove(uid, entry);
      });
    },
    send(uid, frame) {
      const text = typeof frame === 'string' ? frame : JSON.stringify(frame);
      let delivered = 0;
      for (const entry of byUser.get(uid) ?? []) if (safeSend(entry.socket, text)) delivered += 1;
      return delivered;
    },
    isConnected(uid) {
      for (const entry of byUser.get(uid) ?? []) if (entry.socket.readyState === entry.socket.OPEN) return true;
      return false;
    },
    lastSeen: (uid) => (byUser.has(uid) ? now() : lastClosed.get(uid)),
    connections: (uid) => byUser.get(uid)?.size ?? 0,
    disconnectToken(token, code = CLOSE_UNAUTHORIZED, reason = 'Signed out') {
      each((uid, entry) => {
        if (entry.token !== token) return;
        remove(uid, entry);
        entry.socket.close(code, reason);
      });
    },
    disconnectAll(code = CLOSE_UNAUTHORIZED, reason = 'Please sign in to continue') {
      each((uid, entry) => {
        remove(uid, entry);
        entry.socket.close(code, reason);
      });
      // After a reset the clock goes back: times seen before it mean nothing any more.
      lastClosed.clear();
    },
    dropAll(code, reason) {
      let dropped = 0;
      each((uid, entry) => {
        remove(uid, entry);
        entry.socket.close(code, reason);
        dropped += 1;
      });
      return dropped;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export function realtimePlugin(app: FastifyInstance, realtime: Realtime): void {
  app.decorate('realtime', realtime);
}
