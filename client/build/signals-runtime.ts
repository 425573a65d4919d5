// Every import of '@preact/signals-react/runtime' resolves to the app's wrapper of it (src/lib/signals/runtime.ts:
// components subscribe to their signals on commit, not at render; decision 052), except the wrapper's own, which
// gets the package's. In the build, the dev server and the unit tests alike; the package's own files import it from
// outside Vite in the unit tests (Node loads them), where only the hooks they re-export are concerned.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const RUNTIME = '@preact/signals-react/runtime';
export const WRAPPER = fileURLToPath(new URL('../src/lib/signals/runtime.ts', import.meta.url));

export function signalsRuntime(): Plugin {
  return {
    name: 'osb:signals-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== RUNTIME || !importer) return null;
      if (importer.split('?')[0] === WRAPPER) return null;
      return WRAPPER;
    },
  };
}
