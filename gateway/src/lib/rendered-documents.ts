import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { COMPRESS_MIN_BYTES, compress, type Encoding, preferredEncoding } from './content-encoding.js';

/**
 * A document the gateway writes itself (a shared page's HTML, robots.txt, a sitemap): its bytes,
 * an entity tag made from them (the same bytes give the same tag on every instance), and its
 * encoded copies, made at the first request that wants each.
 */
export interface RenderedDocument {
  body: Buffer;
  etag: string;
  encoded: Map<Encoding, Buffer>;
}

export function renderedDocument(text: string): RenderedDocument {
  const body = Buffer.from(text, 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${hash}"`, encoded: new Map() };
}

/** If-None-Match names this entity tag (or any); weak comparison, as for a GET. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends `document` with its tag, in the client's preferred encoding (each encoding its own tag, as
 * the static files have), or 304 when the client holds it already. Vary: Accept-Encoding.
 */
export async function sendDocument(
  reply: FastifyReply,
  document: RenderedDocument,
  headers: { contentType: string; cacheControl: string },
): Promise<FastifyReply> {
  const wanted =
    document.body.length < COMPRESS_MIN_BYTES ? undefined : preferredEncoding(reply.request.headers['accept-encoding']);
  const etag = wanted === undefined ? document.etag : `${document.etag.slice(0, -1)}-${wanted}"`;
  reply
    .header('content-type', headers.contentType)
    .header('cache-control', headers.cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (matchesEtag(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (wanted === undefined) return reply.send(document.body);
  let encoded = document.encoded.get(wanted);
  if (encoded === undefined) {
    encoded = await compress(document.body, wanted);
    document.encoded.set(wanted, encoded);
  }
  return reply.header('content-encoding', wanted).send(encoded);
}

export interface DocumentCache {
  get(key: string, nowMs?: number): RenderedDocument | undefined;
  set(key: string, document: RenderedDocument, seconds: number, nowMs?: number): void;
  readonly size: number;
}

/**
 * Rendered documents kept for a few seconds, bounded in entries and bytes like the micro-cache of
 * public answers (public-answer-cache.ts): the oldest go first. Encoded copies count too, roughly
 * (the body twice), since they are made after the entry is stored.
 */
export function createDocumentCache({
  maxEntries = 2000,
  maxBytes = 32 * 1024 * 1024,
}: {
  maxEntries?: number;
  maxBytes?: number;
} = {}): DocumentCache {
  const entries = new Map<string, { document: RenderedDocument; expiresAtMs: number }>();
  let bytes = 0;
  const weight = (document: RenderedDocument) => document.body.length * 2;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= weight(entry.document);
    entries.delete(key);
  };
  return {
    get(key, nowMs = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= nowMs) {
        drop(key);
        return undefined;
      }
      return entry.document;
    },
    set(key, document, seconds, nowMs = Date.now()) {
      if (seconds <= 0 || weight(document) > maxBytes / 16) return;
      drop(key);
      entries.set(key, { document, expiresAtMs: nowMs + seconds * 1000 });
      bytes += weight(document);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * One making of each key at a time: while a document is being made (a read from a service), the
 * other requests for it wait for the same result instead of asking the service again.
 */
export function singleFlight<T>() {
  const making = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T>): Promise<T> => {
    let pending = making.get(key);
    if (pending === undefined) {
      pending = make().finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };
}
