// Deterministic request bodies from JSON Schema (seeded PRNG) and the mutations that must make them invalid.
import { generateFromPattern, patternMaxLength, type Rng } from './regex-gen.ts';
import { isObject, loadOpenApi, resolvePointer, type Doc, type Schema } from './spec.ts';

export type { Rng } from './regex-gen.ts';

/** mulberry32: a tiny seeded PRNG, so every run generates the same bodies. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}
function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** Follows `$ref`s (local to the document) until a schema without one. */
export function resolveSchema(doc: Doc, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) {
    const next = resolvePointer(doc, s.$ref);
    if (!isObject(next)) throw new Error(`$ref ${s.$ref} is not a schema`);
    s = next;
  }
  return s;
}

function typesOf(s: Schema): string[] {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  if (isObject(s.properties) || s.additionalProperties !== undefined || s.required !== undefined) return ['object'];
  if (s.items !== undefined) return ['array'];
  return [];
}

function branches(s: Schema): Schema[] | undefined {
  const list = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  return list?.filter(isObject);
}

const WORDS = ['alpha', 'bravo', 'delta', 'echo', 'kilo', 'lima', 'nova', 'osb', 'tango', 'zulu'];
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

function genString(s: Schema, rng: Rng): string {
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : undefined;
  if (typeof s.pattern === 'string') {
    try {
      return generateFromPattern(s.pattern, rng, { minLength, ...(maxLength === undefined ? {} : { maxLength }) });
    } catch (e) {
      const ex = exampleOf(s);
      if (typeof ex === 'string') return ex;
      throw new Error(`cannot generate a string for pattern ${s.pattern} and the schema has no example: ${(e as Error).message}`, {
        cause: e,
      });
    }
  }
  switch (s.format) {
    case 'email': {
      const local = `${pick(rng, WORDS)}.${int(rng, 1, 99999)}`;
      return `${local}@example.com`.slice(-(maxLength ?? 254));
    }
    case 'date-time':
      return new Date(1_795_000_000_000 + int(rng, 0, 1e9)).toISOString();
    case 'date':
      return new Date(1_795_000_000_000 + int(rng, 0, 1e9)).toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      return `https://example.com/${pick(rng, WORDS)}`;
    case 'uuid':
      return '3f2b8c1e-7a4d-4e5f-9a6b-0c1d2e3f4a5b';
    default:
      break;
  }
  const hi = Math.min(maxLength ?? minLength + 12, minLength + 12);
  const len = int(rng, Math.max(minLength, Math.min(1, hi)), Math.max(hi, minLength));
  let out = '';
  while (out.length < len) out += rng() < 0.3 ? pick(rng, WORDS) + ' ' : ALNUM[int(rng, 0, ALNUM.length - 1)];
  return out.slice(0, len).replace(/ $/, 'x');
}

function exampleOf(s: Schema): unknown {
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  return undefined;
}

function genNumber(s: Schema, rng: Rng, integer: boolean): number {
  let lo =
    typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0.5) : 0;
  let hi =
    typeof s.maximum === 'number'
      ? s.maximum
      : typeof s.exclusiveMaximum === 'number'
        ? s.exclusiveMaximum - (integer ? 1 : 0.5)
        : lo + 1000;
  if (integer) {
    lo = Math.ceil(lo);
    hi = Math.floor(hi);
    return int(rng, lo, Math.min(hi, lo + 1000));
  }
  return Math.round((lo + rng() * (Math.min(hi, lo + 1000) - lo)) * 100) / 100;
}

export interface GenerateOptions {
  /** For a top-level oneOf/anyOf: which branch to generate. */
  branch?: number;
  /** Include every optional property and at least one item in each array that allows one (mutation bases). */
  full?: boolean;
}

/** A value valid against `schema` (resolved against `doc`), chosen by `rng`. */
export function generateValue(schema: Schema, rng: Rng, doc: Doc = loadOpenApi(), opts: GenerateOptions = {}, depth = 0): unknown {
  if (depth > 12) throw new Error('schema nests too deeply to generate');
  const s = resolveSchema(doc, schema);
  const child: GenerateOptions = opts.full ? { full: true } : {};
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return pick(rng, s.enum);
  const alts = branches(s);
  if (alts && alts.length > 0) {
    const idx = depth === 0 && opts.branch !== undefined ? opts.branch : int(rng, 0, alts.length - 1);
    return generateValue(alts[idx]!, rng, doc, child, depth + 1);
  }
  if (Array.isArray(s.allOf)) {
    const merged: Schema = {};
    for (const part of s.allOf.filter(isObject).map((p) => resolveSchema(doc, p))) {
      Object.assign(merged, part, {
        properties: { ...(isObject(merged.properties) ? merged.properties : {}), ...(isObject(part.properties) ? part.properties : {}) },
        required: [...(Array.isArray(merged.required) ? merged.required : []), ...(Array.isArray(part.required) ? part.required : [])],
      });
    }
    return generateValue(merged, rng, doc, child, depth + 1);
  }
  const types = typesOf(s).filter((t) => t !== 'null');
  const type = types.length > 0 ? pick(rng, types) : typesOf(s)[0];
  switch (type) {
    case 'string':
      return genString(s, rng);
    case 'integer':
      return genNumber(s, rng, true);
    case 'number':
      return genNumber(s, rng, false);
    case 'boolean':
      return rng() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      const max = typeof s.maxItems === 'number' ? s.maxItems : min + 3;
      const n = int(rng, opts.full ? Math.min(max, Math.max(min, 1)) : min, Math.min(max, min + 3));
      const items = isObject(s.items) ? s.items : {};
      const out: unknown[] = [];
      const seen = new Set<string>();
      for (let tries = 0; out.length < n && tries < n * 10; tries++) {
        const v = generateValue(items, rng, doc, child, depth + 1);
        const key = JSON.stringify(v);
        if (s.uniqueItems === true && seen.has(key)) continue;
        seen.add(key);
        out.push(v);
      }
      return out;
    }
    case 'object':
    case undefined: {
      const props = isObject(s.properties) ? s.properties : {};
      const required = Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [];
      const minProps = typeof s.minProperties === 'number' ? s.minProperties : 0;
      const maxProps = typeof s.maxProperties === 'number' ? s.maxProperties : Infinity;
      const out: Record<string, unknown> = {};
      for (const key of required) out[key] = generateValue(asSchema(props[key]), rng, doc, child, depth + 1);
      const optional = Object.keys(props).filter((k) => !required.includes(k));
      for (const key of optional) {
        if (Object.keys(out).length >= maxProps) break;
        if (opts.full || rng() < 0.6) out[key] = generateValue(asSchema(props[key]), rng, doc, child, depth + 1);
      }
      for (const key of optional) {
        if (Object.keys(out).length >= minProps) break;
        if (!(key in out)) out[key] = generateValue(asSchema(props[key]), rng, doc, child, depth + 1);
      }
      if (isObject(s.additionalProperties) && Object.keys(props).length === 0) {
        const names = isObject(s.propertyNames) ? s.propertyNames : { type: 'string', pattern: '^[a-z]{3,8}$' };
        const n = int(rng, Math.max(minProps, 0), Math.min(maxProps, Math.max(minProps, 2)));
        for (let tries = 0; Object.keys(out).length < n && tries < 20; tries++) {
          out[String(generateValue(names, rng, doc, {}, depth + 1))] = generateValue(s.additionalProperties, rng, doc, child, depth + 1);
        }
      }
      return out;
    }
    default:
      throw new Error(`cannot generate a value of type ${String(type)}`);
  }
}

function asSchema(v: unknown): Schema {
  return isObject(v) ? v : {};
}

// ---------------------------------------------------------------------------------------------------------
// Mutations

/** Marks a request sent with no body at all. */
export const NO_BODY = Symbol('no body');

export type MutationKind =
  'missing-body' | 'top-level-type' | 'drop-required' | 'wrong-type' | 'not-in-enum' | 'unknown-field' | 'oversize';

export interface Mutation {
  kind: MutationKind;
  /** JSON pointer of the mutated field (`/` for the whole body). */
  path: string;
  /** What was done, for failure messages, e.g. `dropped required field /uid`. */
  description: string;
  body: unknown;
}

export const UNKNOWN_FIELD = 'contractUnknownField';

type Seg = string | number;
const pointer = (segs: Seg[]): string =>
  segs.length === 0 ? '/' : '/' + segs.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function clone<T>(v: T): T {
  return structuredClone(v);
}

function setIn(root: unknown, segs: Seg[], value: unknown, remove = false): unknown {
  const copy = clone(root);
  if (segs.length === 0) return value;
  let node: unknown = copy;
  for (const seg of segs.slice(0, -1)) node = (node as Record<Seg, unknown>)[seg];
  const last = segs[segs.length - 1]!;
  if (remove) delete (node as Record<Seg, unknown>)[last];
  else (node as Record<Seg, unknown>)[last] = value;
  return copy;
}

/** The branch of a oneOf/anyOf the value was generated from, judged by its shape. */
function branchFor(doc: Doc, alts: Schema[], value: unknown): Schema | undefined {
  for (const alt of alts.map((a) => resolveSchema(doc, a))) {
    const types = typesOf(alt);
    if (isObject(value)) {
      if (types.length > 0 && !types.includes('object')) continue;
      const required = Array.isArray(alt.required) ? alt.required : [];
      const props = isObject(alt.properties) ? Object.keys(alt.properties) : [];
      if (!required.every((r) => typeof r === 'string' && r in value)) continue;
      if (alt.additionalProperties === false && !Object.keys(value).every((k) => props.includes(k))) continue;
      return alt;
    }
    const t =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : typeof value === 'number'
            ? Number.isInteger(value)
              ? 'integer'
              : 'number'
            : typeof value;
    if (types.length === 0 || types.includes(t) || (t === 'integer' && types.includes('number'))) return alt;
  }
  return undefined;
}

function wrongTypeValue(s: Schema, value: unknown): unknown {
  const t = typesOf(s)[0] ?? (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  switch (t) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return '12';
    case 'boolean':
      return 'true';
    case 'array':
      return 'not-an-array';
    case 'object':
      return ['not-an-object'];
    default:
      return 0;
  }
}

/**
 * Mutations of a valid body that the schema forbids: the whole body of the wrong type (or missing when the
 * body is required), and per field a dropped required field, a wrong type, a value outside an enum, an
 * unknown field and an oversize string. The caller should still confirm each is invalid with a validator.
 */
export function mutate(schema: Schema, valid: unknown, doc: Doc = loadOpenApi(), opts: { bodyRequired?: boolean } = {}): Mutation[] {
  const out: Mutation[] = [];
  if (opts.bodyRequired)
    out.push({ kind: 'missing-body', path: '/', description: 'sent no body although the body is required', body: NO_BODY });
  const top = resolveSchema(doc, schema);
  out.push({
    kind: 'top-level-type',
    path: '/',
    description: 'sent a JSON array as the whole body',
    body: isObject(valid) || !Array.isArray(valid) ? [] : {},
  });
  walk(doc, top, valid, [], valid, out);
  return out;
}

function walk(doc: Doc, schema: Schema, value: unknown, segs: Seg[], root: unknown, out: Mutation[]): void {
  let s = resolveSchema(doc, schema);
  const alts = branches(s);
  if (alts) {
    const b = branchFor(doc, alts, value);
    if (!b) return;
    s = b;
  }
  const here = pointer(segs);
  if (segs.length > 0) {
    out.push({
      kind: 'wrong-type',
      path: here,
      description: `sent ${JSON.stringify(wrongTypeValue(s, value))} (wrong type) at ${here}`,
      body: setIn(root, segs, wrongTypeValue(s, value)),
    });
  }
  if (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string')) {
    let bad = 'zz_not_in_enum';
    while (s.enum.includes(bad)) bad += '_';
    out.push({
      kind: 'not-in-enum',
      path: here,
      description: `sent ${JSON.stringify(bad)} (not in the enum) at ${here}`,
      body: setIn(root, segs, bad),
    });
  }
  if (typeof value === 'string') {
    let limit = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
    if (typeof s.pattern === 'string') {
      try {
        limit = Math.min(limit, patternMaxLength(s.pattern));
      } catch {
        // an unsupported pattern: rely on maxLength only
      }
    }
    if (Number.isFinite(limit)) {
      const filler = value.length > 0 ? value[value.length - 1]! : 'a';
      const big = value.padEnd(limit + 1, filler);
      out.push({
        kind: 'oversize',
        path: here,
        description: `sent a ${big.length}-character string (limit ${limit}) at ${here}`,
        body: setIn(root, segs, big),
      });
    }
  }
  if (isObject(value)) {
    const props = isObject(s.properties) ? s.properties : {};
    if (s.additionalProperties === false) {
      const at = pointer([...segs, UNKNOWN_FIELD]);
      out.push({
        kind: 'unknown-field',
        path: at,
        description: `added the unknown field ${at}`,
        body: setIn(root, [...segs, UNKNOWN_FIELD], true),
      });
    }
    const required = Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [];
    for (const key of required) {
      if (!(key in value)) continue;
      const at = pointer([...segs, key]);
      out.push({
        kind: 'drop-required',
        path: at,
        description: `dropped the required field ${at}`,
        body: setIn(root, [...segs, key], undefined, true),
      });
    }
    for (const [key, v] of Object.entries(value)) {
      const child = isObject(props[key]) ? props[key] : isObject(s.additionalProperties) ? s.additionalProperties : undefined;
      if (child) walk(doc, child, v, [...segs, key], root, out);
    }
  } else if (Array.isArray(value) && value.length > 0 && isObject(s.items)) {
    walk(doc, s.items, value[0], [...segs, 0], root, out);
  }
}
