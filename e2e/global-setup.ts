// The servers of every e2e worker (env.ts): for each slot a mock (test controls on) and a production build of the
// SPA pointed at it, served by `vite preview` with the build's own rules (security headers, _redirects, the 404
// page; client/build/). The build is what people get, and it loads a page in a few requests instead of the dev
// server's hundreds of modules. Each slot needs its own build because the API base is part of it (VITE_API_BASE,
// read at build time); a build takes 7-9 s here. The returned function stops them all.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient } from '../scripts/bench/lib/build.ts';
import { ROOT } from '../scripts/bench/lib/env.ts';
import { startService, type Service } from '../scripts/bench/lib/proc.ts';
import { startMock, type MockService } from '../scripts/bench/lib/servers.ts';
import { E2E_WORKERS, e2ePorts } from './env';

/** Builds and logs: a folder of their own, so a run never replaces a developer's client/dist. */
const SERVERS_OUT = fileURLToPath(new URL('../test-results/e2e-servers', import.meta.url));

function startVitePreview(port: number, outDir: string, logDir: string): Promise<Service> {
  return startService({
    name: 'vite preview',
    args: [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--config',
      'client/vite.config.ts',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    readyUrl: `http://localhost:${port}/`,
    logFile: join(logDir, `preview-${port}.log`),
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const services: (MockService | Service)[] = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(services.map((service) => service.stop()));
  };
  try {
    const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => ({ slot, ...e2ePorts(slot), out: join(SERVERS_OUT, `slot-${slot}`) }));
    const mocks = await Promise.all(
      slots.map(async ({ mock, out }) => {
        const service = await startMock(mock, join(out, 'logs'));
        services.push(service);
        return service;
      }),
    );
    for (const { slot, spa, out } of slots) {
      const started = Date.now();
      // One at a time: a build already keeps both cores busy, and buildClient sets VITE_API_BASE for its duration.
      const build = await buildClient(join(out, 'dist'), mocks[slot]!.apiBase);
      services.push(await startVitePreview(spa, build.outDir, join(out, 'logs')));
      console.log(
        `e2e slot ${slot}: build in ${((Date.now() - started) / 1000).toFixed(1)} s, app http://localhost:${spa}, API ${mocks[slot]!.apiBase}`,
      );
    }
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
