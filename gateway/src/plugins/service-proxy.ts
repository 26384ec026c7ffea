import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serviceHeaders } from '../lib/service-headers.js';
import { upstreamFailure } from '../lib/upstream-error.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the service at `baseUrl`'s answer to this request (same path and query). */
    forwardTo(baseUrl: string): FastifyReply;
  }
}

/** Up to this size an answer is read whole and sent in one write (most API answers are a few KB). */
const SMALL_ANSWER_BYTES = 64 * 1024;

type UpstreamResponse = {
  headers: Record<string, unknown>;
  stream: NodeJS.ReadableStream & { arrayBuffer?: () => Promise<ArrayBuffer> };
};

/**
 * Piping a small answer through a stream costs more CPU than copying it once: a buffer goes out
 * with its headers in a single write. Large or unsized answers still stream.
 */
function sendUpstreamBody(_request: unknown, reply: { send(payload: unknown): unknown }, response: unknown) {
  const { headers, stream } = response as UpstreamResponse;
  const length = Number(headers['content-length']);
  if (length <= SMALL_ANSWER_BYTES && typeof stream.arrayBuffer === 'function') {
    stream.arrayBuffer().then(
      (body) => reply.send(Buffer.from(body)),
      (error) => reply.send(error),
    );
  } else {
    reply.send(stream);
  }
}

export interface ServiceProxyOptions {
  internalToken: string;
  timeoutMs: number;
  connectTimeoutMs: number;
  connections: number;
}

/**
 * The hop to the services: @fastify/reply-from on one undici Agent, which keeps a pool of
 * keep-alive connections per service origin. Request bodies are streamed through untouched,
 * except the few routes that read the body first (they hand the raw bytes back, never a
 * re-serialised object).
 */
export const serviceProxyPlugin = fp(
  async (app: FastifyInstance, options: ServiceProxyOptions) => {
    await app.register(replyFrom, {
      undici: {
        connections: options.connections,
        pipelining: 1,
        keepAliveTimeout: 60_000,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        connect: { timeout: options.connectTimeoutMs },
      },
      // One log line per request is fastify's; reply-from would add two more.
      disableRequestLogging: true,
    });

    const hooks: FastifyReplyFromHooks = {
      onResponse: sendUpstreamBody,
      rewriteRequestHeaders: (request, headers) =>
        serviceHeaders(request as FastifyRequest, headers, options.internalToken),
      onError: (reply, { error }) => {
        const failure = upstreamFailure(error);
        reply.code(failure.statusCode).send(failure.body);
      },
    };

    app.decorateReply('forwardTo', function (this: FastifyReply, baseUrl: string) {
      const request = this.request;
      const body = request.body;
      if (Buffer.isBuffer(body)) {
        // Raw bytes read by the gateway (attempt-limited routes) go on as they came.
        return this.from(`${baseUrl}${request.url}`, {
          ...hooks,
          body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
      }
      return this.from(`${baseUrl}${request.url}`, hooks);
    });
  },
  { name: 'service-proxy' },
);
