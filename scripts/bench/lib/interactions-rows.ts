// The `inp` section of `npm run bench`: runs interactions.ts against the bench's build and mock and turns each
// interaction into one row (p75 of its repetitions against the budget, the max beside it, every sample and the
// longest one's breakdown in the note). BENCH_INP_ONLY=<key,…> measures some interactions, BENCH_INP_REPEATS
// changes the repetitions, BENCH_INP_TRACE=<key,…> writes traces (interactions.ts).
import { join } from 'node:path';
import { launchChromium } from './browser.ts';
import { BUDGETS } from './budgets.ts';
import { BENCH_OUT } from './env.ts';
import { INP_CPU_SLOWDOWN, INP_REPEATS, interactionsBench } from './interactions.ts';
import type { MockService, PreviewService } from './servers.ts';
import { ms, row, type Row } from './table.ts';

const list = (name: string): string[] | undefined => process.env[name]?.split(',').filter(Boolean);

export async function inpRows(preview: PreviewService, mock: MockService, log: (message: string) => void): Promise<Row[]> {
  // Likes, cart lines and sent messages start from the seed.
  await mock.reset();
  const scale = process.env.BENCH_SEED_SCALE ? `, seed ×${process.env.BENCH_SEED_SCALE}` : '';
  const browser = await launchChromium();
  try {
    const figures = await interactionsBench(browser, preview.origin, {
      repeats: Number(process.env.BENCH_INP_REPEATS ?? INP_REPEATS),
      only: list('BENCH_INP_ONLY'),
      trace: list('BENCH_INP_TRACE'),
      traceDir: join(BENCH_OUT, 'inp'),
      log,
    });
    return figures.map((f) => {
      const longest = f.samples.reduce((a, b) => (b.inp > a.inp ? b : a));
      const unreported = f.samples.filter((s) => !s.reported).length;
      const r = row(
        'inp',
        `INP ${f.what} (p75 of ${f.samples.length}, CPU ${INP_CPU_SLOWDOWN}×${scale})`,
        { value: f.p75, kind: 'max', limit: BUDGETS.inpMs, format: ms },
        `samples ${f.samples.map((s) => (s.reported ? s.inp.toFixed(0) : `<16`)).join(', ')} ms` +
          (unreported > 0 ? ` (${unreported} under the API's 16 ms threshold, counted as 16)` : '') +
          (longest.reported
            ? `; longest: ${longest.event}, input delay ${ms(longest.inputDelay)}, handlers ${ms(longest.processing)}, to the paint ${ms(longest.presentation)}`
            : ''),
      );
      return { ...r, figure: `${r.figure} (max ${ms(f.max)})` };
    });
  } finally {
    await browser.close();
    await mock.reset();
  }
}
