// Spec hygiene rules for openapi.yaml: schemas compile in strict Ajv, examples validate, every object schema
// is closed or a typed map, every envelope constrains `status`, operationIds are present and unique.
import { isObject, listOperations, type Doc, type Schema } from './spec.ts';
import { createValidators, type Validators } from './validators.ts';

export interface LintFinding {
  /** Where in openapi.yaml, as a JSON pointer or `operationId …`. */
  where: string;
  rule: 'schema-compiles' | 'example-valid' | 'object-typed' | 'envelope-status' | 'operation-id';
  message: string;
}

export function formatFindings(findings: LintFinding[]): string {
  return [`${findings.length} openapi.yaml hygiene problem(s):`, ...findings.map((f) => `✗ ${f.where}  rule ${f.rule}  ${f.message}`)].join(
    '\n',
  );
}

const escape = (k: string): string => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** Calls `visit` on every schema node under `schema`, with its pointer. */
function walkSchema(schema: unknown, at: string, visit: (s: Schema, at: string) => void): void {
  if (!isObject(schema)) return;
  visit(schema, at);
  for (const key of ['properties', 'patternProperties', '$defs', 'dependentSchemas']) {
    const map = schema[key];
    if (isObject(map)) for (const [k, v] of Object.entries(map)) walkSchema(v, `${at}/${key}/${escape(k)}`, visit);
  }
  for (const key of ['items', 'additionalProperties', 'propertyNames', 'not', 'contains', 'unevaluatedProperties', 'if', 'then', 'else']) {
    walkSchema(schema[key], `${at}/${key}`, visit);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((v, i) => walkSchema(v, `${at}/${key}/${i}`, visit));
  }
}

/** Every schema root of the document: component schemas and inline media schemas of operations. */
function schemaRoots(doc: Doc): { at: string; schema: Schema }[] {
  const roots: { at: string; schema: Schema }[] = [];
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.schemas))
    for (const [k, v] of Object.entries(components.schemas))
      if (isObject(v)) roots.push({ at: `#/components/schemas/${escape(k)}`, schema: v });
  for (const section of ['responses', 'requestBodies']) {
    const map = components[section];
    if (!isObject(map)) continue;
    for (const [name, item] of Object.entries(map)) {
      if (!isObject(item) || !isObject(item.content)) continue;
      for (const [type, media] of Object.entries(item.content)) {
        if (isObject(media) && isObject(media.schema))
          roots.push({ at: `#/components/${section}/${escape(name)}/content/${escape(type)}/schema`, schema: media.schema });
      }
    }
  }
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [p, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op)) continue;
      const bodies: [string, unknown][] = [['requestBody', op.requestBody]];
      if (isObject(op.responses)) for (const [code, r] of Object.entries(op.responses)) bodies.push([`responses/${code}`, r]);
      for (const [where, holder] of bodies) {
        if (!isObject(holder) || !isObject(holder.content)) continue;
        for (const [type, media] of Object.entries(holder.content)) {
          if (isObject(media) && isObject(media.schema) && media.schema.$ref === undefined) {
            roots.push({ at: `#/paths/${escape(p)}/${method}/${where}/content/${escape(type)}/schema`, schema: media.schema });
          }
        }
      }
    }
  }
  return roots;
}

function isObjectSchema(s: Schema): boolean {
  const t = s.type;
  return (
    t === 'object' ||
    (Array.isArray(t) && t.includes('object')) ||
    (t === undefined && (isObject(s.properties) || Array.isArray(s.required)))
  );
}

/** Object schemas must say `additionalProperties: false`, or be a map with a typed `additionalProperties` schema. */
export function lintObjectsTyped(doc: Doc): LintFinding[] {
  const out: LintFinding[] = [];
  for (const root of schemaRoots(doc)) {
    walkSchema(root.schema, root.at, (s, at) => {
      if (!isObjectSchema(s)) return;
      const ap = s.additionalProperties;
      if (ap === false) return;
      if (
        isObject(ap) &&
        (typeof ap.type === 'string' ||
          Array.isArray(ap.type) ||
          typeof ap.$ref === 'string' ||
          Array.isArray(ap.oneOf) ||
          Array.isArray(ap.anyOf) ||
          Array.isArray(ap.enum))
      )
        return;
      out.push({
        where: at,
        rule: 'object-typed',
        message:
          ap === undefined
            ? 'object schema without additionalProperties (add `additionalProperties: false`, or a typed schema for a map)'
            : `object schema with additionalProperties ${JSON.stringify(ap)} (must be false or a typed schema)`,
      });
    });
  }
  return out;
}

/** Every operation has an operationId, and no two share one. */
export function lintOperationIds(doc: Doc): LintFinding[] {
  const out: LintFinding[] = [];
  const seen = new Map<string, string>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [p, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op) || !['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(method)) continue;
      const where = `${method.toUpperCase()} ${p}`;
      if (typeof op.operationId !== 'string' || op.operationId.length === 0) {
        out.push({ where, rule: 'operation-id', message: 'operation has no operationId' });
        continue;
      }
      const prev = seen.get(op.operationId);
      if (prev) out.push({ where, rule: 'operation-id', message: `operationId ${op.operationId} is also used by ${prev}` });
      else seen.set(op.operationId, where);
    }
  }
  return out;
}

function resolve(doc: Doc, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === 'string' && s.$ref.startsWith('#/'); i++) {
    let node: unknown = doc;
    for (const seg of s.$ref.slice(2).split('/')) node = isObject(node) ? node[seg.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (!isObject(node)) break;
    s = node;
  }
  return s;
}

/** Every JSON response constrains the envelope's `status`: exactly `success` for 2xx, exactly `error` otherwise. */
export function lintEnvelopeStatus(doc: Doc): LintFinding[] {
  const out: LintFinding[] = [];
  for (const op of listOperations(doc)) {
    for (const [code, resp] of op.responses) {
      const media = resp.content.get('application/json');
      if (!media?.schema) continue;
      const where = `${op.operationId} ${code}`;
      const s = resolve(doc, media.schema);
      const props = isObject(s.properties) ? s.properties : {};
      const status = isObject(props.status) ? resolve(doc, props.status) : undefined;
      const want = code.startsWith('2') ? 'success' : 'error';
      if (!status) {
        out.push({ where, rule: 'envelope-status', message: 'the response schema has no `status` property' });
        continue;
      }
      const values = 'const' in status ? [status.const] : Array.isArray(status.enum) ? status.enum : undefined;
      if (!values) out.push({ where, rule: 'envelope-status', message: '`status` is not constrained (needs enum or const)' });
      else if (values.length !== 1 || values[0] !== want)
        out.push({
          where,
          rule: 'envelope-status',
          message: `\`status\` allows ${JSON.stringify(values)}; HTTP ${code} must allow exactly ["${want}"]`,
        });
      if (!Array.isArray(s.required) || !s.required.includes('status'))
        out.push({ where, rule: 'envelope-status', message: '`status` is not required' });
    }
  }
  return out;
}

/** Every request and response schema, and every component schema, compiles in strict Ajv. */
export function lintSchemasCompile(doc: Doc, validators: Validators = createValidators(doc)): LintFinding[] {
  const out: LintFinding[] = [];
  const tryCompile = (where: string, schema: Schema): void => {
    try {
      validators.compile(schema);
    } catch (e) {
      out.push({ where, rule: 'schema-compiles', message: `does not compile in strict Ajv: ${(e as Error).message}` });
    }
  };
  for (const name of validators.componentNames) tryCompile(`#/components/schemas/${name}`, { $ref: `#/components/schemas/${name}` });
  for (const op of listOperations(doc)) {
    for (const [type, media] of op.requestBody?.content ?? [])
      if (media.schema) tryCompile(`${op.operationId} request ${type}`, media.schema);
    for (const [code, resp] of op.responses)
      for (const [type, media] of resp.content) if (media.schema) tryCompile(`${op.operationId} ${code} ${type}`, media.schema);
  }
  return out;
}

/** Every example (request, response and schema-level `example`/`examples`) validates against its schema. */
export function lintExamples(doc: Doc, validators: Validators = createValidators(doc)): LintFinding[] {
  const out: LintFinding[] = [];
  const check = (where: string, schema: Schema, value: unknown): void => {
    for (const e of validators.validate(schema, value))
      out.push({ where, rule: 'example-valid', message: `${e.path} ${e.keyword}: ${e.message}` });
  };
  for (const op of listOperations(doc)) {
    for (const [type, media] of op.requestBody?.content ?? []) {
      if (media.schema) for (const ex of media.examples) check(`${op.operationId} request ${type} ${ex.label}`, media.schema, ex.value);
    }
    for (const [code, resp] of op.responses) {
      for (const [type, media] of resp.content) {
        if (media.schema) for (const ex of media.examples) check(`${op.operationId} ${code} ${type} ${ex.label}`, media.schema, ex.value);
        if (media.schema && media.examples.length === 0)
          out.push({
            where: `${op.operationId} ${code} ${type}`,
            rule: 'example-valid',
            message: 'has no example (Prism --errors mocks from examples)',
          });
      }
    }
  }
  const components = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(components)) {
    walkSchema(schema, `#/components/schemas/${name}`, (s, at) => {
      const { example, examples, ...rest } = s;
      const own = Object.keys(rest).length > 0 ? rest : undefined;
      if (!own) return;
      if (example !== undefined) check(`${at} example`, own, example);
      if (Array.isArray(examples)) examples.forEach((ex, i) => check(`${at} examples/${i}`, own, ex));
    });
  }
  return out;
}
