// Child processes and ports for the harness: a free loopback port, a Node 24 child with captured output, and
// a clean stop by pid (never by name).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Fails early with a clear message when the harness runs on a Node older than Prism needs. */
export function assertNode24(): void {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 24 || (major === 24 && minor < 18)) {
    throw new Error(
      `The contract harness runs on Node ${process.versions.node}; it needs Node >= 24.18 (Prism 5.16 and .ts entry points). ` +
        'Run it through `npm run test:contract`, which puts the pinned Node 24 first on PATH.',
    );
  }
}

export interface Child {
  proc: ChildProcess;
  /** Everything the child printed so far (stdout and stderr, last 64 kB). */
  output: () => string;
  stop: () => Promise<void>;
}

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const p of live) if (p.exitCode === null && p.pid !== undefined) p.kill('SIGKILL');
});

/** Starts `process.execPath args` (this same Node 24) and captures its output. */
export function spawnNode(args: string[], env: Record<string, string | undefined> = {}, cwd?: string): Child {
  const proc = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(cwd ? { cwd } : {}),
  });
  live.add(proc);
  let buf = '';
  const onData = (d: Buffer): void => {
    buf += d.toString('utf8');
    if (buf.length > 65536) buf = buf.slice(-65536);
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    proc,
    output: () => buf,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
      live.delete(proc);
    },
  };
}

/** Waits until `probe` resolves true, polling; throws with `describe()` after `timeoutMs`. */
export async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((r) => setTimeout(r, 150));
  }
}
