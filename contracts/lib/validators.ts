// The second, independent validator: strict Ajv (JSON Schema 2020-12 + formats) built from openapi.yaml.
// Prism validates too, but it passes undocumented non-2xx codes as warnings and silently skips a body whose
// schema it cannot compile; this one refuses to compile a sloppy schema and checks every rule the suite names.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { documentedResponse, isObject, loadOpenApi, type Doc, type Operation, type Schema } from './spec.ts';

// ajv-formats is CommonJS; depending on the loader its default export is the plugin or the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

/** The id under which openapi.yaml's component schemas are registered (as `$defs`). */
export const OPENAPI_SCHEMA_ID = 'https://contracts.local/openapi.json';

/** OpenAPI 3.1 schema keywords that annotate but do not validate; strict Ajv must know them. */
const OPENAPI_ANNOTATIONS = ['example', 'xml', 'externalDocs'];

export interface SchemaError {
  /** JSON pointer of the offending field in the checked value, e.g. `/data/email`. */
  path: string;
  /** The JSON Schema keyword that failed, e.g. `required`, `additionalProperties`, `type`. */
  keyword: string;
  message: string;
}

/**
 * Rewrites `#/components/schemas/X` to the registered `$defs` of `localId` (openapi.yaml's by default) and
 * `…openapi.yaml#/components/schemas/X` (from another document, e.g. asyncapi.yaml) to openapi.yaml's.
 */
export function rewriteRefs(node: unknown, localId: string = OPENAPI_SCHEMA_ID): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, localId));
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      const marker = '#/components/schemas/';
      const hash = v.indexOf(marker);
      if (hash < 0) out[k] = v;
      else out[k] = `${hash === 0 ? localId : OPENAPI_SCHEMA_ID}#/$defs/${v.slice(hash + marker.length)}`;
    } else {
      out[k] = rewriteRefs(v, localId);
    }
  }
  return out;
}

export function toSchemaErrors(errors: ErrorObject[] | null | undefined): SchemaError[] {
  const out: SchemaError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    const params = e.params as Record<string, unknown>;
    let path = e.instancePath || '';
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required' && typeof params.missingProperty === 'string') {
      path += `/${params.missingProperty}`;
      message = 'is required but missing';
    } else if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      path += `/${params.additionalProperty}`;
      message = 'is not allowed (unknown field; additionalProperties: false)';
    } else if (e.keyword === 'propertyNames' && typeof params.propertyName === 'string') {
      path += `/${params.propertyName}`;
      message = 'has a property name the schema does not allow';
    } else if (e.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (e.keyword === 'const') {
      message = `must be ${JSON.stringify(params.allowedValue)}`;
    }
    const key = `${path}|${e.keyword}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: path || '/', keyword: e.keyword, message });
  }
  return out;
}

export interface Validators {
  /** Compiles a schema from the document (refs to components allowed); throws on a strict-mode error. */
  compile(schema: Schema): ValidateFunction;
  /** Validates a value; returns [] when valid. A schema that does not compile is reported as one error. */
  validate(schema: Schema, value: unknown): SchemaError[];
  /** Validates a request body against the operation's `application/json` request schema. */
  validateRequest(op: Operation, body: unknown): SchemaError[];
  /**
   * Validates a response against the documented response for its status and content type. Returns null
   * when there is nothing to validate against (undocumented status or content type: the caller reports it).
   */
  validateResponse(op: Operation, status: number, contentType: string, body: unknown): SchemaError[] | null;
  /** Component schema names of the document. */
  componentNames: string[];
}

/** A strict Ajv (2020-12, formats, OpenAPI annotation keywords) with `doc`'s component schemas registered. */
export function createAjv(doc: Doc = loadOpenApi()): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // OpenAPI's `format: binary` marks a raw file body (uploadMedia), never a JSON string: nothing to check here.
  ajv.addFormat('binary', true);
  ajv.addVocabulary(OPENAPI_ANNOTATIONS);
  const components = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  ajv.addSchema({ $id: OPENAPI_SCHEMA_ID, $defs: rewriteRefs(components) as Record<string, unknown> });
  return ajv;
}

export function createValidators(doc: Doc = loadOpenApi()): Validators {
  const ajv = createAjv(doc);
  const components = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};

  const cache = new WeakMap<object, ValidateFunction>();
  const compile = (schema: Schema): ValidateFunction => {
    const hit = cache.get(schema);
    if (hit) return hit;
    const fn = ajv.compile(rewriteRefs(schema) as Schema);
    cache.set(schema, fn);
    return fn;
  };
  const validate = (schema: Schema, value: unknown): SchemaError[] => {
    let fn: ValidateFunction;
    try {
      fn = compile(schema);
    } catch (e) {
      return [{ path: '/', keyword: 'compile', message: `the schema does not compile in strict Ajv: ${(e as Error).message}` }];
    }
    return fn(value) ? [] : toSchemaErrors(fn.errors);
  };
  return {
    compile,
    validate,
    componentNames: Object.keys(components),
    validateRequest(op, body) {
      const schema = op.requestBody?.content.get('application/json')?.schema;
      if (!schema) return [];
      return validate(schema, body);
    },
    validateResponse(op, status, contentType, body) {
      const documented = documentedResponse(op, status);
      if (!documented) return null;
      const media = documented.content.get(mediaType(contentType));
      if (!media) return null;
      if (!media.schema) return [];
      return validate(media.schema, body);
    },
  };
}

/** `application/json; charset=utf-8` → `application/json`. */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

let shared: Validators | undefined;
/** Validators for openapi.yaml, built once per process. */
export function openapiValidators(): Validators {
  shared ??= createValidators();
  return shared;
}
