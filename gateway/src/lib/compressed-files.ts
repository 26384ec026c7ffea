import { readFile, stat } from 'node:fs/promises';
import { COMPRESS_MIN_BYTES, compress, type Encoding } from './content-encoding.js';

/** Files worth compressing, with the Content-Type they are served with. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** The suffix the frontend build gives the precompressed copy of X (X.br, X.gz beside X). */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
export const PRECOMPRESSED = /\.(?:br|gz)$/;

/** Content-Type of a compressible file, or undefined for the rest (images, fonts: already packed). */
export function compressibleType(filePath: string): string | undefined {
  const dot = filePath.lastIndexOf('.');
  return dot === -1 ? undefined : COMPRESSIBLE_TYPES[filePath.slice(dot).toLowerCase()];
}

/** Files compressed on the fly are kept up to this many bytes in all (oldest out first). */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Larger files without a precompressed copy go out as they are. */
const MAX_ON_THE_FLY_BYTES = 8 * 1024 * 1024;

export interface CompressedFile {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * Copies compressed on the fly for files the build did not precompress (a frontend built without
 * the step, or a file it skips), made once per file version and encoding and kept in memory.
 * The key holds the file's size and mtime, so a rebuilt file is compressed again.
 */
export function onTheFlyCompression() {
  const cache = new Map<string, CompressedFile>();
  const making = new Map<string, Promise<CompressedFile | undefined>>();
  let cachedBytes = 0;

  function keep(key: string, file: CompressedFile) {
    cache.set(key, file);
    cachedBytes += file.body.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.length;
    }
  }

  async function make(absolutePath: string, encoding: Encoding): Promise<CompressedFile | undefined> {
    const info = await stat(absolutePath);
    if (info.size < COMPRESS_MIN_BYTES || info.size > MAX_ON_THE_FLY_BYTES) return undefined;
    const key = `${absolutePath}\0${info.size}\0${info.mtimeMs}\0${encoding}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Most recently used last, so eviction takes the coldest.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    let pending = making.get(key);
    if (pending === undefined) {
      pending = (async () => {
        const body = await compress(await readFile(absolutePath), encoding, 'small');
        const file = {
          body,
          etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`,
          lastModified: info.mtime.toUTCString(),
        };
        keep(key, file);
        return file;
      })().finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  return { get: make };
}
