// Spec hygiene: openapi.yaml itself is sound before anything is checked against it (issue part 1).
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoProblems, checkExchange } from '../lib/check.ts';
import { callOperation } from '../lib/http.ts';
import {
  formatFindings,
  lintEnvelopeStatus,
  lintExamples,
  lintObjectsTyped,
  lintOperationIds,
  lintSchemasCompile,
  type LintFinding,
} from '../lib/lint.ts';
import { startPrism, type PrismServer } from '../lib/prism.ts';
import { UNKNOWN_FIELD } from '../lib/generate.ts';
import { listOperations, loadOpenApi, type Operation } from '../lib/spec.ts';
import { createValidators } from '../lib/validators.ts';

const doc = loadOpenApi();
const validators = createValidators(doc);
const ops = listOperations(doc);

/** For an operation whose request body is not JSON (a raw file upload): a few bytes as its first content type. */
function rawBodyOf(op: Operation): { body: string; contentType: string; describe: string } | undefined {
  const types = [...(op.requestBody?.content.keys() ?? [])];
  if (types.length === 0 || types.includes('application/json')) return undefined;
  return { body: 'raw file bytes', contentType: types[0]!, describe: `a raw ${types[0]} body` };
}

function assertClean(findings: LintFinding[]): void {
  if (findings.length > 0) throw new Error(formatFindings(findings));
}

describe('openapi.yaml hygiene', () => {
  it('every request, response and component schema compiles in strict Ajv', () => {
    assertClean(lintSchemasCompile(doc, validators));
  });

  it('every example validates against its schema, and every JSON response has one', () => {
    assertClean(lintExamples(doc, validators));
  });

  it('every object schema is closed (additionalProperties: false) or a typed map', () => {
    assertClean(lintObjectsTyped(doc));
  });

  it('every envelope constrains status: exactly "success" for 2xx, exactly "error" otherwise', () => {
    assertClean(lintEnvelopeStatus(doc));
  });

  it('every operation has a unique operationId', () => {
    assertClean(lintOperationIds(doc));
  });
});

describe('prism mock openapi.yaml --errors answers every documented status without a violation', () => {
  let prism: PrismServer;
  beforeAll(async () => {
    prism = await startPrism({ mode: 'mock', errors: true });
  });
  afterAll(async () => {
    await prism?.stop();
  });

  const cases = ops.flatMap((op) => [...op.responses.keys()].filter((code) => /^\d{3}$/.test(code)).map((code) => ({ op, code })));
  it.each(cases.map((c) => [`${c.op.operationId} ${c.code}`, c] as const))('%s', async (_name, { op, code }) => {
    const example = op.requestBody?.content.get('application/json')?.examples[0]?.value ?? {};
    const raw = rawBodyOf(op);
    const ex = await callOperation(prism.url, op, {
      body: example,
      ...(raw ? { raw } : {}),
      auth: op.secured ? { kind: 'bearer', token: 'contract-hygiene-token-0001', who: 'any bearer (Prism accepts any)' } : { kind: 'none' },
      headers: { prefer: `code=${code}` },
      label: `spec example, Prefer: code=${code}`,
      viaPrism: true,
    });
    expect(ex.status, `Prism answered ${ex.status} instead of ${code}: ${ex.bodyText.slice(0, 300)}`).toBe(Number(code));
    // The shared error responses (common.yaml) illustrate one operation's code (404 → profile.notFound): Prism serves
    // that example for every operation, so whether its code is this operation's says nothing about the document.
    assertNoProblems(checkExchange(ex, { validators }).filter((p) => p.rule !== 'code-documented'));
  });
});

// Prism skips validating a body whose schema it cannot compile, silently. Prove it validates every documented
// response: a stub upstream answers each documented example with one unknown field added, and both Prism
// (through `prism proxy`) and the strict validator must reject it.
describe('prism proxy and the strict validator both validate every documented response', () => {
  let stub: Server;
  let prism: PrismServer;
  beforeAll(async () => {
    stub = createServer((req, res) => {
      const op = ops.find((o) => o.path === req.url);
      const code = String(req.headers['x-contract-status'] ?? '200');
      const example = op?.responses.get(code)?.content.get('application/json')?.examples[0]?.value;
      req.resume();
      res.writeHead(Number(code), { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...(example as Record<string, unknown>), [UNKNOWN_FIELD]: true }));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const addr = stub.address();
    prism = await startPrism({ mode: 'proxy', upstream: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` });
  });
  afterAll(async () => {
    await prism?.stop();
    await new Promise((r) => stub?.close(r));
  });

  const cases = ops.flatMap((op) => [...op.responses.keys()].filter((code) => /^\d{3}$/.test(code)).map((code) => ({ op, code })));
  it.each(cases.map((c) => [`${c.op.operationId} ${c.code}`, c] as const))('%s', async (_name, { op, code }) => {
    const example = op.requestBody?.content.get('application/json')?.examples[0]?.value ?? {};
    const raw = rawBodyOf(op);
    const ex = await callOperation(prism.url, op, {
      body: example,
      ...(raw ? { raw } : {}),
      auth: op.secured ? { kind: 'bearer', token: 'contract-hygiene-token-0001', who: 'any bearer' } : { kind: 'none' },
      headers: { 'x-contract-status': code },
      label: `documented ${code} example plus an unknown field`,
      viaPrism: true,
    });
    expect(ex.status).toBe(Number(code));
    const problems = checkExchange(ex, { validators });
    const at = `/${UNKNOWN_FIELD}`;
    expect(
      problems.some((p) => p.source === 'prism' && p.path === at),
      `Prism did not flag ${at} in ${op.operationId} ${code}: it is not validating this response schema`,
    ).toBe(true);
    expect(
      problems.some((p) => p.source === 'ajv' && p.path === at),
      `the strict validator did not flag ${at} in ${op.operationId} ${code}`,
    ).toBe(true);
  });
});
