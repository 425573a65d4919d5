// A deliberately faulty target for the self-test: a small proxy in front of the mock (or any target) that
// breaks the contract in known ways, one operation per fault, and injects bad websocket frames.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';

export interface Fault {
  operationId: string;
  /** Path under the API base, e.g. `/account/get/user`. */
  path: string;
  description: string;
  /** Rewrites the upstream answer. */
  apply(status: number, body: Record<string, unknown>): { status: number; body: unknown };
}

const data = (body: Record<string, unknown>): Record<string, unknown> =>
  typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};

export const FAULTS: Fault[] = [
  {
    operationId: 'getUser',
    path: '/account/get/user',
    description: 'drops the required field data.email',
    apply: (status, body) => {
      const { email: _dropped, ...rest } = data(body);
      return { status, body: { ...body, data: rest } };
    },
  },
  {
    operationId: 'getProfile',
    path: '/app/profile/get',
    description: 'adds the unknown field data.nickname',
    apply: (status, body) => ({ status, body: { ...body, data: { ...data(body), nickname: 'ghost' } } }),
  },
  {
    operationId: 'getRates',
    path: '/account/get/rate',
    description: 'changes the type of data.USD to a string',
    apply: (status, body) => ({ status, body: { ...body, data: { ...data(body), USD: '1' } } }),
  },
  {
    operationId: 'listContacts',
    path: '/app/inbox/contact/list',
    description: 'answers HTTP 500',
    apply: () => ({ status: 500, body: { status: 'error', message: 'Internal failure', data: null } }),
  },
  {
    operationId: 'listInbox',
    path: '/app/inbox/list',
    description: "answers status: 'success' with HTTP 400",
    apply: (_status, body) => ({ status: 400, body: { ...body, status: 'success' } }),
  },
  {
    operationId: 'payWallet',
    path: '/pay/wallet',
    description: 'answers a code the operation does not document',
    apply: (status, body) => ({ status, body: { ...body, code: 'pay.undocumentedHere' } }),
  },
];

/** Request-side faults: the target ignores what it must refuse. */
export const REQUEST_FAULTS = {
  /** Strips this field from getRates bodies before forwarding (a server that ignores unknown fields). */
  ignoredUnknownField: { operationId: 'getRates', path: '/account/get/rate', field: 'contractUnknownField' },
  /** Adds the last seen bearer token to getProfile calls that have none (a server that skips auth). */
  skippedAuth: { operationId: 'getProfile', path: '/app/profile/get' },
};

/** Frames the proxy injects after every keepalive answer `y`. */
export const INJECTED_FRAMES = ['zz', '{"type":"p","data":{"i":42}}', '{"type":"q","data":{}}'];

export interface FaultyProxy {
  /** Base URL with the same API path as the upstream, e.g. `http://127.0.0.1:1234/v1`. */
  baseUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the faulty proxy in front of `upstreamBase` (e.g. `http://127.0.0.1:4000/v1`). */
export async function startFaultyProxy(upstreamBase: string): Promise<FaultyProxy> {
  const upstream = new URL(upstreamBase);
  const apiPath = upstream.pathname.replace(/\/$/, '');
  let lastToken: string | undefined;
  const server: Server = createServer((req, res) => {
    void (async () => {
      let body = await readBody(req);
      const path = (req.url ?? '').split('?')[0]!.slice(apiPath.length);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string' && !['host', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding'].includes(k))
          headers[k] = v;
      }
      if (headers.authorization?.startsWith('Bearer ')) lastToken ??= headers.authorization;
      if (path === REQUEST_FAULTS.skippedAuth.path && !headers.authorization && lastToken) headers.authorization = lastToken;
      if (path === REQUEST_FAULTS.ignoredUnknownField.path && body.length > 0) {
        const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        delete parsed[REQUEST_FAULTS.ignoredUnknownField.field];
        body = Buffer.from(JSON.stringify(parsed));
      }
      const answer = await fetch(new URL(req.url ?? '/', upstream.origin), {
        method: req.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const text = await answer.text();
      const fault = FAULTS.find((f) => f.path === path);
      let status = answer.status;
      let out = text;
      if (fault) {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        const changed = fault.apply(status, parsed);
        status = changed.status;
        out = JSON.stringify(changed.body);
      }
      res.writeHead(status, { 'content-type': answer.headers.get('content-type') ?? 'application/json; charset=utf-8' });
      res.end(out);
    })().catch((e: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`faulty proxy: ${(e as Error).message}`);
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(req, socket, head, (client) => {
      const target = new WebSocket(new URL(req.url ?? '/', upstream.origin.replace(/^http/, 'ws')));
      const pending: string[] = [];
      target.on('open', () => {
        for (const p of pending.splice(0)) target.send(p);
      });
      target.on('message', (msg, isBinary) => {
        const text = isBinary ? '' : (msg as Buffer).toString();
        client.send(text);
        if (text === 'y') for (const f of INJECTED_FRAMES) client.send(f);
      });
      target.on('close', (code, reason) =>
        client.close(code >= 1000 && code < 5000 && code !== 1005 && code !== 1006 ? code : 1000, reason.toString()),
      );
      target.on('error', () => client.terminate());
      client.on('message', (msg) => {
        const text = (msg as Buffer).toString();
        if (target.readyState === WebSocket.OPEN) target.send(text);
        else pending.push(text);
      });
      client.on('close', () => target.close());
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}${apiPath}`,
    wsUrl: `ws://127.0.0.1:${port}${apiPath}/account/get/connect`,
    close: () =>
      new Promise((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
