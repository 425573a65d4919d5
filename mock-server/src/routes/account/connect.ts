// WS /v1/account/get/connect?token=…: the realtime socket (openapi.yaml description; contracts/asyncapi.yaml).
// A missing or unknown token gets the socket closed with 4401; a plain HTTP GET gets a 426 envelope; a websocket
// asked of any other URL a 404 envelope.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { codeEnvelope } from '../../lib/envelope.ts';
import { MESSAGES } from '../../lib/errors.ts';
import { API_PREFIX } from '../../lib/openapi.ts';
import { answerOnSocket } from '../../plugins/error-handler.ts';
import { CLOSE_UNAUTHORIZED } from '../../plugins/realtime.ts';

export const CONNECT_URL = `${API_PREFIX}/account/get/connect`;

/** Largest websocket frame accepted from a client. */
const WS_MAX_PAYLOAD = 64 * 1024;

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The plugin sends every upgrade request through Fastify's router, but only this route can take the socket: another
 * URL's handler would answer over a socket that nothing then closes. So upgrades of other URLs are refused before
 * routing, with a 404 envelope that says where the socket is.
 */
function gateUpgrades(server: Server, pluginListeners: UpgradeListener[]): void {
  const [routeUpgrade] = pluginListeners;
  if (pluginListeners.length !== 1 || !routeUpgrade)
    throw new Error(`@fastify/websocket added ${pluginListeners.length} upgrade listeners; expected 1`);
  server.removeListener('upgrade', routeUpgrade);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === CONNECT_URL) {
      routeUpgrade(request, socket, head);
      return;
    }
    socket.on('error', () => socket.destroy());
    answerOnSocket(socket, 404, 'Not Found', 'request.noWebsocket', { path: path ?? '', url: CONNECT_URL });
  });
}

export default async function connectRoute(app: FastifyInstance): Promise<void> {
  // Registered here, not on the root: @fastify/websocket hooks every request of its context (an onRequest and an
  // onResponse hook, and a wrapper around each handler), which every HTTP call then paid for (~1.5 µs of ~30 µs).
  const before = new Set(app.server.listeners('upgrade'));
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
  gateUpgrades(
    app.server,
    // Node types listeners as Function; an 'upgrade' listener is always called with these three arguments.
    app.server.listeners('upgrade').filter((listener) => !before.has(listener)) as UpgradeListener[],
  );

  app.route({
    method: 'GET',
    url: CONNECT_URL,
    handler(_request, reply) {
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send(codeEnvelope('request.websocketRequired', { url: CONNECT_URL }));
    },
    wsHandler(socket, request) {
      const { token } = request.query as { token?: unknown };
      const uid = typeof token === 'string' && token.length > 0 ? app.store.tokens.resolve(token) : undefined;
      if (uid === undefined || typeof token !== 'string') {
        socket.close(CLOSE_UNAUTHORIZED, MESSAGES.signInRequired);
        return;
      }
      app.realtime.attach(uid, token, socket);
    },
  });
}
