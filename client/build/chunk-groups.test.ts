// Chunk groups (build/chunk-groups.ts): which modules a signed-in page's first load gets in a few shared chunks,
// and which are left to the bundler so the public pages download exactly what they need.
import { describe, expect, it } from 'vitest';
import { grouping, type ModuleGraph } from './chunk-groups';

const src = (path: string): string => `/r/client/src/${path}`;
const icon = (name: string): string => `/r/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;

/** id → [static imports, lazy imports] */
function graph(edges: Record<string, [string[], string[]?]>, entry: string): ModuleGraph {
  return {
    ids: Object.keys(edges),
    info: (id) => {
      const e = edges[id];
      return e ? { importedIds: e[0], dynamicallyImportedIds: e[1] ?? [], isEntry: id === entry } : null;
    },
  };
}

const modules = graph(
  {
    [src('main.tsx')]: [
      [src('lib/api.ts'), icon('x')],
      [
        src('components/toaster.tsx'),
        src('app/routes/marketing/marketing-area.tsx'),
        src('app/routes/auth/auth-area.tsx'),
        src('app/shell/area-layout.tsx'),
        src('app/routes/app/app-area.tsx'),
        src('app/routes/pay/pay-area.tsx'),
        src('app/routes/cloud/cloud-area.tsx'),
      ],
    ],
    [src('lib/api.ts')]: [[]],
    [src('components/toaster.tsx')]: [[icon('circle-check')]],
    [icon('circle-check')]: [[]],
    [icon('x')]: [[]],
    [icon('menu')]: [[]],
    [icon('wallet')]: [[]],
    [src('app/routes/marketing/marketing-area.tsx')]: [
      [src('components/language-menu.tsx'), icon('menu')],
      [src('features/marketing/docs.tsx')],
    ],
    [src('features/marketing/docs.tsx')]: [[src('components/code.tsx')]],
    [src('app/routes/auth/auth-area.tsx')]: [[src('components/language-menu.tsx')]],
    [src('components/language-menu.tsx')]: [[]],
    [src('app/shell/area-layout.tsx')]: [[src('app/shell/nav.tsx'), icon('menu'), icon('wallet'), src('components/language-menu.tsx')]],
    [src('app/shell/nav.tsx')]: [[src('components/avatar.tsx'), src('components/code.tsx')]],
    [src('components/avatar.tsx')]: [[]],
    [src('components/code.tsx')]: [[]],
    [src('app/routes/app/app-area.tsx')]: [[], [src('features/social/discover-page.tsx')]],
    [src('app/routes/pay/pay-area.tsx')]: [[icon('coins'), icon('trash')], [src('features/pay/wallet-page.tsx')]],
    [src('app/routes/cloud/cloud-area.tsx')]: [[icon('globe'), icon('trash'), icon('heart')], [src('features/cloud/domains-page.tsx')]],
    [src('features/cloud/domains-page.tsx')]: [[src('components/money.tsx')]],
    [icon('coins')]: [[]],
    [icon('trash')]: [[]],
    [icon('globe')]: [[]],
    [icon('heart')]: [[]],
    [src('components/money.tsx')]: [[]],
    [src('features/social/discover-page.tsx')]: [[src('components/empty-state.tsx'), src('features/social/post-list.tsx'), icon('heart')]],
    [src('features/pay/wallet-page.tsx')]: [[src('components/empty-state.tsx'), src('components/money.tsx')]],
    [src('components/empty-state.tsx')]: [[]],
    [src('features/social/post-list.tsx')]: [[]],
  },
  src('main.tsx'),
);

const decide = grouping(modules, {
  frame: 'app/shell/area-layout.tsx',
  firstPublic: ['app/routes/marketing/marketing-area.tsx', 'app/routes/auth/auth-area.tsx'],
  signedInAreas: ['app/routes/app/app-area.tsx', 'app/routes/pay/pay-area.tsx', 'app/routes/cloud/cloud-area.tsx'],
  firstSignedIn: 'app/routes/app/app-area.tsx',
});

describe('grouping', () => {
  it('puts the icons the signed-in frame or the first signed-in area uses into one chunk', () => {
    expect(decide(icon('wallet'))).toBe('icons');
    expect(decide(icon('heart'))).toBe('icons');
  });

  it("keeps the icons only other areas use out of /discover's chunks: one chunk per area, one for those several share", () => {
    expect(decide(icon('coins'))).toBe('pay-icons');
    expect(decide(icon('globe'))).toBe('cloud-icons');
    expect(decide(icon('trash'))).toBe('area-icons');
  });

  it("puts the signed-in frame's modules into one chunk", () => {
    expect(decide(src('app/shell/nav.tsx'))).toBe('frame');
    expect(decide(src('components/avatar.tsx'))).toBe('frame');
  });

  it('puts what every first public page imports into one chunk they all load anyway', () => {
    expect(decide(src('components/language-menu.tsx'))).toBe('common');
  });

  it('puts what two signed-in areas share into one chunk', () => {
    expect(decide(src('components/empty-state.tsx'))).toBe('shared');
  });

  it('puts what areas share but the first signed-in area does not use into a chunk /discover does not load', () => {
    expect(decide(src('components/money.tsx'))).toBe('area-shared');
  });

  it("leaves the entry's modules in the entry", () => {
    expect(decide(src('lib/api.ts'))).toBeNull();
    expect(decide(icon('x'))).toBeNull();
  });

  it('leaves what a public page reaches, even lazily, out of the signed-in groups (/ and /sign-in would load them)', () => {
    expect(decide(icon('menu'))).toBeNull();
    expect(decide(src('components/code.tsx'))).toBeNull();
  });

  it('leaves what the entry loads lazily on every page (toasts) out of the groups', () => {
    expect(decide(icon('circle-check'))).toBeNull();
  });

  it('leaves lazily imported modules (areas, pages) in chunks of their own, so each loads only when visited', () => {
    expect(decide(src('app/shell/area-layout.tsx'))).toBeNull();
    expect(decide(src('features/social/discover-page.tsx'))).toBeNull();
  });

  it('leaves a module one area alone uses with that area', () => {
    expect(decide(src('features/social/post-list.tsx'))).toBeNull();
  });

  it('without a first page, groups none of its modules', () => {
    expect(decide(src('features/social/post-list.tsx'))).toBeNull();
  });

  it('fails the build when a named module is missing (renamed or moved)', () => {
    expect(() => grouping(modules, { frame: 'app/shell/gone.tsx', firstPublic: [], signedInAreas: [], firstSignedIn: '' })).toThrow(
      /no module app\/shell\/gone.tsx/,
    );
  });

  it('fails the build when the first signed-in area is not one of the areas', () => {
    expect(() =>
      grouping(modules, {
        frame: 'app/shell/area-layout.tsx',
        firstPublic: [],
        signedInAreas: ['app/routes/pay/pay-area.tsx'],
        firstSignedIn: 'app/routes/app/app-area.tsx',
      }),
    ).toThrow(/firstSignedIn/);
  });
});

describe('grouping the first page', () => {
  const social = (name: string): string => src(`features/social/${name}.tsx`);
  const withPages = graph(
    {
      [src('main.tsx')]: [
        [],
        [
          src('app/routes/marketing/marketing-area.tsx'),
          src('app/routes/auth/auth-area.tsx'),
          src('app/shell/area-layout.tsx'),
          src('app/routes/app/app-area.tsx'),
        ],
      ],
      [src('app/routes/marketing/marketing-area.tsx')]: [[]],
      [src('app/routes/auth/auth-area.tsx')]: [[]],
      [src('app/shell/area-layout.tsx')]: [[]],
      [src('app/routes/app/app-area.tsx')]: [
        [social('lazy-dialogs')],
        [social('discover-page'), social('profile-page'), src('features/inbox/conversation-page.tsx')],
      ],
      [social('lazy-dialogs')]: [[social('messages')]],
      [social('messages')]: [[]],
      [social('discover-page')]: [[social('post-list'), social('feeds'), social('messages'), src('components/rich-text.tsx')]],
      [social('profile-page')]: [[social('post-list')]],
      [social('post-list')]: [[social('post-card')]],
      [social('post-card')]: [[src('components/rich-text.tsx'), social('post-time')]],
      [social('post-time')]: [[]],
      [social('feeds')]: [[]],
      [src('components/rich-text.tsx')]: [[]],
      [src('features/inbox/conversation-page.tsx')]: [[src('components/rich-text.tsx')]],
    },
    src('main.tsx'),
  );
  const decideFirstPage = grouping(withPages, {
    frame: 'app/shell/area-layout.tsx',
    firstPublic: ['app/routes/marketing/marketing-area.tsx', 'app/routes/auth/auth-area.tsx'],
    signedInAreas: ['app/routes/app/app-area.tsx'],
    firstSignedIn: 'app/routes/app/app-area.tsx',
    firstPage: 'features/social/discover-page.tsx',
  });

  it('puts what the first page imports into one chunk (a file each was a round trip each on a slow network)', () => {
    for (const name of ['post-list', 'post-card', 'post-time', 'feeds']) expect(decideFirstPage(social(name))).toBe('first-page');
  });

  it("leaves out what its area's own module imports (every page of the area loads that already)", () => {
    expect(decideFirstPage(social('messages'))).toBeNull();
  });

  it("leaves out what another feature's lazy page imports, so that page does not download the feed's code", () => {
    expect(decideFirstPage(src('components/rich-text.tsx'))).toBeNull();
  });

  it('keeps the lazily imported page itself in a chunk of its own', () => {
    expect(decideFirstPage(social('discover-page'))).toBeNull();
  });
});
