// `npm run bench`: measures the product against the budgets of the "Benchmarks and budgets" issue and prints one
// table (figure beside budget); exits non-zero when any budget is missed or cannot be measured yet.
//
//   npm run bench                         everything (about 35 minutes on a 2-core machine: the long session is 20)
//   npm run bench -- --only=bundle,api    some sections: bundle, axe, conversation, lighthouse, api, ws, chat, scale, inp, session
//   npm run bench -- --skip=lighthouse
//   npm run bench -- --extra-fonts=/tmp/noto/root/usr/share/fonts   Chromium also sees these fonts (lib/fonts.ts)
//
// It builds the SPA once (VITE_API_BASE → its own mock on BENCH_MOCK_PORT, default 4600), serves it with
// lib/static-host.ts (BENCH_PREVIEW_PORT, 4680) and, for the load comparison, `prism mock openapi.yaml`
// (BENCH_PRISM_PORT, 4610) and the HTTP floor (BENCH_FLOOR_PORT, 4611). Results: bench-results/latest.md and latest.json, Lighthouse reports in
// bench-results/lighthouse/, service logs in bench-results/logs/.
import './lib/ts-resolve.ts';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { apiLoad } from './lib/api-load.ts';
import { axeSweep, formatFindings } from './lib/axe.ts';
import { launchChromium, signedInContext } from './lib/browser.ts';
import {
  API_CONNECTIONS,
  API_ROUNDS,
  BUDGETS,
  CHAT_SOCKETS,
  CONVERSATION_MESSAGES,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_RUNS,
} from './lib/budgets.ts';
import { buildClient, type BuildResult } from './lib/build.ts';
import {
  LAZY_STEPS_SIGNED_IN,
  LAZY_STEPS_SIGNED_OUT,
  lazyChunks,
  checkLazyAreas,
  heaviestModules,
  measureInitialJs,
  uncoveredAreas,
  type InitialJs,
  type LazyChunk,
} from './lib/bundle.ts';
import { NotMeasurable, conversationBench } from './lib/conversation.ts';
import { SCALE, scaleBench } from './lib/scale.ts';
import { listRowsRow } from './lib/scale-lists.ts';
import { CHROMIUM_PATH, USERS } from '../test-env.ts';
import { BENCH_OUT, PORTS } from './lib/env.ts';
import { cpuMultiplier, cpuSlowdown, lighthousePages } from './lib/lighthouse.ts';
import { chatDelivery, keepaliveRoundTrip } from './lib/realtime.ts';
import { inpRows } from './lib/interactions-rows.ts';
import { cpuTimes, describeSteal, stealShare } from './lib/host.ts';
import { describeFonts } from './lib/fonts.ts';
import { loadRoutes } from './lib/routes.ts';
import { longSession, sessionRows } from './lib/session.ts';
import { SESSION_MINUTES } from './lib/budgets.ts';
import { startMock, startPreview, type MockService, type PreviewService } from './lib/servers.ts';
import { kb, markdownTable, ms, passFail, plain, row, textTable, unmeasurable, type Row } from './lib/table.ts';

const SECTIONS = ['bundle', 'axe', 'conversation', 'lighthouse', 'api', 'ws', 'chat', 'scale', 'inp', 'session'] as const;
type Section = (typeof SECTIONS)[number];

function selectedSections(argv: string[]): Set<Section> {
  const value = (name: string): Section[] | undefined => {
    const arg = argv.find((a) => a.startsWith(`--${name}=`));
    if (!arg) return undefined;
    const list = arg
      .slice(name.length + 3)
      .split(',')
      .filter(Boolean);
    const unknown = list.filter((s) => !(SECTIONS as readonly string[]).includes(s));
    if (unknown.length > 0) throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
    return list as Section[];
  };
  const only = value('only');
  const skip = new Set(value('skip') ?? []);
  return new Set((only ?? [...SECTIONS]).filter((s) => !skip.has(s)));
}

const log = (message: string): void => {
  process.stderr.write(`bench: ${message}\n`);
};

// eslint-disable-next-line no-control-regex -- ESC starts the terminal colour codes this strips
const ANSI = /\u001b\[[0-9;]*m/g;
/** An error's message without terminal colours, at most 40 lines (a failed build's report is long). */
function plainText(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(ANSI, '');
  const lines = text.split('\n');
  return lines.length > 40 ? [...lines.slice(0, 40), `… (${lines.length - 40} more lines)`].join('\n') : text;
}

const reason = (error: unknown): string => (error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error));

const rows: Row[] = [];
/** Longer explanations printed under the table (what weighs most, which axe rules, …). */
const details: string[] = [];

function initialJsRows(what: string, result: InitialJs, budget: number, build: BuildResult): void {
  const r = row('bundle', what, { value: result.gzip, kind: 'max', limit: budget, format: kb }, `${result.scripts.length} JS files`);
  rows.push(r);
  const files = result.scripts.map((s) => `  ${s.path}  ${kb(s.gzip)} gzip, ${kb(s.bytes)} raw`);
  const weights = heaviestModules(
    build,
    result.scripts.map((s) => s.path),
  ).map((m) => `  ${m.module}  ${kb(m.bytes)} before minification`);
  details.push([`${what}: ${kb(result.gzip)} gzip (budget ${kb(budget)})`, ...files, ' heaviest modules:', ...weights].join('\n'));
}

async function benchBundle(build: BuildResult, preview: PreviewService): Promise<void> {
  const lazy = lazyChunks(build);
  const overBudget = (c: LazyChunk): boolean => c.gzip > BUDGETS.areaChunk;
  for (const area of lazy.filter((c) => c.isArea)) {
    rows.push(
      row(
        'bundle',
        `lazy area chunk ${area.name}`,
        { value: area.gzip, kind: 'max', limit: BUDGETS.areaChunk, format: kb },
        `own ${kb(area.ownGzip)}`,
      ),
    );
  }
  const pages = lazy.filter((c) => !c.isArea);
  const largest = pages[0];
  if (largest) {
    const over = pages.filter(overBudget);
    rows.push(
      row(
        'bundle',
        `largest of ${pages.length} lazy page/content chunks: ${largest.name}`,
        { value: largest.gzip, kind: 'max', limit: BUDGETS.areaChunk, format: kb },
        over.length > 0 ? `over: ${over.map((c) => `${c.name} ${kb(c.gzip)}`).join(', ')}` : `loaded from ${largest.parent}`,
      ),
    );
  }
  for (const chunk of lazy.filter(overBudget)) {
    const weights = heaviestModules(build, chunk.files).map((m) => `  ${m.module}  ${kb(m.bytes)} before minification`);
    details.push(
      [`lazy chunk ${chunk.name} (from ${chunk.parent}): ${kb(chunk.gzip)} gzip (${chunk.files.join(', ')})`, ...weights].join('\n'),
    );
  }
  const browser = await launchChromium();
  try {
    const signedOut = await browser.newContext();
    for (const path of ['/', '/sign-in'])
      initialJsRows(`initial JS ${path}`, await measureInitialJs(signedOut, `${preview.origin}${path}`), BUDGETS.initialJsPublic, build);
    const signedIn = await signedInContext(browser, preview.origin, USERS.ada.email);
    initialJsRows(
      'initial JS /discover (signed in)',
      await measureInitialJs(signedIn, `${preview.origin}/discover`),
      BUDGETS.initialJsDiscover,
      build,
    );

    const uncovered = uncoveredAreas(build.manifest);
    const steps = [
      ...(await checkLazyAreas(await browser.newContext(), preview.origin, build.manifest, LAZY_STEPS_SIGNED_OUT)),
      ...(await checkLazyAreas(signedIn, preview.origin, build.manifest, LAZY_STEPS_SIGNED_IN)),
    ];
    const bad = steps.filter((s) => !s.ok).map((s) => `${s.path}: ${s.problem ?? ''}`);
    if (uncovered.length > 0) bad.push(`no step visits ${uncovered.join(', ')}`);
    rows.push(
      passFail(
        'bundle',
        'each lazy area chunk loads only when visited',
        bad.length === 0,
        `${steps.length - bad.length}/${steps.length} steps`,
        'all',
        bad.join('; '),
      ),
    );
  } finally {
    await browser.close();
  }
}

async function benchAxe(preview: PreviewService): Promise<void> {
  const routes = await loadRoutes();
  const browser = await launchChromium();
  try {
    const started = Date.now();
    const sweep = await axeSweep(browser, preview.origin, routes, USERS.ada.email);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    writeFileSync(join(BENCH_OUT, 'axe-findings.json'), JSON.stringify(sweep.findings, null, 2));
    const routesWithFindings = new Set(sweep.findings.map((f) => f.route)).size;
    const ok = sweep.findings.length === 0 && sweep.errors.length === 0;
    const off = [
      sweep.findings.length > 0
        ? `${sweep.findings.length} serious/critical (rule × look × route) on ${routesWithFindings} routes; rules: ${[...new Set(sweep.findings.map((f) => f.rule))].join(', ')}`
        : '',
      sweep.errors.length > 0 ? `${sweep.errors.length} routes not audited` : '',
    ]
      .filter(Boolean)
      .join('; ');
    rows.push(
      passFail(
        'a11y',
        `axe, ${routes.length} routes × light/dark × desktop/mobile`,
        ok,
        `${sweep.findings.length} violations`,
        '0 serious or critical',
        off,
        `${sweep.scans} scans in ${seconds} s`,
      ),
    );
    if (sweep.findings.length > 0)
      details.push(`axe findings (all in bench-results/axe-findings.json):\n${formatFindings(sweep.findings)}`);
    if (sweep.errors.length > 0) details.push(`axe could not audit:\n${sweep.errors.map((e) => `  ${e.route}: ${e.error}`).join('\n')}`);
  } finally {
    await browser.close();
  }
}

async function benchConversation(preview: PreviewService, mock: MockService): Promise<void> {
  const what = (s: string): string => `${CONVERSATION_MESSAGES.toLocaleString('en')}-message chat: ${s}`;
  await mock.reset();
  const browser = await launchChromium();
  try {
    const f = await conversationBench(browser, preview.origin, CONVERSATION_MESSAGES);
    const loadedNote = `${f.loaded} messages in the list after scrolling up for ${f.loadSeconds.toFixed(0)} s`;
    if (f.loaded < CONVERSATION_MESSAGES)
      rows.push(
        passFail(
          'inbox',
          what('whole history loaded by scrolling up'),
          false,
          `${f.loaded}`,
          `${CONVERSATION_MESSAGES}`,
          f.loadStopped ?? '',
        ),
      );
    rows.push(
      row(
        'inbox',
        what('message rows mounted'),
        { value: f.maxRows, kind: 'max', limit: BUDGETS.conversationMaxRows, format: plain(0) },
        loadedNote,
      ),
    );
    rows.push(
      row(
        'inbox',
        what('open (median of re-opens)'),
        { value: f.openMs, kind: 'below', limit: BUDGETS.conversationOpenMs, format: ms },
        `first open ${ms(f.firstOpenMs)}; samples ${f.openSamples.map((s) => s.toFixed(0)).join(', ')} ms`,
      ),
    );
    rows.push(
      row(
        'inbox',
        what('append a message (median)'),
        { value: f.appendMs, kind: 'below', limit: BUDGETS.conversationAppendMs, format: ms },
        `Enter → row in DOM; samples ${f.appendSamples.map((s) => s.toFixed(1)).join(', ')} ms`,
      ),
    );
  } catch (error) {
    const why = error instanceof NotMeasurable ? error.message : reason(error);
    rows.push(
      unmeasurable(
        'inbox',
        what('rows / open / append'),
        `≤ ${BUDGETS.conversationMaxRows} rows, < ${BUDGETS.conversationOpenMs} ms, < ${BUDGETS.conversationAppendMs} ms`,
        why,
      ),
    );
  } finally {
    await browser.close();
    await mock.reset();
  }
}

async function benchLighthouse(preview: PreviewService, mock: MockService): Promise<void> {
  await mock.reset();
  const results = await lighthousePages(
    preview.origin,
    LIGHTHOUSE_PAGES,
    LIGHTHOUSE_RUNS,
    USERS.ada.email,
    join(BENCH_OUT, 'lighthouse'),
    (path, run, r) =>
      log(
        `lighthouse ${path} run ${run + 1}: ${r.score} (LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}, CLS ${r.cls.toFixed(3)}, benchmarkIndex ${r.benchmarkIndex.toFixed(0)})`,
      ),
  );
  const setting = cpuMultiplier === undefined ? '' : ` [CPU ×${cpuMultiplier}, not the budget setting]`;
  for (const page of results) {
    const m = page.median;
    const where = page.redirected.length > 0 ? `; ended on ${page.redirected.join(', ')}` : '';
    rows.push(
      row(
        'lighthouse',
        `performance ${page.path}${setting}`,
        { value: m.score, kind: 'min', limit: BUDGETS.lighthouseScore, format: plain(0) },
        `median of ${page.runs.length}: ${page.runs.map((r) => r.score).join(', ')}; host benchmarkIndex ${m.benchmarkIndex.toFixed(0)}${where}`,
      ),
    );
    const first = page.firstVisit
      ? `; the session's first visit (no kept feed page; one run, information): LCP ${ms(page.firstVisit.lcpMs)}, score ${page.firstVisit.score}`
      : '';
    rows.push(
      row(
        'lighthouse',
        `LCP ${page.path}`,
        { value: m.lcpMs, kind: 'max', limit: BUDGETS.lcpMs, format: ms },
        `FCP ${ms(m.fcpMs)}${first}`,
      ),
    );
    // Beside Lighthouse's figure, the same trace counted by the main thread's CPU time (task-times.ts): what the
    // page's own work blocks, without the time the host kept the thread waiting.
    const byThread = Number.isNaN(m.threadTbtMs)
      ? 'no thread times in the trace'
      : `same trace, ${cpuSlowdown}× each task after FCP (half that with a layout) less 50 ms: ${ms(m.wallTbtMs)} by wall time, ${ms(m.threadTbtMs)} by the main thread's CPU time (medians; runs ${page.runs.map((r) => (Number.isNaN(r.threadTbtMs) ? '?' : ms(r.threadTbtMs))).join(', ')})`;
    rows.push(row('lighthouse', `TBT ${page.path}`, { value: m.tbtMs, kind: 'max', limit: BUDGETS.tbtMs, format: ms }, byThread));
    rows.push(row('lighthouse', `CLS ${page.path}`, { value: m.cls, kind: 'max', limit: BUDGETS.cls, format: plain(3) }));
    if (page.redirected.length > 0)
      rows.push(
        passFail('lighthouse', `${page.path} measured signed in`, false, page.redirected.join(', '), page.path, 'the sign-in did not hold'),
      );
    if (m.score < BUDGETS.lighthouseScore && page.opportunities.length > 0)
      details.push(`Lighthouse ${page.path} (score ${m.score}) opportunities: ${page.opportunities.join('; ')}`);
  }
}

async function benchApi(mock: MockService): Promise<void> {
  const result = await apiLoad(mock.apiBase, PORTS.benchPrism, PORTS.benchFloor, join(BENCH_OUT, 'logs'), API_CONNECTIONS, API_ROUNDS);
  const note = `mock ${result.mockRps.toFixed(0)} req/s, prism ${result.prismRps.toFixed(0)} req/s (medians of ${result.rounds.filter((r) => r.target === 'mock').length} alternating rounds)`;
  rows.push(
    row(
      'api',
      `getUser ×${API_CONNECTIONS} connections: mock ÷ prism req/s`,
      { value: result.ratio, kind: 'min', limit: BUDGETS.apiRpsRatio, format: (n) => `${n.toFixed(2)}×` },
      note,
    ),
  );
  rows.push(
    row(
      'api',
      `getUser ×${API_CONNECTIONS} connections: mock p99`,
      { value: result.mockP99Ms, kind: 'below', limit: BUDGETS.apiP99Ms, format: ms },
      `rounds: ${result.rounds
        .filter((r) => r.target === 'mock')
        .map((r) => `${r.p99Ms} ms at ${(r.rps / 1000).toFixed(1)}k req/s`)
        .join(
          ', ',
        )}; the host's floor in the same rounds, a bare node:http server answering the same bytes: p99 ${ms(result.floorP99Ms)} at ${result.floorRps.toFixed(0)} req/s`,
    ),
  );
  if (result.problems.length > 0)
    rows.push(passFail('api', 'every load answer 2xx', false, result.problems.join('; '), 'all 2xx', 'non-2xx answers under load'));
}

async function benchWs(mock: MockService): Promise<void> {
  const f = await keepaliveRoundTrip(mock.apiBase);
  rows.push(
    row(
      'realtime',
      'keepalive a → y round trip p99',
      { value: f.p99Ms, kind: 'below', limit: BUDGETS.wsKeepaliveP99Ms, format: ms },
      `p50 ${ms(f.p50Ms)}; round p99s ${f.rounds.map((r) => r.p99Ms.toFixed(3)).join(', ')} ms`,
    ),
  );
}

async function benchChat(mock: MockService): Promise<void> {
  const what = `chat send → recipient socket p99, ${CHAT_SOCKETS} sockets`;
  await mock.reset();
  try {
    const f = await chatDelivery(mock.apiBase, CHAT_SOCKETS);
    rows.push(
      row(
        'realtime',
        what,
        { value: f.p99Ms, kind: 'below', limit: BUDGETS.chatDeliveryP99Ms, format: ms },
        `${f.sockets} sockets; p50 ${ms(f.p50Ms)}; round p99s ${f.rounds.map((r) => r.p99Ms.toFixed(2)).join(', ')} ms`,
      ),
    );
    if (f.failures.length > 0)
      rows.push(passFail('realtime', 'every chat send answered 201', false, f.failures.join('; '), '201', 'sends failed'));
  } catch (error) {
    rows.push(unmeasurable('realtime', what, `< ${BUDGETS.chatDeliveryP99Ms} ms`, reason(error)));
  } finally {
    await mock.reset();
  }
}

async function benchSession(preview: PreviewService, mock: MockService): Promise<void> {
  await mock.reset();
  const browser = await launchChromium();
  try {
    const f = await longSession(browser, preview.origin, mock.apiBase, {
      minutes: SESSION_MINUTES,
      outDir: join(BENCH_OUT, 'session'),
      snapshots: process.env.BENCH_SESSION_SNAPSHOTS !== '0',
      log,
    });
    const { rows: sessionTable, curve } = sessionRows(f, SESSION_MINUTES);
    rows.push(...sessionTable);
    details.push(`long session, per round after two forced collections (bench-results/session/curve.json):\n${curve}`);
  } finally {
    await browser.close();
    await mock.reset();
  }
}

async function benchScale(logs: string): Promise<void> {
  const f = await scaleBench(logs);
  rows.push(
    row(
      'scale',
      `mock start-up at SEED_SCALE=${SCALE}`,
      { value: f.startupSeconds, kind: 'below', limit: BUDGETS.scaleStartupSeconds, format: (n) => `${n.toFixed(1)} s` },
      `seeded in ${f.seededSeconds.toFixed(1)} s; ${f.rssMb} MB resident (×1: ${f.x1RssMb} MB)`,
    ),
  );
  for (const { call, x1, x100, rows: count } of f.calls) {
    rows.push(
      row(
        'scale',
        `${call.id}: median ×${SCALE} ÷ ×1`,
        { value: x100 / x1, kind: 'max', limit: BUDGETS.scaleListRatio, format: (n) => `${n.toFixed(2)}×` },
        `${ms(x1)} → ${ms(x100)} (${call.why}; ${count} rows)`,
      ),
    );
  }
  for (const list of f.lists) rows.push(listRowsRow(list));
}

async function main(): Promise<number> {
  const sections = selectedSections(process.argv.slice(2));
  const extraFonts = process.argv.find((a) => a.startsWith('--extra-fonts='));
  if (extraFonts) process.env.BENCH_EXTRA_FONTS = extraFonts.slice('--extra-fonts='.length);
  // Text layout cost follows the fonts fontconfig offers (FINDINGS, 2026-11-27): every result says which.
  const fonts = describeFonts();
  log(`fonts: ${fonts}`);
  mkdirSync(BENCH_OUT, { recursive: true });
  const logs = join(BENCH_OUT, 'logs');
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const cpuAtStart = cpuTimes();
  log(`sections: ${[...sections].join(', ')}`);
  const browserSections = ['bundle', 'axe', 'conversation', 'lighthouse', 'inp', 'session'] as const;
  const needsBrowser = browserSections.some((s) => sections.has(s));
  // Lighthouse's launcher throws a missing browser from a child process's 'error' event, which no try/finally here
  // catches: the bench would end with its mock and static host still running. Say so before starting anything.
  if (needsBrowser && !existsSync(CHROMIUM_PATH)) {
    console.error(
      `bench: the browser sections need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (never 'npx playwright install')`,
    );
    return 2;
  }
  const mock = await startMock(PORTS.benchMock, logs);
  let preview: PreviewService | undefined;
  try {
    let build: BuildResult | undefined;
    if (needsBrowser) {
      log(`building the SPA (VITE_API_BASE=${mock.apiBase})`);
      try {
        build = await buildClient(join(BENCH_OUT, 'dist'), mock.apiBase);
        preview = await startPreview(PORTS.benchPreview, build.outDir, logs);
      } catch (error) {
        // The browser sections cannot run on a tree that does not build; the server sections still can.
        const text = plainText(error);
        details.push(`production build failed:\n${text}`);
        for (const section of browserSections) {
          if (sections.delete(section))
            rows.push(
              unmeasurable(section, `${section} bench`, 'see the issue', `the production build failed: ${text.split('\n')[0] ?? ''}`),
            );
        }
      }
    }
    const steps: [Section, () => Promise<void>][] = [
      ['bundle', () => benchBundle(build as BuildResult, preview as PreviewService)],
      ['axe', () => benchAxe(preview as PreviewService)],
      ['conversation', () => benchConversation(preview as PreviewService, mock)],
      ['lighthouse', () => benchLighthouse(preview as PreviewService, mock)],
      ['api', () => benchApi(mock)],
      ['ws', () => benchWs(mock)],
      ['chat', () => benchChat(mock)],
      ['scale', () => benchScale(logs)],
      [
        'inp',
        async () => {
          rows.push(...(await inpRows(preview as PreviewService, mock, log)));
        },
      ],
      ['session', () => benchSession(preview as PreviewService, mock)],
    ];
    for (const [section, run] of steps) {
      if (!sections.has(section)) continue;
      const t = Date.now();
      const cpu = cpuTimes();
      log(`${section}…`);
      try {
        await run();
      } catch (error) {
        rows.push(unmeasurable(section, `${section} bench`, 'see the issue', reason(error)));
        details.push(`${section} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
      log(`${section} done in ${((Date.now() - t) / 1000).toFixed(0)} s (${describeSteal(stealShare(cpu, cpuTimes()))})`);
    }
  } finally {
    await preview?.stop();
    await mock.stop();
  }

  const missed = rows.filter((r) => r.verdict === 'MISS');
  const when = new Date().toISOString();
  // The machine is shared: say how busy it was, since latency tails and Lighthouse's CPU figures follow it.
  const busy = `load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end on ${cpus().length} cores; ${describeSteal(stealShare(cpuAtStart, cpuTimes()))}`;
  const summary = `${rows.length - missed.length} of ${rows.length} budgets met (${((Date.now() - started) / 60_000).toFixed(1)} min, ${when}; ${busy}; Chromium with ${fonts})`;
  const notes = rows.filter((r) => r.note).map((r) => `- ${r.what}: ${r.note ?? ''}`);
  console.log(`\n${textTable(rows)}\n\n${summary}`);
  if (details.length > 0) console.log(`\n${details.join('\n\n')}`);
  writeFileSync(join(BENCH_OUT, 'latest.json'), JSON.stringify({ when, rows, details }, null, 2));
  writeFileSync(
    join(BENCH_OUT, 'latest.md'),
    `# npm run bench — ${when}\n\n${markdownTable(rows)}\n\n${summary}\n\n## Notes\n\n${notes.join('\n')}\n\n## Details\n\n\`\`\`\n${details.join('\n\n')}\n\`\`\`\n`,
  );
  log(`results in ${join(BENCH_OUT, 'latest.md')}`);
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
