// A recording websocket client for the contract suite: every frame it sends or receives is validated against
// asyncapi.yaml, and tests wait for frames by predicate with a readable timeout message.
import WebSocket from 'ws';
import { validateFrame, type Direction, type FrameCheck } from './ws.ts';

export interface RecordedFrame extends FrameCheck {
  at: number;
}

export interface Recorder {
  who: string;
  socket: WebSocket;
  frames: RecordedFrame[];
  send(text: string): void;
  /** Resolves with the first received frame (already seen or future) matching `match`; rejects after `timeoutMs`. */
  waitFor(describe: string, match: (f: RecordedFrame) => boolean, timeoutMs?: number): Promise<RecordedFrame>;
  /** Every frame that broke asyncapi.yaml so far, as readable lines. */
  invalid(): string[];
  close(): Promise<void>;
}

export interface Closed {
  code: number;
  reason: string;
}

/** Opens `wsUrl?token=…` and waits for the open event (rejects with the close code if the server refuses). */
export function openRecorder(wsUrl: string, token: string, who: string, timeoutMs = 10_000): Promise<Recorder> {
  const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
  const frames: RecordedFrame[] = [];
  const waiters = new Set<() => void>();
  const record = (direction: Direction, raw: string): RecordedFrame => {
    const f = { ...validateFrame(direction, raw), at: Date.now() };
    frames.push(f);
    for (const w of waiters) w();
    return f;
  };
  socket.on('message', (data, isBinary) => {
    record('toClient', isBinary ? `<binary ${String((data as Buffer).length)} bytes>` : (data as Buffer).toString());
  });
  const rec: Recorder = {
    who,
    socket,
    frames,
    send(text) {
      record('toServer', text);
      socket.send(text);
    },
    waitFor(describe, match, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const hit = frames.find((f) => f.direction === 'toClient' && match(f));
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
            return true;
          }
          return false;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = frames.map((f) => `${f.direction === 'toClient' ? '←' : '→'} ${f.raw}`).join('\n      ');
          reject(
            new Error(`${who}'s socket did not receive ${describe} within ${ms} ms. Frames on this socket:\n      ${seen || '(none)'}`),
          );
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    invalid() {
      return frames.filter((f) => !f.ok).flatMap((f) => f.errors.map((e) => `${who}: ${e} (raw ${JSON.stringify(f.raw)})`));
    },
    close() {
      return new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
        setTimeout(() => {
          socket.terminate();
          resolve();
        }, 2000).unref();
      });
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`${who}'s websocket to ${wsUrl} did not open within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve(rec);
    });
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      reject(
        Object.assign(new Error(`${who}'s websocket was closed before opening: ${code} ${reason.toString()}`), {
          code,
          reason: reason.toString(),
        }),
      );
    });
    socket.once('error', (e) => {
      // An HTTP refusal of the upgrade (e.g. 401) surfaces here; a close after open surfaces as 'close'.
      clearTimeout(timer);
      reject(Object.assign(new Error(`${who}'s websocket failed: ${e.message}`), { code: -1, reason: e.message }));
    });
  });
}

/** Connects and resolves with how the server ended it (close code, or -1 with the error for a refused upgrade). */
export function connectExpectingRefusal(url: string, timeoutMs = 5000): Promise<Closed & { opened: boolean }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    let opened = false;
    const timer = setTimeout(() => {
      socket.terminate();
      resolve({ code: 0, reason: `still open after ${timeoutMs} ms`, opened });
    }, timeoutMs);
    socket.on('open', () => {
      opened = true;
    });
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString(), opened });
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      resolve({ code: -1, reason: e.message, opened });
    });
  });
}
