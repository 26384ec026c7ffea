import type { IncomingHttpHeaders } from 'node:http';

/**
 * A micro-cache of public answers, as a CDN in front of the marketplace would keep them: a guest's
 * GET whose answer the owning service marked `Cache-Control: public, max-age=N` is answered from
 * memory for N seconds, without the hop to the service. Only requests without Authorization and
 * without cookies take part, in either direction (isSharedRead): a signed-in viewer's answers may
 * differ per viewer, and a cookie may carry a session, so those always go to the service and are
 * never kept (what a CDN's default rules do too). Bounded in entries and bytes; the oldest entries
 * go first.
 */
export interface CachedAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** Encoded bodies made on the way out, so a hit compresses nothing twice. */
  encoded: Map<string, Buffer>;
  expiresAtMs: number;
}

export interface PublicAnswerCache {
  get(url: string, nowMs?: number): CachedAnswer | undefined;
  /** Keeps the answer when it says it may be kept; returns whether it did. */
  offer(
    url: string,
    statusCode: number,
    upstreamHeaders: IncomingHttpHeaders,
    headers: Record<string, string | string[]>,
    body: Buffer,
    nowMs?: number,
  ): boolean;
  readonly size: number;
}

/** Whether a request may be answered from the micro-cache, and its answer kept there. */
export function isSharedRead(method: string, headers: IncomingHttpHeaders): boolean {
  return method === 'GET' && headers.authorization === undefined && headers.cookie === undefined;
}

export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

const directivesOf = (control: string | string[] | number | undefined): string[] =>
  typeof control === 'string'
    ? control
        .toLowerCase()
        .split(',')
        .map((part) => part.trim())
    : [];

/**
 * Sets the caching headers of an answer by who asked, on `headers` (the answer's, as the client
 * gets them). An answer to a request with a token is the viewer's own: `private, no-store` unless
 * the service already said private or no-store, so no shared cache keeps it and no browser cache
 * hands it to the next person at that computer. An answer that may be kept (public) varies on
 * Authorization, so a cache that kept a guest's answer never gives it to a signed-in viewer.
 */
export function setViewerCacheHeaders(headers: Record<string, string | string[]>, signedIn: boolean): void {
  const directives = directivesOf(headers['cache-control']);
  if (signedIn) {
    if (!directives.includes('private') && !directives.includes('no-store'))
      headers['cache-control'] = SIGNED_IN_CACHE_CONTROL;
    return;
  }
  if (!directives.includes('public')) return;
  const vary = headers.vary;
  const value = Array.isArray(vary) ? vary.join(', ') : (vary ?? '');
  if (!/(?:^|,)\s*(?:authorization|\*)\s*(?:,|$)/i.test(value))
    headers.vary = value === '' ? 'authorization' : `${value}, authorization`;
}

/** Never longer than this, whatever a service asks: a stale listing is not worth more. */
const MAX_AGE_CAP_S = 60;

/** Seconds a public answer may be kept, or 0 when it may not (private, no-store, cookies). */
export function publicMaxAge(headers: IncomingHttpHeaders): number {
  if (typeof headers['cache-control'] !== 'string' || headers['set-cookie'] !== undefined) return 0;
  const directives = directivesOf(headers['cache-control']);
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache'))
    return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 0;
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, MAX_AGE_CAP_S) : 0;
}

export function createPublicAnswerCache({
  maxEntries = 2000,
  maxBytes = 64 * 1024 * 1024,
}: {
  maxEntries?: number;
  maxBytes?: number;
} = {}): PublicAnswerCache {
  // A Map iterates in insertion order: re-inserting on write makes its first key the oldest.
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;

  const drop = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(url);
  };

  return {
    get(url, nowMs = Date.now()) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= nowMs) {
        drop(url);
        return undefined;
      }
      return entry;
    },

    offer(url, statusCode, upstreamHeaders, headers, body, nowMs = Date.now()) {
      if (statusCode !== 200) return false;
      const seconds = publicMaxAge(upstreamHeaders);
      if (seconds === 0 || body.length > maxBytes / 16) return false;
      drop(url);
      entries.set(url, {
        statusCode,
        headers: { ...headers },
        body,
        encoded: new Map(),
        expiresAtMs: nowMs + seconds * 1000,
      });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },

    get size() {
      return entries.size;
    },
  };
}
