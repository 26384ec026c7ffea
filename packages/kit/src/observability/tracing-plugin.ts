import { type Context, context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import { kitTracer } from './tracing.js';
import { UNOBSERVED_ROUTES } from './unobserved-routes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span in its context (null for probes and scrapes). */
    traceContext: Context | null;
  }
}

export interface RequestTracingOptions {
  /**
   * Continue the caller's trace (its `traceparent`). Services trust the gateway's; the gateway
   * faces the internet and starts every trace itself, so no client picks trace ids or forces
   * sampling.
   */
  acceptTraceContext: boolean;
}

/**
 * One SERVER span per request, named `<method> <route>` (the route pattern, never the raw URL),
 * whose context is made active for the rest of the request: the handler's database writes, the
 * events it puts in the outbox and its calls to other services become its children.
 *
 * fastify runs a hook's continuation synchronously when the hook calls `done` synchronously, so
 * calling `done` inside `context.with` runs the next hooks and the handler inside the span's
 * context, and every await below them keeps it (AsyncLocalStorage). A request body arrives on the
 * socket's own events; whether those carry the context is Node's business, so preValidation (the
 * first hook after the body is read) enters it again rather than rely on it. onResponse enters it
 * too: the "request completed" line is written after the answer went out, on the socket's events.
 *
 * Plain hooks added to the instance given (createServer's root), before any other hook, so theirs
 * run inside the context too.
 */
export function traceRequests(app: FastifyInstance, options: RequestTracingOptions): void {
  app.decorateRequest('traceContext', null);

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && UNOBSERVED_ROUTES.has(route)) {
      done();
      return;
    }
    const parent = options.acceptTraceContext ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
    const span = kitTracer().startSpan(
      route === undefined ? request.method : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: request.method,
          [ATTR_URL_PATH]: request.url.split('?')[0],
          ...(route === undefined ? {} : { [ATTR_HTTP_ROUTE]: route }),
          'http.request.id': request.id,
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    request.traceContext = active;
    context.with(active, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (request.traceContext) context.with(request.traceContext, done);
    else done();
  });

  app.addHook('onError', (request, _reply, error, done) => {
    if (request.traceContext) trace.getSpan(request.traceContext)?.recordException(error);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const active = request.traceContext;
    if (!active) {
      done();
      return;
    }
    const span = trace.getSpan(active);
    if (span) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      // Per the HTTP conventions a 4xx is the client's mistake, not the server's error.
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    context.with(active, done);
  });
}
