// Validates realtime frames against contracts/asyncapi.yaml. Reusable: the e2e suite imports validateFrame to
// check the frames the browser sees. Plain-text frames are matched by their payload (`const`), JSON frames by
// their `type`; a frame that matches no message of its direction is reported with the closest message's errors.
import type { ValidateFunction } from 'ajv';
import { asyncapiPath, isObject, loadOpenApi, loadYaml, resolvePointer, type Doc } from './spec.ts';
import { createAjv, rewriteRefs, toSchemaErrors } from './validators.ts';

/** `toClient`: server → browser (the server's `send` operations and replies); `toServer`: browser → server. */
export type Direction = 'toClient' | 'toServer';

export interface FrameMessage {
  /** The message key in asyncapi.yaml, e.g. `challenge`. */
  key: string;
  /** The message name, e.g. `i` or `challenge`. */
  name: string;
  contentType: string;
  /** For JSON messages: the `type` discriminator value. */
  jsonType: string | undefined;
  validate: ValidateFunction;
}

export interface FrameCheck {
  ok: boolean;
  direction: Direction;
  raw: string;
  /** The message key the frame matched (when ok). */
  message: string | undefined;
  /** Readable reasons when not ok, each naming the field path and the rule. */
  errors: string[];
}

const ASYNCAPI_SCHEMA_ID = 'https://contracts.local/asyncapi.json';

export interface FrameValidator {
  messages: Record<Direction, FrameMessage[]>;
  validateFrame(direction: Direction, raw: string | Buffer | ArrayBuffer | Uint8Array): FrameCheck;
}

function deref(doc: Doc, node: unknown): Record<string, unknown> {
  let n = node;
  for (let i = 0; i < 10 && isObject(n) && typeof n.$ref === 'string'; i++) n = resolvePointer(doc, n.$ref);
  if (!isObject(n)) throw new Error('asyncapi.yaml: a $ref does not resolve to an object');
  return n;
}

function decode(raw: string | Buffer | ArrayBuffer | Uint8Array): string {
  if (typeof raw === 'string') return raw;
  if (raw instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(raw));
  return new TextDecoder().decode(raw);
}

/** Builds a frame validator from an AsyncAPI 3 document (default: contracts/asyncapi.yaml). */
export function createFrameValidator(asyncDoc: Doc = loadYaml(asyncapiPath), openapiDoc: Doc = loadOpenApi()): FrameValidator {
  if (asyncDoc.asyncapi !== '3.0.0') throw new Error(`asyncapi.yaml must be AsyncAPI 3.0.0, found ${String(asyncDoc.asyncapi)}`);
  const ajv = createAjv(openapiDoc);
  const components = isObject(asyncDoc.components) ? asyncDoc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  ajv.addSchema({ $id: ASYNCAPI_SCHEMA_ID, $defs: rewriteRefs(schemas, ASYNCAPI_SCHEMA_ID) as Record<string, unknown> });

  const byKey = new Map<string, FrameMessage>();
  const messageFor = (ref: unknown): FrameMessage => {
    const pointer = isObject(ref) && typeof ref.$ref === 'string' ? ref.$ref : '';
    const key = pointer.split('/').pop() ?? '';
    const hit = byKey.get(key);
    if (hit) return hit;
    const msg = deref(asyncDoc, ref);
    const payload = isObject(msg.payload) ? msg.payload : undefined;
    if (!payload) throw new Error(`asyncapi.yaml: message ${key} has no payload schema`);
    const contentType =
      typeof msg.contentType === 'string'
        ? msg.contentType
        : typeof asyncDoc.defaultContentType === 'string'
          ? asyncDoc.defaultContentType
          : 'application/json';
    const props = isObject(payload.properties) ? payload.properties : {};
    const typeProp = isObject(props.type) ? props.type : {};
    const m: FrameMessage = {
      key,
      name: typeof msg.name === 'string' ? msg.name : key,
      contentType,
      jsonType: typeof typeProp.const === 'string' ? typeProp.const : undefined,
      validate: ajv.compile(rewriteRefs(payload, ASYNCAPI_SCHEMA_ID) as Record<string, unknown>),
    };
    byKey.set(key, m);
    return m;
  };

  const messages: Record<Direction, FrameMessage[]> = { toClient: [], toServer: [] };
  const operations = isObject(asyncDoc.operations) ? asyncDoc.operations : {};
  for (const [name, opRaw] of Object.entries(operations)) {
    const op = deref(asyncDoc, opRaw);
    const own: Direction =
      op.action === 'send'
        ? 'toClient'
        : op.action === 'receive'
          ? 'toServer'
          : (() => {
              throw new Error(`asyncapi.yaml: operation ${name} has action ${String(op.action)} (must be send or receive)`);
            })();
    for (const ref of Array.isArray(op.messages) ? op.messages : []) messages[own].push(messageFor(ref));
    const reply = isObject(op.reply) ? op.reply : undefined;
    const back: Direction = own === 'toClient' ? 'toServer' : 'toClient';
    for (const ref of reply && Array.isArray(reply.messages) ? reply.messages : []) messages[back].push(messageFor(ref));
  }
  for (const d of ['toClient', 'toServer'] as const) messages[d] = [...new Map(messages[d].map((m) => [m.key, m])).values()];

  const allowed = (d: Direction): string =>
    messages[d]
      .map((m) => (m.contentType.includes('json') ? `JSON {type:${JSON.stringify(m.jsonType)}}` : JSON.stringify(m.name)))
      .join(', ');

  return {
    messages,
    validateFrame(direction, rawInput) {
      const raw = decode(rawInput);
      const candidates = messages[direction];
      let json: unknown;
      let isJson = false;
      try {
        json = JSON.parse(raw);
        isJson = isObject(json);
      } catch {
        isJson = false;
      }
      const matches = candidates.filter((m) => (m.contentType.includes('json') ? isJson && m.validate(json) : m.validate(raw)));
      if (matches.length === 1) return { ok: true, direction, raw, message: matches[0]!.key, errors: [] };
      if (matches.length > 1) {
        return {
          ok: false,
          direction,
          raw,
          message: undefined,
          errors: [
            `frame ${JSON.stringify(raw)} matches several messages (${matches.map((m) => m.key).join(', ')}): asyncapi.yaml is ambiguous`,
          ],
        };
      }
      const type = isJson ? (json as Record<string, unknown>).type : undefined;
      const sameType = isJson ? candidates.filter((m) => m.contentType.includes('json') && m.jsonType === type) : [];
      if (sameType.length > 0) {
        const errors: string[] = [];
        for (const m of sameType) {
          m.validate(json);
          for (const e of toSchemaErrors(m.validate.errors))
            errors.push(`${direction} frame ${m.key} (JSON type ${JSON.stringify(type)}): field ${e.path} rule ${e.keyword}: ${e.message}`);
        }
        return { ok: false, direction, raw, message: undefined, errors };
      }
      const what = isJson
        ? `JSON frame with type ${JSON.stringify(type)}`
        : `frame ${JSON.stringify(raw.length > 80 ? raw.slice(0, 77) + '...' : raw)}`;
      return {
        ok: false,
        direction,
        raw,
        message: undefined,
        errors: [`unknown ${direction} ${what}: field / rule unknown-frame: asyncapi.yaml allows ${allowed(direction)}`],
      };
    },
  };
}

let shared: FrameValidator | undefined;

/** Validates one frame against contracts/asyncapi.yaml; `direction` is `toClient` (server → browser) or `toServer`. */
export function validateFrame(direction: Direction, raw: string | Buffer | ArrayBuffer | Uint8Array): FrameCheck {
  shared ??= createFrameValidator();
  return shared.validateFrame(direction, raw);
}
