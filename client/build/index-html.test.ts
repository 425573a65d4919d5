// The inline scripts of client/index.html, run as the browser runs them (before any module): the stored theme is
// applied before first paint, and a stored session has a worker load Intl's data off the main thread.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

function intlStandIns() {
  // Constructed with new, so the stand-ins are classes.
  return {
    DateTimeFormat: vi.fn(
      class {
        resolvedOptions() {
          return { timeZone: 'Africa/Lagos' };
        }
        format() {
          return '';
        }
      },
    ),
    NumberFormat: vi.fn(
      class {
        format() {
          return '0';
        }
        formatToParts() {
          return [];
        }
      },
    ),
  };
}

function runPage(storage: Record<string, string>, { prefersDark = false, workers = true } = {}) {
  const dataset: Record<string, string> = {};
  const intl = intlStandIns();
  const workerSources: string[] = [];
  const blobs = new Map<string, string>();
  const revoked: string[] = [];
  const context = {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    matchMedia: () => ({ matches: prefersDark }),
    document: { documentElement: { dataset, lang: 'pt' } },
    Blob: class {
      parts: string[];
      constructor(parts: string[]) {
        this.parts = parts;
      }
    },
    URL: {
      createObjectURL: (blob: { parts: string[] }) => {
        const url = `blob:${blobs.size}`;
        blobs.set(url, blob.parts.join(''));
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    },
    ...(workers
      ? {
          Worker: class {
            constructor(url: string) {
              workerSources.push(blobs.get(url) ?? '');
            }
          },
        }
      : {}),
    Intl: intl,
    JSON,
  };
  for (const script of inlineScripts) runInNewContext(script, context);
  return { dataset, intl, workerSources, revoked, blobs };
}

/** Runs a worker's source as the worker would, with its own Intl. */
function runWorker(source: string) {
  const intl = intlStandIns();
  const close = vi.fn();
  runInNewContext(source, { Intl: intl, close });
  return { intl, close };
}

describe('client/index.html inline scripts', () => {
  it('has the theme script and the Intl warm-up', () => {
    expect(inlineScripts).toHaveLength(2);
  });

  it('applies the stored theme, else the system one', () => {
    expect(runPage({ theme: '"dark"' }).dataset.theme).toBe('dark');
    expect(runPage({}, { prefersDark: true }).dataset.theme).toBe('dark');
    expect(runPage({ theme: '"nope"' }).dataset.theme).toBe('light');
  });

  it('has a worker load Intl data for a stored session, in the page language, and nothing on the main thread', () => {
    const page = runPage({ token: JSON.stringify('abc') });
    expect(page.intl.DateTimeFormat).not.toHaveBeenCalled();
    expect(page.intl.NumberFormat).not.toHaveBeenCalled();
    expect(page.workerSources).toHaveLength(1);
    const worker = runWorker(page.workerSources[0] ?? '');
    // The kinds of formatter the first frame builds (lib/currency.ts, lib/time.ts), in the page language and zone.
    expect(worker.intl.NumberFormat).toHaveBeenCalledWith('pt', { style: 'currency', currency: 'USD' });
    expect(worker.intl.DateTimeFormat).toHaveBeenCalledWith('pt', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });
    expect(worker.intl.DateTimeFormat).toHaveBeenCalledWith('en', { timeZone: 'Africa/Lagos' });
    expect(worker.close).toHaveBeenCalled();
    // Its Blob URL is let go once the worker has it.
    expect(page.revoked).toEqual([...page.blobs.keys()]);
  });

  it('starts no worker without a session, or where there are no workers', () => {
    expect(runPage({}).workerSources).toEqual([]);
    expect(runPage({ token: 'null' }).workerSources).toEqual([]);
    expect(() => runPage({ token: JSON.stringify('abc') }, { workers: false })).not.toThrow();
  });

  it('never throws on a damaged stored value', () => {
    expect(() => runPage({ token: '{not json', theme: '{' })).not.toThrow();
  });
});
