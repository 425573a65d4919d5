// The inline scripts of client/index.html, run as the browser runs them (before any module): the stored theme is
// applied before first paint, and a stored session warms Intl up after the first paint, while the app's code
// downloads.
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
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const context = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => timers.push(run),
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
    document: { documentElement: { dataset, lang: 'pt' } },
    Intl: intl,
    JSON,
  };
  for (const script of inlineScripts) runInNewContext(script, context);
  const calledBeforePaint = intl.DateTimeFormat.mock.calls.length + intl.NumberFormat.mock.calls.length;
  // The frame is painted after its animation-frame callbacks; a timer set in one runs after that paint.
  for (const run of frames.splice(0)) run();
  for (const run of timers.splice(0)) run();
  return { dataset, intl, calledBeforePaint };
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

  it('loads Intl data only for a stored session, in the page language, after the first paint', () => {
    const page = runPage({ token: JSON.stringify('abc') });
    expect(page.calledBeforePaint).toBe(0);
    const signedIn = page.intl;
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
