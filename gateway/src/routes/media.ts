import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE } from '../lib/cache-policy.js';
import { upstreamFailure } from '../lib/upstream-error.js';

export interface MediaOptions {
  s3Endpoint: string;
  /** Only these buckets are reachable: no listing, no other bucket of the same endpoint. */
  buckets: string[];
}

/** What a browser may ask of the object store: conditional and partial reads, nothing else. */
const REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'accept-encoding'];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'content-encoding',
];

function pick(headers: IncomingHttpHeaders, names: string[]): IncomingHttpHeaders {
  const picked: IncomingHttpHeaders = {};
  for (const name of names) if (headers[name] !== undefined) picked[name] = headers[name];
  return picked;
}

/**
 * /media/<bucket>/<key> → <S3_ENDPOINT>/<bucket>/<key> (path-style), so images come from the
 * site's own origin. Stored keys never change content (a new upload gets a new key), so a found
 * image is cached for a year; a missing one is not cached, and the frontend tries the fallback
 * bucket itself.
 */
export const mediaRoutes = fp(
  async (app: FastifyInstance, options: MediaOptions) => {
    const endpoint = options.s3Endpoint.replace(/\/+$/, '');
    const buckets = new Set(options.buckets);

    const handler = (request: FastifyRequest<{ Params: { bucket: string; '*': string } }>, reply: FastifyReply) => {
      const { bucket } = request.params;
      if (!buckets.has(bucket) || !request.params['*']) return reply.callNotFound();
      // The path as the browser sent it (still encoded), without any query: S3 sub-resources
      // such as ?acl or ?list-type must not be reachable through the gateway.
      const path = request.url.split('?')[0].slice('/media'.length);
      return reply.from(`${endpoint}${path}`, {
        queryString: () => '',
        rewriteRequestHeaders: (_request, headers) => pick(headers, REQUEST_HEADERS),
        rewriteHeaders: (headers) => pick(headers, RESPONSE_HEADERS),
        // The status is known only here (rewriteHeaders runs before it is set on the reply).
        onResponse: (_request, answer, response) => {
          answer.header('cache-control', response.statusCode < 400 ? IMMUTABLE : 'no-cache');
          answer.send(response.stream);
        },
        onError: (failed, { error }) => {
          const failure = upstreamFailure(error);
          failed.code(failure.statusCode).send(failure.body);
        },
      });
    };
    app.get('/media/:bucket/*', { logLevel: 'warn' }, handler);
  },
  { name: 'media-routes' },
);
