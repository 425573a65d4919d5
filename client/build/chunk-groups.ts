// Fewer, larger chunks for a signed-in page's first load. Left to itself, the bundler cuts every module that two
// lazy chunks share into a chunk of its own: a signed-in page then asks for about 45 files, most under 1 KB (one
// per icon, one per small component). Over HTTP/1.1 a browser opens six connections to an origin, so those files
// queue behind one another, a round trip each: on a slow mobile network that queue, not the bytes, decides when
// the page first paints.
//
// This plugin groups, from the module graph of the build:
// - the icons only signed-in pages use into one chunk;
// - the signed-in frame's own modules (what area-layout.tsx imports) into one chunk;
// - what every first public page (/ and /sign-in) imports into one chunk, which each of them loads anyway;
// - what two or more signed-in areas share into one chunk.
// Nothing a signed-out visitor can load (the public areas, the toasts and dialogs any page loads) goes into the
// signed-in groups: any module they reach stays where the bundler puts it, so / and /sign-in download no more.
// Lazy pages and areas keep their own chunks (the bench checks that each area loads only its own).
import type { Plugin } from 'vite';

export interface ChunkGroupsOptions {
  /** The signed-in frame (relative to client/src). */
  frame: string;
  /** The signed-out pages first opened (relative to client/src): what all of them import goes into one chunk. */
  firstPublic: readonly string[];
  /** The signed-in areas' route modules (relative to client/src). */
  signedInAreas: readonly string[];
}

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
}

export interface ModuleGraph {
  ids: Iterable<string>;
  info(id: string): ModuleInfoLike | null;
}

/** Where each module goes; null: the bundler decides. */
export type Grouping = (id: string) => GroupName | null;
export type GroupName = 'icons' | 'frame' | 'common' | 'shared';

const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]/;

function closure(graph: ModuleGraph, roots: readonly string[], followLazy: boolean, stopAt: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || stopAt.has(id)) continue;
    seen.add(id);
    const info = graph.info(id);
    if (!info) continue;
    stack.push(...info.importedIds);
    if (followLazy) stack.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

function moduleBySuffix(ids: readonly string[], module: string): string {
  const suffix = `/client/src/${module}`;
  const found = ids.find((id) => id.replace(/\\/g, '/').endsWith(suffix));
  // A renamed or moved module must fail the build, not silently stop grouping.
  if (!found) throw new Error(`chunk-groups: no module ${module}`);
  return found;
}

/** Decides the groups from the build's module graph (pure, for tests). */
export function grouping(graph: ModuleGraph, options: ChunkGroupsOptions): Grouping {
  const ids = [...graph.ids];
  const entries = ids.filter((id) => graph.info(id)?.isEntry);
  const initial = closure(graph, entries, false);
  const frameModule = moduleBySuffix(ids, options.frame);
  const areaModules = options.signedInAreas.map((m) => moduleBySuffix(ids, m));
  // Everything a signed-out visitor can load: the public areas, and what the entry loads lazily on any page
  // (toasts, dialogs). A group must hold none of it, or those pages would download the group.
  const publicReach = closure(graph, entries, true, new Set([frameModule, ...areaModules]));
  // A lazily imported module keeps its own chunk: moving it would load it (or its neighbours) with the group.
  const lazy = new Set(ids.flatMap((id) => graph.info(id)?.dynamicallyImportedIds ?? []));
  const frame = closure(graph, [frameModule], false);
  const firstPublic = options.firstPublic.map((m) => closure(graph, [moduleBySuffix(ids, m)], false));
  const areaReach = areaModules.map((m) => closure(graph, [m], true));
  return (id) => {
    if (initial.has(id) || lazy.has(id)) return null;
    if (firstPublic.every((reach) => reach.has(id))) return 'common';
    if (publicReach.has(id)) return null;
    if (ICON.test(id)) return 'icons';
    if (frame.has(id)) return 'frame';
    if (areaReach.filter((reach) => reach.has(id)).length >= 2) return 'shared';
    return null;
  };
}

export function chunkGroups(options: ChunkGroupsOptions): Plugin {
  let decide: Grouping = () => null;
  return {
    name: 'osb:chunk-groups',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'icons', test: (id: string) => decide(id) === 'icons', includeDependenciesRecursively: false },
                { name: 'frame', test: (id: string) => decide(id) === 'frame', includeDependenciesRecursively: false },
                { name: 'common', test: (id: string) => decide(id) === 'common', includeDependenciesRecursively: false },
                { name: 'shared', test: (id: string) => decide(id) === 'shared', includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const graph: ModuleGraph = { ids: this.getModuleIds(), info: (id) => this.getModuleInfo(id) };
      decide = grouping(graph, options);
    },
  };
}
