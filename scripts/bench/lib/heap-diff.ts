// Compares two V8 heap snapshots of one page (HeapProfiler.takeHeapSnapshot, as the long session writes them after
// round 1 and at the end): what grew, by constructor, and for each of the largest growths a few of the new objects'
// retainer paths up to a GC root, so a growth names what holds it (a module's Map, a listener on window, a
// detached element kept by a closure). Node ids are stable within one page, so "new" means an id the first
// snapshot does not have.
//
//   node scripts/bench/lib/heap-diff.ts bench-results/session/round-1.heapsnapshot bench-results/session/round-N.heapsnapshot
import { readFileSync } from 'node:fs';

interface RawSnapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface Heap {
  count: number;
  type: (n: number) => string;
  name: (n: number) => string;
  id: (n: number) => number;
  selfSize: (n: number) => number;
  /** Retainers of node n: [retaining node, edge type, edge name]. */
  retainers: (n: number) => [number, string, string][];
  /** Node index by id. */
  byId: Map<number, number>;
}

export function readHeap(file: string): Heap {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawSnapshot;
  const { meta } = raw.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const nType = meta.node_fields.indexOf('type');
  const nName = meta.node_fields.indexOf('name');
  const nId = meta.node_fields.indexOf('id');
  const nSize = meta.node_fields.indexOf('self_size');
  const nEdges = meta.node_fields.indexOf('edge_count');
  const eType = meta.edge_fields.indexOf('type');
  const eName = meta.edge_fields.indexOf('name_or_index');
  const eTo = meta.edge_fields.indexOf('to_node');
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const count = raw.nodes.length / nf;
  const at = (n: number, f: number): number => raw.nodes[n * nf + f] ?? 0;

  // Reverse edges: for each node, the (from node, edge index) pairs pointing at it.
  const retainedBy: number[][] = Array.from({ length: count }, () => []);
  let edge = 0;
  for (let n = 0; n < count; n++) {
    const edges = at(n, nEdges);
    for (let e = 0; e < edges; e++, edge += ef) {
      const to = (raw.edges[edge + eTo] ?? 0) / nf;
      retainedBy[to]?.push(n, edge);
    }
  }
  const byId = new Map<number, number>();
  for (let n = 0; n < count; n++) byId.set(at(n, nId), n);
  return {
    count,
    byId,
    type: (n) => nodeTypes[at(n, nType)] ?? '?',
    name: (n) => raw.strings[at(n, nName)] ?? '?',
    id: (n) => at(n, nId),
    selfSize: (n) => at(n, nSize),
    retainers: (n) => {
      const list = retainedBy[n] ?? [];
      const out: [number, string, string][] = [];
      for (let i = 0; i < list.length; i += 2) {
        const from = list[i] ?? 0;
        const e = list[i + 1] ?? 0;
        const type = edgeTypes[raw.edges[e + eType] ?? 0] ?? '?';
        const nameOrIndex = raw.edges[e + eName] ?? 0;
        const name = type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : (raw.strings[nameOrIndex] ?? '?');
        out.push([from, type, name]);
      }
      return out;
    },
  };
}

/** What a node counts as: its constructor (objects), function name (closures), or type. */
export function classOf(heap: Heap, n: number): string {
  const type = heap.type(n);
  if (type === 'object' || type === 'native') return heap.name(n);
  if (type === 'closure') return `closure ${heap.name(n) || '(anonymous)'}`;
  return `(${type})`;
}

export interface Growth {
  key: string;
  countBefore: number;
  countAfter: number;
  bytesBefore: number;
  bytesAfter: number;
}

export function growth(before: Heap, after: Heap): Growth[] {
  const tally = (heap: Heap): Map<string, [number, number]> => {
    const m = new Map<string, [number, number]>();
    for (let n = 0; n < heap.count; n++) {
      const key = classOf(heap, n);
      const t = m.get(key) ?? [0, 0];
      t[0] += 1;
      t[1] += heap.selfSize(n);
      m.set(key, t);
    }
    return m;
  };
  const a = tally(before);
  const b = tally(after);
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys]
    .map((key) => ({
      key,
      countBefore: a.get(key)?.[0] ?? 0,
      countAfter: b.get(key)?.[0] ?? 0,
      bytesBefore: a.get(key)?.[1] ?? 0,
      bytesAfter: b.get(key)?.[1] ?? 0,
    }))
    .sort((x, y) => y.bytesAfter - y.bytesBefore - (x.bytesAfter - x.bytesBefore));
}

const WEAK = new Set(['weak', 'shortcut']);

/** One retainer path from node n up to a root (strong edges only, first retainer that is not already on the path). */
export function retainerPath(heap: Heap, n: number, depth = 12): string {
  const steps: string[] = [];
  const seen = new Set<number>([n]);
  let current = n;
  for (let i = 0; i < depth; i++) {
    const next = heap
      .retainers(current)
      .filter(([from, type]) => !WEAK.has(type) && !seen.has(from))
      // Prefer a retainer that is not the engine's own bookkeeping (synthetic roots last).
      .sort(([a], [b]) => Number(heap.type(a) === 'synthetic') - Number(heap.type(b) === 'synthetic'))[0];
    if (!next) break;
    const [from, , edgeName] = next;
    steps.push(`${classOf(heap, from)}.${edgeName}`);
    if (heap.type(from) === 'synthetic') break;
    seen.add(from);
    current = from;
  }
  return `${classOf(heap, n)} ← ${steps.join(' ← ')}`;
}

/** Node types V8 engine-internal (compiled code, shapes) or the browser's own; growth there is not the app's. */
const ENGINE = new Set(['code', 'hidden', 'object shape', 'synthetic', 'native']);

/**
 * Who holds what is new: every new object is walked up its first strong retainers while they are new too; the
 * first retainer that was already there in the first snapshot (a module's Map, a store's array, a listener list)
 * is the holder. Groups by holder and edge, largest first, each with one example path above the holder.
 */
export function newByHolder(before: Heap, after: Heap, top = 15): string[] {
  const groups = new Map<string, { count: number; bytes: number; example: number; kinds: Map<string, number> }>();
  // Breadth-first up the strong retainers to the nearest object that was already there (bounded: a new object
  // buried deeper than that counts as having no holder).
  const find = (n: number): [number, string] | null => {
    const seen = new Set<number>([n]);
    let frontier = [n];
    while (frontier.length > 0 && seen.size < 2000) {
      const next: number[] = [];
      for (const current of frontier)
        for (const [from, type, edgeName] of after.retainers(current)) {
          if (WEAK.has(type) || seen.has(from)) continue;
          if (before.byId.has(after.id(from)) && after.type(from) !== 'synthetic') return [from, edgeName];
          seen.add(from);
          next.push(from);
        }
      frontier = next;
    }
    return null;
  };
  for (let n = 0; n < after.count; n++) {
    if (ENGINE.has(after.type(n)) || before.byId.has(after.id(n))) continue;
    const holder = find(n);
    const key = holder ? `${classOf(after, holder[0])}.${holder[1]}` : '(no strong holder)';
    const g = groups.get(key) ?? { count: 0, bytes: 0, example: holder?.[0] ?? n, kinds: new Map<string, number>() };
    g.count += 1;
    g.kinds.set(classOf(after, n), (g.kinds.get(classOf(after, n)) ?? 0) + 1);
    g.bytes += after.selfSize(n);
    groups.set(key, g);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(([key, g]) => {
      const kinds = [...g.kinds.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, c]) => `${k.slice(0, 60)} ×${c}`)
        .join(', ');
      return `  ${key}: ${g.count} new objects, ${g.bytes} B (${kinds}); holder ${retainerPath(after, g.example, 8)}`;
    });
}

/** Detached DOM: native nodes V8 names "Detached …". */
export function detachedDom(heap: Heap): number {
  let n = 0;
  for (let i = 0; i < heap.count; i++) if (heap.type(i) === 'native' && heap.name(i).startsWith('Detached ')) n++;
  return n;
}

/** The report: top growths and, for the first `explain`, retainer paths of up to `paths` new objects each. */
export function heapDiff(fileBefore: string, fileAfter: string, top = 25, explain = 8, paths = 2): string {
  const before = readHeap(fileBefore);
  const after = readHeap(fileAfter);
  const grown = growth(before, after)
    .filter((g) => g.bytesAfter > g.bytesBefore || g.countAfter > g.countBefore)
    .slice(0, top);
  const lines = [
    `objects ${before.count} → ${after.count}; detached DOM ${detachedDom(before)} → ${detachedDom(after)}`,
    'growth by constructor (count, self bytes):',
    ...grown.map(
      (g) => `  ${g.key}: ${g.countBefore} → ${g.countAfter} (+${g.countAfter - g.countBefore}), +${g.bytesAfter - g.bytesBefore} B`,
    ),
  ];
  lines.push('new objects (not engine code or browser internals) by the first older object holding them:', ...newByHolder(before, after));
  for (const g of grown.slice(0, explain)) {
    const fresh: number[] = [];
    for (let n = 0; n < after.count && fresh.length < paths; n++)
      if (classOf(after, n) === g.key && !before.byId.has(after.id(n))) fresh.push(n);
    if (fresh.length === 0) continue;
    lines.push(`retainers of new ${g.key}:`, ...fresh.map((n) => `  ${retainerPath(after, n)}`));
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').slice(-3).join('/'))) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: heap-diff.ts <before.heapsnapshot> <after.heapsnapshot>');
  console.log(heapDiff(a, b));
}
