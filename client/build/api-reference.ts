// The API reference pages (docs topic "api"), written as Markdown at build time from openapi.yaml: one page per cloud
// API key scope, each operation whose `security` accepts `cloudApiKey` with that scope, with its request and answer
// fields, statuses, codes (x-codes, with the English texts of contracts/messages), its security and a curl example.
// The page's own words come from content/<lang>/api-reference.yaml.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { API_MESSAGES_EN } from '../../contracts/messages/en.ts';

/** What the reference needs of an OpenAPI document (the bundled openapi.yaml). */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, Response>; requestBodies?: Record<string, RequestBody> };
}

interface Ref {
  $ref: string;
}
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  example?: unknown;
}
interface Media {
  schema?: Schema;
  example?: unknown;
}
interface RequestBody {
  $ref?: string;
  required?: boolean;
  content?: Record<string, Media>;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, Media>;
}
export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  'x-codes'?: string[];
  requestBody?: RequestBody;
  responses: Record<string, Response | Ref>;
}

/** The words of the reference pages in one language (content/<lang>/api-reference.yaml). */
export interface ReferenceWords {
  topic: string;
  pages: Record<string, { title: string; description: string }>;
  intro: string;
  keyErrors: string;
  security: string;
  request: string;
  noBody: string;
  rawBody: string;
  answer: string;
  noData: string;
  errors: string;
  codes: string;
  example: string;
  field: string;
  type: string;
  required: string;
  yes: string;
  no: string;
  description: string;
  status: string;
  code: string;
  message: string;
}

export interface KeyOperation {
  method: string;
  path: string;
  scope: string;
  operation: Operation;
}

export const OPENAPI_FILE = join(import.meta.dirname, '..', '..', 'openapi.yaml');

export function readOpenApi(file: string = OPENAPI_FILE): OpenApiDocument {
  return parseYaml(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation a cloud API key may call, with the scope it needs, in the document's order. */
export function keyOperations(doc: OpenApiDocument): KeyOperation[] {
  const found: KeyOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      const key = operation?.security?.find((s) => 'cloudApiKey' in s);
      const scope = key?.cloudApiKey?.[0];
      if (operation && scope) found.push({ method: method.toUpperCase(), path, scope, operation });
    }
  }
  return found;
}

/** The codes refused for a key on any operation (401/403 of the scheme), listed once per page. */
const KEY_CODES = ['auth.keyUnknown', 'auth.keyRevoked', 'auth.keyScope'] as const;

function resolve<T extends { $ref?: string }>(doc: OpenApiDocument, value: T): T {
  let current = value;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(current.$ref) ?? [];
    const table = kind ? (doc.components as unknown as Record<string, Record<string, T>>)[kind] : undefined;
    const next = name ? table?.[name] : undefined;
    if (!next) throw new Error(`api reference: cannot resolve ${current.$ref}`);
    current = next;
  }
  return current;
}

const refName = (schema: Schema): string | null => (schema.$ref ? (schema.$ref.split('/').pop() ?? null) : null);

/** A short type for the fields table: "string", "integer (1–10)", "one of: a, b", "Name[]". */
function typeOf(doc: OpenApiDocument, raw: Schema): string {
  const schema = resolve(doc, raw);
  if (schema.enum) return `one of: ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((v) => typeOf(doc, v)).join(' or ');
  if (schema.type === 'array' && schema.items) return `${typeOf(doc, schema.items)}[]`;
  const base = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null').join(' or ')
    : (schema.type ?? refName(raw) ?? 'object');
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` (${schema.minimum ?? '…'}–${schema.maximum ?? '…'})`
      : schema.minLength !== undefined || schema.maxLength !== undefined
        ? ` (${schema.minLength ?? 0}–${schema.maxLength ?? '…'} chars)`
        : '';
  return `${base}${schema.format ? ` (${schema.format})` : ''}${range}`;
}

/** The object's properties, allOf merged. */
function propertiesOf(doc: OpenApiDocument, raw: Schema): { properties: Record<string, Schema>; required: Set<string> } {
  const schema = resolve(doc, raw);
  const properties: Record<string, Schema> = { ...schema.properties };
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const inner = propertiesOf(doc, part);
    Object.assign(properties, inner.properties);
    for (const r of inner.required) required.add(r);
  }
  return { properties, required };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Table rows for an object's fields, nested objects and arrays of objects as dotted names (two levels deep). */
function fieldRows(doc: OpenApiDocument, raw: Schema, words: ReferenceWords, prefix = '', depth = 0): string[] {
  const { properties, required } = propertiesOf(doc, raw);
  const rows: string[] = [];
  for (const [name, prop] of Object.entries(properties)) {
    const resolved = resolve(doc, prop);
    const description = prop.description ?? resolved.description ?? '';
    rows.push(
      `| \`${prefix}${name}\` | ${cell(typeOf(doc, prop))} | ${required.has(name) ? words.yes : words.no} | ${cell(description)} |`,
    );
    if (depth >= 2) continue;
    const item = resolved.type === 'array' && resolved.items ? resolve(doc, resolved.items) : resolved;
    const nestedPrefix = `${prefix}${name}${resolved.type === 'array' ? '[]' : ''}.`;
    if (item.properties || item.allOf) rows.push(...fieldRows(doc, item, words, nestedPrefix, depth + 1));
  }
  return rows;
}

function fieldsTable(doc: OpenApiDocument, schema: Schema, words: ReferenceWords): string {
  const rows = fieldRows(doc, schema, words);
  if (rows.length === 0) return '';
  return [`| ${words.field} | ${words.type} | ${words.required} | ${words.description} |`, '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** A request body for the example when the document gives none: each required field with a plausible value. */
function sampleOf(doc: OpenApiDocument, raw: Schema): unknown {
  const schema = resolve(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'array') return [];
  if (schema.properties || schema.allOf) {
    const { properties, required } = propertiesOf(doc, schema);
    return Object.fromEntries([...required].filter((n) => properties[n]).map((n) => [n, sampleOf(doc, properties[n] as Schema)]));
  }
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return 'string';
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** The curl line of an operation, reading the API's address and the key from the environment. */
export function curlExample(op: KeyOperation, body: unknown): string {
  const lines = [`curl -sS -X ${op.method} "$OSB_API${op.path}"`, '  -H "Authorization: Bearer $OSB_API_KEY"'];
  if (body === 'raw') lines.push('  -H "Content-Type: application/octet-stream"', '  --data-binary @photo.jpg');
  else lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`);
  return lines.join(' \\\n');
}

function operationMarkdown(doc: OpenApiDocument, op: KeyOperation, words: ReferenceWords): string {
  const { operation } = op;
  const out: string[] = [`## ${op.method} ${op.path} {#${operation.operationId.toLowerCase()}}`];
  out.push(`\`${operation.operationId}\`: ${operation.summary ?? ''}`);
  if (operation.description) out.push(operation.description.trim());
  out.push(words.security.replace('{scope}', op.scope));

  out.push(`**${words.request}**`);
  const body = operation.requestBody ? resolve(doc, operation.requestBody) : undefined;
  const jsonBody = body?.content?.['application/json'];
  let exampleBody: unknown = {};
  if (body?.content?.['application/octet-stream']) {
    out.push(words.rawBody);
    exampleBody = 'raw';
  } else if (jsonBody?.schema && Object.keys(propertiesOf(doc, jsonBody.schema).properties).length > 0) {
    out.push(fieldsTable(doc, jsonBody.schema, words));
    exampleBody = jsonBody.example ?? sampleOf(doc, jsonBody.schema);
  } else out.push(words.noBody);

  const [successStatus, success] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
  const successMedia = success ? resolve(doc, success as Response).content?.['application/json'] : undefined;
  out.push(`**${words.answer}** (${successStatus ?? '200'})`);
  const data = successMedia?.schema ? propertiesOf(doc, successMedia.schema).properties.data : undefined;
  const resolvedData = data ? resolve(doc, data) : undefined;
  // A list answers its items' fields, under the list's type ("CloudBucket[]").
  const rowsOf = resolvedData?.type === 'array' && resolvedData.items ? resolvedData.items : data;
  const dataTable = rowsOf ? fieldsTable(doc, rowsOf, words) : '';
  if (data && (rowsOf !== data || !dataTable)) out.push(`${words.type}: ${typeOf(doc, data)}`);
  if (dataTable) out.push(dataTable);
  else if (!data || resolvedData?.type === 'null') out.push(words.noData);
  if (successMedia?.example !== undefined) out.push(`\`\`\`json\n${json(successMedia.example)}\n\`\`\``);

  out.push(`**${words.errors}**`);
  const statuses = Object.entries(operation.responses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, r]) => `| ${status} | ${cell(resolve(doc, r as Response).description ?? '')} |`);
  out.push([`| ${words.status} | ${words.description} |`, '| --- | --- |', ...statuses].join('\n'));
  const codes = operation['x-codes'] ?? [];
  if (codes.length > 0) {
    out.push(`**${words.codes}**`);
    out.push(codeTable(codes, words));
  }

  out.push(`**${words.example}**`);
  out.push(`\`\`\`bash\n${curlExample(op, exampleBody)}\n\`\`\``);
  return out.join('\n\n');
}

function codeTable(codes: readonly string[], words: ReferenceWords): string {
  const texts = API_MESSAGES_EN as Readonly<Record<string, string>>;
  return [
    `| ${words.code} | ${words.message} |`,
    '| --- | --- |',
    ...codes.map((code) => `| \`${code}\` | ${cell(texts[code] ?? '')} |`),
  ].join('\n');
}

/** One scope's reference page as Markdown (its title and description are the words' `pages[scope]`). */
export function referenceMarkdown(doc: OpenApiDocument, scope: string, words: ReferenceWords): string {
  const ops = keyOperations(doc).filter((op) => op.scope === scope);
  if (ops.length === 0) throw new Error(`api reference: no operation takes the ${scope} scope`);
  const head = [words.intro.replace('{scope}', scope), `**${words.keyErrors}**`, codeTable(KEY_CODES, words)];
  return `${[...head, ...ops.map((op) => operationMarkdown(doc, op, words))].join('\n\n')}\n`;
}

/** The scopes a key can have, in the order of the reference's pages. */
export function keyScopes(doc: OpenApiDocument): string[] {
  return [...new Set(keyOperations(doc).map((op) => op.scope))].sort();
}
