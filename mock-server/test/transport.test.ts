// Over a real socket: an oversized body still gets its envelope (the server reads the rest first, so a
// client that is still writing does not see EPIPE), and the server keeps answering afterwards.
import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './helpers.ts';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

async function post(
  path: string,
  body: BodyInit,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ status: number; json: { status: string; message: string; data: unknown } }> {
  const res = await fetch(base + path, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { status: res.status, json: (await res.json()) as { status: string; message: string; data: unknown } };
}

describe('transport', () => {
  it.each([
    ['/v1/account/auth/sign-in', 413],
    ['/v1/account/get/rate', 413],
    ['/v1/app/post-new', 401],
  ])('answers a 1.5 MB and an 8 MB body on %s with a %d envelope, every time', async (path, status) => {
    for (const size of [1_500_000, 8_000_000, 1_500_000, 8_000_000]) {
      const { status: got, json } = await post(path, JSON.stringify({ x: 'y'.repeat(size) }));
      expect(got).toBe(status);
      expect(json.status).toBe('error');
    }
  });

  it('lets a slow client finish writing an oversized body, then answers it (no EPIPE)', async () => {
    const port = (app.server.address() as AddressInfo).port;
    const total = 4 * 1024 * 1024;
    const piece = Buffer.alloc(256 * 1024, 'y');
    const socket = connect(port, '127.0.0.1');
    const errors: string[] = [];
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /v1/account/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`);
    for (let written = 0; written < total && errors.length === 0; written += piece.length) {
      await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    socket.destroy();
    expect(errors).toEqual([]);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"message":"The request body is too large (the limit is 1 MiB)"');
  });

  it('answers a streamed (chunked) oversized body with the envelope', async () => {
    const chunk = new TextEncoder().encode('y'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"x":"'));
        if (sent >= 12) {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const { status, json } = await post('/v1/account/auth/sign-in', stream);
    expect(status).toBe(413);
    expect(json.message).toBe('The request body is too large (the limit is 1 MiB)');
    expect((await post('/v1/account/get/rate', '{}')).status).toBe(200);
  });
});
