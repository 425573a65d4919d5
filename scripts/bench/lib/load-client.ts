// One round of HTTP load in a process of its own: autocannon against LOAD (a JSON LoadSpec in the environment),
// the figures printed as one JSON line on stdout. api-load.ts starts one per round so that the load generator's
// event loop shares nothing with the bench's: after Lighthouse the bench process holds a heap of ~250 MB, and a
// garbage collection of that heap inside a round would be counted as the server's latency.
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadFigures {
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The spec api-load.ts passed, checked, since a wrong one would measure something else without saying so. */
function parseLoadSpec(text: string | undefined): LoadSpec {
  const spec = JSON.parse(text ?? 'null') as Partial<LoadSpec> | null;
  if (
    !spec ||
    typeof spec.url !== 'string' ||
    !Number.isInteger(spec.connections) ||
    !Number.isFinite(spec.seconds) ||
    typeof spec.method !== 'string'
  ) {
    throw new Error(
      `load-client: LOAD must be a JSON load spec (url, connections, seconds, method, headers, body); got ${text ?? '(nothing)'}`,
    );
  }
  return {
    url: spec.url,
    connections: spec.connections as number,
    seconds: spec.seconds as number,
    method: spec.method,
    headers: spec.headers ?? {},
    body: spec.body ?? '',
  };
}

async function main(): Promise<void> {
  const spec = parseLoadSpec(process.env.LOAD);
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
  });
  const figures: LoadFigures = {
    rps: result.requests.total / result.duration,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
