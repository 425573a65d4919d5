// Child processes the benchmarks start (mock, SPA preview, Prism): spawned with the same Node 24 as the script,
// their output kept in a log file, waited for by URL, and stopped by their own process group id only.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './env.ts';

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** Arguments after the Node binary (a script path first). */
  args: string[];
  env?: Record<string, string>;
  /** An address that answers (any HTTP status) once the service is ready. */
  readyUrl: string;
  /** Where the service's stdout and stderr go. */
  logFile: string;
  timeoutMs?: number;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Fails fast when something else already listens where a service is about to start. */
export async function assertFree(url: string, name: string): Promise<void> {
  if (await answers(url))
    throw new Error(`${name}: ${url} already answers; another process holds the port (set the *_PORT variable to move it)`);
}

export async function startService(opts: StartOptions): Promise<Service> {
  await assertFree(opts.readyUrl, opts.name);
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile);
  // detached: the child leads its own process group, so stop() ends it and its children, nothing else.
  const child = spawn(process.execPath, opts.args, {
    cwd: ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Widened on purpose: the exit handler sets it, which narrowing from `= null` cannot see.
  let exited = null as number | null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });

  const stop = async (): Promise<void> => {
    if (exited !== null || child.pid === undefined) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timedOut = await Promise.race([gone.then(() => false), sleep(5000).then(() => true)]);
    if (timedOut) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${opts.name} exited with ${exited} before it was ready; see ${opts.logFile}`);
    if (await answers(opts.readyUrl)) return { name: opts.name, url: opts.readyUrl, child, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${opts.name} did not answer at ${opts.readyUrl} within ${opts.timeoutMs ?? 60_000} ms; see ${opts.logFile}`);
}
