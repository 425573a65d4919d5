// Client ↔ spec (issue part 2): no casts around the SPA's API client calls, so `tsc --noEmit` really checks
// every call against the types generated from openapi.yaml. (api:check and tsc themselves run in `npm test`.)
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findClientCasts } from '../lib/casts.ts';
import { repoRoot } from '../lib/spec.ts';

describe('client/src', () => {
  it('has no `as any`, `as unknown as`, @ts-ignore or @ts-expect-error next to API client calls', () => {
    const findings = findClientCasts(join(repoRoot, 'client/src'), repoRoot);
    expect(
      findings.map((f) => `${f.file}:${f.line}  ${f.text}`),
      'type escapes next to API client calls hide drift from openapi.yaml; type the call through the generated paths instead',
    ).toEqual([]);
  });
});
