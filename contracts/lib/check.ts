// The per-response rules of the contract and the failure text: no 5xx, documented status and content type,
// body matches the schema (second validator), `status === 'success'` exactly when HTTP is 2xx, and no entry
// in Prism's `sl-violations` (warnings included).
import { describeRequest, type Exchange } from './http.ts';
import { violationPath } from './prism.ts';
import { documentedResponse, loadOpenApi, type Operation } from './spec.ts';
import { mediaType, openapiValidators, type Validators } from './validators.ts';

export type Rule =
  | 'no-5xx'
  | 'status-documented'
  | 'content-type-documented'
  | 'body-is-json'
  | 'schema'
  | 'envelope-status'
  | 'code-documented'
  | 'prism-violation'
  | 'expected-outcome';

export interface Problem {
  operationId: string;
  /** The request as one readable line. */
  request: string;
  status: number;
  rule: Rule;
  /** JSON pointer of the field in the response body (`/` for the whole answer). */
  path: string;
  message: string;
  /** Who found it: the second validator (`ajv`), Prism, or the harness's own rules. */
  source: 'ajv' | 'prism' | 'harness';
}

export interface CheckOptions {
  /** The request was deliberately invalid (mutation, missing token): Prism's `request` violations are expected. */
  invalidRequest?: boolean;
  validators?: Validators;
}

function problem(ex: Exchange, rule: Rule, path: string, message: string, source: Problem['source']): Problem {
  return { operationId: ex.op.operationId, request: describeRequest(ex.request), status: ex.status, rule, path, message, source };
}

const codesByOperation = new WeakMap<Operation, ReadonlySet<string>>();

/** The codes an operation may answer: its `x-codes` and the document's `x-common-codes`. */
export function documentedCodes(op: Operation): ReadonlySet<string> {
  let codes = codesByOperation.get(op);
  if (!codes) {
    const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
    codes = new Set([...list(loadOpenApi()['x-common-codes']), ...list(op.raw['x-codes'])]);
    codesByOperation.set(op, codes);
  }
  return codes;
}

/** Every contract rule the answer breaks. */
export function checkExchange(ex: Exchange, opts: CheckOptions = {}): Problem[] {
  const validators = opts.validators ?? openapiValidators();
  const out: Problem[] = [];
  const is2xx = ex.status >= 200 && ex.status < 300;
  if (ex.status >= 500)
    out.push(problem(ex, 'no-5xx', '/', `the target answered ${ex.status}; bad input must get a 4xx and nothing may get a 5xx`, 'harness'));

  const documented = documentedResponse(ex.op, ex.status);
  if (!documented) {
    out.push(
      problem(
        ex,
        'status-documented',
        '/',
        `HTTP ${ex.status} is not documented for ${ex.op.operationId} (documented: ${[...ex.op.responses.keys()].join(', ')})`,
        'harness',
      ),
    );
  } else if (documented.content.size === 0) {
    if (ex.bodyText.length > 0)
      out.push(
        problem(ex, 'content-type-documented', '/', `HTTP ${ex.status} is documented without a body, but the target sent one`, 'harness'),
      );
  } else {
    const type = mediaType(ex.contentType);
    if (!documented.content.has(type)) {
      out.push(
        problem(
          ex,
          'content-type-documented',
          '/',
          `content type ${JSON.stringify(ex.contentType)} is not documented for HTTP ${ex.status} (documented: ${[...documented.content.keys()].join(', ')})`,
          'harness',
        ),
      );
    } else if (type.endsWith('json') && ex.json === undefined) {
      out.push(problem(ex, 'body-is-json', '/', `the body is not JSON: ${JSON.stringify(ex.bodyText.slice(0, 120))}`, 'harness'));
    } else {
      const errors = validators.validateResponse(ex.op, ex.status, type, ex.json) ?? [];
      for (const e of errors) out.push(problem(ex, 'schema', e.path, `${e.keyword}: ${e.message}`, 'ajv'));
    }
  }

  if (ex.json !== undefined && typeof ex.json === 'object' && ex.json !== null && !Array.isArray(ex.json)) {
    const status = (ex.json as Record<string, unknown>).status;
    if (is2xx && status !== 'success')
      out.push(
        problem(
          ex,
          'envelope-status',
          '/status',
          `HTTP ${ex.status} is 2xx but the envelope says status ${JSON.stringify(status)} (must be "success")`,
          'harness',
        ),
      );
    if (!is2xx && status === 'success')
      out.push(problem(ex, 'envelope-status', '/status', `HTTP ${ex.status} is not 2xx but the envelope says status "success"`, 'harness'));
    const code = (ex.json as Record<string, unknown>).code;
    if (typeof code === 'string' && !documentedCodes(ex.op).has(code))
      out.push(
        problem(
          ex,
          'code-documented',
          '/code',
          `code ${code} is not documented for ${ex.op.operationId}: list it in the operation's x-codes (or x-common-codes)`,
          'harness',
        ),
      );
  } else if (ex.json !== undefined) {
    out.push(problem(ex, 'envelope-status', '/', 'the body is not an envelope object { status, message, data }', 'harness'));
  }

  for (const v of ex.violations) {
    if (opts.invalidRequest && v.location[0] === 'request') continue;
    out.push(problem(ex, 'prism-violation', violationPath(v), `${v.severity} ${v.code}: ${v.message}`, 'prism'));
  }
  return out;
}

/** An extra problem for an outcome the test expected but did not get (e.g. a mutation accepted with 200). */
export function unexpected(ex: Exchange, message: string): Problem {
  return problem(ex, 'expected-outcome', '/', `${message}; got HTTP ${ex.status} ${ex.bodyText.slice(0, 160)}`, 'harness');
}

/** Readable failure text: one block per request, one line per broken rule. */
export function formatProblems(problems: Problem[]): string {
  const byRequest = new Map<string, Problem[]>();
  for (const p of problems) {
    const key = `${p.operationId} — ${p.request} → HTTP ${p.status}`;
    byRequest.set(key, [...(byRequest.get(key) ?? []), p]);
  }
  const lines: string[] = [`${problems.length} contract problem(s):`];
  for (const [head, list] of byRequest) {
    lines.push(`✗ ${head}`);
    for (const p of list) lines.push(`    field ${p.path}  rule ${p.rule}  [${p.source}]  ${p.message}`);
  }
  return lines.join('\n');
}

/** Throws a readable error when there are problems. */
export function assertNoProblems(problems: Problem[]): void {
  if (problems.length > 0) throw new Error(formatProblems(problems));
}
