// Finds type escapes around the SPA's API client calls: `as any`, `as unknown as`, `@ts-ignore` and
// `@ts-expect-error` within a few lines of a `.GET(`/`.POST(`… call, or anywhere in an api/ module. A cast
// there hides drift between openapi.yaml's generated types and the code (issue part 2).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface CastFinding {
  file: string;
  line: number;
  text: string;
}

const ESCAPE = /\bas\s+any\b|\bas\s+unknown\s+as\b|@ts-ignore|@ts-expect-error/;
const CLIENT_CALL = /\.(?:GET|POST|PUT|PATCH|DELETE)\s*(?:<[^>]*>)?\s*\(/;
/** Lines either side of a client call that count as "next to" it. */
const NEAR = 3;

/** Findings in one file's text; `inApiModule` flags every escape (the whole module is client-call code). */
export function findCastsInText(file: string, text: string, inApiModule: boolean): CastFinding[] {
  const lines = text.split('\n');
  const callLines = lines.flatMap((l, i) => (CLIENT_CALL.test(l) ? [i] : []));
  const out: CastFinding[] = [];
  lines.forEach((l, i) => {
    if (!ESCAPE.test(l)) return;
    if (inApiModule || callLines.some((c) => Math.abs(c - i) <= NEAR)) out.push({ file, line: i + 1, text: l.trim() });
  });
  return out;
}

function walk(dir: string, files: string[] = []): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, files);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Every finding under `root` (client/src); paths in the result are relative to `base`. */
export function findClientCasts(root: string, base: string): CastFinding[] {
  return walk(root).flatMap((file) => {
    const rel = relative(base, file);
    const inApi = /(^|\/)(lib\/api|features\/[^/]+\/api)\//.test(rel);
    return findCastsInText(rel, readFileSync(file, 'utf8'), inApi);
  });
}
