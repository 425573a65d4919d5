// Issue #28: every envelope carries a stable code (and the params its text names) that openapi.yaml documents; a
// body breaking its schema answers a field code a person's text can be made of, never the pattern it broke.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES_EN } from '../../contracts/messages/common.ts';
import { COMMON_CODES, operation, spec } from '../src/lib/openapi.ts';
import { call } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
useTestApp(['ada'], { fresh: 'file', ready: (t) => ({ app, ada } = t) });

describe('documented codes', () => {
  it('lists every common code with its English text, and no text without its code', () => {
    const listed = [...COMMON_CODES];
    expect(listed.sort()).toEqual(Object.keys(COMMON_MESSAGES_EN).sort());
  });

  it('writes every documented code into the ApiCode enum of the bundle', () => {
    const schemas = (spec.components as { schemas: Record<string, { enum?: string[] }> }).schemas;
    const enumCodes = new Set(schemas.ApiCode?.enum);
    for (const code of operation('payP2pOrder').codes) expect(enumCodes.has(code), code).toBe(true);
  });
});

describe('validation failures', () => {
  it('answer a field code and params, and a message without the pattern ("id: must match ^od[0-9a-z]{8}$" before)', async () => {
    const { status, body } = await call(app, 'payP2pOrder', { token: ada, body: { id: 'zzz' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', code: 'field.pattern', params: { field: 'id' }, data: null });
    expect(body.message).toBe('id: is not in the expected form');
  });

  it('name the limit a too-long value broke', async () => {
    const { body } = await call(app, 'updateAccount', { token: ada, body: { userName: 'x'.repeat(40) } });
    expect(body).toMatchObject({ code: 'field.userName', params: { field: 'userName' } });
  });

  it('answer an unknown field with its name', async () => {
    const { body } = await call(app, 'getRates', { token: ada, body: { nope: 1 } });
    expect(body).toMatchObject({ code: 'field.unknown', params: { field: 'nope' } });
  });

  it('answer a missing field with its name', async () => {
    const { body } = await call(app, 'payP2pOrder', { token: ada, body: {} });
    expect(body).toMatchObject({ code: 'field.required', params: { field: 'id' }, message: 'required field "id" is missing' });
  });
});

describe('request codes', () => {
  it('answers an unknown endpoint and a wrong method with their codes', async () => {
    const none = await app.inject({ method: 'POST', url: '/v1/app/nothing/here' });
    expect(none.json()).toMatchObject({ code: 'request.noEndpoint', params: { method: 'POST', path: '/v1/app/nothing/here' } });
    const wrong = await app.inject({ method: 'GET', url: '/v1/account/get/user' });
    expect(wrong.json()).toMatchObject({ code: 'request.methodNotAllowed', params: { method: 'GET', allowed: 'POST' } });
  });

  it('answers a missing token with auth.signInRequired', async () => {
    const { status, body } = await call(app, 'getUser');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'auth.signInRequired', message: 'Please sign in to continue' });
  });

  it('answers malformed JSON with request.invalidJson', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/account/get/user',
      payload: '{',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ada}` },
    });
    expect(res.json()).toMatchObject({ code: 'request.invalidJson' });
  });
});
