// The realtime client's rules (spec section 4): token URL, a → y, p sets pending, unknown frames and bad JSON
// ignored, JSON p/r handed on, an error closes, a close retries after 10 s, a new token reopens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { token } from '../../../state/token';
import {
  connectRealtime,
  disconnectRealtime,
  onJsonFrame,
  onTextFrame,
  pending,
  realtimeStatus,
  realtimeUrl,
  RECONNECT_DELAY_MS,
  sendFrame,
} from '../socket';

class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.();
  }
  // Test side
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(data: unknown): void {
    this.onmessage?.({ data });
  }
  fail(): void {
    this.onerror?.();
  }
}

const last = (): FakeSocket => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  token.value = 'tok_ada_000000000001';
  pending.value = false;
});

afterEach(() => {
  disconnectRealtime();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  token.value = null;
});

describe('realtimeUrl', () => {
  it('turns the API base into ws(s) on the same path with the token as a query', () => {
    expect(realtimeUrl('a b', 'http://localhost:4000/v1')).toBe('ws://localhost:4000/v1/account/get/connect?token=a%20b');
    expect(realtimeUrl('t', 'https://api.example.com/v1/')).toBe('wss://api.example.com/v1/account/get/connect?token=t');
  });
});

describe('connection', () => {
  it('connects with the active token and reports connecting, then open', () => {
    connectRealtime();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toContain('/account/get/connect?token=tok_ada_000000000001');
    expect(realtimeStatus.value).toBe('connecting');
    last().open();
    expect(realtimeStatus.value).toBe('open');
    // Idempotent: a second call opens nothing new.
    connectRealtime();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('retries 10 s after a close, not before', () => {
    connectRealtime();
    last().open();
    last().close();
    expect(realtimeStatus.value).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(realtimeStatus.value).toBe('connecting');
  });

  it('an error closes the socket, and the retry follows', () => {
    connectRealtime();
    last().open();
    last().fail();
    expect(last().readyState).toBe(FakeSocket.CLOSED);
    expect(realtimeStatus.value).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('keeps retrying every 10 s while the server refuses', () => {
    connectRealtime();
    for (let attempt = 1; attempt <= 3; attempt++) {
      last().close();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      expect(FakeSocket.all).toHaveLength(attempt + 1);
    }
  });

  it('reopens with the new token when the token changes, and closes without one', () => {
    connectRealtime();
    const first = last();
    first.open();
    token.value = 'tok_ben_000000000002';
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    expect(last().url).toContain('token=tok_ben_000000000002');
    token.value = null;
    expect(realtimeStatus.value).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('disconnectRealtime stops the retries', () => {
    connectRealtime();
    last().open();
    disconnectRealtime();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
    expect(realtimeStatus.value).toBe('closed');
  });
});

describe('frames', () => {
  it('answers a with y, and sendFrame sends only while open', () => {
    connectRealtime();
    sendFrame('a');
    expect(last().sent).toEqual([]);
    last().open();
    last().receive('a');
    expect(last().sent).toEqual(['y']);
  });

  it('p sets the pending flag; text frames reach their handlers', () => {
    const seen: string[] = [];
    const stop = onTextFrame((frame) => seen.push(frame));
    connectRealtime();
    last().open();
    for (const frame of ['i', 'p', 'x', 'y']) last().receive(frame);
    expect(seen).toEqual(['i', 'p', 'x', 'y']);
    expect(pending.value).toBe(true);
    stop();
    last().receive('i');
    expect(seen).toHaveLength(4);
  });

  it('hands JSON p and r to their handlers and ignores unknown frames and bad JSON without crashing', () => {
    const p: unknown[] = [];
    const r: unknown[] = [];
    const text: string[] = [];
    const stops = [onJsonFrame('p', (d) => p.push(d)), onJsonFrame('r', (d) => r.push(d)), onTextFrame((f) => text.push(f))];
    // A throwing handler does not stop the others or the socket.
    stops.push(
      onTextFrame(() => {
        throw new Error('boom');
      }),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    connectRealtime();
    last().open();
    for (const raw of [
      '{"type":"p","data":{"i":"g1"}}',
      '{"type":"r","data":{"i":"g2"}}',
      '{"type":"q","data":1}',
      '{"type":"p"}',
      '{not json',
      '[1]',
      'hello',
      'I',
      '',
      42,
      new ArrayBuffer(2),
    ]) {
      last().receive(raw);
    }
    last().receive('i');
    expect(p).toEqual([{ i: 'g1' }]);
    expect(r).toEqual([{ i: 'g2' }]);
    expect(text).toEqual(['i']);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(realtimeStatus.value).toBe('open');
    stops.forEach((stop) => stop());
  });

  it('closes a silent connection when the keepalive goes unanswered, then retries', () => {
    connectRealtime();
    last().open();
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toEqual(['a']);
    vi.advanceTimersByTime(10_000);
    expect(realtimeStatus.value).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('an answered keepalive keeps the connection', () => {
    connectRealtime();
    last().open();
    vi.advanceTimersByTime(25_000);
    last().receive('y');
    vi.advanceTimersByTime(10_000);
    expect(realtimeStatus.value).toBe('open');
  });
});
