// Compares the mock's routes (Fastify's printRoutes tree) with openapi.yaml's operations, both ways.
import { isObject, loadOpenApi, type Doc, type Operation } from './spec.ts';

export interface Route {
  method: string;
  path: string;
}

/** Parses `app.printRoutes()` output (with or without common-prefix compression) into method + full path. */
export function parsePrintedRoutes(text: string): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/u.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    let label = m[2]!.trim();
    let methods: string[] = [];
    const mm = /^(.*?) \(([A-Z, ]+|-)\)$/.exec(label);
    if (mm) {
      label = mm[1]!;
      methods = mm[2] === '-' ? [] : mm[2]!.split(',').map((s) => s.trim());
    }
    if (label === '(empty root node)') label = '';
    stack.length = depth;
    stack[depth] = label;
    const path = stack.join('');
    for (const method of methods) out.push({ method, path });
  }
  return out;
}

/** The path of the first server URL (`/v1`), where the spec's paths start on the mock. */
export function serverBasePath(doc: Doc = loadOpenApi()): string {
  const first = Array.isArray(doc.servers) && isObject(doc.servers[0]) ? doc.servers[0] : undefined;
  const url = typeof first?.url === 'string' ? first.url : '/';
  return new URL(url, 'http://placeholder').pathname.replace(/\/$/, '');
}

const toRegex = (path: string, param: RegExp): RegExp =>
  new RegExp(
    '^' +
      path
        .split(param)
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+') +
      '$',
  );

/** True when the mock route serves the spec operation (same method; params on either side match). */
export function routeServes(route: Route, op: Operation, base: string): boolean {
  if (route.method !== op.method) return false;
  if (!route.path.startsWith(base + '/')) return false;
  const rest = route.path.slice(base.length);
  if (rest === op.path || rest === op.template) return true;
  if (toRegex(rest, /:[A-Za-z0-9_]+/).test(op.path)) return true;
  return toRegex(op.template, /\{[^}]+\}/).test(rest);
}
