// Route preloading (build/route-preload.ts): which chunks each first page gets, and the inline script that picks
// them from the address.
import { describe, expect, it } from 'vitest';
import { preloadMap, preloadScript } from './route-preload';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false, moduleIds: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId: facade,
  moduleIds: facade ? [facade, ...moduleIds] : moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', '/r/client/src/main.tsx', ['assets/shared.js'], true),
  'assets/shared.js': chunk('assets/shared.js', null, [], false, ['/r/client/src/lib/x.ts']),
  'assets/area.js': chunk('assets/area.js', '/r/client/src/app/shell/area-layout.tsx', ['assets/shared.js', 'assets/icons.js']),
  'assets/icons.js': chunk('assets/icons.js', null, [], false, ['/r/node_modules/lucide/x.js']),
  'assets/page.js': chunk('assets/page.js', '/r/client/src/features/pay/components/wallet-page.tsx', ['assets/icons.js'], false, [], ['assets/page.css']),
  'style.css': { type: 'asset' as const },
};

describe('preloadMap', () => {
  it('lists each page\'s chunks with their static imports, minus what index.html already loads', () => {
    const map = preloadMap(bundle, [{ path: '/pay/wallet', modules: ['app/shell/area-layout.tsx', 'features/pay/components/wallet-page.tsx'] }], '/');
    expect(map['/pay/wallet']?.sort()).toEqual(['/assets/area.js', '/assets/icons.js', '/assets/page.css', '/assets/page.js']);
  });

  it('fails the build when a listed module is in no chunk (renamed or moved)', () => {
    expect(() => preloadMap(bundle, [{ path: '/x', modules: ['features/gone.tsx'] }], '/')).toThrow(/no chunk contains features\/gone.tsx/);
  });
});

describe('preloadScript', () => {
  const run = (pathname: string): string[] => {
    const added: string[] = [];
    const document = { createElement: () => ({}) as { rel?: string; as?: string; href?: string }, head: { appendChild: (l: { rel: string; as?: string; href: string }) => added.push(`${l.rel}${l.as ? ` ${l.as}` : ''} ${l.href}`) } };
    new Function('document', 'location', preloadScript({ '/pay/wallet': ['/a.js', '/a.css'], '/pay/*': ['/b.js'], '/*': ['/c.js'] }))(document, { pathname });
    return added;
  };

  it('preloads the exact page first, else the longest "/*" prefix, else nothing', () => {
    expect(run('/pay/wallet')).toEqual(['modulepreload /a.js', 'preload style /a.css']);
    expect(run('/pay/activity')).toEqual(['modulepreload /b.js']);
    expect(run('/discover')).toEqual(['modulepreload /c.js']);
    expect(preloadScript({})).toContain('location.pathname');
  });
});
