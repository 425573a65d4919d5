// Loads openapi.yaml once and exposes its operations and an Ajv instance that resolves the spec's $refs.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const SPEC_URL = new URL('../../../openapi.yaml', import.meta.url);
/** The $id under which the spec's components are known to Ajv: refs read `spec#/components/...`. */
export const SPEC_ID = 'spec';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Operation {
  operationId: string;
  method: 'POST' | 'GET';
  /** The path as the spec spells it: `/{product}/profile/get`. */
  path: string;
  /** The Fastify URL, prefix included: `/v1/:product/profile/get`. */
  url: string;
  tag: string;
  /** false when the operation declares `security: []`. */
  requiresAuth: boolean;
  /** The scope a cloud API key needs here (its `security` lists `cloudApiKey: [scope]`); undefined: keys are refused. */
  apiKeyScope: string | undefined;
  /**
   * 'none' (no requestBody), 'empty' (#/components/requestBodies/Empty), 'json' (a required JSON body), or 'raw'
   * (a file's own bytes, no JSON content type: spec section 7 uploads; the route parses and checks it itself).
   */
  body: 'none' | 'empty' | 'json' | 'raw';
  /** The request body schema, refs rewritten to `spec#/...`; undefined when body is 'none' or 'raw'. */
  bodySchema: JsonObject | undefined;
  /** Documented status codes, as numbers. */
  statuses: ReadonlySet<number>;
  /** Documented response body schema per status, refs rewritten to `spec#/...`. */
  responseSchemas: ReadonlyMap<number, JsonObject>;
  /** Allowed values of `{product}` when the path has it. */
  products: readonly string[] | undefined;
  /** The codes this operation may answer: its `x-codes` and the document's `x-common-codes`. */
  codes: ReadonlySet<string>;
}

export const API_PREFIX = '/v1';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function loadSpec(): JsonObject {
  const doc: unknown = parse(readFileSync(SPEC_URL, 'utf8'));
  if (!isObject(doc)) throw new Error('openapi.yaml does not hold an object');
  return doc;
}

export const spec: JsonObject = loadSpec();

/** The codes any operation may answer (the document's `x-common-codes`). */
export const COMMON_CODES: ReadonlySet<string> = new Set(Array.isArray(spec['x-common-codes']) ? spec['x-common-codes'].map(String) : []);

/** Follows a local `#/a/b` pointer inside the spec. */
export function resolvePointer(ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local refs are supported: ${ref}`);
  let node: Json = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable ref ${ref}`);
    node = node[key] as Json;
  }
  return node;
}

function deref(node: Json): Json {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') current = resolvePointer(current.$ref);
  return current;
}

/** Copies a schema with `#/...` refs rewritten to `spec#/...`, so Ajv resolves them against the spec. */
export function toSpecRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(toSpecRefs);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? SPEC_ID + value : toSpecRefs(value);
  }
  return out;
}

function jsonSchemaOf(content: Json, where: string): JsonObject {
  const media = isObject(content) ? content['application/json'] : undefined;
  const schema = isObject(media) ? media.schema : undefined;
  if (!isObject(schema)) throw new Error(`${where}: no application/json schema`);
  return toSpecRefs(schema) as JsonObject;
}

function readOperations(): Operation[] {
  const paths = spec.paths;
  if (!isObject(paths)) throw new Error('openapi.yaml has no paths');
  const globalSecurity = Array.isArray(spec.security) && spec.security.length > 0;
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of ['post', 'get'] as const) {
      const op = item[method];
      if (!isObject(op)) continue;
      const operationId = op.operationId;
      if (typeof operationId !== 'string') throw new Error(`openapi.yaml: ${method} ${path} has no operationId`);
      const tags = Array.isArray(op.tags) ? op.tags : [];
      const security = Array.isArray(op.security) ? op.security.length > 0 : globalSecurity;
      const keyRequirement = Array.isArray(op.security)
        ? op.security.find((req) => isObject(req) && Array.isArray(req.cloudApiKey))
        : undefined;
      const apiKeyScope =
        isObject(keyRequirement) && Array.isArray(keyRequirement.cloudApiKey) ? keyRequirement.cloudApiKey.map(String)[0] : undefined;

      let body: Operation['body'] = 'none';
      let bodySchema: JsonObject | undefined;
      if (op.requestBody !== undefined) {
        const rawBody = op.requestBody;
        const isEmptyRef = isObject(rawBody) && rawBody.$ref === '#/components/requestBodies/Empty';
        const requestBody = deref(rawBody);
        if (!isObject(requestBody)) throw new Error(`${operationId}: bad requestBody`);
        const content = requestBody.content;
        if (isObject(content) && content['application/json'] === undefined) {
          body = 'raw';
        } else {
          bodySchema = jsonSchemaOf(content as Json, operationId);
          body = isEmptyRef || requestBody.required !== true ? 'empty' : 'json';
        }
      }

      const statuses = new Set<number>();
      const responseSchemas = new Map<number, JsonObject>();
      const responses = isObject(op.responses) ? op.responses : {};
      for (const [code, rawResponse] of Object.entries(responses)) {
        const status = Number(code);
        if (!Number.isInteger(status)) continue;
        statuses.add(status);
        const response = deref(rawResponse);
        if (isObject(response) && response.content !== undefined) {
          responseSchemas.set(status, jsonSchemaOf(response.content, `${operationId} ${code}`));
        }
      }

      let products: string[] | undefined;
      const params = Array.isArray(op.parameters) ? op.parameters.map(deref) : [];
      for (const param of params) {
        if (isObject(param) && param.name === 'product' && isObject(param.schema) && Array.isArray(param.schema.enum)) {
          products = param.schema.enum.map(String);
        }
      }

      out.push({
        operationId,
        method: method === 'post' ? 'POST' : 'GET',
        path,
        url: API_PREFIX + path.replace(/\{(\w+)\}/g, ':$1'),
        tag: typeof tags[0] === 'string' ? tags[0] : 'default',
        requiresAuth: security,
        apiKeyScope,
        body,
        bodySchema,
        statuses,
        responseSchemas,
        products,
        codes: new Set([...COMMON_CODES, ...(Array.isArray(op['x-codes']) ? op['x-codes'].map(String) : [])]),
      });
    }
  }
  return out;
}

export const operations: readonly Operation[] = readOperations();
const byId = new Map(operations.map((op) => [op.operationId, op]));

export function operation(operationId: string): Operation {
  const op = byId.get(operationId);
  if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return op;
}

/**
 * A strict Ajv 2020 instance that knows the spec's components under `spec#/components/...`.
 * Strict, no coercion, no defaults, nothing removed: the request is checked as sent.
 */
export function createAjv(): InstanceType<typeof Ajv2020> {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
  });
  addFormats(ajv);
  // Only the components are added (the rest of the document is not a schema). Ajv may compile this
  // wrapper while resolving a ref, so strict mode must know `components` (an annotation, no validation).
  ajv.addKeyword({ keyword: 'components' });
  ajv.addSchema({ $id: SPEC_ID, components: spec.components });
  return ajv;
}
