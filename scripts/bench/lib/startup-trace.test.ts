// The start-up trace's attribution: each event's own CPU time goes to its kind, an unclassified event's to its nearest
// classified ancestor, and the rest of a task to "other".
import { describe, expect, it } from 'vitest';
import { breakdown, fontLookups, kindOf } from './startup-trace.ts';

const event = (name: string, ts: number, dur: number, tdur = dur, cat = 'devtools.timeline') => ({
  name,
  cat,
  ph: 'X',
  pid: 1,
  tid: 1,
  ts,
  dur,
  tdur,
});

describe('breakdown', () => {
  it('splits a task by the innermost classified event, by CPU time', () => {
    const events = [
      event('RunTask', 0, 100_000, 80_000),
      event('FunctionCall', 10_000, 30_000, 30_000),
      // A V8 event under the call is script too; an unknown one under it stays script.
      event('SomethingInternal', 15_000, 5_000, 5_000, 'v8'),
      event('Layout', 50_000, 20_000, 10_000),
      event('FontCache::GetFontPlatformData', 75_000, 10_000, 4_000, 'fonts'),
      // Outside any task: not counted.
      event('Layout', 200_000, 50_000),
    ];
    const b = breakdown(events, 1, 1, 0, 1_000_000);
    expect(b.total).toBe(100);
    expect(b.cpu).toBe(80);
    expect(b.kinds.script).toBe(30);
    expect(b.kinds.layout).toBe(10);
    expect(b.kinds.fonts).toBe(4);
    // The task's own CPU time less its children's: 80 − 30 − 10 − 4.
    expect(b.kinds.other).toBe(36);
  });

  it('counts only the window asked for', () => {
    const events = [event('RunTask', 0, 10_000), event('RunTask', 50_000, 10_000)];
    expect(breakdown(events, 1, 1, 20_000, 100_000).total).toBe(10);
  });
});

describe('kindOf', () => {
  it('names the kinds of the usual events', () => {
    expect(kindOf({ name: 'UpdateLayoutTree', cat: 'devtools.timeline' })).toBe('style');
    expect(kindOf({ name: 'Paint', cat: 'devtools.timeline' })).toBe('paint');
    expect(kindOf({ name: 'MinorGC', cat: 'v8' })).toBe('gc');
    expect(kindOf({ name: 'ParseHTML', cat: 'devtools.timeline' })).toBe('html');
    expect(kindOf({ name: 'v8.compileModule', cat: 'v8' })).toBe('script');
    expect(kindOf({ name: 'ThreadControllerImpl::RunTask', cat: 'toplevel' })).toBeUndefined();
  });
});

describe('fontLookups', () => {
  it('sums the renderer main thread’s font lookups and fallbacks', () => {
    const events = [
      event('FontCache::GetFontPlatformData', 0, 3_000, 1_000, 'fonts'),
      event('FontCache::FallbackFontForCharacter', 5_000, 2_000, 1_000, 'fonts'),
      { ...event('FontCache::GetFontPlatformData', 0, 9_000), tid: 2 },
    ];
    expect(fontLookups(events, 1, 1)).toEqual({ count: 2, wallMs: 5, cpuMs: 2 });
  });
});
