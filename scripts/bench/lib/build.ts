// One production build of the SPA for the benchmarks: client/vite.config.ts as it is, into an output folder of
// our own, VITE_API_BASE pointing at the benchmark's mock, plus a read-only plugin that records how many bytes
// each source module contributes to each chunk (rollup's renderedLength) so a missed budget names its weight.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT } from './env.ts';

/** One entry of Vite's manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ModuleWeight {
  /** Path from the repository root, or the package name for node_modules. */
  module: string;
  /** Bytes of the module's code in the chunk before minification (rollup's renderedLength). */
  bytes: number;
}

export interface BuildResult {
  outDir: string;
  manifest: Manifest;
  /** Output file (assets/x-hash.js) → its modules, heaviest first. */
  modules: Map<string, ModuleWeight[]>;
}

function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + '/node_modules/'.length).split('/');
    const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? clean);
    return `${pkg} (${rest.slice(rest[0]?.startsWith('@') ? 2 : 1).join('/')})`;
  }
  return clean.startsWith(ROOT) ? relative(ROOT, clean) : clean;
}

function moduleWeights(into: Map<string, ModuleWeight[]>): Plugin {
  return {
    name: 'bench:module-weights',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const weights = Object.entries(output.modules)
          .map(([id, info]) => ({ module: moduleName(id), bytes: info.renderedLength }))
          .filter((w) => w.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
        into.set(output.fileName, weights);
      }
    },
  };
}

/** Builds client/ into `outDir` (absolute) with the given API base. */
export async function buildClient(outDir: string, apiBase: string): Promise<BuildResult> {
  const modules = new Map<string, ModuleWeight[]>();
  const previous = process.env.VITE_API_BASE;
  // Vite sets NODE_ENV=production for the build; the services started afterwards must not inherit it.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.VITE_API_BASE = apiBase;
  try {
    await build({
      configFile: join(ROOT, 'client', 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: [moduleWeights(modules)],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.VITE_API_BASE;
    else process.env.VITE_API_BASE = previous;
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  }
  // Beside the manifest, for readers in another process (the budget tests' workers).
  writeFileSync(join(outDir, '.vite', MODULES_FILE), JSON.stringify(Object.fromEntries(modules)));
  return readBuild(outDir);
}

const MODULES_FILE = 'module-weights.json';

/** Reads a build made by buildClient (manifest and module weights). */
export function readBuild(outDir: string): BuildResult {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const weightsFile = join(outDir, '.vite', MODULES_FILE);
  const weights = existsSync(weightsFile) ? (JSON.parse(readFileSync(weightsFile, 'utf8')) as Record<string, ModuleWeight[]>) : {};
  return { outDir, manifest, modules: new Map(Object.entries(weights)) };
}
