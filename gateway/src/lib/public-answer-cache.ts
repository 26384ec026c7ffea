import type { IncomingHttpHeaders } from 'node:http';

/**
 * A micro-cache of public answers, as a CDN in front of the marketplace would keep them: a guest's
 * GET whose answer the owning service marked `Cache-Control: public, max-age=N` is answered from
 * memory for N seconds, without the hop to the service. Only guests (no Authorization): a signed-in
 * viewer's answers may differ per viewer and always go to the service. Bounded in entries and
 * bytes; the oldest entries go first.
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

/** Never longer than this, whatever a service asks: a stale listing is not worth more. */
const MAX_AGE_CAP_S = 60;

/** Seconds a public answer may be kept, or 0 when it may not (private, no-store, cookies). */
export function publicMaxAge(headers: IncomingHttpHeaders): number {
  const control = headers['cache-control'];
  if (typeof control !== 'string' || headers['set-cookie'] !== undefined) return 0;
  const directives = control
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
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
