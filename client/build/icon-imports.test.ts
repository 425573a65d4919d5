// Icon imports (build/icon-imports.ts): lucide-react's index names mapped to icon files, and imports rewritten.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconNames, rewriteIconImports } from './icon-imports';

const names = iconNames(
  [
    "export { default as Map, default as MapIcon, default as LucideMap } from './icons/map.mjs';",
    "export { default as AlertTriangle, default as TriangleAlert } from './icons/triangle-exclamation-point.mjs';",
    "export { default as X } from './icons/x.mjs';",
    "export { default as createLucideIcon } from './createLucideIcon.mjs';",
  ].join('\n'),
);

describe('iconNames', () => {
  it('maps every name and alias of an icon to its file', () => {
    expect(names.get('Map')).toBe('map');
    expect(names.get('LucideMap')).toBe('map');
    expect(names.get('TriangleAlert')).toBe('triangle-exclamation-point');
  });

  it('maps no helper that is not an icon file', () => {
    expect(names.has('createLucideIcon')).toBe(false);
  });

  it('reads the installed lucide-react index (a change in its layout fails here, not silently in the build)', () => {
    const pkg = createRequire(import.meta.url).resolve('lucide-react/package.json');
    const installed = iconNames(readFileSync(join(dirname(pkg), 'dist', 'esm', 'lucide-react.mjs'), 'utf8'));
    expect(installed.get('Menu')).toBe('menu');
    expect(installed.size).toBeGreaterThan(1000);
  });
});

describe('rewriteIconImports', () => {
  it('imports each icon from its own file, keeping local names', () => {
    expect(rewriteIconImports('import { X, Map as MapIcon } from "lucide-react";\nuse(X, MapIcon);', names)).toBe(
      'import X from "lucide-react/icons/x";import MapIcon from "lucide-react/icons/map";\nuse(X, MapIcon);',
    );
  });

  it('keeps names that are not icons imported from the index', () => {
    expect(rewriteIconImports("import { X, createLucideIcon } from 'lucide-react';", names)).toBe(
      'import X from "lucide-react/icons/x";import { createLucideIcon } from "lucide-react";',
    );
  });

  it('keeps the lines after a multi-line import where they were', () => {
    const code = 'import {\n  X,\n  Map,\n} from "lucide-react";\nuse(X, Map);';
    const out = rewriteIconImports(code, names) ?? '';
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.split('\n').at(-1)).toBe('use(X, Map);');
  });

  it('leaves a module without icon imports alone', () => {
    expect(rewriteIconImports("import { useState } from 'react';", names)).toBeNull();
    expect(rewriteIconImports("import { createLucideIcon } from 'lucide-react';", names)).toBeNull();
  });
});
