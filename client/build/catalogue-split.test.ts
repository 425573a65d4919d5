// The build's catalogue rewrite: the Portuguese-only module reads English from the loaded tables, the `?lang=en`
// variant exports only English, and a catalogue of another shape fails the build.
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH_KEY, catalogueOf, catalogueSplit, englishSource, portugueseSource } from './catalogue-split.ts';

const FILE = '/repo/client/src/i18n/messages/social-compose.ts';
const SOURCE = "const en = { hello: 'Hello' };\nconst pt = { hello: 'Olá' };\nexport const socialCompose = {\n  pt,\n  en\n};\n";

const store = globalThis as Record<symbol, unknown>;
afterEach(() => {
  delete store[Symbol.for(ENGLISH_KEY)];
});

/** Imports a module's rewritten code (as a data: URL module) and returns its exports. */
const run = (code: string): Promise<Record<string, unknown>> =>
  import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`) as Promise<Record<string, unknown>>;

describe('catalogue-split', () => {
  it('knows the catalogues and their English-only variant, and nothing else', () => {
    expect(catalogueOf(FILE)).toEqual({ name: 'social-compose', english: false });
    expect(catalogueOf(`${FILE}?lang=en`)).toEqual({ name: 'social-compose', english: true });
    expect(catalogueOf(`${FILE}?raw`)).toBeNull();
    expect(catalogueOf('/repo/client/src/i18n/catalogue.ts')).toBeNull();
    expect(catalogueOf('/repo/client/src/i18n/messages/__tests__/x.test.ts')).toBeNull();
  });

  it('leaves English out of the catalogue: its `en` reads the loaded tables, empty before they arrive', async () => {
    const code = portugueseSource(SOURCE, FILE, 'social-compose');
    expect(code).not.toMatch(/\{\s*pt,\s*en\s*\}/);
    const catalogue = (await run(code)).socialCompose as { pt: object; en: object };
    expect(catalogue.pt).toEqual({ hello: 'Olá' });
    expect(catalogue.en).toEqual({});
    store[Symbol.for(ENGLISH_KEY)] = { 'social-compose': { hello: 'Hello' } };
    expect(catalogue.en).toEqual({ hello: 'Hello' });
  });

  it('makes the English-only variant export the English table', async () => {
    expect((await run(englishSource(SOURCE, FILE))).__enTable).toEqual({ hello: 'Hello' });
  });

  it('fails the build for a catalogue that does not end with `export const <name> = { pt, en }`', () => {
    expect(() => portugueseSource('export const x = { en: {}, pt: {} };', FILE, 'x')).toThrow(/does not end with/);
  });

  it('rewrites only catalogues, in builds only', () => {
    const plugin = catalogueSplit();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as { handler: (code: string, id: string) => { code: string } | null };
    expect(transform.handler('export const a = 1;', '/repo/client/src/lib/a.ts')).toBeNull();
    expect(transform.handler(SOURCE, FILE)?.code).toContain('get en()');
  });
});
