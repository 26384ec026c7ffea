import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { loggerOptions } from './logger.js';
import { errorEnvelopePlugin } from './plugins/error-envelope.js';

export const REQUEST_ID_HEADER = 'x-request-id';

export interface ServerOptions {
  name: string;
  logLevel?: string;
  bodyLimit?: number;
  /** Trust X-Forwarded-* (services sit behind the gateway, the gateway behind an ingress). */
  trustProxy?: boolean;
  fastify?: FastifyServerOptions;
}

/**
 * The fastify instance every service and the gateway start from: pino logging with the request id
 * taken from the caller (the gateway sets it) or made here, JSON schemas (formats come with fastify's ajv compiler), and errors
 * answered in the spec's `{status, message}` envelope.
 */
export function createServer(options: ServerOptions) {
  const app = Fastify({
    logger: loggerOptions(options.name, options.logLevel ?? 'info'),
    requestIdHeader: REQUEST_ID_HEADER,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? true,
    return503OnClosing: true,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    ...options.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Keep-alive clients (the gateway's upstream pool, browsers) would hold the server open until
  // their sockets time out; while closing, answers say `Connection: close` and idle sockets are
  // closed, so a shutdown ends when the last request in flight is answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.register(errorEnvelopePlugin);
  return app;
}

export type Server = ReturnType<typeof createServer>;
export type AnyServer = FastifyInstance;
