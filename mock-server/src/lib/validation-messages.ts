// Turns Ajv errors into one sentence a person understands: `email: must be a valid email address`.
import type { ErrorObject } from 'ajv';
import type { ApiCode, MessageParams } from './errors.ts';

/** Messages for the spec's patterns (openapi.yaml components), by pattern source. */
const PATTERN_MESSAGES: Record<string, string> = {
  '^[a-z0-9_]{3,25}$': 'must be 3–25 lowercase letters, digits or underscores',
  '^([a-z0-9_]{3,25})?$': 'must be empty or 3–25 lowercase letters, digits or underscores',
  '^[A-Z]{2}$': 'must be a two-letter country code in capitals, such as NG',
  '^([A-Z]{2})?$': 'must be empty or a two-letter country code in capitals, such as NG',
  '^u[0-9a-z]{10}$': 'must be a user id such as u0000000001',
  '^[a-t]$': 'must be a stake letter from a to t',
  '^[\\p{L}\\p{M}\\p{N}_]{1,40}$': 'must be 1–40 letters (of any language), digits or underscores',
  '^[A-Za-z0-9_]{3,24}$': 'must be 3–24 letters, digits or underscores',
  '^[A-Z]{3,5}$': 'must be an uppercase code of 3–5 letters',
};

/** The code of each known pattern: the client names the field's form in the reader's language, never the regex. */
const PATTERN_CODES: Record<string, ApiCode> = {
  '^[a-z0-9_]{3,25}$': 'field.userName',
  '^([a-z0-9_]{3,25})?$': 'field.userName',
  '^[A-Z]{2}$': 'field.countryCode',
  '^([A-Z]{2})?$': 'field.countryCode',
  '^u[0-9a-z]{10}$': 'field.userId',
  '^[a-t]$': 'field.stakeLetter',
  '^[\\p{L}\\p{M}\\p{N}_]{1,40}$': 'field.tag',
  '^[A-Za-z0-9_]{3,24}$': 'field.handle',
  '^[A-Z]{3,5}$': 'field.currencyCode',
};

const FORMAT_CODES: Record<string, ApiCode> = { email: 'field.email', uri: 'field.url', 'date-time': 'field.dateTime', date: 'field.date' };

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid email address',
  uri: 'must be a valid URL',
  'date-time': 'must be a date and time such as 2026-01-31T12:00:00Z',
  date: 'must be a date such as 2026-01-31',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const COMPARISONS: Record<string, string> = { '>=': 'at least', '>': 'more than', '<=': 'at most', '<': 'less than' };

/** Most messages listed in one answer. */
const MAX_MESSAGES = 3;

/** `/tags/0/name` → `tags[0].name`. */
function fieldName(instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  return out;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error.instancePath);
  const at = (text: string): string => (field ? `${field}: ${text}` : `the body ${text}`);
  switch (error.keyword) {
    case 'required':
      return `required field "${fieldName(error.instancePath, String(params.missingProperty))}" is missing`;
    case 'additionalProperties':
      return `unknown field "${fieldName(error.instancePath, String(params.additionalProperty))}"`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      if (!field && types.includes('an object')) return 'the body must be a JSON object';
      return at(`must be ${types.join(' or ')}`);
    }
    case 'format':
      return at(FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${String(params.format)}`);
    case 'pattern':
      // Never the regex: a person cannot read it (issue #28).
      return at(PATTERN_MESSAGES[String(params.pattern)] ?? 'is not in the expected form');
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => (v === '' ? '""' : String(v)));
      return at(`must be one of ${allowed.join(', ')}`);
    }
    case 'const':
      return at(`must be ${JSON.stringify(params.allowedValue)}`);
    case 'minLength':
      return at(
        Number(params.limit) === 1 ? 'must not be empty' : `must be at least ${plural(Number(params.limit), 'character', 'characters')}`,
      );
    case 'maxLength':
      return at(`must be at most ${plural(Number(params.limit), 'character', 'characters')}`);
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return at(`must be ${COMPARISONS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}`);
    case 'multipleOf':
      return at(`must be a multiple of ${String(params.multipleOf)}`);
    case 'minItems':
      return at(Number(params.limit) === 1 ? 'must list at least one item' : `must list at least ${Number(params.limit)} items`);
    case 'maxItems':
      return at(`must list at most ${plural(Number(params.limit), 'item', 'items')}`);
    case 'uniqueItems':
      return at('must not list the same item twice');
    case 'minProperties':
      return field ? at(`must have at least ${plural(Number(params.limit), 'field', 'fields')}`) : 'send at least one field';
    case 'maxProperties':
      return Number(params.limit) === 0 && !field
        ? 'this call takes no body (send nothing or {})'
        : at(`must have at most ${plural(Number(params.limit), 'field', 'fields')}`);
    case 'propertyNames':
      return at(`has a key that is not allowed (${String(params.propertyName)})`);
    case 'oneOf':
    case 'anyOf':
      return at('does not match any of the allowed shapes');
    default:
      return at(error.message ?? 'is not valid');
  }
}

export interface FieldProblem {
  code: ApiCode;
  params: MessageParams;
}

const BOUND_CODES: Record<string, ApiCode> = {
  '>=': 'field.tooSmall',
  '>': 'field.mustExceed',
  '<=': 'field.tooLarge',
  '<': 'field.mustBeBelow',
};

/** The code and params of one Ajv error: what the client shows, in the reader's language. */
function codeOf(error: ErrorObject): FieldProblem {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error.instancePath);
  const limit = Number(params.limit);
  const at = (code: ApiCode, more: MessageParams = {}): FieldProblem => ({ code, params: { field, ...more } });
  switch (error.keyword) {
    case 'required':
      return { code: 'field.required', params: { field: fieldName(error.instancePath, String(params.missingProperty)) } };
    case 'additionalProperties':
      return { code: 'field.unknown', params: { field: fieldName(error.instancePath, String(params.additionalProperty)) } };
    case 'type': {
      const types = String(params.type).split(',');
      if (!field && types.includes('object')) return { code: 'body.notObject', params: {} };
      return at('field.type', { type: types.join(','), expected: types.map((t) => TYPE_NAMES[t] ?? t).join(' or ') });
    }
    case 'format':
      return at(FORMAT_CODES[String(params.format)] ?? 'field.format', { format: String(params.format) });
    case 'pattern':
      return at(PATTERN_CODES[String(params.pattern)] ?? 'field.pattern');
    case 'enum':
      return at('field.notAllowed', { allowed: (params.allowedValues as unknown[]).map((v) => (v === '' ? '""' : String(v))).join(', ') });
    case 'const':
      return at('field.notAllowed', { allowed: JSON.stringify(params.allowedValue) });
    case 'minLength':
      return limit === 1 ? at('field.empty') : at('field.tooShort', { limit });
    case 'maxLength':
      return at('field.tooLong', { limit });
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return at(BOUND_CODES[String(params.comparison)] ?? 'field.invalid', { limit });
    case 'multipleOf':
      return at('field.multipleOf', { limit: Number(params.multipleOf) });
    case 'minItems':
      return at('field.tooFewItems', { limit });
    case 'maxItems':
      return at('field.tooManyItems', { limit });
    case 'uniqueItems':
      return at('field.duplicateItems');
    case 'minProperties':
      return field ? at('field.tooFewFields', { limit }) : { code: 'body.atLeastOneField', params: {} };
    case 'maxProperties':
      return limit === 0 && !field ? { code: 'request.noBody', params: {} } : at('field.tooManyFields', { limit });
    case 'propertyNames':
      return at('field.badKey', { key: String(params.propertyName) });
    case 'oneOf':
    case 'anyOf':
      return at('field.noMatch');
    default:
      return at('field.invalid');
  }
}

/**
 * Replaces each failed oneOf/anyOf by the errors of its closest branch (the one with the fewest errors),
 * so `{g: 'a'}` reads "required field "u" is missing", not a list of every alternative. Ajv reports a
 * branch's errors in branch order just before the oneOf error; errors from a $ref'd schema carry the ref's
 * path, so they are counted with the branch reported before them (or with the first branch).
 */
function closestBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const list = [...errors];
  for (let k = 0; k < list.length; k++) {
    const choice = list[k];
    if (!choice || (choice.keyword !== 'oneOf' && choice.keyword !== 'anyOf')) continue;
    let start = k;
    while (start > 0 && list[start - 1]?.instancePath.startsWith(choice.instancePath)) start--;
    if (start === k) continue;
    const prefix = `${choice.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    let branch = 'first';
    for (const error of list.slice(start, k)) {
      if (error.schemaPath.startsWith(prefix)) branch = error.schemaPath.slice(prefix.length).split('/')[0] ?? branch;
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const best = [...branches.values()].reduce((a, b) => (b.length < a.length ? b : a));
    list.splice(start, k - start + 1, ...best);
    k = start + best.length - 1;
  }
  return list;
}

function relevant(errors: readonly ErrorObject[]): ErrorObject[] {
  const list = closestBranches(errors);
  // With unknown fields present, "maxProperties: 0" says the same thing less clearly.
  return list.some((e) => e.keyword === 'additionalProperties') ? list.filter((e) => e.keyword !== 'maxProperties') : list;
}

/** The first problem as a code and params (the envelope's), with the English sentence for up to three problems. */
export function ajvProblem(errors: readonly ErrorObject[] | null | undefined): FieldProblem & { message: string } {
  const first = errors && errors.length > 0 ? relevant(errors)[0] : undefined;
  const found = first ? codeOf(first) : { code: 'field.invalid' as const, params: { field: '' } };
  return { ...found, message: formatAjvErrors(errors) };
}

export function formatAjvErrors(errors: readonly ErrorObject[] | null | undefined): string {
  if (!errors || errors.length === 0) return 'The request body is not valid';
  const list = relevant(errors);
  const messages = [...new Set(list.map(describe))];
  const shown = messages.slice(0, MAX_MESSAGES);
  const more = messages.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${plural(more, 'more problem', 'more problems')})` : '');
}
