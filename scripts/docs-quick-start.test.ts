// The docs' "quick start with an API key" (content/<lang>/docs/api/quick-start.md) works as written: its
// ```bash run blocks are run by bash, in order, against the mock server on loopback, with OSB_API and
// OSB_API_KEY set as the guide tells the reader to (a fresh key with the scope the guide names), and each answer
// must hold the ```json answer block that follows it in the page.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type StartedMock } from '../contracts/lib/target.ts';

const run = promisify(execFile);
const CONTENT = join(import.meta.dirname, '..', 'client', 'src', 'features', 'marketing', 'content');

interface Step {
  command: string;
  answer: unknown;
}

/** The page's runnable blocks, each with the answer shown after it; the plain ```bash blocks (setup) are read apart. */
function quickStartSteps(markdown: string): { steps: Step[]; setup: string[] } {
  const blocks = [...markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({ info: (m[1] ?? '').trim(), code: m[2] ?? '' }));
  const steps: Step[] = [];
  const setup: string[] = [];
  blocks.forEach((block, index) => {
    if (block.info === 'bash') setup.push(block.code);
    if (block.info !== 'bash run') return;
    const next = blocks[index + 1];
    if (next?.info !== 'json answer') throw new Error(`no answer block after:\n${block.code}`);
    steps.push({ command: block.code, answer: JSON.parse(next.code) as unknown });
  });
  return { steps, setup };
}

async function post(url: string, body: unknown, token?: string): Promise<{ data: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

describe('the API key quick start', () => {
  let mock: StartedMock;
  beforeAll(async () => {
    mock = await startMock();
  }, 60_000);
  afterAll(async () => {
    await mock.stop();
  });

  it.each(['pt', 'en'])(
    'runs as written against the mock (%s)',
    async (lang) => {
      const markdown = readFileSync(join(CONTENT, lang, 'docs', 'api', 'quick-start.md'), 'utf8');
      const { steps, setup } = quickStartSteps(markdown);
      expect(steps.length).toBeGreaterThanOrEqual(4);
      // The setup the reader runs names the variables the runnable blocks read.
      expect(setup.join('\n')).toMatch(/export OSB_API=/);
      expect(setup.join('\n')).toMatch(/export OSB_API_KEY=/);

      await post(`${new URL(mock.baseUrl).origin}/__mock/reset`, {});
      const signIn = await post(`${mock.baseUrl}/account/auth/sign-in`, { email: 'ben@example.com', password: 'password' });
      // The key the guide has the reader create: the storage scope only.
      const created = await post(
        `${mock.baseUrl}/cloud/keys/create`,
        { label: 'quick start', scopes: ['storage'] },
        String(signIn.data.token),
      );
      const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', OSB_API: mock.baseUrl, OSB_API_KEY: String(created.data.secret) };

      for (const step of steps) {
        const { stdout } = await run('bash', ['-eu', '-o', 'pipefail', '-c', step.command], { env, timeout: 15_000 });
        expect(JSON.parse(stdout) as unknown, step.command).toMatchObject(step.answer as Record<string, unknown>);
      }
    },
    60_000,
  );
});
