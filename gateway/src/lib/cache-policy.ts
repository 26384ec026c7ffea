/** Files a browser must check on every load: they point at the current hashed assets. */
const ALWAYS_REVALIDATE = new Set([
  'mf-manifest.json',
  'remoteEntry.js',
  'index.html',
  'remotes.json',
  'version.json',
  'mf-stats.json',
]);

/** A content hash in the file name (rspack's `[name].[contenthash:8].js` and the like). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of a built frontend file: hashed assets never change under their name, so they
 * are cached for a year; everything else (entry points, manifests, unhashed files) is
 * revalidated, so that a new deployment is seen at the next load.
 */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (X.br, X.gz) is cached as X is.
  const name = filePath.slice(filePath.lastIndexOf('/') + 1).replace(/\.(?:br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
