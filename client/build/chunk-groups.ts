// Fewer, larger chunks for a signed-in page's first load. Left to itself, the bundler cuts every module that two
// lazy chunks share into a chunk of its own: a signed-in page then asks for about 45 files, most under 1 KB (one
// per icon, one per small component). Over HTTP/1.1 a browser opens six connections to an origin, so those files
// queue behind one another, a round trip each: on a slow mobile network that queue, not the bytes, decides when
// the page first paints.
//
// This plugin groups, from the module graph of the build:
// - the icons the signed-in frame or the first signed-in area (the main platform: /discover) uses into one chunk;
//   the icons only other areas use into one chunk per area (or one for those several of them share), so each new
//   area's icons do not weigh on /discover;
// - the signed-in frame's own modules (what area-layout.tsx imports) into one chunk;
// - what every first public page (/ and /sign-in) imports into one chunk, which each of them loads anyway;
// - what two or more signed-in areas share into one chunk, and again apart what the first signed-in area does not use;
// - what the first signed-in page (/discover's page) imports beyond its area's own modules into one chunk, less
//   what another feature's lazy page also imports (the feed's list, card, gallery, comments and models were seven
//   files of 0.3-5 KB, shared only by the main platform's feed pages and dialogs).
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
  /** The area most signed-in visits start in (one of signedInAreas): only what it uses goes into the groups it loads. */
  firstSignedIn: string;
  /** The page most signed-in visits start on (relative to client/src): what it imports goes into one chunk. */
  firstPage?: string;
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

/** Where each module goes (the name of its chunk); null: the bundler decides. */
export type Grouping = (id: string) => string | null;

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

/** The folder of the feature a module belongs to ("…/client/src/features/social/"), or null. */
function featureFolder(id: string): string | null {
  const match = /^(.*[\\/]client[\\/]src[\\/]features[\\/][^\\/]+[\\/])/.exec(id);
  return match ? (match[1] as string) : null;
}

/**
 * What the first page needs beyond its area's own modules, apart from what a lazy module of another feature
 * (another area's page, the inbox's conversation) also imports: those stay where the bundler puts them, so a
 * page elsewhere never downloads the first page's feed code for a module it shares with it.
 */
function firstPageOwn(graph: ModuleGraph, ids: readonly string[], lazy: ReadonlySet<string>, page: string, area: string): Set<string> {
  const folder = featureFolder(page);
  if (!folder) throw new Error(`chunk-groups: the first page ${page} is not in a feature folder`);
  const elsewhere = closure(
    graph,
    [...lazy].filter((id) => !id.startsWith(folder) && id !== area),
    false,
  );
  const areaOwn = closure(graph, [area], false);
  return new Set([...closure(graph, [page], false, areaOwn)].filter((id) => !elsewhere.has(id) && ids.includes(id)));
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
  const firstArea = options.signedInAreas.indexOf(options.firstSignedIn);
  if (firstArea < 0) throw new Error(`chunk-groups: firstSignedIn ${options.firstSignedIn} is not one of signedInAreas`);
  const firstPage = options.firstPage
    ? firstPageOwn(graph, ids, lazy, moduleBySuffix(ids, options.firstPage), areaModules[firstArea] as string)
    : new Set<string>();
  const areaNames = options.signedInAreas.map((m) => m.replace(/^.*[\\/]/, '').replace(/(-area)?\.[jt]sx?$/, ''));
  return (id) => {
    if (initial.has(id) || lazy.has(id)) return null;
    if (firstPublic.every((reach) => reach.has(id))) return 'common';
    if (publicReach.has(id)) return null;
    const users = areaReach.flatMap((reach, i) => (reach.has(id) ? [i] : []));
    const firstAreaUses = users.includes(firstArea);
    if (ICON.test(id)) {
      if (frame.has(id) || firstAreaUses) return 'icons';
      return users.length === 1 ? `${areaNames[users[0] as number]}-icons` : 'area-icons';
    }
    if (frame.has(id)) return 'frame';
    if (users.length >= 2) return firstAreaUses ? 'shared' : 'area-shared';
    if (firstPage.has(id)) return 'first-page';
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
              groups: [{ name: (id: string) => decide(id), debugName: 'osb:chunk-groups', includeDependenciesRecursively: false }],
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
