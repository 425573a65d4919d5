// Realtime benchmarks against the mock: the keepalive round trip (`a` → `y`) and the delivery of a chat message
// from the sender's send call (POST /app/inbox/send, operationId sendMessage) to the recipient's socket (`i`),
// with CHAT_SOCKETS sockets connected. Latencies are p99 per round; a figure is the median over the rounds.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { SEED_USERS } from '../../../mock-server/src/seed/users.ts';
import { PASSWORD, USERS } from '../../test-env.ts';
import { apiToken } from './servers.ts';
import { median, percentile } from './stats.ts';

export interface LatencyFigure {
  /** Median over the rounds of each round's p99, in ms. */
  p99Ms: number;
  p50Ms: number;
  rounds: { p50Ms: number; p99Ms: number; samples: number }[];
}

function socketUrl(apiBase: string, token: string): string {
  return `${apiBase.replace(/^http/, 'ws')}/account/get/connect?token=${encodeURIComponent(token)}`;
}

function openSocket(apiBase: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(apiBase, token), { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed before opening (${code})`)));
  });
}

function closeAll(sockets: WebSocket[]): Promise<void> {
  return Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.readyState === WebSocket.CLOSED) return resolve();
          s.once('close', () => resolve());
          s.terminate();
        }),
    ),
  ).then(() => undefined);
}

function figure(rounds: number[][]): LatencyFigure {
  const summary = rounds.map((samples) => ({ p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), samples: samples.length }));
  return { p99Ms: median(summary.map((r) => r.p99Ms)), p50Ms: median(summary.map((r) => r.p50Ms)), rounds: summary };
}

/** `a` → `y` on one socket, one at a time: `warmup` unmeasured, then `rounds` × `perRound` measured. */
export async function keepaliveRoundTrip(apiBase: string, rounds = 3, perRound = 5000, warmup = 1000): Promise<LatencyFigure> {
  const token = await apiToken(apiBase, USERS.ada.email, PASSWORD);
  const socket = await openSocket(apiBase, token);
  let waiting: ((at: number) => void) | null = null;
  socket.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
    const at = performance.now();
    if (!isBinary && (data as Buffer).toString() === 'y' && waiting) {
      const done = waiting;
      waiting = null;
      done(at);
    }
  });
  const once = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no keepalive answer within 2 s')), 2000);
      const start = performance.now();
      waiting = (at) => {
        clearTimeout(timer);
        resolve(at - start);
      };
      socket.send('a');
    });
  try {
    for (let i = 0; i < warmup; i++) await once();
    const all: number[][] = [];
    for (let r = 0; r < rounds; r++) {
      const samples: number[] = [];
      for (let i = 0; i < perRound; i++) samples.push(await once());
      all.push(samples);
    }
    return figure(all);
  } finally {
    await closeAll([socket]);
  }
}

/** A keep-alive HTTP POST with a JSON body; resolves with the status once the whole answer is in. */
function post(agent: http.Agent, url: URL, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface ChatDelivery extends LatencyFigure {
  sockets: number;
  /** Sends whose answer was not 201, or that the recipient's socket did not see. */
  failures: string[];
}

/**
 * ada sends ben direct messages one at a time while `socketCount` sockets are connected (ben's and ada's one
 * each; the rest spread over the other seeded users); each sample is from just before the send call to ben's
 * socket receiving `i`.
 */
export async function chatDelivery(apiBase: string, socketCount: number, rounds = 3, perRound = 400, warmup = 50): Promise<ChatDelivery> {
  const adaToken = await apiToken(apiBase, USERS.ada.email, PASSWORD);
  const benToken = await apiToken(apiBase, USERS.ben.email, PASSWORD);
  const others = SEED_USERS.filter((u) => u.email !== USERS.ada.email && u.email !== USERS.ben.email);
  const sockets: WebSocket[] = [];
  const failures: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const recipient = await openSocket(apiBase, benToken);
    sockets.push(recipient, await openSocket(apiBase, adaToken));
    // The idle crowd, opened 50 at a time, each with a token of its own.
    for (let opened = sockets.length; opened < socketCount;) {
      const batch = Math.min(50, socketCount - opened);
      const made = await Promise.all(
        Array.from({ length: batch }, async (_, i) => {
          const user = others[(opened + i) % others.length];
          if (!user) throw new Error('no seeded users to connect');
          return openSocket(apiBase, await apiToken(apiBase, user.email, PASSWORD));
        }),
      );
      sockets.push(...made);
      opened += batch;
    }

    let arrived: ((at: number) => void) | null = null;
    recipient.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      const at = performance.now();
      if (!isBinary && (data as Buffer).toString() === 'i' && arrived) {
        const done = arrived;
        arrived = null;
        done(at);
      }
    });

    const url = new URL(`${apiBase}/app/inbox/send`);
    const runId = Date.now().toString(36);
    let n = 0;
    const once = async (): Promise<number> => {
      n += 1;
      const body = JSON.stringify({ to: USERS.ben.uid, m: `bench message ${n}`, k: `bench-${runId}-${n}` });
      const delivered = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`message ${n} did not reach the recipient within 2 s`)), 2000);
        arrived = (at) => {
          clearTimeout(timer);
          resolve(at);
        };
      });
      const start = performance.now();
      const [status, at] = await Promise.all([post(agent, url, adaToken, body), delivered]);
      if (status !== 201) failures.push(`message ${n}: HTTP ${status}`);
      return at - start;
    };

    for (let i = 0; i < warmup; i++) await once();
    const all: number[][] = [];
    for (let r = 0; r < rounds; r++) {
      const samples: number[] = [];
      for (let i = 0; i < perRound; i++) samples.push(await once());
      all.push(samples);
    }
    return { ...figure(all), sockets: sockets.length, failures: failures.slice(0, 5) };
  } finally {
    agent.destroy();
    await closeAll(sockets);
  }
}
