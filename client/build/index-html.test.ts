// The inline scripts of client/index.html, run as the browser runs them (before any module): the stored theme is
// applied before first paint, and a stored session warms Intl up while the app's code downloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

function runPage(storage: Record<string, string>, prefersDark = false) {
  const dataset: Record<string, string> = {};
  // Constructed with new, so the stand-ins are classes.
  const intl = {
    DateTimeFormat: vi.fn(class { resolvedOptions() { return {}; } }),
    NumberFormat: vi.fn(class { format() { return '0'; } }),
  };
  const context = {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
    document: { documentElement: { dataset, lang: 'pt' } },
    Intl: intl,
    JSON,
  };
  for (const script of inlineScripts) runInNewContext(script, context);
  return { dataset, intl };
}

describe('client/index.html inline scripts', () => {
  it('has the theme script and the Intl warm-up', () => {
    expect(inlineScripts).toHaveLength(2);
  });

  it('applies the stored theme, else the system one', () => {
    expect(runPage({ theme: '"dark"' }).dataset.theme).toBe('dark');
    expect(runPage({}, true).dataset.theme).toBe('dark');
    expect(runPage({ theme: '"nope"' }).dataset.theme).toBe('light');
  });

  it('loads Intl data early only for a stored session, in the page language', () => {
    const signedIn = runPage({ token: JSON.stringify('abc') }).intl;
    expect(signedIn.DateTimeFormat).toHaveBeenCalledTimes(1);
    expect(signedIn.NumberFormat).toHaveBeenCalledWith('pt');
    const signedOut = runPage({}).intl;
    expect(signedOut.DateTimeFormat).not.toHaveBeenCalled();
    expect(runPage({ token: 'null' }).intl.NumberFormat).not.toHaveBeenCalled();
  });

  it('never throws on a damaged stored value', () => {
    expect(() => runPage({ token: '{not json', theme: '{' })).not.toThrow();
  });
});
