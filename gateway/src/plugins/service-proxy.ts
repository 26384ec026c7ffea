import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { AppError } from '@art/kit';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Dispatcher, Pool } from 'undici';
import {
  COMPRESS_MIN_BYTES,
  compress,
  compressStream,
  type Encoding,
  isJson,
  preferredEncoding,
  varyOnAcceptEncoding,
} from '../lib/content-encoding.js';
import {
  type CachedAnswer,
  createPublicAnswerCache,
  isSharedRead,
  type PublicAnswerCache,
  setViewerCacheHeaders,
} from '../lib/public-answer-cache.js';
import { answerHeaders, guestHeaders, serviceHeaders } from '../lib/service-headers.js';
import { upstreamFailure } from '../lib/upstream-error.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the service at `baseUrl`'s answer to this request (same path and query). */
    forwardTo(baseUrl: string): FastifyReply;
  }
  interface FastifyInstance {
    /**
     * GET `path` of the service at `baseUrl` as a guest would (no cookie, no token: see
     * guestHeaders), on the proxy's own connections, for the gateway's own pages. Rejects when the
     * service is unreachable, slower than `timeoutMs` or answers more than GUEST_READ_MAX_BYTES.
     */
    readAsGuest(baseUrl: string, path: string, request: FastifyRequest, timeoutMs: number): Promise<GuestAnswer>;
  }
}

/** A service's answer to the gateway's own guest read: its status and its JSON body (undefined if none). */
export interface GuestAnswer {
  statusCode: number;
  body: unknown;
}

/** A listing page of 60 artworks is a few hundred KB; anything much larger is not what was asked for. */
const GUEST_READ_MAX_BYTES = 4 * 1024 * 1024;

/** Up to this size an answer is read whole and sent in one write (most API answers are a few KB). */
const SMALL_ANSWER_BYTES = 64 * 1024;

/** `..` as a whole path segment, once decoded: never sent on, whatever the service would make of it. */
const DOT_DOT_SEGMENT = /(?:^|[/\\])\.\.(?:[/\\]|$)/;

function hasDotDotSegment(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('.') && !path.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return DOT_DOT_SEGMENT.test(decoded);
}

/**
 * Whether the gateway compresses this answer, and how: JSON over COMPRESS_MIN_BYTES (or of unknown
 * size) that the service did not encode itself. `vary` says the answer depends on the client's
 * Accept-Encoding (whether or not this client gets it compressed); `encoding` is undefined when the
 * answer goes out as the service sent it, the zero-copy path.
 */
function compressionOf(
  request: FastifyReply['request'],
  statusCode: number,
  headers: IncomingHttpHeaders,
  length: number,
): { vary: boolean; encoding: Encoding | undefined } {
  const eligible =
    !(length <= COMPRESS_MIN_BYTES) &&
    statusCode !== 204 &&
    statusCode !== 304 &&
    headers['content-encoding'] === undefined &&
    isJson(headers['content-type']);
  if (!eligible) return { vary: false, encoding: undefined };
  const encoding = request.method === 'HEAD' ? undefined : preferredEncoding(request.headers['accept-encoding']);
  return { vary: true, encoding };
}

/** The reason given to undici when the client went away: the service's work is not wanted any more. */
class ClientClosed extends Error {
  override name = 'ClientClosed';
  code = 'GATEWAY_CLIENT_CLOSED';
  constructor() {
    super('the client closed the connection');
  }
}

/** A large or unsized answer, streamed to the client with the service's pace held to the client's. */
class AnswerStream extends Readable {
  ended = false;
  constructor(private readonly controller: Dispatcher.DispatchController) {
    super();
  }
  override _read() {
    this.controller.resume();
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    // Destroyed before the service finished (the client went away, or fastify gave up): cancel it.
    if (!this.ended) this.controller.abort(error ?? new ClientClosed());
    callback(error);
  }
}

/**
 * One forwarded request, as an undici dispatch handler: no intermediate response object, no body
 * stream for small answers. Status and headers wait until a small answer's body is complete, so a
 * failure half-way still gets the gateway's own error answer.
 */
class Forwarding implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private statusCode = 0;
  private headers: Record<string, string | string[]> | null = null;
  private chunks: Buffer[] | null = null;
  private stream: AnswerStream | null = null;
  private encoding: Encoding | undefined = undefined;
  /** The service's part is over (answered or failed): nothing left to cancel. */
  private done = false;
  private clientGone = false;
  private upstreamHeaders: IncomingHttpHeaders | null = null;

  /** `publicAnswers` when a guest's GET may be kept (see public-answer-cache.ts). */
  constructor(
    private readonly reply: FastifyReply,
    private readonly publicAnswers: PublicAnswerCache | null = null,
  ) {
    reply.raw.once('close', this.onClientClose);
  }

  private readonly onClientClose = () => {
    if (this.done) return;
    this.clientGone = true;
    this.controller?.abort(new ClientClosed());
  };

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.controller = controller;
    if (this.clientGone) controller.abort(new ClientClosed());
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    this.statusCode = statusCode;
    this.upstreamHeaders = headers;
    this.headers = answerHeaders(headers);
    setViewerCacheHeaders(this.headers, this.reply.request.headers.authorization !== undefined);
    // A missing Content-Length gives NaN: an unsized answer, streamed.
    const length = Number(headers['content-length']);
    const { vary, encoding } = compressionOf(this.reply.request, statusCode, headers, length);
    if (vary) this.headers.vary = varyOnAcceptEncoding(this.headers.vary);
    this.encoding = encoding;
    if (length <= SMALL_ANSWER_BYTES) {
      this.chunks = [];
      return;
    }
    const stream = new AnswerStream(controller);
    this.stream = stream;
    if (encoding === undefined) {
      this.answer().send(stream);
      return;
    }
    // The encoder paces the service as the client does; a client gone destroys all three.
    const encoded = compressStream(encoding);
    pipeline(stream, encoded, () => {});
    this.encoded(encoding).send(encoded);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    if (this.chunks !== null) this.chunks.push(chunk);
    else if (this.stream !== null && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd() {
    this.done = true;
    if (this.stream !== null) {
      this.stream.ended = true;
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks!;
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    this.publicAnswers?.offer(this.reply.request.url, this.statusCode, this.upstreamHeaders!, this.headers!, body);
    const encoding = this.encoding;
    if (encoding === undefined) {
      this.answer().send(body);
      return;
    }
    compress(body, encoding).then(
      (encoded) => {
        if (!this.clientGone) this.encoded(encoding).send(encoded);
      },
      (error) => {
        this.reply.log.warn({ err: error }, 'compression failed: answer sent as it came');
        if (!this.clientGone) this.answer().send(body);
      },
    );
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error) {
    this.done = true;
    if (this.stream !== null) {
      this.stream.destroy(error);
      return;
    }
    const reply = this.reply;
    if (this.clientGone || reply.sent) return;
    reply.log.warn({ err: error }, 'service call failed');
    const failure = upstreamFailure(error);
    reply.code(failure.statusCode).send(failure.body);
  }

  /** The reply with the service's status and headers, for a body in `encoding` (length unknown here). */
  private encoded(encoding: Encoding): FastifyReply {
    delete this.headers!['content-length'];
    this.headers!['content-encoding'] = encoding;
    return this.answer();
  }

  /** The reply with the service's status and headers on it. */
  private answer(): FastifyReply {
    const reply = this.reply;
    reply.code(this.statusCode).headers(this.headers!);
    // An HTTP/1 connection cannot be reused until its request body has been read; the service
    // answered before that (e.g. refused the upload), so this connection ends with the answer.
    if (!reply.request.raw.complete) reply.header('connection', 'close');
    return reply;
  }
}

/** A guest's GET answered from the micro-cache: the same status, headers and (encoded) body. */
function answerFromCache(reply: FastifyReply, entry: CachedAnswer) {
  const headers = { ...entry.headers };
  const upstream = { 'content-type': headers['content-type'] as string | undefined };
  const { vary, encoding } = compressionOf(reply.request, entry.statusCode, upstream, entry.body.length);
  if (vary) headers.vary = varyOnAcceptEncoding(headers.vary);
  reply.code(entry.statusCode);
  if (encoding === undefined) {
    reply.headers(headers).send(entry.body);
    return;
  }
  const ready = entry.encoded.get(encoding);
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  if (ready) {
    reply.headers(headers).send(ready);
    return;
  }
  compress(entry.body, encoding).then(
    (encoded) => {
      entry.encoded.set(encoding, encoded);
      reply.headers(headers).send(encoded);
    },
    () => {
      delete headers['content-encoding'];
      reply.headers({ ...entry.headers }).send(entry.body);
    },
  );
}

export interface ServiceProxyOptions {
  internalToken: string;
  timeoutMs: number;
  connectTimeoutMs: number;
  connections: number;
}

/**
 * The hop to the services: one undici Pool of keep-alive connections per service, driven through
 * `dispatch` with a handler of our own (no per-request response object or body stream for the
 * usual small answer). Request bodies are streamed through untouched, except the few routes that
 * read the body first (they hand the raw bytes back, never a re-serialised object).
 *
 * @fastify/reply-from stays registered for `/media` only (`reply.from`), which is not a hot path.
 */
export const serviceProxyPlugin = fp(
  async (app: FastifyInstance, options: ServiceProxyOptions) => {
    const undiciOptions = {
      connections: options.connections,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: { timeout: options.connectTimeoutMs },
    };
    await app.register(replyFrom, { undici: undiciOptions, disableRequestLogging: true });

    const services = new Map<string, { pool: Pool; pathPrefix: string }>();
    const serviceAt = (baseUrl: string) => {
      let service = services.get(baseUrl);
      if (service === undefined) {
        const url = new URL(baseUrl);
        service = { pool: new Pool(url.origin, undiciOptions), pathPrefix: url.pathname.replace(/\/+$/, '') };
        services.set(baseUrl, service);
      }
      return service;
    };
    app.addHook('onClose', async () => {
      await Promise.all([...services.values()].map(({ pool }) => pool.close()));
    });

    app.decorate(
      'readAsGuest',
      async (baseUrl: string, path: string, request: FastifyRequest, timeoutMs: number): Promise<GuestAnswer> => {
        const { pool, pathPrefix } = serviceAt(baseUrl);
        const answer = await pool.request({
          path: pathPrefix + path,
          method: 'GET',
          headers: guestHeaders(request, options.internalToken),
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of answer.body) {
          size += chunk.length;
          if (size > GUEST_READ_MAX_BYTES) {
            answer.body.destroy();
            throw new Error(`the answer to GET ${path} is larger than ${GUEST_READ_MAX_BYTES} bytes`);
          }
          chunks.push(chunk);
        }
        const text = Buffer.concat(chunks).toString('utf8');
        const json = isJson(answer.headers['content-type']) && text !== '';
        return { statusCode: answer.statusCode, body: json ? JSON.parse(text) : undefined };
      },
    );

    const publicAnswers = createPublicAnswerCache();
    app.decorateReply('forwardTo', function (this: FastifyReply, baseUrl: string) {
      const request = this.request;
      const url = request.url;
      if (hasDotDotSegment(url)) throw new AppError(400, 'error', 'source/request contain invalid characters');
      // Guests' GETs may be answered from memory when their owner marked the answer public.
      const guestRead = request.viewer === null && isSharedRead(request.method, request.headers);
      if (guestRead) {
        const cached = publicAnswers.get(url);
        if (cached) {
          answerFromCache(this, cached);
          return this;
        }
      }
      const { pool, pathPrefix } = serviceAt(baseUrl);
      const headers = serviceHeaders(request, options.internalToken);
      const body = request.body;
      let payload: Buffer | Readable | null = null;
      if (Buffer.isBuffer(body)) {
        // Raw bytes read by the gateway (attempt-limited routes) go on as they came.
        payload = body;
        headers['content-length'] = String(body.length);
        headers['content-type'] ??= 'application/octet-stream';
      } else if (body instanceof Readable) {
        payload = body;
      }
      pool.dispatch(
        {
          path: pathPrefix + url,
          method: request.method as Dispatcher.HttpMethod,
          headers,
          body: payload,
        },
        new Forwarding(this, guestRead ? publicAnswers : null),
      );
      return this;
    });
  },
  { name: 'service-proxy' },
);
