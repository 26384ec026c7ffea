import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { LIVE_SOCKET_PATH } from '@art/contracts/live-socket';
import { INTERNAL_TOKEN_HEADER } from '@art/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { limitedBody } from '../lib/limited-body.js';

export interface LiveSocketOptions {
  /** The messaging service, which hosts the socket.io server: new WebSockets, spread over its pods. */
  messagingUrl: string;
  /**
   * The same service where a session must come back to the pod that holds it: socket.io's polling
   * requests, and an upgrade from polling (it names its session, `sid`). In Kubernetes a Service
   * with ClientIP affinity; the same URL where there is one instance.
   */
  pollingUrl: string;
  internalToken: string;
  /** socket.io's polling bodies are small (engine.io's own default limit is 1 MB). */
  bodyLimit: number;
}

/** Headers never passed on to the service: identity is the socket's own business (its JWT). */
const STRIPPED = /^(x-user-|x-forwarded-|x-internal-token$)/;

/** Ends a refused upgrade with a plain HTTP answer (the client sees a failed handshake). */
function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The upgrade request as the service must see it: same request line, the client's headers (bar the
 * ones only the gateway may set), and who the client is, as the gateway saw it.
 */
function upgradeRequest(request: IncomingMessage, internalToken: string): string {
  const lines = [`${request.method} ${request.url} HTTP/1.1`];
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (STRIPPED.test(raw[i].toLowerCase())) continue;
    lines.push(`${raw[i]}: ${raw[i + 1]}`);
  }
  lines.push(`${INTERNAL_TOKEN_HEADER}: ${internalToken}`);
  lines.push(`x-forwarded-for: ${request.socket.remoteAddress ?? ''}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * The live socket at /live/socket.io, on the site's own origin: socket.io's polling requests are
 * proxied like API calls, and its WebSocket upgrades are piped to the messaging service byte for
 * byte (the gateway does not read the frames). The socket authenticates itself with its JWT in
 * socket.io's handshake; the messaging service checks it. A WebSocket from the start carries its
 * whole session on one connection, so any pod may take it: each gets a connection of its own to
 * `messagingUrl` and the Service spreads them (docs/decisions/0045).
 */
export const liveSocketRoutes = fp(
  async (app: FastifyInstance, options: LiveSocketOptions) => {
    const addressOf = (base: string) => {
      const url = new URL(base);
      return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
    };
    const spread = addressOf(options.messagingUrl);
    const sticky = addressOf(options.pollingUrl);

    await app.register(async (live) => {
      live.removeAllContentTypeParsers();
      live.addContentTypeParser('*', (request, payload, done) => {
        try {
          done(null, limitedBody(payload, request.routeOptions.bodyLimit ?? options.bodyLimit));
        } catch (error) {
          done(error as Error, undefined);
        }
      });
      const forward = (_request: FastifyRequest, reply: FastifyReply) => {
        reply.forwardTo(options.pollingUrl);
      };
      live.route({
        method: ['GET', 'POST'],
        url: `${LIVE_SOCKET_PATH}/`,
        bodyLimit: options.bodyLimit,
        handler: forward,
      });
    });

    const sockets = new Set<Duplex>();
    const onUpgrade = (request: IncomingMessage, client: Duplex, head: Buffer) => {
      const [path, query = ''] = (request.url ?? '').split('?');
      if (path !== LIVE_SOCKET_PATH && path !== `${LIVE_SOCKET_PATH}/`) {
        refuse(client, '404 Not Found');
        return;
      }
      const fromPolling = new URLSearchParams(query).has('sid');
      const service = net.connect(fromPolling ? sticky : spread);
      let connected = false;
      sockets.add(client);
      sockets.add(service);
      const close = () => {
        client.destroy();
        service.destroy();
        sockets.delete(client);
        sockets.delete(service);
      };
      client.on('error', close);
      client.on('close', close);
      service.on('close', close);
      service.on('error', (error) => {
        app.log.warn({ err: error, service: 'messaging' }, 'the live socket could not reach the messaging service');
        // Before the service answered, the client still waits for an HTTP answer.
        if (!connected) refuse(client, '502 Bad Gateway');
        close();
      });
      service.setNoDelay(true);
      service.once('connect', () => {
        connected = true;
        service.write(upgradeRequest(request, options.internalToken));
        if (head.length > 0) service.write(head);
        service.pipe(client);
        client.pipe(service);
      });
    };
    app.server.on('upgrade', onUpgrade);
    app.addHook('onClose', async () => {
      app.server.off('upgrade', onUpgrade);
      for (const socket of sockets) socket.destroy();
    });
  },
  { name: 'live-socket', dependencies: ['service-proxy'] },
);
