import type { IncomingHttpHeaders } from 'node:http';
import { AppError, checkMediaSignature, isPrivateMediaKey } from '@art/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, NO_CACHE } from '../lib/cache-policy.js';
import { mediaObjectOf, signatureParametersOf } from '../lib/media-object.js';
import { upstreamFailure } from '../lib/upstream-error.js';

export interface MediaOptions {
  s3Endpoint: string;
  /** Only these buckets are reachable: no listing, no other bucket of the same endpoint. */
  buckets: string[];
  /** Checks the signed addresses of private objects (kit mediaSigningKey of the INTERNAL_TOKEN). */
  signingKey: Buffer;
}

export const MEDIA_LINK_INVALID = 'This picture is not shared with you';
export const MEDIA_LINK_EXPIRED = 'This picture link has expired; reload the page';

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
 * site's own origin: exactly one object of an allowed bucket, by a normalised key (media-object.ts),
 * anything else 404. Stored keys never change content (a new upload gets a new key), so a found
 * public image is cached for a year; a private one (under PRIVATE_MEDIA_PREFIX) needs its signed
 * address and is kept by the browser only until the address expires; a missing one is not cached,
 * and the frontend tries the fallback bucket itself.
 */
export const mediaRoutes = fp(
  async (app: FastifyInstance, options: MediaOptions) => {
    const endpoint = options.s3Endpoint.replace(/\/+$/, '');
    const buckets = new Set(options.buckets);

    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      // The path as the browser sent it: fastify's decoded params would hide `%2e` and `%2f`.
      const object = mediaObjectOf(request.url, buckets);
      if (object === null) return reply.callNotFound();
      // A private object opens with its signature only; a public one takes no query at all, so
      // S3 sub-resources (?list-type, ?acl, ?versions) are never reachable through the gateway.
      let cacheControl = IMMUTABLE;
      if (isPrivateMediaKey(object.key)) {
        const given = signatureParametersOf(object.query);
        const check = checkMediaSignature(
          options.signingKey,
          object.bucket,
          object.key,
          given?.expires,
          given?.signature,
        );
        if (!check.valid) {
          reply.header('cache-control', 'no-store');
          throw check.reason === 'expired'
            ? new AppError(403, 'media-link-expired', MEDIA_LINK_EXPIRED)
            : new AppError(403, 'media-link-invalid', MEDIA_LINK_INVALID);
        }
        // The browser may keep it as long as its address holds; no shared cache may keep it at all.
        const seconds = Math.max(0, check.expiresAtS - Math.floor(Date.now() / 1000));
        cacheControl = `private, max-age=${seconds}`;
      } else if (object.query !== '') {
        return reply.callNotFound();
      }
      return reply.from(`${endpoint}${object.upstreamPath}`, {
        queryString: () => '',
        rewriteRequestHeaders: (_request, headers) => pick(headers, REQUEST_HEADERS),
        rewriteHeaders: (headers) => pick(headers, RESPONSE_HEADERS),
        // The status is known only here (rewriteHeaders runs before it is set on the reply).
        onResponse: (_request, answer, response) => {
          answer.header('cache-control', response.statusCode < 400 ? cacheControl : NO_CACHE);
          answer.send(response.stream);
        },
        onError: (failed, { error }) => {
          const failure = upstreamFailure(error);
          failed.code(failure.statusCode).send(failure.body);
        },
      });
    };
    app.get('/media/*', { logLevel: 'warn' }, handler);
  },
  { name: 'media-routes' },
);
