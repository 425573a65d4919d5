// build/stackless-sentinels.ts: react-dom's module-level sentinels are made without a captured stack.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELPER_SOURCE, SENTINEL_CODES, makeSentinelsStackless } from './stackless-sentinels';

const require = createRequire(import.meta.url);
// The package's exports do not name its cjs files; the build reaches this one through react-dom/client.
const installedReactDom = (): string =>
  readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js'), 'utf8');

/** The helper as react-dom's module gets it. */
function helper(): (message: string) => Error {
  return new Function(`${HELPER_SOURCE}; return stacklessReactSentinel;`)() as (message: string) => Error;
}

describe('makeSentinelsStackless', () => {
  it("rewrites each of the installed react-dom's five sentinels, and nothing else", () => {
    const code = installedReactDom();
    const out = makeSentinelsStackless(code);
    for (const errorCode of SENTINEL_CODES) {
      expect(out).toContain(`= stacklessReactSentinel(formatProdErrorMessage(${errorCode}))`);
      expect(out).not.toContain(`= Error(formatProdErrorMessage(${errorCode}))`);
    }
    // Errors made when something goes wrong stay real errors: only the five constructions changed.
    const constructions = (text: string): number => text.split('Error(formatProdErrorMessage(').length - 1;
    expect(constructions(out)).toBe(constructions(code) - SENTINEL_CODES.length);
    expect(constructions(out)).toBeGreaterThan(50);
  });

  it('keeps every line where it was, so source maps stay right', () => {
    const code = installedReactDom();
    const out = makeSentinelsStackless(code);
    const before = code.split('\n');
    const after = out.split('\n');
    expect(after).toHaveLength(before.length);
    for (const errorCode of SENTINEL_CODES) {
      const line = before.findIndex((text) => text.includes(`= Error(formatProdErrorMessage(${errorCode}))`));
      expect(after[line]).toContain(`= stacklessReactSentinel(formatProdErrorMessage(${errorCode}))`);
    }
  });

  it('fails the build, naming the code, when a react-dom release no longer has one of them', () => {
    const code = installedReactDom().replace('= Error(formatProdErrorMessage(474))', '= new SuspenseyError()');
    expect(() => makeSentinelsStackless(code)).toThrow(/sentinel of error 474 .* found 0/);
  });
});

describe('the stackless sentinel', () => {
  it('reads like the Error it replaces: same prototype, name and message, as a string too', () => {
    const sentinel = helper()('Minified React error #460');
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.name).toBe('Error');
    expect(sentinel.message).toBe('Minified React error #460');
    expect(String(sentinel)).toBe('Error: Minified React error #460');
  });

  it('has no captured stack, which is what saves the inspector its work', () => {
    const sentinel = helper()('x');
    expect(Object.getOwnPropertyNames(sentinel)).toEqual(['message']);
    expect(sentinel.stack).toBeUndefined();
  });

  it('keeps its identity when thrown and caught, which is how react-dom recognises it', () => {
    const sentinel = helper()('x');
    let caught: unknown;
    try {
      throw sentinel;
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(sentinel);
  });
});
