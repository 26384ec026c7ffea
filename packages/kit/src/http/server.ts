import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { DestinationStream } from 'pino';
import { loggerOptions } from '../observability/logger.js';
import { startTracing, tracingSettingsFromEnv } from '../observability/tracing.js';
import { traceRequests } from '../observability/tracing-plugin.js';
import { answerFrameworkError, errorEnvelopePlugin } from './error-envelope-plugin.js';
import { rejectNonFiniteNumbers, rejectNulCharacters } from './nul-characters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the start of a shutdown: /ready answers 503 from now on, requests are still served. */
    startDraining(): void;
    /** True once draining started or the instance is closing. */
    isDraining(): boolean;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * One log line per request, at info, when it is answered: method, url, status, time, and the
 * request id (every line of a request's child logger carries it). fastify's default writes a
 * second line when the request comes in; at busy times that doubled the logging cost per request
 * for no new information.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else if ((reply.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') !== false) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

export interface ServerOptions {
  name: string;
  logLevel?: string;
  bodyLimit?: number;
  /** Trust X-Forwarded-* (services sit behind the gateway, the gateway behind an ingress). */
  trustProxy?: boolean;
  /** Where log lines go; stdout unless given (tests read them here). */
  logStream?: DestinationStream;
  /** Continue a caller's `traceparent` (default); the gateway, facing the internet, does not. */
  acceptTraceContext?: boolean;
  fastify?: FastifyServerOptions;
}

/**
 * The fastify instance every service and the gateway start from: pino logging with the request id
 * taken from the caller (the gateway sets it) or made here, JSON schemas (formats come with fastify's ajv compiler), errors
 * answered in the public API's `{status, message}` envelope, and a trace span per request (observability/tracing-plugin.ts).
 */
export function createServer(options: ServerOptions) {
  // Once per process (the first server's name holds); OTEL_* variables say where spans go.
  startTracing({ serviceName: options.name, ...tracingSettingsFromEnv() });
  const app = Fastify({
    logger: {
      ...loggerOptions(options.name, options.logLevel ?? 'info'),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    requestIdHeader: REQUEST_ID_HEADER,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? true,
    return503OnClosing: true,
    // Path parameters arrive percent-encoded: a Devanagari search term takes 9 characters per
    // letter, so fastify's default of 100 would cut short a few words (the gateway allows the same).
    routerOptions: { maxParamLength: 2000 },
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    // A malformed or too long address, refused before any route (and any hook): in the envelope
    // too, with the request id the onSend hook below would have set.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request, reply.header(REQUEST_ID_HEADER, request.id)),
    ...options.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Keep-alive clients (the gateway's upstream pool, browsers) would hold the server open until
  // their sockets time out, and keep sending to a draining instance over the sockets they hold;
  // while draining or closing, answers say `Connection: close` (the client's next request opens a
  // new connection, which the load balancer sends elsewhere) and idle sockets are closed at close,
  // so a shutdown ends when the last request in flight is answered.
  let closing = false;
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('isDraining', () => draining || closing);
  // First of the hooks, so that the ones after it (and the handlers) run inside the request's span.
  traceRequests(app, { acceptTraceContext: options.acceptTraceContext ?? true });
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections?.();
  });
  // Before any schema or handler: PostgreSQL would refuse a NUL with a 500 deep inside a route.
  app.addHook('preValidation', rejectNulCharacters);
  // After the schemas: what they turned into Infinity would fail a query with a 500.
  app.addHook('preHandler', rejectNonFiniteNumbers);
  // A callback hook, not an async one: an async onSend defers every answer's write to a microtask.
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (closing || draining) reply.header('connection', 'close');
    done();
  });
  app.register(errorEnvelopePlugin);
  return app;
}

export type Server = ReturnType<typeof createServer>;
export type AnyServer = FastifyInstance;
