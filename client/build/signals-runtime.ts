// Imports of '@preact/signals-react/runtime' from the signed-in areas' code resolve to the app's wrapper of it
// (src/lib/signals/runtime.ts: components subscribe to their signals on commit, not at render; decision 052); the
// wrapper's own import gets the package's. In the build, the dev server and the unit tests alike; the package's own
// files import it from outside Vite in the unit tests (Node loads them), where only the hooks they re-export are
// concerned.
//
// Where: every feature but the public site's (`features/marketing`), the signed-in frame (`app/shell/area-layout.tsx`,
// which every signed-in page opens in: so the wrapper arrives with the frame rather than with each area's first
// page, whose lazy chunk has a budget of its own), and the wrapper's own tests. The leak it fixes
// needs what a feature page makes in its render (a model, closures over the render's state) to be held by a render
// React threw away; the shell, the guards and the shared components read module signals only, and the public pages
// are short visits with no models. Left out of them, the wrapper weighs nothing on the public pages' first load,
// which has no room for it (initial JS of / at its 125 KB budget).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const RUNTIME = '@preact/signals-react/runtime';
export const WRAPPER = fileURLToPath(new URL('../src/lib/signals/runtime.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Whether `importer` (an absolute file path) gets the wrapper. */
export function subscribesOnCommit(importer: string): boolean {
  const file = importer.split('?')[0] ?? '';
  if (file === WRAPPER || !file.startsWith(SRC)) return false;
  const path = file.slice(SRC.length).split('\\').join('/');
  if (path.startsWith('lib/signals/') || path === 'app/shell/area-layout.tsx') return true;
  return path.startsWith('features/') && !path.startsWith('features/marketing/');
}

export function signalsRuntime(): Plugin {
  return {
    name: 'osb:signals-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== RUNTIME || !importer || !subscribesOnCommit(importer)) return null;
      return WRAPPER;
    },
  };
}
