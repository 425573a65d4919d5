// Starts Stoplight Prism (`proxy` in front of a target, or `mock` from the examples) on a free loopback port
// and reads the `sl-violations` header it adds to every answer that breaks openapi.yaml.
import { createRequire } from 'node:module';
import { assertNode24, freePort, spawnNode, waitUntil, type Child } from './proc.ts';
import { openapiPath } from './spec.ts';

const require = createRequire(import.meta.url);
const prismCli = require.resolve('@stoplight/prism-cli/dist/index.js');

export interface Violation {
  /** e.g. `['response', 'body', 'data', 'email']` or `['request']`. */
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

export interface PrismServer {
  /** Base URL of Prism; operation paths are appended as the spec spells them (`/account/get/user`). */
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

export type PrismMode = { mode: 'proxy'; upstream: string; errors?: boolean } | { mode: 'mock'; errors?: boolean };

/** Starts Prism and waits until it listens. Proxy mode runs without `--errors`, so the target's own answers pass. */
export async function startPrism(opts: PrismMode): Promise<PrismServer> {
  assertNode24();
  const port = await freePort();
  const args = [prismCli, opts.mode, openapiPath];
  if (opts.mode === 'proxy') args.push(opts.upstream);
  args.push('--host', '127.0.0.1', '--port', String(port), '--no-cors', '--multiprocess=false');
  if (opts.errors) args.push('--errors');
  const child: Child = spawnNode(args, { NODE_ENV: 'test', FORCE_COLOR: '0' });
  await waitUntil(
    async () => {
      if (child.proc.exitCode !== null) throw new Error('exited');
      return child.output().includes('Prism is listening');
    },
    60_000,
    () => `Prism ${opts.mode} did not start on port ${port}. Its output:\n${child.output()}`,
  ).catch((e: unknown) => {
    void child.stop();
    throw new Error(`${(e as Error).message}\nPrism output:\n${child.output()}`);
  });
  return { url: `http://127.0.0.1:${port}`, output: child.output, stop: child.stop };
}

/** Parses `sl-violations`; an oversize header (Prism truncates it) still counts as a violation. */
export function parseViolations(header: string | null): Violation[] {
  if (!header) return [];
  if (header.startsWith('Too many violations!')) {
    return [{ location: ['response'], severity: 'Error', code: 'too-many', message: header.slice(0, 400) }];
  }
  try {
    const parsed: unknown = JSON.parse(header);
    if (!Array.isArray(parsed)) throw new Error('not an array');
    return parsed.map((v: Record<string, unknown>) => ({
      location: Array.isArray(v.location) ? v.location.map(String) : [],
      severity: typeof v.severity === 'string' ? v.severity : 'Error',
      code: typeof v.code === 'number' || typeof v.code === 'string' ? v.code : '',
      message: typeof v.message === 'string' ? v.message : '',
    }));
  } catch {
    return [
      {
        location: ['response'],
        severity: 'Error',
        code: 'unparsable',
        message: `unparsable sl-violations header: ${header.slice(0, 400)}`,
      },
    ];
  }
}

/** `['response','body','data','email']` → `/data/email`; headers and the request keep their prefix. */
export function violationPath(v: Violation): string {
  const [side, where, ...rest] = v.location;
  if (where !== 'body') return '/' + [side, where, ...rest].filter((x) => x !== undefined).join('/');
  // Prism locates a missing or unknown property at its parent; name the field itself, as Ajv does.
  const field =
    /required property '([^']+)'/.exec(v.message)?.[1] ??
    (v.code === 'additionalProperties' ? /found '([^']+)'/.exec(v.message)?.[1] : undefined);
  return '/' + [...rest, ...(field ? [field] : [])].join('/');
}
