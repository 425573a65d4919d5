// The HTML's inline scripts read stored values before any module runs, so they name lib/storage.ts's keys by hand
// (the token, theme, language and cookie answer). This keeps them in step with the app: a key renamed there and
// not here would make a signed-in visitor get the signed-out build-time page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/lib/storage';
import { HANDOFF_GUARD, LOADING_GUARD } from './prerender';

const SCRIPTS: Record<string, string> = {
  'index.html': readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8'),
  "the build-time page's guard": HANDOFF_GUARD,
  "the loading screen's guard": LOADING_GUARD,
};

const KNOWN = new Set<string>(Object.values(STORAGE_KEYS));

/** Keys read with getItem('…') or the guards' j('…') (a JSON read of localStorage). */
function keysRead(source: string): string[] {
  return [...source.matchAll(/(?:getItem|\bj)\('([^']+)'\)/g)].map((match) => match[1] ?? '');
}

describe("the inline scripts' storage keys", () => {
  for (const [name, source] of Object.entries(SCRIPTS)) {
    it(`every key read by ${name} is one of lib/storage.ts's`, () => {
      const keys = keysRead(source);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(KNOWN, key).toContain(key);
    });
  }

  it('finds the keys they read', () => {
    expect(keysRead(SCRIPTS['index.html'] ?? '')).toEqual(expect.arrayContaining([STORAGE_KEYS.token, STORAGE_KEYS.theme]));
    expect(keysRead(HANDOFF_GUARD)).toEqual(
      expect.arrayContaining([STORAGE_KEYS.token, STORAGE_KEYS.language, STORAGE_KEYS.cookieConsent]),
    );
  });
});
