// @vitest-environment node
// The build renders the public pages in Node (prerender-entry.tsx, build/prerender.ts): the modules they are drawn
// from must import there, with no read of window, document, localStorage or matchMedia at module load, and start
// as a first-time visitor's browser does (Portuguese, signed out, light, the cookie notice unanswered).
import { describe, expect, it } from 'vitest';

describe("the public pages' modules in Node", () => {
  it('import: the route table, the root layout, the marketing and sign-in areas, the docs pages', async () => {
    const { routes } = await import('../app/router');
    expect(routes.length).toBe(1);
    await import('../app/shell/root-layout');
    await import('../app/routes/marketing/marketing-area');
    await import('../app/routes/marketing/marketing-pages');
    await import('../features/marketing/components/library-pages');
    await import('../app/routes/auth/auth-area');
    // Transforming the route table's modules on first import takes a while on a busy machine.
  }, 60_000);

  it("start as a first-time visitor's page", async () => {
    expect((await import('../lib/server-render')).IS_SERVER).toBe(true);
    expect((await import('../state/language')).language.value).toBe('pt');
    expect((await import('../state/token')).token.value).toBeNull();
    expect((await import('../state/session')).user.value).toBeNull();
    expect((await import('../state/theme')).theme.value).toBe('light');
    expect((await import('../state/cookie-consent')).showCookieBanner.value).toBe(true);
    expect((await import('../lib/cookies')).getCookie('anything')).toBeNull();
  });
});
