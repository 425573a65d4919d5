// @vitest-environment node
// Which modules get the subscribe-on-commit wrapper (decision 052): the signed-in features, not the public site's
// code, the shell or the shared components (the public pages' first load has no room for it).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WRAPPER, subscribesOnCommit } from './signals-runtime.ts';

const src = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

describe('subscribesOnCommit', () => {
  it('gives the wrapper to the signed-in features and their frame, the public pages keep the package', () => {
    expect(subscribesOnCommit(src('features/pay/components/request-page.tsx'))).toBe(true);
    expect(subscribesOnCommit(src('features/social/components/post-list.tsx?v=1'))).toBe(true);
    expect(subscribesOnCommit(src('features/marketing/components/home-page.tsx'))).toBe(false);
    expect(subscribesOnCommit(src('app/shell/area-layout.tsx'))).toBe(true);
    expect(subscribesOnCommit(src('app/shell/root-layout.tsx'))).toBe(false);
    expect(subscribesOnCommit(src('components/ui/dropdown.tsx'))).toBe(false);
  });

  it("never to the wrapper itself or to the package's own files", () => {
    expect(subscribesOnCommit(WRAPPER)).toBe(false);
    expect(subscribesOnCommit('/work/main/node_modules/@preact/signals-react/runtime/dist/runtime.module.js')).toBe(false);
  });
});
