// The realtime client (spec section 4, openapi.yaml "Realtime", contracts/asyncapi.yaml): one websocket per tab at
// ${API_BASE as ws}/account/get/connect?token=…, reopened when the token changes and 10 s after it closes.
// Frames are checked before anyone sees them: unknown frames and bad JSON are ignored, a throwing handler never
// takes the socket down. Features subscribe with onTextFrame / onJsonFrame; the game owns the JSON frames p and r,
// the inbox the frame m (changed messages).
import { effect, signal } from '@preact/signals-react';
import { token } from '../../state/token';
import { API_BASE } from './client';

/** Spec sections 4 and 9: "when the socket closes, retry after 10s". */
export const RECONNECT_DELAY_MS = 10_000;
/**
 * Not in the spec: a keepalive `a` every 25 s; no `y` within 10 s means the connection died silently (a laptop
 * waking, a proxy dropping it), so it is closed and the usual 10 s retry takes over.
 */
export const KEEPALIVE_INTERVAL_MS = 25_000;
export const KEEPALIVE_TIMEOUT_MS = 10_000;

export type RealtimeStatus = 'connecting' | 'open' | 'closed';
export type TextFrame = 'i' | 'p' | 'x' | 'y';
export type JsonFrameType = 'p' | 'r' | 'm';

const TEXT_FRAMES: readonly string[] = ['i', 'p', 'x', 'y'];
const KEEPALIVE = 'a';
const KEEPALIVE_ANSWER = 'y';

export const realtimeStatus = signal<RealtimeStatus>('closed', { name: 'realtimeStatus' });
/** Spec section 4: "'p' marks a pending flag". Whoever handles the pending update clears it. */
export const pending = signal(false, { name: 'realtimePending' });

/** The socket URL for a token: the API base with http→ws (https→wss). */
export function realtimeUrl(tokenValue: string, base: string = API_BASE): string {
  const ws = base.replace(/^http(s?):\/\//i, (_whole, secure: string) => `ws${secure}://`).replace(/\/+$/, '');
  return `${ws}/account/get/connect?token=${encodeURIComponent(tokenValue)}`;
}

const textHandlers = new Set<(frame: TextFrame) => void>();
const jsonHandlers: Record<JsonFrameType, Set<(data: unknown) => void>> = { p: new Set(), r: new Set(), m: new Set() };

export function onTextFrame(handler: (frame: TextFrame) => void): () => void {
  textHandlers.add(handler);
  return () => textHandlers.delete(handler);
}

export function onJsonFrame(type: JsonFrameType, handler: (data: unknown) => void): () => void {
  jsonHandlers[type].add(handler);
  return () => jsonHandlers[type].delete(handler);
}

let socket: WebSocket | null = null;
let socketToken: string | null = null;
let wanted = false;
let stopWatchingToken: (() => void) | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let keepaliveTimer: ReturnType<typeof setInterval> | null = null;
let answerTimer: ReturnType<typeof setTimeout> | null = null;

/** Sends a frame on the open socket; nothing happens while it is not open (the caller's state is refetched on reconnect). */
export function sendFrame(frame: string): void {
  if (socket && socket.readyState === WebSocket.OPEN) {
    try {
      socket.send(frame);
    } catch (error) {
      console.warn('realtime: send failed', error);
    }
  }
}

function safely<T>(handler: (value: T) => void, value: T): void {
  try {
    handler(value);
  } catch (error) {
    console.error('realtime: a frame handler failed', error);
  }
}

function isJsonFrame(value: unknown): value is { type: JsonFrameType; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'type' in value &&
    (value.type === 'p' || value.type === 'r' || value.type === 'm') &&
    'data' in value
  );
}

/** Validates and dispatches one received frame (exported for tests). */
export function handleFrame(raw: unknown): void {
  if (typeof raw !== 'string') return;
  if (raw === KEEPALIVE) {
    sendFrame(KEEPALIVE_ANSWER);
    return;
  }
  if (TEXT_FRAMES.includes(raw)) {
    const frame = raw as TextFrame;
    if (frame === KEEPALIVE_ANSWER && answerTimer) {
      clearTimeout(answerTimer);
      answerTimer = null;
    }
    if (frame === 'p') pending.value = true;
    for (const handler of [...textHandlers]) safely(handler, frame);
    return;
  }
  if (!raw.startsWith('{')) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return;
  }
  if (!isJsonFrame(parsed)) return;
  for (const handler of [...jsonHandlers[parsed.type]]) safely(handler, parsed.data);
}

function clearTimers(): void {
  if (retryTimer) clearTimeout(retryTimer);
  if (keepaliveTimer) clearInterval(keepaliveTimer);
  if (answerTimer) clearTimeout(answerTimer);
  retryTimer = keepaliveTimer = answerTimer = null;
}

function dropSocket(): void {
  const current = socket;
  socket = null;
  socketToken = null;
  clearTimers();
  if (current) {
    current.onopen = current.onmessage = current.onerror = current.onclose = null;
    try {
      current.close(1000, 'Client closed');
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }
}

function scheduleRetry(): void {
  if (!wanted || retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    const current = token.peek();
    if (wanted && current && !socket) open(current);
  }, RECONNECT_DELAY_MS);
}

function open(tokenValue: string): void {
  let ws: WebSocket;
  try {
    ws = new WebSocket(realtimeUrl(tokenValue));
  } catch (error) {
    console.warn('realtime: could not open the socket', error);
    realtimeStatus.value = 'closed';
    scheduleRetry();
    return;
  }
  socket = ws;
  socketToken = tokenValue;
  realtimeStatus.value = 'connecting';
  ws.onopen = () => {
    if (socket !== ws) return;
    realtimeStatus.value = 'open';
    keepaliveTimer = setInterval(() => {
      if (answerTimer) return;
      sendFrame(KEEPALIVE);
      answerTimer = setTimeout(() => {
        answerTimer = null;
        // No answer: treat as dead so the reconnect (and the catch-up fetch after it) happens.
        if (socket === ws) ws.close(4000, 'Keepalive timed out');
      }, KEEPALIVE_TIMEOUT_MS);
    }, KEEPALIVE_INTERVAL_MS);
  };
  ws.onmessage = (event: MessageEvent) => {
    if (socket === ws) handleFrame(event.data);
  };
  // Spec section 4: "an error closes it"; the close handler then schedules the retry.
  ws.onerror = () => {
    if (socket !== ws) return;
    try {
      ws.close();
    } catch {
      // Already closing.
    }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    socketToken = null;
    clearTimers();
    realtimeStatus.value = 'closed';
    scheduleRetry();
  };
}

/** Opens the socket for the active token and keeps it open (new token → new socket; closed → retry in 10 s). Idempotent. */
export function connectRealtime(): void {
  if (wanted) return;
  wanted = true;
  stopWatchingToken = effect(() => {
    const current = token.value;
    if (current === socketToken && socket) return;
    dropSocket();
    if (current) open(current);
    else realtimeStatus.value = 'closed';
  });
}

/** Closes the socket and stops reconnecting (sign-out, tests). */
export function disconnectRealtime(): void {
  wanted = false;
  stopWatchingToken?.();
  stopWatchingToken = null;
  dropSocket();
  realtimeStatus.value = 'closed';
}
