import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Redis cache of the catalogue's public (viewer-less) hot reads: listing pages, featured, popular,
 * similar, categories. Viewer-specific fields are laid over a cached page afterwards, never cached.
 */
export interface CatalogueCache {
  /** The cached value of `key`, or `load()`'s answer (then cached for `ttlSeconds`). */
  remember<T>(key: string, ttlSeconds: number | undefined, load: () => Promise<T>): Promise<T>;
  /**
   * Like remember, for an answer already serialised: a hit is sent as it is stored, with no parse
   * and no serialisation (the gallery's guest pages, the hottest read of the marketplace).
   */
  rememberText(key: string, ttlSeconds: number | undefined, load: () => Promise<string>): Promise<string>;
  /**
   * Every cached listing goes stale at once (an artwork was created, changed or deleted, an author
   * renamed...): one INCR of the generation, no KEYS/SCAN; old entries run out with their TTL.
   */
  invalidateArtworks(): Promise<void>;
  /** The key a cached value of `key` lives under now (tests look at Redis with it). */
  currentKey(key: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

/**
 * How long an instance reuses the generation it last read: a hit then costs one Redis read, not
 * two. This instance's own invalidations apply at once; another instance's within this time.
 */
const GENERATION_REUSE_MS = 1000;

/** A cache that answers slower than this is treated as down: PostgreSQL answers instead. */
const REDIS_TIMEOUT_MS = 250;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('cache timeout')), REDIS_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    const { CACHE_PREFIX: prefix, CACHE_TTL_SECONDS: defaultTtl } = app.config;
    const generationKey = `${prefix}generation`;
    const log = app.log.child({ component: 'catalogue-cache' });
    // Log the change to "down" once, not at every request while Redis is away.
    let failing = false;
    const failed = (error: unknown, what: string) => {
      if (!failing) log.warn({ err: error }, `catalogue cache unavailable (${what}); serving from PostgreSQL`);
      failing = true;
    };
    // ioredis queues commands while reconnecting; a cache must not make readers wait for that.
    const usable = () => app.redis.status === 'ready';

    let known: { generation: string; readAt: number } | null = null;
    async function currentGeneration(): Promise<string> {
      if (known && Date.now() - known.readAt < GENERATION_REUSE_MS) return known.generation;
      const generation = (await withTimeout(app.redis.get(generationKey))) ?? '0';
      known = { generation, readAt: Date.now() };
      return generation;
    }

    async function currentKey(key: string): Promise<string | null> {
      if (!usable()) return null;
      return `${prefix}g${await currentGeneration()}:${key}`;
    }

    const cache: CatalogueCache = {
      currentKey,

      async remember<T>(key: string, ttlSeconds: number | undefined, load: () => Promise<T>): Promise<T> {
        const text = await cache.rememberText(key, ttlSeconds, async () => JSON.stringify(await load()));
        return JSON.parse(text) as T;
      },

      async rememberText(key: string, ttlSeconds: number | undefined, load: () => Promise<string>): Promise<string> {
        const ttl = ttlSeconds ?? defaultTtl;
        if (ttl <= 0) return load();
        let fullKey: string | null = null;
        try {
          fullKey = await currentKey(key);
          if (fullKey) {
            const hit = await withTimeout(app.redis.get(fullKey));
            failing = false;
            if (hit !== null) return hit;
          }
        } catch (error) {
          failed(error, 'read');
          fullKey = null;
        }
        const value = await load();
        if (fullKey) {
          const stored = fullKey;
          // Not awaited by the reader: a slow cache write costs it nothing.
          withTimeout(app.redis.set(stored, value, 'EX', ttl)).catch((error) => failed(error, 'write'));
        }
        return value;
      },

      async invalidateArtworks() {
        try {
          if (!usable()) throw new Error(`redis ${app.redis.status}`);
          const generation = await withTimeout(app.redis.incr(generationKey));
          known = { generation: String(generation), readAt: Date.now() };
        } catch (error) {
          // Entries cached before the outage stay at most their TTL once Redis is back.
          failed(error, 'invalidate');
        }
      },
    };
    app.decorate('catalogueCache', cache);
  },
  { name: 'cache', dependencies: ['redis'] },
);
