// WS /v1/account/get/connect?token=…: the realtime socket (openapi.yaml description; contracts/asyncapi.yaml).
// A missing or unknown token gets the socket closed with 4401; a plain HTTP GET gets a 426 envelope.
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../../lib/envelope.ts';
import { MESSAGES } from '../../lib/errors.ts';
import { API_PREFIX } from '../../lib/openapi.ts';
import { CLOSE_UNAUTHORIZED } from '../../plugins/realtime.ts';

export const CONNECT_URL = `${API_PREFIX}/account/get/connect`;

export default async function connectRoute(app: FastifyInstance): Promise<void> {
  app.route({
    method: 'GET',
    url: CONNECT_URL,
    handler(_request, reply) {
      reply.code(426).header('upgrade', 'websocket').send(errorEnvelope('Connect with a websocket: ws://…/v1/account/get/connect?token=…'));
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
