// Self-tests of the harness's offline checks: each lint rule, the generator, the frame validator, the route
// parser and the cast detector must flag a deliberately broken input (and pass a good one).
import { describe, expect, it } from 'vitest';
import { findCastsInText } from '../lib/casts.ts';
import { generateValue, mutate, NO_BODY, seededRng } from '../lib/generate.ts';
import { lintEnvelopeStatus, lintExamples, lintObjectsTyped, lintOperationIds, lintSchemasCompile } from '../lib/lint.ts';
import { generateFromPattern } from '../lib/regex-gen.ts';
import { parsePrintedRoutes } from '../lib/routes.ts';
import { listOperations, requestSchema, type Doc } from '../lib/spec.ts';
import { createValidators, openapiValidators } from '../lib/validators.ts';
import { validateFrame } from '../lib/ws.ts';

/** A tiny OpenAPI document with one of each hygiene fault. */
const badDoc: Doc = {
  openapi: '3.1.0',
  info: { title: 'bad', version: '0' },
  paths: {
    '/a': {
      post: {
        operationId: 'dup',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Open' }, example: { n: 'not a number' } } } },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/LooseEnvelope' },
                example: { status: 'success', message: 'x', data: null },
              },
            },
          },
          '400': {
            description: 'bad',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/LooseEnvelope' },
                example: { status: 'error', message: 'x', data: null },
              },
            },
          },
        },
      },
    },
    '/b': {
      post: {
        operationId: 'dup',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Broken' } } } } },
      },
    },
    '/c': { post: { responses: { '204': { description: 'none' } } } },
  },
  components: {
    schemas: {
      Open: { type: 'object', properties: { n: { type: 'number' } } },
      LooseEnvelope: {
        type: 'object',
        additionalProperties: true,
        required: ['status'],
        properties: { status: { type: 'string' }, message: { type: 'string' }, data: {} },
      },
      Broken: { type: 'object', additionalProperties: false, properties: { x: { type: 'string', minLenght: 3 } } },
      Map: { type: 'object', additionalProperties: { type: 'string' } },
    },
  },
};

describe('lint rules catch a broken document', () => {
  it('a schema that does not compile in strict Ajv (typo minLenght)', () => {
    const f = lintSchemasCompile(badDoc, createValidators(badDoc));
    expect(f.some((x) => x.where.includes('Broken') && x.message.includes('minLenght'))).toBe(true);
  });
  it('an example that does not match its schema', () => {
    const f = lintExamples(badDoc, createValidators(badDoc));
    expect(f.some((x) => x.where.includes('dup request') && x.message.includes('/n type'))).toBe(true);
    expect(f.some((x) => x.message.includes('has no example'))).toBe(true);
  });
  it('object schemas without additionalProperties: false (a typed map passes)', () => {
    const f = lintObjectsTyped(badDoc);
    expect(f.map((x) => x.where)).toEqual(expect.arrayContaining(['#/components/schemas/Open', '#/components/schemas/LooseEnvelope']));
    expect(f.some((x) => x.where === '#/components/schemas/Map')).toBe(false);
  });
  it('an envelope whose status is not constrained', () => {
    const f = lintEnvelopeStatus(badDoc);
    expect(f.filter((x) => x.message.includes('not constrained')).map((x) => x.where)).toEqual(['dup 200', 'dup 400']);
  });
  it('duplicate and missing operationIds', () => {
    const f = lintOperationIds(badDoc);
    expect(f.some((x) => x.message.includes('also used by POST /a'))).toBe(true);
    expect(f.some((x) => x.where === 'POST /c' && x.message.includes('no operationId'))).toBe(true);
  });
});

describe('generator', () => {
  it('is deterministic for a seed and every generated body is valid', () => {
    for (const op of listOperations()) {
      const schema = requestSchema(op);
      if (!schema) continue;
      for (let seed = 1; seed <= 20; seed++) {
        const a = generateValue(schema, seededRng(seed));
        expect(generateValue(schema, seededRng(seed))).toEqual(a);
        expect(openapiValidators().validateRequest(op, a), `${op.operationId} seed ${seed}: ${JSON.stringify(a)}`).toEqual([]);
      }
    }
  });

  it('produces every kind of mutation, and each one is invalid', () => {
    const kinds = new Set<string>();
    for (const op of listOperations()) {
      const schema = requestSchema(op);
      if (!schema) continue;
      const base = generateValue(schema, seededRng(1), undefined, { full: true });
      for (const m of mutate(schema, base, undefined, { bodyRequired: op.requestBody?.required ?? false })) {
        kinds.add(m.kind);
        if (m.body === NO_BODY) continue;
        expect(
          openapiValidators().validateRequest(op, m.body).length,
          `${op.operationId}: ${m.description} is still valid`,
        ).toBeGreaterThan(0);
      }
    }
    expect([...kinds].sort()).toEqual([
      'drop-required',
      'missing-body',
      'not-in-enum',
      'oversize',
      'top-level-type',
      'unknown-field',
      'wrong-type',
    ]);
  });

  it('generates strings for the patterns openapi.yaml uses', () => {
    for (const p of ['^u[0-9a-z]{10}$', '^([a-z0-9_]{3,25})?$', '^[A-Za-z0-9_]{3,24}$', '^[a-t]$', '^(?:ab|cd)+\\d{2}$']) {
      const rng = seededRng(3);
      for (let i = 0; i < 20; i++) expect(generateFromPattern(p, rng)).toMatch(new RegExp(p, 'u'));
    }
    expect(() => generateFromPattern('^(?=a)b$', seededRng(1))).toThrow();
  });
});

describe('frame validator', () => {
  it('accepts each documented frame in its direction and refuses it in the other', () => {
    for (const f of ['i', 'p', 'x', 'y']) {
      expect(validateFrame('toClient', f).ok).toBe(true);
      expect(validateFrame('toServer', f).ok).toBe(false);
    }
    expect(validateFrame('toServer', 'a').ok).toBe(true);
    expect(validateFrame('toClient', 'a').ok).toBe(false);
  });
  it('names the field and rule of a malformed JSON frame', () => {
    const r = validateFrame('toClient', JSON.stringify({ type: 'r', data: { i: 'g1', g: 'z', u: 'u0000000001', n: 'ada', extra: 1 } }));
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toContain('field /data/g rule pattern');
    expect(r.errors.join('\n')).toContain('field /data/extra rule additionalProperties');
  });
});

describe('route parser', () => {
  it('reads a compressed printRoutes tree into full paths', () => {
    const tree = [
      '└── (empty root node)',
      '    ├── /',
      '    │   ├── v1/',
      '    │   │   ├── a',
      '    │   │   │   ├── ccount/get/user (POST)',
      '    │   │   │   └── pp/post-new (POST, PUT)',
      '    │   │   └── :product/inbox/list (POST)',
      '    │   └── __mock/reset (POST)',
      '    └── * (OPTIONS)',
    ].join('\n');
    expect(parsePrintedRoutes(tree)).toEqual([
      { method: 'POST', path: '/v1/account/get/user' },
      { method: 'POST', path: '/v1/app/post-new' },
      { method: 'PUT', path: '/v1/app/post-new' },
      { method: 'POST', path: '/v1/:product/inbox/list' },
      { method: 'POST', path: '/__mock/reset' },
      { method: 'OPTIONS', path: '*' },
    ]);
  });
});

describe('cast detector', () => {
  it('flags casts next to client calls and in api modules, not elsewhere', () => {
    const code = [
      "const { data } = await client.POST('/account/get/user', {});",
      'const user = data as any;',
      '',
      '',
      '',
      '',
      'const unrelated = JSON.parse(text) as unknown as Thing;',
    ].join('\n');
    expect(findCastsInText('x.ts', code, false).map((f) => f.line)).toEqual([2]);
    expect(findCastsInText('features/a/api/get.ts', code, true).map((f) => f.line)).toEqual([2, 7]);
  });
});
