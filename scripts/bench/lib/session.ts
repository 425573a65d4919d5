// The long session (issue "Performance…", "Long sessions"): one tab of the built SPA, signed in as ada, goes
// through every area in rounds for BENCH_SESSION_MINUTES (20 by default) — the rail and in-page links, chats
// (several opened, messages sent from the composer, ben's messages sent through the API arriving), the feed
// scrolled through more pages, a rock-paper-scissors game at a stake against ben (his challenge and move through
// the API), payments (send, request, convert), market (a product opened, added to the cart), map (panned, a place
// opened), cloud, account, focus and play. After each round, on the same resting page, it forces two garbage
// collections (CDP HeapProfiler.collectGarbage) and reads the JS heap used, DOM nodes and JS event listeners
// (Performance.getMetrics) and the open WebSockets (Network.webSocketCreated less webSocketClosed). Heap
// snapshots after round 1 and at the end go to bench-results/session/, compared by heap-diff.ts into heap-diff.txt.
import { mkdirSync, writeFileSync, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright';
import { PASSWORD, USERS } from '../../test-env.ts';
import { navigateInApp, signedInContext, waitForQuiet } from './browser.ts';
import { SESSION } from './budgets.ts';
import { heapDiff } from './heap-diff.ts';
import { apiToken } from './servers.ts';
import { passFail, plain, row, unmeasurable, type Row } from './table.ts';

export interface SessionSample {
  round: number;
  /** Minutes since the session started. */
  minutes: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
  sockets: number;
}

export interface SessionFigures {
  samples: SessionSample[];
  /** Steps that failed at least once: step → times, and the first reason. */
  failures: Record<string, { times: number; first: string }>;
  steps: number;
  snapshots: string[];
}

/** Where every measurement is taken: a page whose content does not grow with the session. */
export const RESTING_PAGE = '/account/settings';

const PRODUCT = 'app';
const STEP_TIMEOUT = 15_000;

/** A person signed in through the API: ben (the session's second person), or ada to put her cart back. */
export class ApiUser {
  private readonly apiBase: string;
  private readonly token: string;

  constructor(apiBase: string, token: string) {
    this.apiBase = apiBase;
    this.token = token;
  }

  static async signIn(apiBase: string, email: string): Promise<ApiUser> {
    return new ApiUser(apiBase, await apiToken(apiBase, email, PASSWORD));
  }

  async call<T = unknown>(path: string, body: object): Promise<T> {
    const response = await fetch(`${this.apiBase}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data?: T; code?: string };
    if (!response.ok) throw new Error(`${path} answered ${response.status} ${envelope.code ?? ''}`);
    return envelope.data as T;
  }
}

/** Opens `path` the way a person does: a visible link to it on the page (the rail, a card), else the history. */
async function go(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[href="${path}"]:visible`).first();
  // A link mid-animation (the rail opening under the pointer) is not clickable yet: then the history, as a link would.
  const clicked =
    (await link.count()) > 0 &&
    (await link.click({ timeout: 3000 }).then(
      () => true,
      () => false,
    ));
  if (!clicked) await navigateInApp(page, path);
  await page.waitForURL((url) => url.pathname === path, { timeout: STEP_TIMEOUT });
  await waitForQuiet(page, 300, STEP_TIMEOUT);
}

async function scrollFeed(page: Page, pages: number): Promise<void> {
  const articles = page.getByRole('feed').first().getByRole('article');
  await articles.first().waitFor({ timeout: STEP_TIMEOUT });
  for (let i = 0; i < pages; i++) {
    const before = await articles.count();
    const deadline = Date.now() + STEP_TIMEOUT;
    while ((await articles.count()) <= before && Date.now() < deadline) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(250);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function sendFromComposer(page: Page, text: string): Promise<void> {
  const box = page.locator('form textarea').first();
  await box.fill(text, { timeout: STEP_TIMEOUT });
  await box.press('Enter');
  await page.getByRole('listitem').filter({ hasText: text }).first().waitFor({ timeout: STEP_TIMEOUT });
}

export interface Context {
  page: Page;
  ben: ApiUser;
  /** ada through the API, for what the session puts back (her cart, whose quantity stops at the stock). */
  ada: ApiUser;
  round: number;
  run: string;
}

type Step = [name: string, run: (c: Context) => Promise<void>];

export const STEPS: Step[] = [
  [
    'discover: feed scrolled through two more pages',
    async ({ page }) => {
      await go(page, '/discover');
      await scrollFeed(page, 2);
    },
  ],
  ['profile @ben', async ({ page }) => go(page, '/@ben')],
  ['a post', async ({ page }) => go(page, '/@ada/post/p0000000001')],
  [
    'chats: three opened, one message sent in each, two from ben received',
    async ({ page, ben, round, run }) => {
      await go(page, '/inbox');
      for (const who of [USERS.ben, USERS.chidi, USERS.dana]) {
        await go(page, `/inbox/${who.uid}`);
        await sendFromComposer(page, `session ${run} r${round} to ${who.uid}`);
        if (who === USERS.ben) {
          for (let i = 0; i < 2; i++) {
            const text = `session ${run} r${round} from ben ${i}`;
            await ben.call(`/${PRODUCT}/inbox/send`, { to: USERS.ada.uid, m: text, k: `k${run}${round}x${i}` });
            await page.getByRole('listitem').filter({ hasText: text }).first().waitFor({ timeout: STEP_TIMEOUT });
          }
        }
      }
      await go(page, '/inbox');
    },
  ],
  ['notifications', async ({ page }) => go(page, '/inbox/notification')],
  [
    'play: ben challenges at 10 OSBT (API), ada accepts and plays rock, ben plays scissors (API)',
    async ({ page, ben }) => {
      await go(page, '/play');
      const sent = await ben.call<{ i: string }>(`/${PRODUCT}/play/add`, { g: 'a', u: USERS.ada.uid, n: `ada-1-US-${USERS.ada.uid}` });
      const challenge = page.getByRole('dialog', { name: 'Desafio de jogo' });
      await challenge.getByRole('button', { name: 'Aceitar' }).click({ timeout: STEP_TIMEOUT });
      const game = page.getByRole('dialog', { name: 'Pedra, papel e tesoura' });
      await game.getByRole('button', { name: 'Pedra' }).click({ timeout: STEP_TIMEOUT });
      await ben.call(`/${PRODUCT}/play/move`, { i: sent.i, m: 's' });
      await game.getByText('Você ganhou!').waitFor({ timeout: STEP_TIMEOUT });
      await game.getByRole('button', { name: 'Concluir' }).click({ timeout: STEP_TIMEOUT });
      await game.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
    },
  ],
  ['focus', async ({ page }) => go(page, '/focus')],
  [
    'pay: send 1 OSBT to ben',
    async ({ page }) => {
      await go(page, '/pay/wallet');
      await go(page, '/pay/send/OSBT');
      await page.getByLabel('Destinatário', { exact: true }).fill('ben');
      await page.getByLabel('Valor').fill('1');
      await page.getByRole('button', { name: 'Revisar' }).click();
      await page.getByRole('button', { name: /^Enviar 1 OSBT/ }).click({ timeout: STEP_TIMEOUT });
      await page.getByRole('heading', { name: 'Enviado' }).waitFor({ timeout: STEP_TIMEOUT });
    },
  ],
  [
    'pay: request 2 OSBT from ben',
    async ({ page }) => {
      await go(page, '/pay/request/OSBT');
      await page.getByLabel('Quem paga').fill('ben');
      await page.getByLabel('Valor').fill('2');
      await page.getByRole('button', { name: 'Enviar solicitação' }).click();
      await page.getByText('Solicitação enviada para @ben').waitFor({ timeout: STEP_TIMEOUT });
    },
  ],
  [
    'pay: convert 10 OSBT to USD',
    async ({ page }) => {
      await go(page, '/pay/convert/OSBT');
      await page.getByLabel('Para').selectOption('USD');
      await page.getByLabel('Valor').fill('10');
      await page.getByRole('button', { name: 'Obter cotação' }).click();
      await page.getByRole('button', { name: 'Converter agora' }).click({ timeout: STEP_TIMEOUT });
      await page.getByText(/^10 OSBT convertido em/).waitFor({ timeout: STEP_TIMEOUT });
    },
  ],
  ['pay: activity', async ({ page }) => go(page, '/pay/activity')],
  [
    'cloud: overview, domains, a domain',
    async ({ page }) => {
      await go(page, '/cloud/overview');
      await go(page, '/cloud/domain');
      await go(page, '/cloud/domain/manage/osb.app');
    },
  ],
  [
    'map: panned, a place opened',
    async ({ page }) => {
      await go(page, '/map/live');
      const map = page.getByRole('region', { name: 'Mapa ao vivo' });
      const box = await map.boundingBox({ timeout: STEP_TIMEOUT });
      if (!box) throw new Error('no map region');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 120, y - 60, { steps: 8 });
      await page.mouse.up();
      const side = page.getByRole('complementary', { name: 'Locais e localizações ao vivo' });
      // The first place the panned map lists in its area: selected on the map, then its page.
      const place = side.locator('li.map-place').first();
      const name = await place.locator('strong').first().innerText({ timeout: STEP_TIMEOUT });
      await place.getByRole('button').first().click({ timeout: STEP_TIMEOUT });
      await place.getByRole('link', { name: `Abrir ${name}` }).click({ timeout: STEP_TIMEOUT });
      await page.getByRole('article', { name }).waitFor({ timeout: STEP_TIMEOUT });
    },
  ],
  [
    'market: a product opened and added to the cart',
    async ({ page, ada }) => {
      await go(page, '/market/electronics');
      await page.getByRole('link', { name: 'Noise-cancelling headphones' }).click({ timeout: STEP_TIMEOUT });
      await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click({ timeout: STEP_TIMEOUT });
      await page.getByText(/^Adicionado ao carrinho/).waitFor({ timeout: STEP_TIMEOUT });
      // The cart holds at most the stock (14): empty it again, or the add stops working after 14 rounds.
      const productId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await ada.call('/market/cart/set', { productId, quantity: 0 });
      await go(page, '/market/trending');
    },
  ],
  [
    'account',
    async ({ page }) => {
      await go(page, '/account/analytics');
      await go(page, RESTING_PAGE);
    },
  ],
];

/** Two forced collections, then the figures. */
async function measure(cdp: CDPSession, sockets: () => number): Promise<Omit<SessionSample, 'round' | 'minutes'>> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string): number => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { heapBytes: heap.usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners'), sockets: sockets() };
}

async function snapshot(cdp: CDPSession, file: string): Promise<void> {
  const out = createWriteStream(file);
  const onChunk = ({ chunk }: { chunk: string }): void => {
    out.write(chunk);
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}

export async function longSession(
  browser: Browser,
  origin: string,
  apiBase: string,
  opts: { minutes: number; outDir: string; snapshots: boolean; log: (message: string) => void },
): Promise<SessionFigures> {
  mkdirSync(opts.outDir, { recursive: true });
  const context = await signedInContext(browser, origin, USERS.ada.email, { viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify('accepted')));
  const ben = await ApiUser.signIn(apiBase, USERS.ben.email);
  const ada = await ApiUser.signIn(apiBase, USERS.ada.email);
  const run = Date.now().toString(36);
  const failures: SessionFigures['failures'] = {};
  const samples: SessionSample[] = [];
  const snapshots: string[] = [];
  let steps = 0;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const open = new Set<string>();
    cdp.on('Network.webSocketCreated', ({ requestId }) => open.add(requestId));
    cdp.on('Network.webSocketClosed', ({ requestId }) => open.delete(requestId));
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    await page.goto(`${origin}/discover`, { waitUntil: 'load' });
    await waitForQuiet(page, 500);

    const started = Date.now();
    const until = started + opts.minutes * 60_000;
    let round = 0;
    const record = async (): Promise<SessionSample> => {
      await navigateInApp(page, RESTING_PAGE);
      await waitForQuiet(page, 500);
      const sample = { round, minutes: (Date.now() - started) / 60_000, ...(await measure(cdp, () => open.size)) };
      samples.push(sample);
      opts.log(
        `session round ${round} at ${sample.minutes.toFixed(1)} min: heap ${(sample.heapBytes / 1048576).toFixed(1)} MB, ${sample.nodes} nodes, ${sample.listeners} listeners, ${sample.sockets} sockets`,
      );
      return sample;
    };
    // At least two rounds, so there is an end to compare with the first.
    while (round < 2 || Date.now() < until) {
      round += 1;
      for (const [name, step] of STEPS) {
        steps += 1;
        try {
          await step({ page, ben, ada, round, run });
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
          const seen = failures[name];
          if (seen) seen.times += 1;
          else {
            failures[name] = { times: 1, first: `round ${round}: ${reason}` };
            // The first failure of each step, as it looked: bench-results/session/failed-<step>.png.
            const file = join(opts.outDir, `failed-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}.png`);
            await page.screenshot({ path: file }).catch(() => undefined);
          }
          // Whatever was left open (a dialog, a half-filled form) is closed the way a person would.
          await page.keyboard.press('Escape').catch(() => undefined);
        }
      }
      await record();
      if (round === 1 && opts.snapshots) {
        const file = join(opts.outDir, 'round-1.heapsnapshot');
        await snapshot(cdp, file);
        snapshots.push(file);
      }
    }
    if (opts.snapshots) {
      const file = join(opts.outDir, `round-${round}.heapsnapshot`);
      await snapshot(cdp, file);
      snapshots.push(file);
    }
    writeFileSync(join(opts.outDir, 'curve.json'), JSON.stringify({ samples, failures, steps }, null, 2));
    const [first, last] = [snapshots[0], snapshots.at(-1)];
    // What grew between the two snapshots and what holds it (heap-diff.ts), beside them.
    if (first && last && first !== last) writeFileSync(join(opts.outDir, 'heap-diff.txt'), heapDiff(first, last));
    return { samples, failures, steps, snapshots };
  } finally {
    await context.close();
  }
}

/** The section's rows (first round against the end) and the curve as text for the notes. */
export function sessionRows(f: SessionFigures, minutes: number): { rows: Row[]; curve: string } {
  const first = f.samples[0];
  const last = f.samples.at(-1);
  const curve = [
    'round  minutes  heap MB  nodes  listeners  sockets',
    ...f.samples.map(
      (s) =>
        `${String(s.round).padStart(5)}  ${s.minutes.toFixed(1).padStart(7)}  ${(s.heapBytes / 1048576).toFixed(2).padStart(7)}  ${String(s.nodes).padStart(5)}  ${String(s.listeners).padStart(9)}  ${String(s.sockets).padStart(7)}`,
    ),
  ].join('\n');
  const what = (s: string): string => `${minutes}-min session: ${s}`;
  if (!first || !last || f.samples.length < 2)
    return { rows: [unmeasurable('session', what('heap, nodes, listeners, sockets'), 'see the issue', 'fewer than two rounds')], curve };
  const failed = Object.entries(f.failures);
  const stepNote = `${f.samples.length} rounds, ${f.steps} steps${failed.length > 0 ? `, ${failed.length} kinds failed` : ''}`;
  const slack = (base: number, share: number): number => Math.ceil(base * (1 + share));
  const rows: Row[] = [
    row(
      'session',
      what('JS heap at the end ÷ after round 1 (after GC)'),
      { value: last.heapBytes / first.heapBytes, kind: 'max', limit: SESSION.heapRatio, format: (n) => `${n.toFixed(2)}×` },
      `${(first.heapBytes / 1048576).toFixed(1)} → ${(last.heapBytes / 1048576).toFixed(1)} MB; ${stepNote}`,
    ),
    row(
      'session',
      what(`DOM nodes at the end (round 1 + ${SESSION.nodesSlack * 100}%)`),
      { value: last.nodes, kind: 'max', limit: slack(first.nodes, SESSION.nodesSlack), format: plain(0) },
      `round 1: ${first.nodes}`,
    ),
    row(
      'session',
      what(`JS event listeners at the end (round 1 + ${SESSION.listenersSlack * 100}%)`),
      { value: last.listeners, kind: 'max', limit: slack(first.listeners, SESSION.listenersSlack), format: plain(0) },
      `round 1: ${first.listeners}`,
    ),
    row('session', what('open WebSockets at the end'), { value: last.sockets, kind: 'max', limit: first.sockets, format: plain(0) }),
  ];
  if (failed.length > 0)
    rows.push(
      passFail(
        'session',
        what('every scripted step completed'),
        false,
        `${failed.reduce((n, [, v]) => n + v.times, 0)} failed`,
        '0 failed',
        failed.map(([name, v]) => `${name} ×${v.times} (${v.first})`).join('; '),
      ),
    );
  return { rows, curve };
}
