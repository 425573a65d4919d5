// asyncapi.yaml hygiene: the AsyncAPI 3 document is well formed, its references resolve, every payload
// schema compiles in strict Ajv, and every example validates as the frame it illustrates.
import { describe, expect, it } from 'vitest';
import { asyncapiPath, isObject, loadOpenApi, loadYaml, resolvePointer } from '../lib/spec.ts';
import { createFrameValidator, type Direction } from '../lib/ws.ts';

const doc = loadYaml(asyncapiPath);
const channels = isObject(doc.channels) ? doc.channels : {};
const operations = isObject(doc.operations) ? doc.operations : {};
const messages = isObject(doc.components) && isObject(doc.components.messages) ? doc.components.messages : {};

describe('contracts/asyncapi.yaml', () => {
  it('is AsyncAPI 3.0.0 with info, servers and the connect channel at the API base', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    expect(isObject(doc.info) && typeof doc.info.title === 'string' && typeof doc.info.version === 'string').toBe(true);
    const connect = channels.connect;
    expect(isObject(connect) && connect.address).toBe('/account/get/connect');
    // openapi.yaml's description names the same websocket path.
    expect(String((loadOpenApi().info as { description?: string }).description)).toContain('/v1/account/get/connect?token=');
  });

  it('the connection takes the token in the query (ws binding)', () => {
    const connect = channels.connect as Record<string, unknown>;
    const query = (connect.bindings as { ws?: { query?: Record<string, unknown> } } | undefined)?.ws?.query;
    expect(query?.type).toBe('object');
    expect(query?.required).toEqual(['token']);
  });

  it('every operation has a valid action, a resolvable channel, and messages of that channel', () => {
    const problems: string[] = [];
    for (const [name, op] of Object.entries(operations)) {
      if (!isObject(op)) continue;
      if (op.action !== 'send' && op.action !== 'receive') problems.push(`${name}: action ${String(op.action)}`);
      const channelRef = isObject(op.channel) ? String(op.channel.$ref) : '';
      try {
        resolvePointer(doc, channelRef);
      } catch {
        problems.push(`${name}: channel ${channelRef} does not resolve`);
      }
      const refs = [
        ...(Array.isArray(op.messages) ? op.messages : []),
        ...(isObject(op.reply) && Array.isArray(op.reply.messages) ? op.reply.messages : []),
      ];
      for (const m of refs) {
        const ref = isObject(m) ? String(m.$ref) : '';
        if (!ref.startsWith(`${channelRef}/messages/`)) problems.push(`${name}: message ${ref} is not a message of ${channelRef}`);
        try {
          resolvePointer(doc, ref);
        } catch {
          problems.push(`${name}: message ${ref} does not resolve`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every payload schema compiles in strict Ajv and every message belongs to a direction', () => {
    const v = createFrameValidator();
    const covered = new Set([...v.messages.toClient, ...v.messages.toServer].map((m) => m.key));
    expect(Object.keys(messages).filter((k) => !covered.has(k))).toEqual([]);
  });

  it('every message example validates as that message', () => {
    const v = createFrameValidator();
    const problems: string[] = [];
    for (const [key, msg] of Object.entries(messages)) {
      if (!isObject(msg) || !Array.isArray(msg.examples)) continue;
      const direction: Direction = v.messages.toClient.some((m) => m.key === key) ? 'toClient' : 'toServer';
      for (const ex of msg.examples) {
        const payload = isObject(ex) ? ex.payload : undefined;
        const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
        const r = v.validateFrame(direction, raw);
        if (!r.ok || r.message !== key) problems.push(`${key} example ${raw}: ${r.errors.join('; ') || `matched ${String(r.message)}`}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
