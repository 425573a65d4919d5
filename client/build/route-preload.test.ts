// Route preloading (build/route-preload.ts): which chunks each first page gets, and the inline script that picks
// them from the address.
import { describe, expect, it } from 'vitest';
import { insertAfterCharset, LINKS_PER_TASK, preloadMap, preloadScript } from './route-preload';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  isEntry = false,
  moduleIds: string[] = [],
  css: string[] = [],
) => ({
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
  'assets/page.js': chunk(
    'assets/page.js',
    '/r/client/src/features/pay/components/wallet-page.tsx',
    ['assets/icons.js'],
    false,
    [],
    ['assets/page.css'],
  ),
  'style.css': { type: 'asset' as const },
};

describe('preloadMap', () => {
  it("lists each page's chunks with their static imports, minus what index.html already loads", () => {
    const map = preloadMap(
      bundle,
      [{ path: '/pay/wallet', modules: ['app/shell/area-layout.tsx', 'features/pay/components/wallet-page.tsx'] }],
      '/',
    );
    expect(map['/pay/wallet']?.sort()).toEqual(['/assets/area.js', '/assets/icons.js', '/assets/page.css', '/assets/page.js']);
  });

  it('fails the build when a listed module is in no chunk (renamed or moved)', () => {
    expect(() => preloadMap(bundle, [{ path: '/x', modules: ['features/gone.tsx'] }], '/')).toThrow(/no chunk contains features\/gone.tsx/);
  });
});

describe('preloadScript', () => {
  const run = (
    pathname: string,
    map: Record<string, string[]> = { '/pay/wallet': ['/a.js', '/a.css'], '/pay/*': ['/b.js'], '/*': ['/c.js'] },
  ) => {
    const added: string[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      createElement: () => ({}) as { rel?: string; as?: string; href?: string },
      head: { appendChild: (l: { rel: string; as?: string; href: string }) => added.push(`${l.rel}${l.as ? ` ${l.as}` : ''} ${l.href}`) },
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script as the browser does
    new Function('document', 'location', 'setTimeout', preloadScript(map))(document, { pathname }, (task: () => void) => tasks.push(task));
    /** Runs the next task the script set, and returns what every task so far has added. */
    const nextTask = (): string[] => {
      tasks.shift()?.();
      return [...added];
    };
    return { added: () => [...added], tasks, nextTask };
  };

  it('preloads the exact page first, else the longest "/*" prefix, else nothing', () => {
    expect(run('/pay/wallet').added()).toEqual(['modulepreload /a.js', 'preload style /a.css']);
    expect(run('/pay/activity').added()).toEqual(['modulepreload /b.js']);
    expect(run('/discover').added()).toEqual(['modulepreload /c.js']);
    expect(run('/nowhere', {}).added()).toEqual([]);
    expect(preloadScript({})).toContain('location.pathname');
  });

  it(`adds ${LINKS_PER_TASK} links per task, in list order, so no one task starts them all`, () => {
    const files = Array.from({ length: LINKS_PER_TASK * 2 + 1 }, (_, i) => `/${i}.js`);
    const page = run('/discover', { '/discover': files });
    expect(page.added()).toEqual(files.slice(0, LINKS_PER_TASK).map((f) => `modulepreload ${f}`));
    expect(page.nextTask()).toEqual(files.slice(0, LINKS_PER_TASK * 2).map((f) => `modulepreload ${f}`));
    expect(page.nextTask()).toEqual(files.map((f) => `modulepreload ${f}`));
    expect(page.tasks).toEqual([]);
  });
});

describe('where the preload script goes', () => {
  const page =
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css" />\n  </head>\n</html>\n';

  it('right after <meta charset>, so the charset stays within the first 1024 bytes and the script before any stylesheet', () => {
    const html = insertAfterCharset(page, '<script data-route-preload>x</script>');
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<script data-route-preload>'));
    expect(html.indexOf('<script data-route-preload>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
  });

  it('first in <head> when the page declares no charset', () => {
    const html = insertAfterCharset('<html><head>\n<title>t</title></head></html>', '<script>x</script>');
    expect(html.indexOf('<script>x</script>')).toBeLessThan(html.indexOf('<title>'));
  });
});
