// A developer's own data across restarts (MOCK_STATE_FILE): every request that reached a handler and could change
// something is appended to a JSON-lines file, with the time the mock's clock said and what it drew from chance
// (lib/entropy.ts); on start the file is replayed into the freshly seeded store, request by request at its own time,
// so the state is what it was, tokens included. /__mock/reset empties the file (the seed again).
//
// Why a journal and not a snapshot: the store is thirty areas of closures and maps; replaying the calls that built
// them needs nothing from any of them, and stays right as areas change (docs/decisions/030-mock-state-file.md).
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withDraws, type Drawn } from '../lib/entropy.ts';

/** The first line of every state file; a file that does not start with it is not ours and is never overwritten. */
const HEADER_KIND = 'osb-mock-state';
const HEADER_VERSION = 1;

interface Header {
  kind: typeof HEADER_KIND;
  version: number;
  /** The private-link secret the file's links were signed with, so they keep working after a restart. */
  signingKey: string;
  /** SEED_SCALE of the seed the requests were made on (absent: 1, files from before the setting). */
  seedScale?: number;
}

/** One request as the handler saw it. */
export interface JournalEntry {
  /** The mock's clock when the handler began. */
  at: number;
  method: string;
  url: string;
  ip: string;
  /** The only headers handlers read. */
  authorization?: string;
  contentType?: string;
  /** A JSON body as its value; a raw body (media upload) as base64 in `raw`. */
  body?: unknown;
  raw?: string;
  draws: Drawn[];
}

/** Writes the file does not keep: fault rules (a session's tool) and reset (it empties the file instead). GETs never are. */
const NOT_JOURNALED = /^\/__mock\/(faults|reset)(\/|$)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface StateFile {
  readonly path: string;
  readonly signingKey: string;
  /** Entries read at open, before any new one. */
  readonly entries: readonly JournalEntry[];
  /** Lines that could not be read (a crash in the middle of a write leaves at most the last one). */
  readonly skipped: number;
  append(entry: JournalEntry): void;
  /** Back to the seed: only the header stays. */
  clear(): void;
}

export class StateFileError extends Error {}

/**
 * Opens (or creates) the state file. A file that is not a state file, or from another format version, is an error:
 * the mock refuses to start rather than overwrite it.
 */
export function openStateFile(path: string, newSigningKey: () => string, seedScale = 1): StateFile {
  let header: Header;
  const entries: JournalEntry[] = [];
  let skipped = 0;
  if (existsSync(path) && readFileSync(path, 'utf8').trim() !== '') {
    const lines = readFileSync(path, 'utf8').split('\n');
    let parsed: unknown;
    try {
      parsed = JSON.parse(lines[0] ?? '');
    } catch {
      parsed = undefined;
    }
    const candidate = parsed as Partial<Header> | undefined;
    if (candidate?.kind !== HEADER_KIND || typeof candidate.signingKey !== 'string') {
      throw new StateFileError(`${path} is not a mock state file; move it away or choose another MOCK_STATE_FILE`);
    }
    if (candidate.version !== HEADER_VERSION) {
      throw new StateFileError(`${path} has format version ${String(candidate.version)}, this mock reads ${HEADER_VERSION}`);
    }
    header = candidate as Header;
    // Replayed into another seed, its requests would name posts, chats and movements that are not there.
    const fileScale = header.seedScale ?? 1;
    if (fileScale !== seedScale) {
      throw new StateFileError(
        `${path} was made with SEED_SCALE=${fileScale}; start with SEED_SCALE=${fileScale} or choose another MOCK_STATE_FILE`,
      );
    }
    for (const line of lines.slice(1)) {
      if (line.trim() === '') continue;
      try {
        entries.push(JSON.parse(line) as JournalEntry);
      } catch {
        skipped += 1;
      }
    }
  } else {
    header = { kind: HEADER_KIND, version: HEADER_VERSION, signingKey: newSigningKey(), ...(seedScale === 1 ? {} : { seedScale }) };
    writeFileSync(path, `${JSON.stringify(header)}\n`);
  }
  return {
    path,
    signingKey: header.signingKey,
    entries,
    skipped,
    append(entry) {
      appendFileSync(path, `${JSON.stringify(entry)}\n`);
    },
    clear() {
      writeFileSync(path, `${JSON.stringify(header)}\n`);
    },
  };
}

function entryOf(request: FastifyRequest, at: number, draws: Drawn[]): JournalEntry {
  const entry: JournalEntry = { at, method: request.method, url: request.url, ip: request.ip, draws };
  const { authorization } = request.headers;
  const contentType = request.headers['content-type'];
  if (authorization !== undefined) entry.authorization = authorization;
  if (contentType !== undefined) entry.contentType = contentType;
  if (Buffer.isBuffer(request.body)) entry.raw = request.body.toString('base64');
  else if (request.body !== undefined) entry.body = request.body;
  return entry;
}

/**
 * Wraps the handler of every writing route registered after it (call before the routes). Entries are written in
 * the order their handlers began, each once its handler has finished drawing.
 */
export function journalPlugin(app: FastifyInstance, file: StateFile): { replay(): Promise<{ replayed: number; skipped: number }> } {
  /** While replaying: what the entry being replayed drew (inject() does not carry an async context into the handler). */
  let replayDraws: Drawn[] | null = null;
  const pending: { entry: JournalEntry; done: boolean }[] = [];
  const flush = (): void => {
    while (pending[0]?.done) file.append(pending.shift()!.entry);
  };

  app.addHook('onRoute', (route) => {
    if (route.url === '/__mock/reset') {
      const reset = route.handler;
      route.handler = function resetAndForget(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        const result: unknown = reset.call(this, request, reply);
        // Anything still being handled belongs to the state that was just dropped.
        pending.length = 0;
        file.clear();
        return result;
      };
      return;
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method)) || NOT_JOURNALED.test(route.url ?? '')) return;
    const handler = route.handler;
    route.handler = function journaled(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (replayDraws) return withDraws<unknown>({ mode: 'replay', list: replayDraws }, () => handler.call(this, request, reply));
      const draws: Drawn[] = [];
      const item = { entry: entryOf(request, app.clock.now(), draws), done: false };
      pending.push(item);
      const finish = (): void => {
        item.done = true;
        flush();
      };
      try {
        const result = withDraws<unknown>({ mode: 'record', list: draws }, () => handler.call(this, request, reply));
        if (result instanceof Promise) return result.finally(finish);
        finish();
        return result;
      } catch (error) {
        finish();
        throw error;
      }
    };
  });

  return {
    /** Replays the file's entries into the store (before listening); answers how many went in. */
    async replay() {
      let replayed = 0;
      try {
        for (const entry of file.entries) {
          app.clock.pin(entry.at);
          const headers: Record<string, string> = {};
          if (entry.authorization !== undefined) headers.authorization = entry.authorization;
          if (entry.contentType !== undefined) headers['content-type'] = entry.contentType;
          const payload =
            entry.raw !== undefined ? Buffer.from(entry.raw, 'base64') : entry.body === undefined ? undefined : JSON.stringify(entry.body);
          replayDraws = [...entry.draws];
          await app.inject({
            method: entry.method as 'POST',
            url: entry.url,
            headers,
            remoteAddress: entry.ip,
            ...(payload === undefined ? {} : { payload }),
          });
          replayed += 1;
        }
      } finally {
        replayDraws = null;
        app.clock.pin(null);
      }
      return { replayed, skipped: file.skipped };
    },
  };
}
