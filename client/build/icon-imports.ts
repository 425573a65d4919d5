// Icons imported one file each. The app writes `import { Menu, X } from 'lucide-react'`, and lucide-react's index
// re-exports all of its ~1,700 icons: in the build's module graph, every module that uses one icon then seems to
// reach them all. The bundler's tree-shaking still drops the unused ones, but build/chunk-groups.ts reads that
// graph to tell which modules a page needs. This plugin rewrites each such import, after TypeScript and JSX are
// compiled away, into imports of the icons' own files (`lucide-react/icons/menu`, an export the package
// provides), using the index's own list of names, aliases included. A name the index does not map to an icon
// file (its helpers) stays imported from the index.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** name → icon file stem, from lines like `export { default as X, default as XIcon } from './icons/x.mjs';`. */
export function iconNames(indexSource: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of indexSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    const [, list = '', stem = ''] = match;
    for (const part of list.split(',')) {
      const alias = /^\s*default as (\w+)\s*$/.exec(part)?.[1];
      if (alias) names.set(alias, stem);
    }
  }
  return names;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])lucide-react\2;?/g;

/** The module's code with its lucide-react imports split into one import per icon; null when it has none. */
export function rewriteIconImports(code: string, names: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(IMPORT, (whole, list: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const parts = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(spec);
      const stem = parts?.[1] ? names.get(parts[1]) : undefined;
      if (parts?.[1] && stem) direct.push(`import ${parts[2] ?? parts[1]} from "lucide-react/icons/${stem}";`);
      else rest.push(spec);
    }
    if (direct.length === 0) return whole;
    changed = true;
    // As many line breaks as the import had, so every later line keeps its number (and source maps stay right).
    const breaks = '\n'.repeat(whole.split('\n').length - 1);
    return [...direct, ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from "lucide-react";`] : [])].join('') + breaks;
  });
  return changed ? out : null;
}

export function iconImports(): Plugin {
  let names: Map<string, string> = new Map();
  return {
    name: 'osb:icon-imports',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      const pkg = createRequire(import.meta.url).resolve('lucide-react/package.json');
      names = iconNames(readFileSync(join(dirname(pkg), 'dist', 'esm', 'lucide-react.mjs'), 'utf8'));
      if (names.size === 0) this.error('icon-imports: lucide-react’s index lists no icons (its layout changed)');
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const rewritten = rewriteIconImports(code, names);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
