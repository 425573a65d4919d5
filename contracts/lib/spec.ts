// Loads openapi.yaml (the contract) and lists its operations in the shape the harness needs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Schema = Record<string, unknown>;
export type Doc = Record<string, unknown>;

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const openapiPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
export const asyncapiPath = fileURLToPath(new URL('../asyncapi.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface MediaEntry {
  schema: Schema | undefined;
  /** Every example given for this media type (`example` and each `examples[*].value`), with a label. */
  examples: { label: string; value: unknown }[];
}

export interface ResponseEntry {
  status: string;
  content: Map<string, MediaEntry>;
}

export interface Operation {
  operationId: string;
  method: string;
  /** Path as the spec spells it, e.g. `/{product}/inbox/list`. */
  template: string;
  /** Path with every path parameter filled from its enum, example or default, e.g. `/app/inbox/list`. */
  path: string;
  /** True when the operation needs a bearer token (its `security`, else the document's, is non-empty). */
  secured: boolean;
  requestBody: { required: boolean; content: Map<string, MediaEntry> } | undefined;
  responses: Map<string, ResponseEntry>;
  /** The raw operation object. */
  raw: Schema;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function loadYaml(path: string): Doc {
  const doc: unknown = parse(readFileSync(path, 'utf8'));
  if (!isObject(doc)) throw new Error(`${path} is not a YAML mapping`);
  return doc;
}

let cached: Doc | undefined;
/** openapi.yaml, parsed once per process. */
export function loadOpenApi(): Doc {
  cached ??= loadYaml(openapiPath);
  return cached;
}

/** Resolves a local JSON pointer (`#/components/...`) inside `doc`. */
export function resolvePointer(doc: Doc, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`only local $refs are supported, got ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`$ref ${ref} does not resolve`);
    node = (node as Record<string, unknown>)[key];
    if (node === undefined) throw new Error(`$ref ${ref} does not resolve`);
  }
  return node;
}

/** Follows `$ref` chains of a non-schema object (response, request body, parameter). */
function deref(doc: Doc, value: unknown): Record<string, unknown> {
  let node = value;
  for (let i = 0; i < 20 && isObject(node) && typeof node.$ref === 'string'; i++) node = resolvePointer(doc, node.$ref);
  if (!isObject(node)) throw new Error('expected an object');
  return node;
}

function mediaMap(doc: Doc, content: unknown): Map<string, MediaEntry> {
  const out = new Map<string, MediaEntry>();
  if (!isObject(content)) return out;
  for (const [type, media] of Object.entries(content)) {
    if (!isObject(media)) continue;
    const examples: MediaEntry['examples'] = [];
    if ('example' in media) examples.push({ label: 'example', value: media.example });
    if (isObject(media.examples)) {
      for (const [name, ex] of Object.entries(media.examples)) {
        const resolved = deref(doc, ex);
        if ('value' in resolved) examples.push({ label: `examples.${name}`, value: resolved.value });
      }
    }
    out.set(type, { schema: isObject(media.schema) ? media.schema : undefined, examples });
  }
  return out;
}

const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function fillPath(doc: Doc, template: string, params: unknown[]): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    for (const p of params) {
      const param = deref(doc, p);
      if (param.name !== name || param.in !== 'path') continue;
      const schema = isObject(param.schema) ? param.schema : {};
      if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(schema.enum[0]);
      if (isScalar(param.example)) return String(param.example);
      if (isScalar(schema.default)) return String(schema.default);
      if (Array.isArray(schema.examples) && schema.examples.length > 0) return String(schema.examples[0]);
    }
    throw new Error(`path parameter {${name}} of ${template} has no enum, example or default to fill it with`);
  });
}

/** Every operation of the document, in document order. */
export function listOperations(doc: Doc = loadOpenApi()): Operation[] {
  const ops: Operation[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  const globalSecurity = Array.isArray(doc.security) ? doc.security : [];
  for (const [template, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const pathParams = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const params = [...pathParams, ...(Array.isArray(op.parameters) ? op.parameters : [])];
      const security = Array.isArray(op.security) ? op.security : globalSecurity;
      const secured = security.length > 0 && security.every((req) => isObject(req) && Object.keys(req).length > 0);
      let requestBody: Operation['requestBody'];
      if (op.requestBody !== undefined) {
        const rb = deref(doc, op.requestBody);
        requestBody = { required: rb.required === true, content: mediaMap(doc, rb.content) };
      }
      const responses = new Map<string, ResponseEntry>();
      if (isObject(op.responses)) {
        for (const [status, r] of Object.entries(op.responses)) {
          const resolved = deref(doc, r);
          responses.set(status, { status, content: mediaMap(doc, resolved.content) });
        }
      }
      ops.push({
        operationId: typeof op.operationId === 'string' ? op.operationId : `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        path: fillPath(doc, template, params),
        secured,
        requestBody,
        responses,
        raw: op,
      });
    }
  }
  return ops;
}

/** The documented response for an HTTP status: exact code, then `4XX`-style range, then `default`. */
export function documentedResponse(op: Operation, status: number): ResponseEntry | undefined {
  return op.responses.get(String(status)) ?? op.responses.get(`${Math.floor(status / 100)}XX`) ?? op.responses.get('default');
}

/** The request body's JSON schema (`application/json`), if any. */
export function requestSchema(op: Operation): Schema | undefined {
  return op.requestBody?.content.get('application/json')?.schema;
}

export function operationById(id: string, doc: Doc = loadOpenApi()): Operation {
  const op = listOperations(doc).find((o) => o.operationId === id);
  if (!op) throw new Error(`openapi.yaml has no operation ${id}`);
  return op;
}
